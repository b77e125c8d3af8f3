import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { SIGNED_FILES_PATH } from '../../adapters/object-store-disk';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { uploadRoutes } from '../../platform/upload-routes';
import { assertCanSubmit, certStatusOf, credeInfo, requireProfile, submitCertification } from './certification.service';
import { UPLOAD_MAX_BYTES } from './images';
import { sendObject } from './object-reply';
import { PORTRAIT_PREFIX, readPortrait, savePortrait } from './portrait.service';
import { coachInfo, listSchools, pickSchool, saveSchool, schoolForEdit } from './school.service';
import { readImages } from './upload-parts';

const CERT_FIELDS = ['id_front', 'id_back', 'licence'] as const;

/** Certification, the public coach check, portraits and schools (issue 6). */
export function certificationRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, storage } = deps;

  uploadRoutes(app, db, UPLOAD_MAX_BYTES, (upload) => {
    upload(e.certUpload, async ({ user, request }) => {
      // Refused before a byte is read: students, coaches without a profile, pending or certified ones.
      await assertCanSubmit(db, user);
      const files = await readImages(request, CERT_FIELDS, 'document');
      return submitCertification(db, storage, user, {
        idFront: files.id_front,
        idBack: files.id_back,
        licence: files.licence,
      });
    });

    upload(e.portraitUpload, async ({ user, request }) => {
      await requireProfile(db, user);
      const { file } = await readImages(request, ['file'] as const, 'portrait');
      return savePortrait(db, storage, user, file);
    });
  });

  // Portraits are public (posters, the coach check), served from this origin whichever store holds them;
  // random names never change, so they cache for good. Certification photos are never served here.
  app.get(`${PORTRAIT_PREFIX}:name`, async (request, reply) => {
    const portrait = await readPortrait(storage, (request.params as { name: string }).name);
    if (!portrait) throw notFound();
    return sendObject(reply, portrait, 'public, max-age=31536000, immutable');
  });

  // The disk store's signed links (a bucket's point at the bucket): whoever holds one may read that one
  // object until it expires.
  if (storage.kind === 'disk') {
    app.get(`${SIGNED_FILES_PATH.slice('/api'.length)}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const object = await storage.openSigned(key, text(query.expires), text(query.signature));
      if (!object) throw new AppError(403, 'file_link_invalid');
      return sendObject(reply, object, 'private, no-store');
    });
  }

  route(app, db, e.certStatus, async ({ user }) => certStatusOf(db, user.id));
  route(app, db, e.credeInfo, async ({ query }) => credeInfo(db, query.did));

  route(app, db, e.schoolEditGet, async ({ user, query }) => schoolForEdit(db, user, query.id));
  route(app, db, e.schoolEdit, async ({ user, body }) => saveSchool(db, user, body));
  route(app, db, e.schoolCoachInfo, async ({ user }) => coachInfo(db, user));
  route(app, db, e.schoolPick, async ({ user, body }) => pickSchool(db, user, body.school_id));
  route(app, db, e.allSchool, async ({ user, query }) => listSchools(db, user, query));
}
