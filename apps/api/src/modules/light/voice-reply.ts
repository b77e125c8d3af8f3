import type { FastifyReply } from 'fastify';

/** A name that never changes for the same bytes: cached for a year, never asked again. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * A voice as the reply, whole or the one byte range asked for: Safari (and so WeChat on iOS) plays audio
 * only from a server that answers ranges.
 */
export function sendVoice(reply: FastifyReply, mp3: Buffer, range: string | undefined) {
  reply
    .type('audio/mpeg')
    .header('accept-ranges', 'bytes')
    .header('cache-control', FOREVER)
    .header('x-content-type-options', 'nosniff');
  const asked = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!range || !asked || (!asked[1] && !asked[2])) return reply.header('content-length', mp3.length).send(mp3);
  const size = mp3.length;
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
    .send(mp3.subarray(start, end + 1));
}
