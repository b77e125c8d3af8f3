import { randomInt } from 'node:crypto';
import type { OperatorRole, TrainBooking } from '@xueche/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, orders, refunds, trainBookings, users } from '../../db/schema';
import { auditOf, type ConsoleOperator, consoleOperator } from '../../test/console-operator';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { chinaWhen } from '../pin/notices.service';
import { slot, trainHelpers } from './test-helpers';

const OPS_TOKEN = 'train-bookings-console-token-0001';
const HOUR = 3_600_000;
const PRICE = 12_000;
let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
// One account per role for the file: each costs three memory-hard password hashes.
const ops = {} as Record<OperatorRole, ConsoleOperator>;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  h = trainHelpers(t);
  for (const role of ['finance', 'admin', 'reviewer', 'content'] as const) {
    ops[role] = await consoleOperator(t, OPS_TOKEN, role);
  }
});
afterAll(() => t.close());

const mobile = () => `136${String(randomInt(1e8)).padStart(8, '0')}`;
type Booked = { booking: TrainBooking; prepay_id: string };
type AdminBooking = {
  id: number;
  status: string;
  phone: string;
  refunded_fen: number;
  student: { user_id: number; phone: string | null };
  coach: { user_id: number; phone: string | null };
  order: { order_no: string; status: string; refunded: number };
};

/** A student books `coach` through the app, with `phone`; paid on the sandbox cashier unless `unpaid`. */
async function booking(coach: Person, opts: { phone?: string; after?: number; unpaid?: boolean } = {}) {
  const student = await person(t);
  const phone = opts.phone ?? mobile();
  const res = await student.post('/api/v1/train/book', {
    member_id: coach.did,
    start: slot(opts.after ?? 48),
    hours: 1,
    phone,
  });
  expect(res.statusCode, res.body).toBe(200);
  const b = body<Booked>(res).data;
  if (!opts.unpaid) {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: b.prepay_id, action: 'approve', redirect: '/train/mine' },
    });
    expect(paid.statusCode).toBe(303);
    await student.get(`/api/v1/order/index?order_no=${b.booking.order.order_no}`);
  }
  return { student, phone, b };
}

const find = async (op: ConsoleOperator, query: string) => {
  const res = await op.get(`/api/admin/train/bookings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ total: number; list: AdminBooking[] }>(res).data;
};
const cancel = (op: ConsoleOperator, payload: object) => op.post('/api/admin/train/bookings/cancel', payload);
const orderOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const refundsOf = async (orderNo: string) =>
  t.database.db
    .select({ refundNo: refunds.refundNo, amountFen: refunds.amountFen })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.orderNo, orderNo));

describe('coach-for-hire bookings in the console', () => {
  it('finds a booking by the phone given, the order number, the coach’s phone or the day, with both people', async () => {
    const coach = await h.listedCoach();
    const coachPhone = mobile();
    await t.database.db.update(users).set({ phone: coachPhone }).where(eq(users.id, coach.id));
    const { b, phone, student } = await booking(coach);

    const byPhone = await find(ops.finance, `q=${phone.slice(3)}`);
    expect(byPhone.list.map((x) => x.id)).toEqual([b.booking.id]);
    expect(byPhone.list[0]).toMatchObject({
      status: 'paid',
      phone,
      student: { user_id: student.id },
      coach: { user_id: coach.id, phone: coachPhone },
      order: { order_no: b.booking.order.order_no, status: 'paid' },
    });
    expect((await find(ops.finance, `q=${b.booking.order.order_no}`)).list.map((x) => x.id)).toEqual([b.booking.id]);
    expect((await find(ops.admin, `q=${coachPhone}`)).list.map((x) => x.id)).toEqual([b.booking.id]);
    const day = new Date(new Date(b.booking.start).getTime() + 8 * HOUR).toISOString().slice(0, 10);
    const dayAfter = new Date(new Date(b.booking.start).getTime() + 32 * HOUR).toISOString().slice(0, 10);
    expect((await find(ops.finance, `q=${phone}&date=${day}`)).total).toBe(1);
    expect((await find(ops.finance, `q=${phone}&date=${dayAfter}`)).total).toBe(0);
    expect((await find(ops.finance, `q=${phone}&status=done`)).total).toBe(0);
    const badDay = await ops.finance.get('/api/admin/train/bookings?date=2026-13');
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys((body(badDay).data as { errors: object }).errors)).toEqual(['date']);
  });

  it('cancels a paid booking with a full refund through commerce, audited before → after; texts both people', async () => {
    const coach = await h.listedCoach();
    const coachPhone = mobile();
    await t.database.db.update(users).set({ phone: coachPhone }).where(eq(users.id, coach.id));
    // Inside the student's own no-refund window (2 h ahead): the operator refunds anyway.
    const { b, phone, student } = await booking(coach, { after: 3 });
    const orderNo = b.booking.order.order_no;

    const res = await cancel(ops.finance, { id: b.booking.id, refund: 'full', reason: '教练临时有事，学员要求退款' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<AdminBooking>(res).data).toMatchObject({ status: 'cancelled', refunded_fen: PRICE });
    expect(await refundsOf(orderNo)).toEqual([{ refundNo: `TO${orderNo}`, amountFen: PRICE }]);
    await expect.poll(async () => (await orderOf(orderNo))?.status, { timeout: 10_000 }).toBe('refunded');
    const seen = body<TrainBooking>(await student.get(`/api/v1/train/booking?id=${b.booking.id}`)).data;
    expect(seen).toMatchObject({ status: 'cancelled', refunded_fen: PRICE });

    const [line] = await auditOf(t, `train-booking:${b.booking.id}`);
    expect(line).toMatchObject({ actor: `operator:${ops.finance.username}`, action: 'train.booking.cancel' });
    expect(line?.detail).toMatchObject({
      before: { status: 'paid', refunded_fen: 0, order: 'paid' },
      after: { status: 'cancelled', refunded_fen: PRICE },
      reason: '教练临时有事，学员要求退款',
      refund: 'full',
      order_no: orderNo,
    });

    // The texts go out through the notice queue, beside the booking's own (its payment's notice may still
    // be on its way): work the queue until they arrive.
    const delivered = async (to: string) => {
      await t.app.jobs.workNow('train-notice');
      return inbox(to);
    };
    const when = chinaWhen(new Date(b.booking.start));
    await expect
      .poll(() => delivered(phone), { timeout: 10_000 })
      .toEqual([{ event: '陪练取消', detail: `${when}的陪练已取消，退款120元` }]);
    const nickname = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]?.nickname;
    await expect
      .poll(() => delivered(coachPhone), { timeout: 10_000 })
      .toContainEqual({ event: '陪练取消', detail: `客服取消了${nickname}${when}的陪练` });

    // Again: the booking is cancelled, so nothing more is refunded.
    const again = await cancel(ops.finance, { id: b.booking.id, refund: 'full', reason: '重复操作' });
    expect([again.statusCode, body(again).msg]).toEqual([409, expect.stringContaining('已取消')]);
    expect(await refundsOf(orderNo)).toHaveLength(1);
  });

  it('cancels a paid booking without a refund, and an unpaid one by closing its order', async () => {
    const coach = await h.listedCoach();
    const paid = await booking(coach);
    const kept = await cancel(ops.admin, { id: paid.b.booking.id, refund: 'none', reason: '学员未到场，按规则不退款' });
    expect(body<AdminBooking>(kept).data).toMatchObject({
      status: 'cancelled',
      refunded_fen: 0,
      order: { status: 'paid' },
    });
    expect(await refundsOf(paid.b.booking.order.order_no)).toEqual([]);

    const waiting = await booking(coach, { unpaid: true, after: 72 });
    const closed = await cancel(ops.admin, { id: waiting.b.booking.id, refund: 'full', reason: '学员电话要求取消' });
    expect(body<AdminBooking>(closed).data).toMatchObject({ status: 'cancelled', order: { status: 'closed' } });
    // The hours are free again: someone else books them.
    const other = await person(t);
    const again = await other.post('/api/v1/train/book', {
      member_id: coach.did,
      start: waiting.b.booking.start,
      hours: 1,
      phone: mobile(),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a done session, an unknown booking and bad input in words, audited; nothing changes', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const done = await h.booking(coach.id, student.id, new Date(Date.now() - 48 * HOUR), { status: 'done' });

    const refused = await cancel(ops.finance, { id: done.id, refund: 'full', reason: '学员投诉' });
    expect([refused.statusCode, body(refused).msg]).toEqual([409, expect.stringContaining('已完成')]);
    expect((await cancel(ops.finance, { id: 99_999_999, refund: 'none', reason: '测试' })).statusCode).toBe(404);
    const badRefund = await cancel(ops.finance, { id: done.id, refund: 'half', reason: '学员投诉' });
    expect(badRefund.statusCode).toBe(400);
    expect(Object.keys((body(badRefund).data as { errors: object }).errors)).toEqual(['refund']);
    const noReason = await cancel(ops.finance, { id: done.id, refund: 'none', reason: ' ' });
    expect([noReason.statusCode, (body(noReason).data as { errors: Record<string, string> }).errors.reason]).toEqual([
      400,
      expect.stringContaining('至少 2 个字'),
    ]);
    const [row] = await t.database.db.select().from(trainBookings).where(eq(trainBookings.id, done.id));
    expect(row?.status).toBe('done');

    const [line] = await auditOf(t, `train-booking:${done.id}`);
    expect(line?.detail).toMatchObject({ status: 409, error: 'train_not_cancellable' });
    const early = await t.database.db
      .select()
      .from(opsAudit)
      .where(
        and(eq(opsAudit.actor, `operator:${ops.finance.username}`), eq(opsAudit.action, 'admin.train.bookings.cancel')),
      );
    expect(early.map((l) => (l.detail as { fields?: string[] }).fields)).toEqual(
      expect.arrayContaining([['refund'], ['reason']]),
    );
  });

  it('is for finance and admin: reviewer and content are refused, and the refusal is in the log', async () => {
    for (const role of ['reviewer', 'content'] as const) {
      const op = ops[role];
      expect((await op.get('/api/admin/train/bookings')).statusCode).toBe(403);
      const res = await cancel(op, { id: 1, refund: 'full', reason: '测试一下' });
      expect([res.statusCode, body(res).msg]).toEqual([403, '此操作需要以下角色之一：财务、管理员']);
      const [line] = await t.database.db
        .select()
        .from(opsAudit)
        .where(and(eq(opsAudit.actor, `operator:${op.username}`), eq(opsAudit.action, 'admin.train.bookings.cancel')));
      expect(line?.detail).toMatchObject({ status: 403, error: 'admin_role_needed' });
    }
  });
});

async function inbox(phone: string) {
  const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (res.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
    (m) => m.template_param,
  );
}
