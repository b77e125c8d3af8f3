import type { OperatorRole } from '@xueche/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { opsAudit, pinBookings, users } from '../../db/schema';
import { auditOf, type ConsoleOperator, consoleOperator } from '../../test/console-operator';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { chinaWhen } from './notices.service';
import { mobile, pinHelpers } from './test-helpers';

const OPS_TOKEN = 'pin-console-test-token-000001';
let t: TestApp;
let h: ReturnType<typeof pinHelpers>;
// One account per role for the file: each costs three memory-hard password hashes.
const ops = {} as Record<OperatorRole, ConsoleOperator>;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  h = pinHelpers(t);
  for (const role of ['reviewer', 'admin', 'content', 'finance'] as const) {
    ops[role] = await consoleOperator(t, OPS_TOKEN, role);
  }
});
afterAll(() => t.close());

type Trip = {
  id: number;
  depart_at: string;
  status: string;
  seats_taken: number;
  pending: number;
  owner: { phone: string };
};
type Booking = { id: number; status: string; phone: string; cancelled_by: string | null; trip: Trip };

const trips = async (op: ConsoleOperator, query: string) =>
  body<{ total: number; list: Trip[] }>(await op.get(`/api/admin/pin/trips?${query}`)).data;
const bookings = async (op: ConsoleOperator, query: string) =>
  body<{ total: number; list: Booking[] }>(await op.get(`/api/admin/pin/bookings?${query}`)).data;

/** A trip tomorrow with two bookings: one pending, one the owner confirmed. */
async function tripWithBookings() {
  const field = await h.field();
  const owner = await h.owner();
  const trip = await h.publish(owner, field, { seats: 4 });
  const [first, second] = [await h.person(), await h.person()];
  const [firstPhone, secondPhone] = [mobile(), mobile()];
  const pending = body<{ id: number }>(await h.book(first, trip.id, 1, firstPhone)).data;
  const confirmed = body<{ id: number }>(await h.book(second, trip.id, 2, secondPhone)).data;
  expect((await owner.post('/api/v1/pin/booking/decide', { id: confirmed.id, decision: 'confirm' })).statusCode).toBe(
    200,
  );
  return { field, owner, trip, first, second, firstPhone, secondPhone, pending, confirmed };
}

const queued = async () =>
  (
    await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from pgboss.job where name = 'pin-notice'`)
  )[0]?.n ?? 0;

describe('the shuttle in the console', () => {
  it('finds trips and bookings by phone, id and day, with both sides’ phones', async () => {
    const s = await tripWithBookings();
    const found = await trips(ops.reviewer, `q=${s.owner.phone}`);
    expect(found.list.map((x) => x.id)).toEqual([s.trip.id]);
    expect(found.list[0]).toMatchObject({
      status: 'open',
      seats_taken: 3,
      pending: 1,
      owner: { phone: s.owner.phone },
    });
    // A passenger's phone finds the trip too.
    expect((await trips(ops.reviewer, `q=${s.firstPhone}`)).list.map((x) => x.id)).toEqual([s.trip.id]);

    const byPhone = await bookings(ops.reviewer, `q=${s.secondPhone.slice(4)}`);
    expect(byPhone.list.map((b) => [b.id, b.status, b.phone])).toEqual([[s.confirmed.id, 'confirmed', s.secondPhone]]);
    expect(byPhone.list[0]?.trip).toMatchObject({ id: s.trip.id, owner: { phone: s.owner.phone } });
    expect((await bookings(ops.admin, `q=${s.pending.id}`)).list.map((b) => b.id)).toContain(s.pending.id);
    const ofTrip = await bookings(ops.reviewer, `trip_id=${s.trip.id}`);
    expect(ofTrip.list.map((b) => b.id).sort()).toEqual([s.pending.id, s.confirmed.id].sort());

    const day = new Date(new Date(s.trip.depart_at).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const other = new Date(new Date(s.trip.depart_at).getTime() + 32 * 3600_000).toISOString().slice(0, 10);
    expect((await bookings(ops.reviewer, `q=${s.firstPhone}&date=${day}`)).total).toBe(1);
    expect((await bookings(ops.reviewer, `q=${s.firstPhone}&date=${other}`)).total).toBe(0);
    expect((await bookings(ops.reviewer, `trip_id=${s.trip.id}&status=pending`)).list.map((b) => b.id)).toEqual([
      s.pending.id,
    ]);
    const bad = await ops.reviewer.get('/api/admin/pin/bookings?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((body(bad).data as { errors: object }).errors)).toEqual(['status']);
  });

  it('cancels a confirmed booking inside the passenger’s cut-off, audited; both sides are texted; seats free', async () => {
    const s = await tripWithBookings();
    // An hour before departure: the passenger could no longer cancel (cut-off 120 min); an operator can.
    await h.departAt(s.trip.id, new Date(Date.now() + 3600_000));
    expect((await s.second.post('/api/v1/pin/booking/cancel', { id: s.confirmed.id })).statusCode).toBe(409);
    const jobs = await queued();

    const res = await ops.reviewer.post('/api/admin/pin/bookings/cancel', {
      id: s.confirmed.id,
      reason: '车主反映车辆故障，学员同意取消',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Booking>(res).data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'operator',
      trip: { seats_taken: 1 },
    });
    const mine = body<{ list: { id: number; status: string }[] }>(await s.second.get('/api/v1/pin/bookings')).data;
    expect(mine.list.find((b) => b.id === s.confirmed.id)?.status).toBe('cancelled');

    const [line] = await auditOf(t, `pin-booking:${s.confirmed.id}`);
    expect(line).toMatchObject({ actor: `operator:${ops.reviewer.username}`, action: 'pin.booking.cancel' });
    expect(line?.detail).toMatchObject({
      before: { status: 'confirmed', cancelled_by: null },
      after: { status: 'cancelled', cancelled_by: 'operator' },
      reason: '车主反映车辆故障，学员同意取消',
      trip_id: s.trip.id,
    });

    await expect.poll(queued, { timeout: 10_000 }).toBe(jobs + 2);
    await t.app.jobs.workNow('pin-notice');
    const when = chinaWhen(new Date(body<Booking>(res).data.trip.depart_at));
    const nickname = (await t.database.db.select().from(users).where(eq(users.id, s.second.id)))[0]?.nickname;
    expect((await h.inbox(s.secondPhone))[0]).toMatchObject({ detail: `客服已取消你${when}去${s.field.name}的预订` });
    expect((await h.inbox(s.owner.phone))[0]).toMatchObject({
      detail: `客服已取消${nickname}${when}的2座`.slice(0, 30),
    });

    const again = await ops.reviewer.post('/api/admin/pin/bookings/cancel', { id: s.confirmed.id, reason: '重复' });
    expect(again.statusCode).toBe(409);
    expect(
      (await ops.reviewer.post('/api/admin/pin/bookings/cancel', { id: 99_999_999, reason: '测试' })).statusCode,
    ).toBe(404);
    const noReason = await ops.reviewer.post('/api/admin/pin/bookings/cancel', { id: s.pending.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys((body(noReason).data as { errors: object }).errors)).toEqual(['reason']);
    const lines = await auditOf(t, `pin-booking:${s.confirmed.id}`);
    expect(lines.map((l) => (l.detail as { status?: number }).status ?? 200)).toEqual([200, 409]);
    const [pending] = await t.database.db.select().from(pinBookings).where(eq(pinBookings.id, s.pending.id));
    expect(pending?.status).toBe('pending');
  });

  it('calls a trip off with its live bookings, audited; a departed trip is refused', async () => {
    const s = await tripWithBookings();
    const res = await ops.admin.post('/api/admin/pin/trips/cancel', { id: s.trip.id, reason: '车主账号被停用' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ id: s.trip.id, status: 'cancelled', seats_taken: 0, cancelled_bookings: 2 });
    const rows = await t.database.db.select().from(pinBookings).where(eq(pinBookings.tripId, s.trip.id));
    expect(rows.map((r) => [r.status, r.cancelledBy])).toEqual([
      ['cancelled', 'operator'],
      ['cancelled', 'operator'],
    ]);
    const [line] = await auditOf(t, `pin-trip:${s.trip.id}`);
    expect(line?.detail).toMatchObject({
      before: { status: 'open', seats_taken: 3 },
      after: { status: 'cancelled', seats_taken: 0 },
      reason: '车主账号被停用',
    });
    const again = await ops.admin.post('/api/admin/pin/trips/cancel', { id: s.trip.id, reason: '再来一次' });
    expect([again.statusCode, body(again).msg]).toEqual([409, expect.any(String)]);

    const gone = await tripWithBookings();
    await h.departAt(gone.trip.id, new Date(Date.now() - 3600_000));
    const late = await ops.admin.post('/api/admin/pin/trips/cancel', { id: gone.trip.id, reason: '已经出发了' });
    expect(late.statusCode).toBe(409);
  });

  it('is for reviewers and admins: content and finance are refused, and the refusal is in the log', async () => {
    for (const role of ['content', 'finance'] as const) {
      const op = ops[role];
      expect((await op.get('/api/admin/pin/trips')).statusCode).toBe(403);
      expect((await op.get('/api/admin/pin/bookings')).statusCode).toBe(403);
      for (const path of ['/api/admin/pin/bookings/cancel', '/api/admin/pin/trips/cancel']) {
        const res = await op.post(path, { id: 1, reason: '测试一下' });
        expect([res.statusCode, body(res).msg]).toEqual([403, '此操作需要以下角色之一：审核、管理员']);
      }
      const lines = await t.database.db
        .select()
        .from(opsAudit)
        .where(and(eq(opsAudit.actor, `operator:${op.username}`), sql`${opsAudit.action} like 'admin.pin.%'`));
      expect(lines.map((l) => [l.action, (l.detail as { error?: string }).error])).toEqual([
        ['admin.pin.bookings.cancel', 'admin_role_needed'],
        ['admin.pin.trips.cancel', 'admin_role_needed'],
      ]);
    }
  });
});
