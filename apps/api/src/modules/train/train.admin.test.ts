import type { TrainListing } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, trainChecks } from '../../db/schema';
import { auditOf, type ConsoleOperator, consoleOperator } from '../../test/console-operator';
import type { Person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { photo } from '../certification/test-helpers';
import { testCity, trainHelpers } from './test-helpers';

const OPS_TOKEN = 'test-operator-token-train-console-0123';
let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
let jpeg: Buffer;
let reviewer: ConsoleOperator;
beforeAll(async () => {
  jpeg = await photo('jpeg', 800, 600);
  t = await startTestApp({ OPS_TOKEN });
  h = trainHelpers(t);
  reviewer = await consoleOperator(t, OPS_TOKEN, 'reviewer');
});
afterAll(() => t.close());

const part = (field: string) => ({ field, filename: `${field}.jpg`, type: 'image/jpeg', data: jpeg });

/** A coach with a complete listing and weekly hours who has sent all three checks (not listed yet). */
async function checkedCoach(): Promise<Person> {
  const coach = await h.coach();
  await h.save(coach, { city: testCity(), car: { model: '大众朗逸', transmission: 'auto', plate: '京A24680' } });
  await h.hours(coach);
  expect((await h.upload(coach, '/v1/train/idenf', [part('front'), part('back')])).statusCode).toBe(200);
  expect((await h.upload(coach, '/v1/train/plate', [part('vehicle_licence'), part('plate')])).statusCode).toBe(200);
  expect((await h.upload(coach, '/v1/train/driving', [part('licence')])).statusCode).toBe(200);
  return coach;
}

type Item = { id: number; kind: string; user_id: number; plate: string | null; files: Record<string, string> };
const checksOf = async (op: ConsoleOperator, coachId: number, status = 'pending') =>
  body<{ list: Item[] }>(await op.get(`/api/admin/reviews/train-checks?status=${status}`)).data.list.filter(
    (c) => c.user_id === coachId,
  );

describe('the console’s coach-for-hire checks', () => {
  it('lists the pending checks with their photos; approving all three lists the coach, each decision audited before → after', async () => {
    const coach = await checkedCoach();
    const mine = await checksOf(reviewer, coach.id);
    expect(mine.map((c) => c.kind).sort()).toEqual(['identity', 'licence', 'plate']);
    const plate = mine.find((c) => c.kind === 'plate') as Item;
    expect(plate.plate).toBe('京A24680');
    expect(Object.keys(plate.files).sort()).toEqual(['plate', 'vehicle_licence']);
    const link = new URL(plate.files.plate as string);
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`);
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    for (const [i, check] of mine.entries()) {
      const res = await reviewer.post('/api/admin/reviews/train-checks/decide', { id: check.id, decision: 'approve' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ id: check.id, status: 'approved', listed: i === mine.length - 1 });
      const [line] = await auditOf(t, `train-check:${check.id}`);
      expect(line).toMatchObject({ actor: `operator:${reviewer.username}`, action: 'train.check.review' });
      expect(line?.detail).toMatchObject({
        before: { status: 'pending', reason: '', listed: false },
        after: { status: 'approved', reason: '', listed: i === mine.length - 1 },
      });
    }
    expect(body<TrainListing>(await coach.get('/api/v1/train/listing')).data.listed).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/train/coach?member_id=${coach.did}` })).statusCode).toBe(200);
    expect((await checksOf(reviewer, coach.id, 'approved')).length).toBe(3);
    expect(await checksOf(reviewer, coach.id)).toEqual([]);
  });

  it('a rejection needs a reason the coach then reads; bad input and a second decision change nothing', async () => {
    const coach = await checkedCoach();
    const licence = (await checksOf(reviewer, coach.id)).find((c) => c.kind === 'licence') as Item;
    const decide = (payload: object) => reviewer.post('/api/admin/reviews/train-checks/decide', payload);

    const noReason = await decide({ id: licence.id, decision: 'reject', reason: '  ' });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, '驳回认证时必须写明原因']);
    const badDecision = await decide({ id: licence.id, decision: 'maybe' });
    expect(badDecision.statusCode).toBe(400);
    expect(body(badDecision).msg).toMatch(/decision/);
    expect((await decide({ id: 'abc', decision: 'approve' })).statusCode).toBe(400);
    const [unchanged] = await t.database.db.select().from(trainChecks).where(eq(trainChecks.id, licence.id));
    expect(unchanged).toMatchObject({ status: 'pending', reason: '', reviewedBy: null });

    const rejected = await decide({ id: licence.id, decision: 'reject', reason: '驾驶证照片反光看不清' });
    expect(body(rejected).data).toMatchObject({ status: 'rejected', reason: '驾驶证照片反光看不清', listed: false });
    const seen = body<TrainListing>(await coach.get('/api/v1/train/listing')).data;
    expect(seen.checks.licence).toEqual({ status: 'rejected', reason: '驾驶证照片反光看不清' });

    const again = await decide({ id: licence.id, decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect((await decide({ id: 999999, decision: 'approve' })).statusCode).toBe(404);
    const lines = await auditOf(t, `train-check:${licence.id}`);
    expect(lines.map((l) => (l.detail as { status?: number }).status ?? 200)).toEqual([400, 200, 409]);
    expect(lines[1]?.detail).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', reason: '驾驶证照片反光看不清' },
    });
  });

  it('listing the photos is noted in the audit log; other roles are refused', async () => {
    await reviewer.get('/api/admin/reviews/train-checks');
    const admin = await consoleOperator(t, OPS_TOKEN, 'admin');
    expect((await admin.get('/api/admin/reviews/train-checks')).statusCode).toBe(200);
    for (const role of ['content', 'finance'] as const) {
      const op = await consoleOperator(t, OPS_TOKEN, role);
      expect((await op.get('/api/admin/reviews/train-checks')).statusCode).toBe(403);
      const res = await op.post('/api/admin/reviews/train-checks/decide', { id: 1, decision: 'approve' });
      expect([res.statusCode, body(res).msg]).toEqual([403, expect.stringMatching(/^此操作需要以下角色之一：/)]);
    }
    const notes = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'train.check.list'));
    expect(notes.length).toBeGreaterThanOrEqual(2);
  });
});
