import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { sendRanged } from '../../platform/ranged-reply';
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
  return sendRanged(reply, bytes, TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream', range);
}
