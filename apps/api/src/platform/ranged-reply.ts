import type { FastifyReply } from 'fastify';

/**
 * `bytes` of `type` as the reply, whole or the one byte range `range` (the Range header) asks for: Safari,
 * and so WeChat on iOS, plays audio and video only from a server that answers ranges. The name they are
 * asked by never changes for the same bytes, so they are cached for a year, never asked again.
 */
export function sendRanged(reply: FastifyReply, bytes: Buffer, type: string, range: string | undefined) {
  reply
    .type(type)
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
