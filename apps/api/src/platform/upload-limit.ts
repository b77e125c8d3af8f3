import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooMany } from './errors';

/**
 * A user's uploads to one of the app's image endpoints: 20 in 10 minutes, counted per user and per endpoint
 * (the rate-limit plugin keeps a count per route), in Redis when configured so every API process counts
 * together (docs/storage.md#limits). A coach's certification is one upload of three photos, a car owner's
 * verification the same, a listing six photos at most: with retries after a refused photo, a person stays
 * well under 20; a script sending photos to be decoded does not.
 */
export const uploadLimit: RateLimitOptions = {
  max: 20,
  timeWindow: 10 * 60_000,
  // After route()'s authentication (preValidation), so the key is the user, whatever address they share.
  hook: 'preHandler',
  keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
  errorResponseBuilder: (_request, context) => tooMany('upload_rate_limited', Math.ceil(context.ttl / 1000)),
};
