import { describe, expect, it } from 'vitest';
import { memoryKv } from './kv';
import { sharedValue } from './shared-value';

/** A fetch that counts its calls and takes a moment, as a network call does. */
function countingFetch() {
  let calls = 0;
  const fetch = async () => {
    calls += 1;
    await new Promise((r) => setTimeout(r, 20));
    return { value: `v${calls}`, ttlSeconds: 60 };
  };
  return { fetch, calls: () => calls };
}

describe('a value shared by several processes', () => {
  it('is fetched once, however many requests in however many processes ask at once', async () => {
    const kv = memoryKv(); // stands for Redis: one store, two processes' clients
    const { fetch, calls } = countingFetch();
    const a = sharedValue(kv, 'token', fetch, { pollMs: 5 });
    const b = sharedValue(kv, 'token', fetch, { pollMs: 5 });
    const values = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).get()));
    expect(new Set(values)).toEqual(new Set(['v1']));
    expect(calls()).toBe(1);
  });

  it('retires a stale value once: the next read fetches a new one, a newer one is left alone', async () => {
    const kv = memoryKv();
    const { fetch, calls } = countingFetch();
    const a = sharedValue(kv, 'token', fetch, { pollMs: 5 });
    const b = sharedValue(kv, 'token', fetch, { pollMs: 5 });
    expect(await a.get()).toBe('v1');
    await a.retire('v1');
    expect(await b.get()).toBe('v2');
    // The other process also saw v1 fail, later: it must not throw away v2.
    await b.retire('v1');
    expect(await a.get()).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('takes over when the process holding the refresh lock died', async () => {
    const kv = memoryKv();
    await kv.setIfAbsent('token:refreshing', 'a process that crashed', 1);
    const { fetch, calls } = countingFetch();
    const survivor = sharedValue(kv, 'token', fetch, { lockSeconds: 1, pollMs: 20 });
    expect(await survivor.get()).toBe('v1');
    expect(calls()).toBe(1);
  });
});
