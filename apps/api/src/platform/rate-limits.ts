import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { tooMany } from './errors';

/**
 * Sign-ins per address a minute (LOGIN_RATE_LIMIT, 60 by default; 0 turns it off). A class signing in
 * together behind one school's NAT stays under it; a script replaying codes does not. Counted in Redis
 * when configured, so every API process counts together.
 */
export const loginLimit = (perMinute: number): RateLimitOptions | undefined =>
  perMinute > 0 ? { max: perMinute, timeWindow: 60_000, groupId: 'login' } : undefined;

/**
 * Per-route request limits (@fastify/rate-limit, off unless a route asks for one through `route()`'s
 * rateLimit option). The SMS limits are not here: they count codes per phone and address in the database.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { redisUrl?: string; keyPrefix: string },
): Promise<void> {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${opts.keyPrefix}limit:`,
    errorResponseBuilder: (_request, context) => tooMany('login_too_many', Math.ceil(context.ttl / 1000)),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}
