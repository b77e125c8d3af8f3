import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What a caller gets instead of a wait while Redis is known to be away. */
export class RedisUnavailable extends Error {
  constructor(cause?: unknown) {
    super('Redis is unreachable', { cause });
  }
}

/**
 * One connection to Redis for the whole app (the limiter's counters, the kv, publishing), and whether it
 * answers. `connecting` until the first connection is made or fails, then `up` or `down`. While `down`,
 * callers do not send commands that would only wait: the limiter counts in memory, the kv answers what it
 * last saw or fails at once (docs/deploy.md, "When a service is unreachable").
 */
export interface RedisLink {
  readonly client: Redis;
  readonly state: 'connecting' | 'up' | 'down';
  /** Another connection, for a subscriber (a subscribed connection takes no other commands). Its errors
   * are not logged: the link's own connection reports the outage, once. */
  subscriber(): Redis;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, {
    connectTimeout: 1000,
    // A command that gets no answer (Redis hung, a silent network) gives up, and its caller falls back.
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  let state: RedisLink['state'] = 'connecting';
  let closing = false;
  // ioredis emits `error` on every failed attempt and keeps trying (every 2 s at most): one line per
  // change, not per attempt.
  const away = (reason: string) => {
    if (closing || state === 'down') return;
    state = 'down';
    log.error({ redis: 'down', reason }, 'Redis unreachable: sign-ins counted per process until it answers');
  };
  client.on('error', (error: Error) => away(error.message));
  client.on('close', () => away('connection closed'));
  client.on('reconnecting', (delay: number) =>
    log.debug({ redis: 'reconnecting', delay_ms: delay }, 'Redis: trying again'),
  );
  client.on('ready', () => {
    if (state === 'down') log.info({ redis: 'up' }, 'Redis reachable again');
    state = 'up';
  });
  return {
    client,
    get state() {
      return state;
    },
    subscriber() {
      const subscriber = client.duplicate({ commandTimeout: undefined, autoResubscribe: false });
      subscriber.on('error', () => {});
      return subscriber;
    },
    async close() {
      closing = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
