import { Redis } from 'ioredis';

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

export function redisKv(url: string, keyPrefix: string): Kv {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix });
  const seconds = (ttl: number) => Math.max(1, Math.floor(ttl));
  return {
    get: (key) => redis.get(key),
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', seconds(ttlSeconds));
    },
    async setIfAbsent(key, value, ttlSeconds) {
      return (await redis.set(key, value, 'EX', seconds(ttlSeconds), 'NX')) === 'OK';
    },
    async del(key) {
      await redis.del(key);
    },
    async delIfEquals(key, value) {
      return (await redis.eval(DEL_IF_EQUALS, 1, key, value)) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
