import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../../adapters/object-store';

/** A stored object as the reply: its own type and length, the caching given, never sniffed as another type. */
export function sendObject(reply: FastifyReply, object: StoredObject, cacheControl: string) {
  return reply
    .type(object.contentType)
    .header('content-length', object.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
