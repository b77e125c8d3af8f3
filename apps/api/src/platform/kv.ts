import { type RedisLink, RedisUnavailable } from './redis';

/** Small shared key-value store: Redis when configured (shared by all API processes), memory otherwise. */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it (a lock, a first claim). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Deletes only while the key still holds `value`: a lock released by its holder, a value retired once. */
  delIfEquals(key: string, value: string): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryKv(now: () => number = Date.now): Kv {
  const items = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const item = items.get(key);
    if (item && item.expiresAt <= now()) {
      items.delete(key);
      return undefined;
    }
    return item;
  };
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      items.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (live(key)) return false;
      items.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      return true;
    },
    async del(key) {
      items.delete(key);
    },
    async delIfEquals(key, value) {
      if (live(key)?.value !== value) return false;
      items.delete(key);
      return true;
    },
    async close() {},
  };
}

/** Compare-and-delete in one step on the server, so no other process's value is deleted in between. */
const DEL_IF_EQUALS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Redis, shared by every API process. A command Redis does not answer rejects with RedisUnavailable, at
 * once while the link is down. `get` then answers what this process last read or wrote (until it expires),
 * so a WeChat ticket it holds keeps signing pages through an outage. Nothing is fetched anew meanwhile:
 * it could not be shared, and each fetch of WeChat's token retires the one the other processes hold.
 */
export function redisKv(link: RedisLink, keyPrefix: string, now: () => number = Date.now): Kv {
  const redis = link.client;
  const seen = memoryKv(now);
  const seconds = (ttl: number) => Math.max(1, Math.floor(ttl));
  const send = async <T>(command: () => Promise<T>): Promise<T> => {
    if (link.state === 'down') throw new RedisUnavailable();
    try {
      return await command();
    } catch (error) {
      throw new RedisUnavailable(error);
    }
  };
  return {
    async get(key) {
      try {
        const [value, ttlMs] = await send(async () => {
          const replies = await redis
            .pipeline()
            .get(keyPrefix + key)
            .pttl(keyPrefix + key)
            .exec();
          const failed = replies?.find(([error]) => error)?.[0];
          if (!replies || failed) throw failed ?? new Error('no reply');
          return replies.map(([, reply]) => reply) as [string | null, number];
        });
        if (value === null) await seen.del(key);
        else await seen.set(key, value, ttlMs > 0 ? ttlMs / 1000 : 60);
        return value;
      } catch (error) {
        const last = await seen.get(key);
        if (last === null) throw error;
        return last;
      }
    },
    async set(key, value, ttlSeconds) {
      await send(() => redis.set(keyPrefix + key, value, 'EX', seconds(ttlSeconds)));
      await seen.set(key, value, seconds(ttlSeconds));
    },
    async setIfAbsent(key, value, ttlSeconds) {
      return (await send(() => redis.set(keyPrefix + key, value, 'EX', seconds(ttlSeconds), 'NX'))) === 'OK';
    },
    async del(key) {
      await send(() => redis.del(keyPrefix + key));
      await seen.del(key);
    },
    async delIfEquals(key, value) {
      const deleted = (await send(() => redis.eval(DEL_IF_EQUALS, 1, keyPrefix + key, value))) === 1;
      await seen.delIfEquals(key, value);
      return deleted;
    },
    // The link belongs to the app, which closes it.
    async close() {},
  };
}
