import type { Wish } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, settings, wishes, wishVotes } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'wish-test-ops-token-000001';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

type Wall = { total: number; page: number; num: number; list: Wish[]; daily_limit: number; left_today: number };

const wall = async (p: Person, query = '') => body<Wall>(await p.get(`/api/v1/wish/list${query}`)).data;
const wish = async (p: Person, content: string) => {
  const res = await p.post('/api/v1/wish/add', { content });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ wish: Wish; left_today: number }>(res).data;
};
const vote = (p: Person, id: number | string, on: boolean | string) => p.post('/api/v1/wish/vote', { id, on });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(wishes))[0]?.n;
const ops = (method: 'GET' | 'POST', path: string, payload?: object, token = OPS_TOKEN) =>
  t.app.inject({
    method,
    url: `/api/ops${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

describe('making a wish', () => {
  it('is trimmed, shows first on the wall with its author, and counts against today', async () => {
    const student = await person(t, 1);
    expect(await wall(student)).toMatchObject({ daily_limit: 3, left_today: 3 });
    const made = await wish(student, '   希望增加夜间灯光考试的语音练习  \n ');
    expect(made.left_today).toBe(2);
    expect(made.wish).toMatchObject({
      content: '希望增加夜间灯光考试的语音练习',
      state: 'open',
      votes: 0,
      voted: false,
      mine: true,
      answer: null,
      author: { nickname: expect.any(String) },
    });
    const seen = await wall(student);
    expect(seen.list[0]).toEqual(made.wish);
    expect(seen.left_today).toBe(2);
    // Someone else sees it too, as not theirs.
    const other = await person(t, 2);
    const theirs = (await wall(other)).list.find((w) => w.id === made.wish.id);
    expect(theirs).toMatchObject({ mine: false, voted: false });
  });

  it('refuses empty, blank, too short and too long wishes with a 400 naming content, and keeps nothing', async () => {
    const student = await person(t, 1);
    const before = await count();
    for (const content of ['', '     ', ' 好的 ', 'x'.repeat(201)]) {
      const res = await student.post('/api/v1/wish/add', { content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty('content');
      expect(body(res).msg).toContain('content');
    }
    const missing = await student.post('/api/v1/wish/add', {});
    expect(missing.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(missing).data.errors).toHaveProperty('content');
    expect(await count()).toBe(before);
    expect((await wall(student)).left_today).toBe(3);
    // 200 characters (after trimming) is fine.
    expect((await wish(student, ` ${'学'.repeat(200)} `)).wish.content).toHaveLength(200);
  });

  it('allows 3 a day per person, even when sent at the same moment; the fourth is a 429 saying when', async () => {
    const student = await person(t, 1);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => student.post('/api/v1/wish/add', { content: `同时提交的心愿 ${i}` })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(body(refused as never).msg).toBe('每人每天最多许 3 个心愿，明天再来吧');
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const mine = await t.database.db.select().from(wishes).where(eq(wishes.userId, student.id));
    expect(mine).toHaveLength(3);
    expect((await wall(student)).left_today).toBe(0);
    // Another person has their own allowance.
    expect((await wish(await person(t, 1), '别人的心愿也可以')).left_today).toBe(2);
  });

  it('follows the setting wish.daily_limit', async () => {
    const student = await person(t, 1);
    await t.database.db
      .insert(settings)
      .values({ key: 'wish.daily_limit', value: 1 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 1 } });
    try {
      expect((await wish(student, '只能许一个心愿')).left_today).toBe(0);
      expect((await student.post('/api/v1/wish/add', { content: '第二个心愿' })).statusCode).toBe(429);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'wish.daily_limit'));
    }
  });
});

describe('voting', () => {
  it('counts once per person however often, and at the same moment; taking it back counts once too', async () => {
    const [author, a, b] = [await person(t, 1), await person(t, 1), await person(t, 2)];
    const { wish: w } = await wish(author, '希望可以按错题率排序练习');
    const many = await Promise.all(Array.from({ length: 10 }, () => vote(a, w.id, true)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect(body(await vote(a, w.id, '1')).data).toEqual({ id: w.id, voted: true, votes: 1 });
    expect(body(await vote(b, w.id, 'true')).data).toEqual({ id: w.id, voted: true, votes: 2 });
    const rows = await t.database.db.select().from(wishVotes).where(eq(wishVotes.wishId, w.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());

    expect((await wall(a)).list.find((x) => x.id === w.id)).toMatchObject({ voted: true, votes: 2 });
    expect((await wall(author)).list.find((x) => x.id === w.id)).toMatchObject({ voted: false, votes: 2 });

    const offs = await Promise.all(Array.from({ length: 5 }, () => vote(a, w.id, false)));
    expect(offs.every((r) => r.statusCode === 200)).toBe(true);
    expect(body(await vote(a, w.id, '0')).data).toEqual({ id: w.id, voted: false, votes: 1 });
    expect((await wall(a)).list.find((x) => x.id === w.id)).toMatchObject({ voted: false, votes: 1 });
  });

  it('refuses a bad id or choice with a 400 naming it, and an unknown wish with a 404; nothing changes', async () => {
    const [author, voter] = [await person(t, 1), await person(t, 1)];
    const { wish: w } = await wish(author, '希望有更多考场的实拍视频');
    for (const [payload, field] of [
      [{ id: 'abc', on: true }, 'id'],
      [{ id: -3, on: true }, 'id'],
      [{ id: w.id, on: 'maybe' }, 'on'],
      [{ id: w.id }, 'on'],
    ] as const) {
      const res = await voter.post('/api/v1/wish/vote', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty(field);
    }
    const unknown = await vote(voter, 99_999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('心愿不存在');
    const [row] = await t.database.db.select().from(wishes).where(eq(wishes.id, w.id));
    expect(row?.votes).toBe(0);
    expect(await t.database.db.select().from(wishVotes).where(eq(wishVotes.wishId, w.id))).toEqual([]);
  });

  it('sorts the wall by votes on the hot tab, newest first on the other, and pages', async () => {
    const [author, v1, v2] = [await person(t, 1), await person(t, 1), await person(t, 1)];
    const first = (await wish(author, '热门排序测试一')).wish;
    const second = (await wish(author, '热门排序测试二')).wish;
    const third = (await wish(author, '热门排序测试三')).wish;
    await vote(v1, first.id, true);
    await vote(v2, first.id, true);
    await vote(v1, third.id, true);
    const newest = (await wall(author, '?sort=new&num=3')).list.map((w) => w.id);
    expect(newest).toEqual([third.id, second.id, first.id]);
    const hot = (await wall(author, '?sort=hot&num=100')).list.map((w) => w.id);
    expect(hot.indexOf(first.id)).toBeLessThan(hot.indexOf(third.id));
    expect(hot.indexOf(third.id)).toBeLessThan(hot.indexOf(second.id));
    const page2 = await wall(author, '?sort=new&num=1&page=2');
    expect(page2).toMatchObject({ page: 2, num: 1 });
    expect(page2.list.map((w) => w.id)).toEqual([second.id]);
    expect(page2.total).toBe(await count());
    const bad = await author.get('/api/v1/wish/list?sort=oldest');
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(bad).data.errors).toHaveProperty('sort');
  });

  it("the mine tab lists only the asker's own wishes, newest first, each with its state", async () => {
    const [me, someone] = [await person(t, 1), await person(t, 1)];
    const older = (await wish(me, '我的心愿测试一')).wish;
    await wish(someone, '别人的心愿测试');
    const newer = (await wish(me, '我的心愿测试二')).wish;
    const mine = await wall(me, '?sort=mine');
    expect(mine.total).toBe(2);
    expect(mine.list.map((w) => [w.id, w.mine, w.state])).toEqual([
      [newer.id, true, newer.state],
      [older.id, true, older.state],
    ]);
    expect((await wall(someone, '?sort=mine')).list.map((w) => w.content)).toEqual(['别人的心愿测试']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/wish/list' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/wish/add', payload: { content: '没登录' } })).statusCode,
    ).toBe(401);
  });
});

describe("operators' answers", () => {
  it('answer through /api/ops with the operator token, audited; everyone sees the answer and the state', async () => {
    const [author, voter] = [await person(t, 1), await person(t, 1)];
    const { wish: w } = await wish(author, '希望支持英文界面');
    expect(
      (await ops('POST', `/wishes/${w.id}/answer`, { state: 'planned', answer: '好' }, 'wrong-token-xxxxxxxx'))
        .statusCode,
    ).toBe(401);

    const listed = body<{ list: { id: number; state: string; uid: string }[] }>(
      await ops('GET', '/wishes?state=open'),
    ).data;
    expect(listed.list.find((x) => x.id === w.id)).toMatchObject({ state: 'open', uid: author.uid });

    const answered = await ops('POST', `/wishes/${w.id}/answer`, {
      state: 'planned',
      answer: '  已排进下个版本，感谢建议！ ',
      operator: 'alice',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const seen = (await wall(voter)).list.find((x) => x.id === w.id);
    expect(seen).toMatchObject({ state: 'planned', answer: { text: '已排进下个版本，感谢建议！' } });
    expect(Number.isNaN(Date.parse(seen?.answer?.at ?? ''))).toBe(false);
    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'wish.answer'));
    expect(trail.at(-1)).toMatchObject({ actor: 'ops-token:alice', detail: { id: w.id, state: 'planned' } });

    // Done: no new votes (409), but a vote can be taken back.
    await vote(voter, w.id, true);
    await ops('POST', `/wishes/${w.id}/answer`, { state: 'done', answer: '已上线：个人中心可切换英文。' });
    const closed = await vote(author, w.id, true);
    expect(closed.statusCode).toBe(409);
    expect(body(closed).msg).toBe('这个心愿已经实现，不再接受投票');
    expect(body(await vote(voter, w.id, false)).data).toEqual({ id: w.id, voted: false, votes: 0 });
  });

  it('refuses a bad state, an empty answer or an unknown wish, and changes nothing', async () => {
    const author = await person(t, 1);
    const { wish: w } = await wish(author, '希望可以离线做题');
    const badState = await ops('POST', `/wishes/${w.id}/answer`, { state: 'maybe', answer: '再看看' });
    expect(badState.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(badState).data.errors).toHaveProperty('state');
    const empty = await ops('POST', `/wishes/${w.id}/answer`, { state: 'declined', answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(empty).data.errors).toHaveProperty('answer');
    expect((await ops('POST', '/wishes/abc/answer', { state: 'done', answer: '好' })).statusCode).toBe(400);
    expect((await ops('POST', '/wishes/99999999/answer', { state: 'done', answer: '好' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(wishes).where(eq(wishes.id, w.id));
    expect(row).toMatchObject({ state: 'open', answer: null, answeredAt: null });
  });
});

describe('npm run ops -- wish:list / wish:answer', () => {
  const run = (args: string[]) => runOps(args, { url: t.url, token: OPS_TOKEN });

  it('lists wishes and answers one through the running server', async () => {
    const author = await person(t, 1);
    const { wish: w } = await wish(author, '希望能看到考场的排队人数');
    const list = await run(['wish:list', 'open']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`#${w.id}  open  0 votes  by ${author.uid}`);
    expect(list.stdout).toContain('希望能看到考场的排队人数');

    const noAnswer = await run(['wish:answer', String(w.id), 'declined']);
    expect(noAnswer.code).toBe(1);
    expect(noAnswer.stderr).toContain('An answer is needed');
    const badState = await run(['wish:answer', String(w.id), 'later', '再说']);
    expect(badState.code).toBe(1);
    expect(badState.stderr).toContain('Usage: npm run ops -- wish:answer');

    const done = await run(['wish:answer', String(w.id), 'declined', '考场数据暂时无法获取，', '先不做了。']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Wish #${w.id} is now declined`);
    expect((await wall(author)).list.find((x) => x.id === w.id)).toMatchObject({
      state: 'declined',
      answer: { text: '考场数据暂时无法获取， 先不做了。' },
    });
  });
});
