import type { TrainListing } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, users } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { opsRequest } from '../../test/ops-request';
import type { Person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { photo } from '../certification/test-helpers';
import { testCity, trainHelpers } from './test-helpers';

const TOKEN = 'test-operator-token-train-0123456789';
let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await photo('jpeg', 1000, 700);
  t = await startTestApp({ OPS_TOKEN: TOKEN });
  h = trainHelpers(t);
});
afterAll(() => t.close());

const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) => opsRequest(t, TOKEN, method, url, payload);

const part = (field: string) => ({ field, filename: `${field}.jpg`, type: 'image/jpeg', data: jpeg });

/** A coach named `nickname` who has sent all three checks. */
async function checkedCoach(nickname: string): Promise<Person> {
  const coach = await h.coach();
  await t.database.db.update(users).set({ nickname }).where(eq(users.id, coach.id));
  expect((await h.upload(coach, '/v1/train/idenf', [part('front'), part('back')])).statusCode).toBe(200);
  expect((await h.upload(coach, '/v1/train/plate', [part('vehicle_licence'), part('plate')])).statusCode).toBe(200);
  expect((await h.upload(coach, '/v1/train/driving', [part('licence')])).statusCode).toBe(200);
  return coach;
}

type Listed = {
  list: {
    id: number;
    kind: string;
    user_id: number;
    nickname: string;
    plate: string | null;
    files: Record<string, string>;
  }[];
  links_expire_at: string;
};

describe('operator review of the checks', () => {
  it('lists pending checks with photo links; approving all three lists the coach, a rejection shows its reason', async () => {
    const coach = await checkedCoach('审核教练甲');
    await h.save(coach, { city: testCity(), car: { model: '大众朗逸', transmission: 'auto', plate: '京A67890' } });
    await h.hours(coach);
    expect((await t.app.inject({ url: '/api/ops/train/checks' })).statusCode).toBe(401);

    const listed = await ops('GET', '/train/checks');
    expect(listed.statusCode).toBe(200);
    const { list, links_expire_at } = body<Listed>(listed).data;
    const mine = list.filter((c) => c.user_id === coach.id);
    expect(mine.map((c) => c.kind).sort()).toEqual(['identity', 'licence', 'plate']);
    const plate = mine.find((c) => c.kind === 'plate');
    // The plate the listing names, beside the photos that should show it.
    expect(plate?.plate).toBe('京A67890');
    expect(Object.keys(plate?.files ?? {}).sort()).toEqual(['plate', 'vehicle_licence']);
    expect(new Date(links_expire_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // A link opens the photo without the token (its host is inject's, so asked over HTTP by path).
    const link = new URL(plate?.files.plate as string);
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`);
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await ops('GET', '/train/checks?status=whatever')).statusCode).toBe(400);

    const id = (kind: string) => mine.find((c) => c.kind === kind)?.id as number;
    const approve = await ops('POST', `/train/checks/${id('identity')}/review`, { decision: 'approve' });
    expect(body(approve).data).toMatchObject({
      id: id('identity'),
      kind: 'identity',
      status: 'approved',
      listed: false,
    });
    await ops('POST', `/train/checks/${id('plate')}/review`, { decision: 'approve' });
    const noReason = await ops('POST', `/train/checks/${id('licence')}/review`, { decision: 'reject' });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, '驳回认证时必须写明原因']);
    await ops('POST', `/train/checks/${id('licence')}/review`, { decision: 'reject', reason: '驾驶证照片反光看不清' });

    const seen = body<TrainListing>(await coach.get('/api/v1/train/listing')).data;
    expect(seen.checks).toEqual({
      identity: { status: 'approved', reason: '' },
      plate: { status: 'approved', reason: '' },
      licence: { status: 'rejected', reason: '驾驶证照片反光看不清' },
    });
    expect(seen.listed).toBe(false);
    expect((await t.app.inject({ url: `/api/v1/train/coach?member_id=${coach.did}` })).statusCode).toBe(404);

    // Sent again: pending, the reason gone; approved, the coach is listed.
    const again = await h.upload(coach, '/v1/train/driving', [part('licence')]);
    expect(body<TrainListing>(again).data.checks.licence).toEqual({ status: 'pending', reason: '' });
    const last = await ops('POST', `/train/checks/${id('licence')}/review`, { decision: 'approve' });
    expect(body(last).data).toMatchObject({ status: 'approved', listed: true });
    expect(body<TrainListing>(await coach.get('/api/v1/train/listing')).data.listed).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/train/coach?member_id=${coach.did}` })).statusCode).toBe(200);

    const twice = await ops('POST', `/train/checks/${id('identity')}/review`, { decision: 'reject', reason: 'x' });
    expect([twice.statusCode, body(twice).msg]).toEqual([409, '该陪练认证不在待审核状态（已通过），不能审核']);
    expect((await ops('POST', '/train/checks/999999/review', { decision: 'approve' })).statusCode).toBe(404);
    expect((await ops('POST', '/train/checks/abc/review', { decision: 'approve' })).statusCode).toBe(400);

    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'train.check.review'));
    expect(trail.map((r) => r.detail)).toContainEqual(
      expect.objectContaining({ id: id('identity'), user_id: coach.id, status: 'approved' }),
    );
    expect(trail.map((r) => r.detail)).toContainEqual(
      expect.objectContaining({ id: id('identity'), error: expect.any(String) }),
    );
    expect((await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'train.check.list'))).length).toBe(1);
  });

  describe('npm run ops -- train:pending / train:review', () => {
    const run = (args: string[]) => runOps(args, { url: t.url, token: TOKEN });

    it('prints one line per pending check, its id first; approves and rejects through the running server', async () => {
      const a = await checkedCoach('命令行教练乙');
      await checkedCoach('命令行教练丙');

      const pending = await run(['train:pending']);
      expect(pending.code).toBe(0);
      const linesOf = (name: string) => pending.stdout.split('\n').filter((line) => line.includes(name));
      expect(linesOf('命令行教练乙')).toHaveLength(3);
      expect(linesOf('命令行教练丙')).toHaveLength(3);
      expect(pending.stdout).toContain('The photo links open in a browser until');
      // What a script takes from a line: the first number is the check's id.
      const idsOf = (name: string) => linesOf(name).map((line) => /#?(\d+)/.exec(line)?.[1] as string);
      const [first] = linesOf('命令行教练乙');
      expect(first).toMatch(/^#\d+ (identity|plate|licence) 命令行教练乙 /);
      // Each photo's link sits on its own line, opening the photo.
      const link = /^\s+front\s+(\S+)$/m.exec(pending.stdout.split(`命令行教练乙  (user ${a.id}`)[1] ?? '')?.[1];
      expect((await fetch(link as string)).headers.get('content-type')).toBe('image/jpeg');

      for (const id of idsOf('命令行教练乙')) {
        const review = await run(['train:review', id, 'approve', 'ok']);
        expect(review.code).toBe(0);
        expect(review.stdout).toMatch(/approved/);
      }
      const checks = body<TrainListing>(await a.get('/api/v1/train/listing')).data.checks;
      expect([checks.identity.status, checks.plate.status, checks.licence.status]).toEqual([
        'approved',
        'approved',
        'approved',
      ]);

      const [bId] = idsOf('命令行教练丙');
      const noReason = await run(['train:review', bId as string, 'reject']);
      expect(noReason.code).toBe(1);
      expect(noReason.stderr).toContain('A rejection needs a reason');
      const reject = await run(['train:review', bId as string, 'reject', '照片', '不清楚']);
      expect(reject.code).toBe(0);
      expect(reject.stdout).toContain('rejected: they will see "照片 不清楚"');
      const again = await run(['train:review', bId as string, 'approve']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This coach-for-hire check is not waiting for review (rejected)');
      const usage = await run(['train:review', 'x', 'approve']);
      expect([usage.code, usage.stderr]).toEqual([1, expect.stringContaining('Usage: npm run ops -- train:review')]);

      const after = await run(['train:pending']);
      expect(after.stdout).not.toContain('命令行教练乙');
      expect(after.stdout.split('\n').filter((line) => line.includes('命令行教练丙'))).toHaveLength(2);
    });
  });
});
