import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a reply gains too little to be worth the work (most replies: a user, a status). */
const MIN_BYTES = 1024;

/** The encoding to answer in: brotli, else gzip, as the client accepts them (a `;q=0` refuses one). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses the API's JSON replies of a kilobyte or more: a mock exam's paper is ~22 KB of JSON and ~6.6 KB
 * as brotli, and on a phone's network that is the first screen's wait. `npm start` has nothing in front
 * of it to do this (behind nginx, nginx may; a reply already encoded is left alone). Brotli at quality 5
 * costs ~0.6 ms for such a reply (quality 4: 0.5 ms and 1 KB more), so it is done inline. Its window is 256 KB
 * and it is told the reply's size, so each call sets up smaller tables than the 4 MB default window needs:
 * the same bytes out, and 0.5 ms off the paper draw's p99 (docs/performance.md).
 */
export function registerJsonCompression(api: FastifyInstance): void {
  // A callback hook: most replies are small and leave at once, with no promise to settle on the way.
  api.addHook('onSend', (request, reply, payload, done) => {
    done(
      null,
      typeof payload === 'string' && atLeast(payload, MIN_BYTES) ? compressed(request, reply, payload) : payload,
    );
  });
}

/** Whether a string is `bytes` long or more in UTF-8, without counting them when its length decides it. */
function atLeast(text: string, bytes: number): boolean {
  // A UTF-16 unit is one to three bytes in UTF-8 (a pair of them, four).
  if (text.length >= bytes) return true;
  if (text.length * 3 < bytes) return false;
  return Buffer.byteLength(text) >= bytes;
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: string): string | Buffer {
  if (reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = encodingFor(request);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
        },
      })
    : gzipSync(payload, { level: 6 });
}
