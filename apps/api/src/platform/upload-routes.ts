import multipart from '@fastify/multipart';
import type { Endpoint } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { route } from './route';
import { uploadLimit } from './upload-limit';

/** Registers one upload endpoint as route() does, under the upload limit. */
export type UploadRoute = <E extends Endpoint>(endpoint: E, handler: Parameters<typeof route<E>>[3]) => void;

/**
 * The upload endpoints `add` registers: multipart (only for these: the rest of the API keeps its small
 * form and JSON bodies), files up to `maxBytes`, each endpoint counted by uploadLimit.
 */
export function uploadRoutes(app: FastifyInstance, db: Db, maxBytes: number, add: (upload: UploadRoute) => void) {
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: maxBytes } });
    add((endpoint, handler) => route(uploads, db, endpoint, handler, { rateLimit: uploadLimit }));
  });
}
