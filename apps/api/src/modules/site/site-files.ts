import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { readObject } from './site-media';

/** What may be asked for under /api/files/site/: panoramas, blurred previews and video folders' files. */
const SITE_FILE =
  /^(p-[0-9a-f]{24}\.jpg|blur-[0-9a-f]{24}\.jpg|v-[0-9a-f]{24}\/(video\.mp4|cover\.jpg|hls\/[A-Za-z0-9_-]{1,40}\.(m3u8|ts)))$/;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/**
 * One of the area's stored files. Names are hashes of the bytes, so they are cached for a year; byte
 * ranges are answered (Safari, and so WeChat on iOS, plays video only from servers that do).
 */
export async function sendSiteFile(reply: FastifyReply, store: Deps['storage'], name: string, range?: string) {
  if (!SITE_FILE.test(name)) throw notFound();
  const bytes = await readObject(store, `site/${name}`);
  if (!bytes) throw notFound();
  reply
    .type(TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff');
  const asked = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!asked || (!asked[1] && !asked[2])) return reply.header('content-length', bytes.length).send(bytes);
  const size = bytes.length;
  // "bytes=-N" is the last N bytes; an end past the file is the file's end.
  const start = asked[1] ? Number(asked[1]) : Math.max(0, size - Number(asked[2]));
  const end = asked[1] && asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    return reply.status(416).header('content-range', `bytes */${size}`).header('content-length', 0).send();
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(bytes.subarray(start, end + 1));
}
