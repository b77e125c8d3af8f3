import { describe, expect, it } from 'vitest';
import { type Broadcast, memoryBroadcast } from './broadcast';
import { sessionCache } from './session-cache';
import type { User } from './user';

const NOW = Date.parse('2026-03-01T08:00:00Z');
const user = (id: number, nickname = `user ${id}`) => ({ id, nickname, userType: 1 }) as User;
const inAWeek = new Date(NOW + 7 * 24 * 3600_000);

/** A Redis connection that can be dropped and restored, as the network does. */
function flakyBroadcast() {
  const inner = memoryBroadcast();
  const gaps: (() => void)[] = [];
  let live = true;
  const broadcast: Broadcast = {
    get live() {
      return live;
    },
    publish: (m) => inner.publish(m),
    listen(onMessage, onGap) {
      gaps.push(onGap);
      inner.listen((m) => live && onMessage(m), onGap);
    },
    close: () => inner.close(),
  };
  const setLive = (to: boolean) => {
    live = to;
    for (const g of gaps) g();
  };
  return { broadcast, drop: () => setLive(false), restore: () => setLive(true) };
}

describe('the session cache', () => {
  it('answers a token it was given until its expiry, and no longer', () => {
    const cache = sessionCache(memoryBroadcast(), () => NOW);
    const expiry = new Date(NOW + 30_000);
    cache.put(cache.mark(), 'h1', user(1), expiry);
    expect(cache.get('h1', NOW + 29_999)?.id).toBe(1);
    expect(cache.get('h1', expiry.getTime())).toBeUndefined();
    expect(cache.get('other', NOW)).toBeUndefined();
  });

  it('a logout or a changed user in one process is dropped in every process sharing the broadcast', async () => {
    const redis = memoryBroadcast(); // stands for Redis: one channel, two processes listening
    const a = sessionCache(redis, () => NOW);
    const b = sessionCache(redis, () => NOW);
    for (const cache of [a, b]) {
      cache.put(cache.mark(), 'h1', user(1), inAWeek);
      cache.put(cache.mark(), 'h2', user(2), inAWeek);
    }
    await a.forgetToken('h1');
    expect(b.get('h1', NOW)).toBeUndefined();
    expect(b.get('h2', NOW)?.id).toBe(2);
    await b.forgetUser(2);
    expect(a.get('h2', NOW)).toBeUndefined();
  });

  it('does not keep what a lookup read while a drop happened: it may be the row from before the change', async () => {
    const cache = sessionCache(memoryBroadcast(), () => NOW);
    const mark = cache.mark();
    await cache.forgetUser(1); // committed and dropped while the lookup was on its way
    cache.put(mark, 'h1', user(1, 'old name'), inAWeek);
    expect(cache.get('h1', NOW)).toBeUndefined();
    cache.put(cache.mark(), 'h1', user(1, 'new name'), inAWeek);
    expect(cache.get('h1', NOW)?.nickname).toBe('new name');
  });

  it('trusts nothing while the broadcast is down, and forgets what it knew from before', () => {
    const { broadcast, drop, restore } = flakyBroadcast();
    const cache = sessionCache(broadcast, () => NOW);
    cache.put(cache.mark(), 'h1', user(1), inAWeek);
    drop();
    expect(cache.get('h1', NOW)).toBeUndefined();
    cache.put(cache.mark(), 'h1', user(1), inAWeek);
    expect(cache.get('h1', NOW)).toBeUndefined();
    // A lookup that began while messages could be missed is not kept after the broadcast is back.
    const mark = cache.mark();
    restore();
    cache.put(mark, 'h1', user(1), inAWeek);
    expect(cache.get('h1', NOW)).toBeUndefined();
    cache.put(cache.mark(), 'h1', user(1), inAWeek);
    expect(cache.get('h1', NOW)?.id).toBe(1);
  });

  it('hands out a user no handler can change for the others', () => {
    const cache = sessionCache(memoryBroadcast(), () => NOW);
    cache.put(cache.mark(), 'h1', user(1), inAWeek);
    const got = cache.get('h1', NOW) as User;
    expect(() => {
      got.nickname = 'changed';
    }).toThrow(TypeError);
  });
});
