import type { OperatorRole, Wish } from '@xueche/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, wishes, wishReports } from '../../db/schema';
import { auditOf, type ConsoleOperator, consoleOperator } from '../../test/console-operator';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'wish-moderation-ops-token-0001';
let t: TestApp;
// One account per role for the file: each costs three memory-hard password hashes.
const ops = {} as Record<OperatorRole, ConsoleOperator>;
let content: ConsoleOperator;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  for (const role of ['content', 'admin', 'reviewer', 'finance'] as const) {
    ops[role] = await consoleOperator(t, OPS_TOKEN, role);
  }
  content = ops.content;
});
afterAll(() => t.close());

type Wall = { total: number; list: Wish[] };
type AdminWish = {
  id: number;
  report_count: number;
  reports: { reason: string; note: string; nickname: string }[];
  hidden: { reason: string; by: string } | null;
};

const wall = async (p: Person) => body<Wall>(await p.get('/api/v1/wish/list?num=100')).data;
const onWall = async (p: Person, id: number) => (await wall(p)).list.find((w) => w.id === id);
const add = (p: Person, text: string) => p.post('/api/v1/wish/add', { content: text });
async function wish(p: Person, text = `希望增加科目三夜间路线讲解 ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await add(p, text);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ wish: Wish }>(res).data.wish;
}
const report = (p: Person, payload: object) => p.post('/api/v1/wish/report', payload);
const consoleList = async (op: ConsoleOperator, query: string) =>
  body<{ total: number; list: AdminWish[] }>(await op.get(`/api/admin/wishes?${query}`)).data;

describe('wishes are plain text', () => {
  it('refuses HTML tags, comments and entities with a 400 naming content; a lone "<" is words', async () => {
    const student = await person(t, 1);
    for (const junk of [
      '<b>希望加粗显示</b>',
      '希望<img src=x onerror=alert(1)>',
      '<!-- 注释 --> 希望',
      '希望&nbsp;&lt;离线&gt;',
    ]) {
      const res = await add(student, junk);
      expect([res.statusCode, body(res).msg]).toEqual([400, '心愿只能写文字，不能包含 HTML 标签或代码']);
      expect((body(res).data as { errors: Record<string, string> }).errors).toEqual({
        content: '心愿只能写文字，不能包含 HTML 标签或代码',
      });
    }
    const kept = await t.database.db.select().from(wishes).where(eq(wishes.userId, student.id));
    expect(kept).toEqual([]);
    expect((await wish(student, '希望模拟考成绩<90分时提示错题')).content).toBe('希望模拟考成绩<90分时提示错题');
  });
});

describe('reporting a wish', () => {
  it('once per person, with a reason; never one’s own; bad input named; the console counts them', async () => {
    const author = await person(t, 1);
    const made = await wish(author);
    const [first, second] = [await person(t, 1), await person(t, 2)];

    const ok = await report(first, { id: made.id, reason: 'junk' });
    expect([ok.statusCode, body(ok).data]).toEqual([200, { id: made.id, reported: true }]);
    expect((await onWall(first, made.id))?.reported).toBe(true);
    expect((await onWall(second, made.id))?.reported).toBe(false);

    const again = await report(first, { id: made.id, reason: 'spam' });
    expect([again.statusCode, body(again).msg]).toEqual([409, '你已经举报过这个心愿，我们会尽快处理']);
    const own = await report(author, { id: made.id, reason: 'spam' });
    expect([own.statusCode, body(own).msg]).toEqual([409, '不能举报自己的心愿']);
    const bad = await report(second, { id: made.id, reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((body(bad).data as { errors: object }).errors)).toEqual(['reason']);
    expect((await report(second, { id: 99_999_999, reason: 'spam' })).statusCode).toBe(404);
    expect((await report(second, { id: made.id, reason: 'other', note: '和学车无关的广告' })).statusCode).toBe(200);

    const rows = await t.database.db.select().from(wishReports).where(eq(wishReports.wishId, made.id));
    expect(rows.map((r) => r.reason).sort()).toEqual(['junk', 'other']);
    const listed = (await consoleList(content, 'filter=reported&num=100')).list.find((w) => w.id === made.id);
    expect(listed).toMatchObject({ report_count: 2, hidden: null });
    expect(listed?.reports.map((r) => [r.reason, r.note])).toEqual([
      ['other', '和学车无关的广告'],
      ['junk', ''],
    ]);
    // Reports alone hide nothing.
    expect(await onWall(second, made.id)).toBeDefined();
  });
});

describe('hiding a wish in the console', () => {
  it('takes it off the wall for everyone but its author, audited before → after; showing it again restores it', async () => {
    const author = await person(t, 1);
    const made = await wish(author);
    const other = await person(t, 2);
    expect((await report(other, { id: made.id, reason: 'abuse' })).statusCode).toBe(200);
    const totalBefore = (await wall(other)).total;

    const noReason = await content.post('/api/admin/wishes/hide', { id: made.id, hidden: true, reason: ' ' });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, '隐藏心愿须写明原因（作者会看到）']);
    expect((body(noReason).data as { errors: object }).errors).toEqual({ reason: '隐藏心愿须写明原因（作者会看到）' });
    const notBool = await content.post('/api/admin/wishes/hide', { id: made.id, hidden: 'yes', reason: '广告' });
    expect(notBool.statusCode).toBe(400);
    expect(body(notBool).msg).toMatch(/hidden/);
    expect(
      (await content.post('/api/admin/wishes/hide', { id: 99_999_999, hidden: true, reason: '广告' })).statusCode,
    ).toBe(404);
    expect(await onWall(other, made.id)).toBeDefined();

    const hidden = await content.post('/api/admin/wishes/hide', { id: made.id, hidden: true, reason: '含有辱骂内容' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(body<AdminWish>(hidden).data).toMatchObject({
      report_count: 1,
      hidden: { reason: '含有辱骂内容', by: `operator:${content.username}` },
    });

    // Gone for everyone else, the total too; votes and reports on it are refused as for a wish that is not there.
    expect(await onWall(other, made.id)).toBeUndefined();
    expect((await wall(other)).total).toBe(totalBefore - 1);
    expect((await other.post('/api/v1/wish/vote', { id: made.id, on: true })).statusCode).toBe(404);
    expect((await report(await person(t, 1), { id: made.id, reason: 'spam' })).statusCode).toBe(404);
    // Its author still has it, marked, with the reason.
    expect(await onWall(author, made.id)).toMatchObject({ mine: true, hidden: { reason: '含有辱骂内容' } });
    const inHidden = (await consoleList(content, 'filter=hidden&num=100')).list.map((w) => w.id);
    expect(inHidden).toContain(made.id);

    const shown = await content.post('/api/admin/wishes/hide', { id: made.id, hidden: false });
    expect(body<AdminWish>(shown).data.hidden).toBeNull();
    expect(await onWall(other, made.id)).toMatchObject({ hidden: null });

    const lines = await auditOf(t, `wish:${made.id}`);
    expect(lines.map((l) => [l.action, (l.detail as { status?: number }).status ?? 200])).toEqual([
      ['wish.hide', 400],
      ['wish.hide', 200],
      ['wish.unhide', 200],
    ]);
    expect(lines.every((l) => l.actor === `operator:${content.username}`)).toBe(true);
    expect(lines[0]?.detail).toMatchObject({ error: 'wish_hide_reason', input: { id: made.id, hidden: true } });
    expect(lines[1]?.detail).toMatchObject({
      before: { hidden: false, reason: '' },
      after: { hidden: true, reason: '含有辱骂内容' },
      reports: 1,
    });
    expect(lines[2]?.detail).toMatchObject({ before: { hidden: true }, after: { hidden: false, reason: '' } });
    // The refused input (before its handler) is in the log too, by the endpoint's action.
    const early = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'admin.wishes.hide'));
    expect(early.some((l) => (l.detail as { fields?: string[] }).fields?.includes('hidden'))).toBe(true);
  });

  it('finds wishes by words or author; reviewer and finance are refused, and the refusal is in the log', async () => {
    const author = await person(t, 1);
    const made = await wish(author, '希望增加倒车入库的慢动作讲解视频');
    const found = await consoleList(content, `filter=all&q=${encodeURIComponent('慢动作讲解')}`);
    expect(found.list.map((w) => w.id)).toEqual([made.id]);
    expect((await content.get('/api/admin/wishes?filter=nope')).statusCode).toBe(400);
    expect((await ops.admin.get('/api/admin/wishes')).statusCode).toBe(200);
    for (const role of ['reviewer', 'finance'] as const) {
      const op = ops[role];
      expect((await op.get('/api/admin/wishes')).statusCode).toBe(403);
      const res = await op.post('/api/admin/wishes/hide', { id: made.id, hidden: true, reason: '广告' });
      expect([res.statusCode, body(res).msg]).toEqual([403, '此操作需要以下角色之一：内容运营、管理员']);
      const [line] = await t.database.db
        .select()
        .from(opsAudit)
        .where(and(eq(opsAudit.actor, `operator:${op.username}`), eq(opsAudit.action, 'admin.wishes.hide')));
      expect(line?.detail).toMatchObject({ status: 403, error: 'admin_role_needed' });
    }
    expect(await onWall(await person(t, 2), made.id)).toBeDefined();
  });
});
