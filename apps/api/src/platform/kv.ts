import { Redis } from 'ioredis';

/** Small shared key-value store: Redis when configured (shared by all API processes), memory otherwise. */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryKv(now: () => number = Date.now): Kv {
  const items = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const item = items.get(key);
      if (!item) return null;
      if (item.expiresAt <= now()) {
        items.delete(key);
        return null;
      }
      return item.value;
    },
    async set(key, value, ttlSeconds) {
      items.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async del(key) {
      items.delete(key);
    },
    async close() {},
  };
}

export function redisKv(url: string): Kv {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'xueche:' });
  return {
    get: (key) => redis.get(key),
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', Math.max(1, Math.floor(ttlSeconds)));
    },
    async del(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
