import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { uploadRoutes } from '../../platform/upload-routes';
import type { User } from '../../platform/user';
import { readImages, sendObject, UPLOAD_MAX_BYTES } from '../certification';
import { assertCanSubmitCheck, CHECK_LABELS, CHECK_PARTS, submitCheck } from './checks.service';
import type { CheckKind } from './coach-view';
import { coachPage, listCoaches } from './coaches.service';
import {
  addPhoto,
  assertCanAddPhoto,
  isPhotoName,
  myListing,
  removePhoto,
  saveAvailability,
  saveListing,
  TRAIN_PHOTO_PREFIX,
} from './listing.service';

const PHOTO_LABELS = { file: { zh: '照片', en: 'photo' } };

/** Coach-for-hire (issue 15), the coach's side: listings, weekly hours, photos, checks; coaches and a coach's page. */
export function trainListingRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, storage } = deps;

  route(app, db, e.trainCoaches, async ({ query }) => listCoaches(db, query));
  route(app, db, e.trainCoach, async ({ query }) => coachPage(db, query.member_id));

  route(app, db, e.trainListing, async ({ user }) => myListing(db, user));
  route(app, db, e.trainListingSave, async ({ user, body }) => saveListing(db, user, body));
  route(app, db, e.trainAvailability, async ({ user, body }) => saveAvailability(db, user, body.weekly));
  route(app, db, e.trainPhotoRemove, async ({ user, body }) => removePhoto(db, storage, user, body.index));

  uploadRoutes(app, db, UPLOAD_MAX_BYTES, (upload) => {
    upload(e.trainPhotoAdd, async ({ user, request }) => {
      // Refused before a byte is read: students, and a listing with six photos already.
      await assertCanAddPhoto(db, user);
      const { file } = await readImages(request, ['file'] as const, 'document', PHOTO_LABELS);
      return addPhoto(db, storage, user, file);
    });

    // One of the three checks: refused before a byte is read for a student or over an approved check.
    const check = async (user: User, request: FastifyRequest, kind: CheckKind) => {
      await assertCanSubmitCheck(db, user, kind);
      const files = await readImages(request, CHECK_PARTS[kind], 'document', CHECK_LABELS);
      return submitCheck(db, storage, user, kind, files);
    };
    upload(e.trainIdenf, ({ user, request }) => check(user, request, 'identity'));
    upload(e.trainPlate, ({ user, request }) => check(user, request, 'plate'));
    upload(e.trainDriving, ({ user, request }) => check(user, request, 'licence'));
  });

  // Listing photos are public (the listings and a coach's page show them), served from this origin whichever
  // store holds them; random names never change, so they cache for good. Check photos are never served here.
  app.get(`${TRAIN_PHOTO_PREFIX}:name`, async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const object = isPhotoName(name) ? await storage.get(`train/${name}`) : null;
    if (!object) throw notFound();
    return sendObject(reply, object, 'public, max-age=31536000, immutable');
  });
}
