import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kv } from './kv';

export interface SharedValueOptions {
  /** How long a refresher may hold the lock before another process may take over (it crashed). */
  lockSeconds?: number;
  /** How often a waiting process looks for the value another one is fetching. */
  pollMs?: number;
}

/**
 * A value the whole fleet shares through the kv, such as WeChat's global access token, where every fetch
 * invalidates the one before: read from the cache; when it is missing, exactly one process fetches it
 * (a lock in the kv, one fetch per process at a time) while the others wait for it to appear.
 */
export function sharedValue(
  kv: Kv,
  key: string,
  fetch: () => Promise<{ value: string; ttlSeconds: number }>,
  { lockSeconds = 10, pollMs = 100 }: SharedValueOptions = {},
) {
  const lock = `${key}:refreshing`;
  const holder = randomBytes(8).toString('hex');
  let inflight: Promise<string> | null = null;

  async function refresh(): Promise<string> {
    // A crashed holder's lock lapses after lockSeconds; waiting a little longer lets us take over.
    const deadline = Date.now() + (lockSeconds + 5) * 1000;
    for (;;) {
      if (await kv.setIfAbsent(lock, holder, lockSeconds)) {
        try {
          const cached = await kv.get(key);
          if (cached) return cached;
          const { value, ttlSeconds } = await fetch();
          await kv.set(key, value, ttlSeconds);
          return value;
        } finally {
          await kv.delIfEquals(lock, holder);
        }
      }
      await sleep(pollMs);
      const cached = await kv.get(key);
      if (cached) return cached;
      if (Date.now() > deadline) throw new Error(`${key}: no value after waiting for another process to fetch it`);
    }
  }

  return {
    async get(): Promise<string> {
      const cached = await kv.get(key);
      if (cached) return cached;
      inflight ??= refresh().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    /** The value turned out stale: retire it, unless someone already replaced it, so the next get fetches anew. */
    async retire(stale: string): Promise<void> {
      await kv.delIfEquals(key, stale);
    },
  };
}
