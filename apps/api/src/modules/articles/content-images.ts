import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ObjectStore } from '../../adapters/object-store';
import { notFound } from '../../platform/errors';
import { readImages, sendObject, storeImages, type UploadLabels } from '../certification';

/**
 * Images the console puts in articles, covers and banners (issue 16): re-encoded as a fresh JPEG like every
 * upload (certification/images.ts), kept under `content/<32 hex>.jpg` and public like portraits, served from
 * the app's own origin so the pages' CSP needs nothing more.
 */
export const CONTENT_FILES = '/files/content/';
const NAME = /^[0-9a-f]{32}\.jpg$/;
const LABELS: UploadLabels = { file: { zh: '图片', en: 'image' } };

export async function storeContentImage(request: FastifyRequest, store: ObjectStore) {
  const { file } = await readImages(request, ['file'] as const, 'document', LABELS);
  const [key] = await storeImages(store, 'content', [file]);
  const { width = 0, height = 0 } = await sharp(file).metadata();
  return { key: key as string, url: `/api${CONTENT_FILES}${(key as string).slice('content/'.length)}`, width, height };
}

/** GET /api/files/content/<name>: names are random and never reused, so they cache for good. */
export function contentImageRoute(app: FastifyInstance, store: ObjectStore): void {
  app.get(`${CONTENT_FILES}:name`, async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const object = NAME.test(name) ? await store.get(`content/${name}`) : null;
    if (!object) throw notFound();
    return sendObject(reply, object, 'public, max-age=31536000, immutable');
  });
}
