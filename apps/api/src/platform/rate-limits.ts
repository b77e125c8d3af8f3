import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import LocalStore, { type Store } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import { tooMany } from './errors';
import type { RedisLink } from './redis';

/**
 * Sign-ins per address a minute (LOGIN_RATE_LIMIT, 60 by default; 0 turns it off). A class signing in
 * together behind one school's NAT stays under it; a script replaying codes does not. Counted in Redis
 * when configured, so every API process counts together; per process while Redis is away.
 */
export const loginLimit = (perMinute: number): RateLimitOptions | undefined =>
  perMinute > 0
    ? {
        max: perMinute,
        timeWindow: 60_000,
        groupId: 'login',
        errorResponseBuilder: (_request, context) => tooMany('login_too_many', Math.ceil(context.ttl / 1000)),
      }
    : undefined;

type Count = Parameters<Store['incr']>;

/**
 * Counts in Redis while it answers, so every API process counts together, and in this process's memory
 * while it does not (the link is down, or a command failed or timed out): sign-ins go on, limited per
 * process, rather than failing. Back in Redis as soon as it answers again.
 */
class FallbackStore implements Store {
  constructor(
    private readonly link: RedisLink,
    private readonly redis: Store,
    private readonly local: Store,
  ) {}

  private count(method: 'incr' | 'read', [key, callback, timeWindow, max]: Count): void {
    const locally = () => this.local[method](key, callback, timeWindow, max);
    if (this.link.state === 'down') locally();
    else this.redis[method](key, (error, result) => (error ? locally() : callback(null, result)), timeWindow, max);
  }

  incr(...args: Count) {
    this.count('incr', args);
  }

  read(...args: Count) {
    this.count('read', args);
  }

  child(routeOptions: object): Store {
    return new FallbackStore(this.link, this.redis.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class the plugin instantiates with its options. */
const fallbackStore = (link: RedisLink, nameSpace: string) =>
  class extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitOptions) {
      super(
        link,
        new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };

/**
 * Per-route request limits (@fastify/rate-limit, off unless a route asks for one through `route()`'s
 * rateLimit option). The SMS limits are not here: they count codes per phone and address in the database.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { redis?: RedisLink; keyPrefix: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: opts.redis && fallbackStore(opts.redis, `${opts.keyPrefix}limit:`),
    // A limit says what it limits in its own options; this is for one that does not.
    errorResponseBuilder: (_request, context) => tooMany('too_many_wait', Math.ceil(context.ttl / 1000)),
  });
}
