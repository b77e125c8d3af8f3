import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, wishes } from '../../db/schema';
import { type Person, person } from '../../test/person';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The daily limit on wishes when one person's posts arrive together (a double tap, a script): over real HTTP so
 * they overlap, and on PostgreSQL (TEST_DATABASE_URL) each on its own connection, where only the database can
 * keep the count.
 */

const AT_ONCE = 20;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const wishesOf = (userId: number) => t.database.db.select().from(wishes).where(eq(wishes.userId, userId));

/** `n` different wishes from `p` at once; the status and message of each reply. */
async function postAtOnce(p: Person, n: number) {
  const replies = await Promise.all(
    Array.from({ length: n }, (_, i) => p.post('/api/v1/wish/add', { content: `同一时刻的心愿 ${p.id}-${i}` })),
  );
  return replies.map((r) => ({ status: r.statusCode, msg: (JSON.parse(r.body) as { msg: string }).msg }));
}

/** Exactly `limit` made, every other reply a 429 saying the limit. */
function expectLimit(replies: { status: number; msg: string }[], limit: number) {
  expect(replies.filter((r) => r.status === 200)).toHaveLength(limit);
  const refused = replies.filter((r) => r.status !== 200);
  expect(refused).toHaveLength(replies.length - limit);
  for (const r of refused) expect(r).toEqual({ status: 429, msg: `每人每天最多许 ${limit} 个心愿，明天再来吧` });
}

async function withDailyLimit(limit: number, work: () => Promise<void>) {
  await t.database.db
    .insert(settings)
    .values({ key: 'wish.daily_limit', value: limit })
    .onConflictDoUpdate({ target: settings.key, set: { value: limit } });
  try {
    await work();
  } finally {
    await t.database.db.delete(settings).where(eq(settings.key, 'wish.daily_limit'));
  }
}

describe(`${AT_ONCE} wishes from one person at once`, () => {
  it('with the daily limit of 3: 3 are made, 17 refused; two people at once each get their own 3', async () => {
    const [a, b] = [await person(t, 1), await person(t, 2)];
    const [fromA, fromB] = await Promise.all([postAtOnce(a, AT_ONCE), postAtOnce(b, AT_ONCE)]);
    expectLimit(fromA, 3);
    expectLimit(fromB, 3);
    expect(await wishesOf(a.id)).toHaveLength(3);
    expect(await wishesOf(b.id)).toHaveLength(3);
  });

  it('with the daily limit set to 5: 5 are made', async () => {
    await withDailyLimit(5, async () => {
      const p = await person(t, 1);
      expectLimit(await postAtOnce(p, AT_ONCE), 5);
      expect(await wishesOf(p.id)).toHaveLength(5);
    });
  });

  it('after 2 made earlier today: 1 more is made', async () => {
    const p = await person(t, 1);
    for (const content of ['早上许的心愿一', '早上许的心愿二']) {
      expect((await p.post('/api/v1/wish/add', { content })).statusCode).toBe(200);
    }
    const replies = await postAtOnce(p, AT_ONCE);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(AT_ONCE - 1);
    expect(await wishesOf(p.id)).toHaveLength(3);
  });
});
