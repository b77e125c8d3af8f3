import type { FastifyReply } from 'fastify';
import type { ObjectStore } from '../../adapters/object-store';
import { notFound } from '../../platform/errors';

/** What may be asked for under /api/files/lessons/: a transcoded folder's cover and HLS files (never the upload). */
const LESSON_FILE =
  /^m-[0-9a-f]{24}\/(cover\.jpg|hls\/index\.m3u8|hls\/[0-9]{2,4}p\/(index\.m3u8|seg-[0-9]{3,5}\.ts))$/;

const TYPES: Record<string, string> = { jpg: 'image/jpeg', m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

/**
 * One file of an uploaded lesson video, streamed from either store. A folder is named by the upload's hash and
 * never changes once its master playlist is there, so everything is cached for a year.
 */
export async function sendLessonFile(reply: FastifyReply, store: ObjectStore, name: string) {
  if (!LESSON_FILE.test(name)) throw notFound();
  const object = await store.get(`lessons/${name}`);
  if (!object) throw notFound();
  return reply
    .type(TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
    .header('content-length', object.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
