import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { assertCanSubmit, certStatusOf, credeInfo, requireProfile, submitCertification } from './certification.service';
import { UPLOAD_MAX_BYTES, uploadsDir } from './images';
import { PORTRAIT_PREFIX, savePortrait } from './portrait.service';
import { coachInfo, listSchools, pickSchool, saveSchool, schoolForEdit } from './school.service';
import { readImages } from './upload-parts';

const CERT_FIELDS = ['id_front', 'id_back', 'licence'] as const;

/** Certification, the public coach check, portraits and schools (issue 6). */
export function certificationRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;

  // Multipart only here: the rest of the API keeps its small form and JSON bodies.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES } });

    route(uploads, db, e.certUpload, async ({ user, request }) => {
      // Refused before a byte is read: students, coaches without a profile, pending or certified ones.
      await assertCanSubmit(db, user);
      const files = await readImages(request, CERT_FIELDS, 'document');
      return submitCertification(db, config.dataDir, user, {
        idFront: files.id_front,
        idBack: files.id_back,
        licence: files.licence,
      });
    });

    route(uploads, db, e.portraitUpload, async ({ user, request }) => {
      await requireProfile(db, user);
      const { file } = await readImages(request, ['file'] as const, 'portrait');
      return savePortrait(db, config.dataDir, user, file);
    });
  });

  // Portraits are public (posters, the coach check); random names never change, so they cache for good.
  // Certification files sit in a sibling folder that nothing serves.
  const portraits = uploadsDir(config.dataDir, 'portraits');
  mkdirSync(portraits, { recursive: true });
  app.register(fastifyStatic, {
    root: portraits,
    prefix: PORTRAIT_PREFIX,
    decorateReply: false,
    index: false,
    // Only names this module writes: nothing else in that folder, or beside it, can be asked for.
    allowedPath: (path) => /^\/[0-9a-f]{32}\.jpg$/.test(path),
    maxAge: '365d',
    immutable: true,
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
    },
  });

  route(app, db, e.certStatus, async ({ user }) => certStatusOf(db, user.id));
  route(app, db, e.credeInfo, async ({ query }) => credeInfo(db, query.did));

  route(app, db, e.schoolEditGet, async ({ user, query }) => schoolForEdit(db, user, query.id));
  route(app, db, e.schoolEdit, async ({ user, body }) => saveSchool(db, user, body));
  route(app, db, e.schoolCoachInfo, async ({ user }) => coachInfo(db, user));
  route(app, db, e.schoolPick, async ({ user, body }) => pickSchool(db, user, body.school_id));
  route(app, db, e.allSchool, async ({ user, query }) => listSchools(db, user, query));
}
