import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TrainBooking, TrainConversation, TrainMessage } from '@xueche/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { ledgerEntries, orders, refunds, trainBookings, trainMessages, users } from '../../db/schema';
import { paidTransaction, paymentNotification, type SandboxPayKeys, sandboxPayKeys } from '../../test/pay-notification';
import { type Person, person } from '../../test/person';
import { body, login, startTestApp, type TestApp } from '../../test/test-app';
import { chinaWhen } from '../pin/notices.service';
import { slot, trainHelpers } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
let keys: SandboxPayKeys;
beforeAll(async () => {
  t = await startTestApp();
  h = trainHelpers(t);
  keys = sandboxPayKeys(t.dataDir);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const PRICE = 12_000;
const mobile = () => `137${String(randomInt(1e8)).padStart(8, '0')}`;
type Booked = { booking: TrainBooking; prepay_id: string; pay: { paySign: string } };
type Conversations = { list: TrainConversation[]; unread: number };

async function book(who: Person, coach: Person, start: string, hours = 1) {
  const input = { member_id: coach.did, start, hours, phone: mobile() };
  const res = await who.post('/api/v1/train/book', input);
  const reply = JSON.parse(res.body) as { msg: string; data: Booked };
  return { status: res.statusCode, msg: reply.msg, data: reply.data };
}

async function booked(who: Person, coach: Person, start: string, hours = 1): Promise<Booked> {
  const res = await book(who, coach, start, hours);
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

/**
 * The student approves on the sandbox cashier: WeChat Pay has the money. `lost`: its notification never
 * reaches us (a payment we learn of late).
 */
async function approve(b: Booked, notification?: 'lost') {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/cashier',
    payload: {
      prepay_id: b.prepay_id,
      action: 'approve',
      redirect: '/train/mine',
      ...(notification && { notify: notification }),
    },
  });
  expect(paid.statusCode).toBe(303);
}

/** Pays on the cashier, and the page asks the order (the server asks WeChat Pay). */
async function payOnCashier(who: Person, b: Booked) {
  await approve(b);
  await who.get(`/api/v1/order/index?order_no=${b.booking.order.order_no}`);
}

/** The student cancels (a refund's notification comes back to the test app). */
const cancel = async (who: Person, id: number) => {
  const res = await who.post('/api/v1/train/booking/cancel', { id });
  return { statusCode: res.statusCode, data: (JSON.parse(res.body) as { data: TrainBooking }).data };
};

const view = async (who: Person, id: number) => body<TrainBooking>(await who.get(`/api/v1/train/booking?id=${id}`));

/** WeChat Pay's signed word that `b`'s order was paid by `who`, delivered to the notify URL. */
function deliverPaid(who: Person, b: Booked) {
  const n = paymentNotification(
    keys,
    paidTransaction(keys, b.booking.order.order_no, who.openid, b.booking.amount_fen),
  );
  return fetch(`${t.url}/api/pay/notify`, { method: 'POST', headers: n.headers, body: n.raw });
}

/** The booking's hold has passed (its order's close time too), as if its 15 minutes went by. */
async function lapse(bookingId: number) {
  const db = t.database.db;
  const [b] = await db
    .update(trainBookings)
    .set({ holdUntil: sql`now() - interval '1 second'` })
    .where(eq(trainBookings.id, bookingId))
    .returning();
  await db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, (b as { orderId: number }).orderId));
}

const bookingRow = async (id: number) =>
  (await t.database.db.select().from(trainBookings).where(eq(trainBookings.id, id)))[0];
const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const refundsOf = async (orderNo: string) => {
  const order = await orderRow(orderNo);
  return t.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order?.id ?? 0));
};

/** Live bookings (holding hours) of a coach that overlap one another: must always be none. */
async function overlaps(coachId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    t.database.db,
    sql`
    select count(*)::int as n from ${trainBookings} a join ${trainBookings} b
      on a.id < b.id and a.coach_id = b.coach_id
     and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
   where a.coach_id = ${coachId}
     and a.status in ('unpaid', 'paid', 'done') and b.status in ('unpaid', 'paid', 'done')`,
  );
  return rows[0]?.n ?? 0;
}

/** Everything a refusal must leave as it was. */
async function snapshot() {
  const db = t.database.db;
  const count = async (table: typeof trainBookings | typeof orders | typeof refunds | typeof ledgerEntries) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const states = await db
    .select({ id: trainBookings.id, status: trainBookings.status, stars: trainBookings.stars })
    .from(trainBookings)
    .orderBy(trainBookings.id);
  return {
    bookings: await count(trainBookings),
    orders: await count(orders),
    refunds: await count(refunds),
    ledger: await count(ledgerEntries),
    messages: (await db.select({ n: sql<number>`count(*)::int` }).from(trainMessages))[0]?.n,
    states,
  };
}

describe('booking and paying', () => {
  it('a student books two hours and pays on the cashier: the booking is paid, phones are shown, no commission', async () => {
    const recruiter = await person(t, 2);
    const coach = await h.listedCoach();
    const coachPhone = mobile();
    await t.database.db.update(users).set({ phone: coachPhone }).where(eq(users.id, coach.id));
    // Bound to another coach by their link: a train order still pays no commission to anyone.
    const student = await person(t, 1, recruiter.did);
    const start = slot(30, 2);
    const b = await booked(student, coach, start, 2);
    expect(b.booking).toMatchObject({
      role: 'student',
      status: 'unpaid',
      hours: 2,
      amount_fen: 2 * PRICE,
      start,
      end: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
      coach: { member_id: coach.did, phone: null },
      order: { status: 'created', amount: 2 * PRICE },
    });
    expect(b.booking.coach.car.plate).toBe('京A·***45');
    expect(b.prepay_id).toBeTruthy();
    expect(b.pay.paySign).toBeTruthy();
    // The hold lasts as long as the order waits.
    expect(b.booking.order.expires_at).toBeTruthy();
    // The coach sees it, without the student's phone yet.
    const asCoach = (await view(coach, b.booking.id)).data;
    expect(asCoach).toMatchObject({ role: 'coach', status: 'unpaid', student: { phone: null } });

    await payOnCashier(student, b);
    const paid = (await view(student, b.booking.id)).data;
    expect(paid).toMatchObject({ status: 'paid', order: { status: 'paid' } });
    expect(paid.coach.phone).toBe(coachPhone);
    expect(paid.coach.car.plate).toBe('京A12345');
    expect(paid.refundable_until).toBe(new Date(Date.parse(start) - 24 * HOUR).toISOString());
    expect((await view(coach, b.booking.id)).data.student.phone).toMatch(/^137\d{8}$/);
    const coachList = body<{ total: number; list: TrainBooking[] }>(
      await coach.get('/api/v1/train/bookings?role=coach'),
    ).data;
    expect(coachList.list.map((x) => x.id)).toEqual([b.booking.id]);
    const order = await orderRow(b.booking.order.order_no);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order?.id ?? 0));
    expect(entries).toEqual([]);
    expect(order?.referrerId).toBeNull();
  });

  it('booking the same hours again while unpaid answers the same booking; other hours release it', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const first = await booked(student, coach, slot(30));
    const again = await booked(student, coach, first.booking.start);
    expect(again.booking.id).toBe(first.booking.id);
    expect(again.prepay_id).toBe(first.prepay_id);

    const other = await booked(student, coach, slot(60));
    expect(other.booking.id).not.toBe(first.booking.id);
    expect((await view(student, first.booking.id)).data).toMatchObject({
      status: 'cancelled',
      order: { status: 'closed' },
    });
    // Its hours are free again: someone else books them.
    expect((await book(await person(t), coach, first.booking.start)).status).toBe(200);
  });

  it('an earlier unpaid booking that was paid meanwhile is confirmed, and the new booking refused', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    // Paid at WeChat Pay; neither the notification (lost) nor a query has told us yet.
    const first = await booked(student, coach, slot(30));
    await approve(first, 'lost');
    expect((await bookingRow(first.booking.id))?.status).toBe('unpaid');
    const second = await book(student, coach, slot(60));
    expect(second).toMatchObject({ status: 409, msg: '你之前未支付的预约刚刚已支付成功，请在“我的预约”中查看' });
    expect((await view(student, first.booking.id)).data.status).toBe('paid');
  });
});

describe('no double booking', () => {
  it('10 students booking the same hour at once: exactly one holds it, the others are told it was taken', async () => {
    const coach = await h.listedCoach();
    const start = slot(40);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    const tokens = await Promise.all(crowd.map(async (p) => (await login(t.app, { openid: p.openid })).token));
    const replies = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${t.url}/api/v1/train/book?access-token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ member_id: coach.did, start, hours: 1, phone: mobile() }),
        });
        return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
      }),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r).toEqual({ status: 409, msg: '所选时段刚刚被其他学员预约，请选择其他时段' });
    const rows = await t.database.db.select().from(trainBookings).where(eq(trainBookings.coachId, coach.id));
    expect(rows).toHaveLength(1);
    // Nothing of the refused ones is stored: one order for the nine is none.
    const orderRows = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          crowd.map((p) => p.id),
        ),
      );
    expect(orderRows).toHaveLength(1);
  });

  it('10 students paying for the same hour at once (each hold lapsed in turn): one booking is paid, nine refunded in full', async () => {
    const coach = await h.listedCoach();
    const start = slot(50);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    // Each books the hour after the previous hold lapsed (booking expires it), then the last lapses too:
    // ten orders that can all still be paid, for one hour.
    const all: Booked[] = [];
    for (const p of crowd) {
      const b = await booked(p, coach, start);
      await approve(b, 'lost');
      all.push(b);
      await lapse(b.booking.id);
    }
    // WeChat Pay tells us of all ten payments at the same moment.
    const answers = await Promise.all(all.map((b, i) => deliverPaid(crowd[i] as Person, b)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(204));

    const rows = await t.database.db.select().from(trainBookings).where(eq(trainBookings.coachId, coach.id));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(9);
    expect(await overlaps(coach.id)).toBe(0);
    // Every order was paid; the nine whose booking could not have the hour are refunded in full.
    for (const b of all) {
      const row = rows.find((r) => r.id === b.booking.id);
      const rs = await refundsOf(b.booking.order.order_no);
      if (row?.status === 'paid') {
        expect(rs).toEqual([]);
      } else {
        expect(rs).toEqual([expect.objectContaining({ amountFen: PRICE, refundNo: `TL${b.booking.order.order_no}` })]);
        expect(row?.refundedFen).toBe(PRICE);
      }
    }
    // WeChat Pay settles the refunds: each refused order ends refunded, and its student reads it so.
    const loser = all.find((b) => rows.find((r) => r.id === b.booking.id)?.status === 'expired') as Booked;
    const loserWho = crowd[all.indexOf(loser)] as Person;
    await expect
      .poll(async () => (await orderRow(loser.booking.order.order_no))?.status, { timeout: 10_000 })
      .toBe('refunded');
    expect((await view(loserWho, loser.booking.id)).data).toMatchObject({
      status: 'expired',
      refunded_fen: PRICE,
      order: { status: 'refunded', refunded: PRICE },
    });
    // A repeated notification refunds nothing more.
    expect((await deliverPaid(loserWho, loser)).status).toBe(204);
    expect(await refundsOf(loser.booking.order.order_no)).toHaveLength(1);
  });

  it('a late payment for a lapsed booking whose hours are still free confirms it', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(30));
    await approve(b, 'lost');
    await lapse(b.booking.id);
    // The minute's sweep (or any read) expires it.
    expect((await view(student, b.booking.id)).data.status).toBe('expired');
    expect((await deliverPaid(student, b)).status).toBe(204);
    expect((await view(student, b.booking.id)).data).toMatchObject({ status: 'paid', order: { status: 'paid' } });
    expect(await refundsOf(b.booking.order.order_no)).toEqual([]);
  });

  it('a late payment for a lapsed booking whose hours someone else took is refunded in full', async () => {
    const coach = await h.listedCoach();
    const late = await person(t);
    const other = await person(t);
    const start = slot(30);
    const b = await booked(late, coach, start);
    await approve(b, 'lost');
    await lapse(b.booking.id);
    const taken = await booked(other, coach, start);
    await payOnCashier(other, taken);
    expect((await deliverPaid(late, b)).status).toBe(204);
    const [refund] = await refundsOf(b.booking.order.order_no);
    expect(refund).toMatchObject({ amountFen: PRICE });
    await expect
      .poll(async () => (await orderRow(b.booking.order.order_no))?.status, { timeout: 10_000 })
      .toBe('refunded');
    expect((await view(late, b.booking.id)).data).toMatchObject({ status: 'expired', refunded_fen: PRICE });
    expect((await view(other, taken.booking.id)).data.status).toBe('paid');
    expect(await overlaps(coach.id)).toBe(0);
  });

  it('an unpaid booking expires when its order closes, freeing its hours', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const start = slot(30);
    const b = await booked(student, coach, start);
    await lapse(b.booking.id);
    // The close-expired-orders job, as it runs every minute.
    await t.app.jobs.send('close-expired-orders', null);
    expect(await t.app.jobs.workNow('close-expired-orders', { skipDelays: true })).toBe(1);
    expect((await bookingRow(b.booking.id))?.status).toBe('expired');
    expect((await orderRow(b.booking.order.order_no))?.status).toBe('closed');
    expect((await book(await person(t), coach, start)).status).toBe(200);
  });
});

describe('cancelling', () => {
  it('inside the refund window: refunded in full through the refund path, the order refunded, the hours free', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const start = slot(60, 2);
    const b = await booked(student, coach, start, 2);
    await payOnCashier(student, b);
    const res = await cancel(student, b.booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      status: 'cancelled',
      refunded_fen: 2 * PRICE,
      refundable_until: null,
    });
    expect(await refundsOf(b.booking.order.order_no)).toEqual([
      expect.objectContaining({ amountFen: 2 * PRICE, refundNo: `TC${b.booking.order.order_no}` }),
    ]);
    await expect
      .poll(async () => (await view(student, b.booking.id)).data.order, { timeout: 10_000 })
      .toMatchObject({ status: 'refunded', refunded: 2 * PRICE });
    // Cancelling again changes nothing.
    expect((await cancel(student, b.booking.id)).statusCode).toBe(200);
    expect(await refundsOf(b.booking.order.order_no)).toHaveLength(1);
    expect((await book(await person(t), coach, start, 2)).status).toBe(200);
  });

  it('after the refund hour: cancelled, nothing refunded', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(3));
    await payOnCashier(student, b);
    expect((await view(student, b.booking.id)).data).toMatchObject({ status: 'paid', refundable_until: null });
    const before = await snapshot();
    const res = await student.post('/api/v1/train/booking/cancel', { id: b.booking.id });
    expect(body<TrainBooking>(res).data).toMatchObject({ status: 'cancelled', refunded_fen: 0 });
    expect(await refundsOf(b.booking.order.order_no)).toEqual([]);
    expect((await orderRow(b.booking.order.order_no))?.status).toBe('paid');
    const after = await snapshot();
    expect({ ...after, states: undefined }).toEqual({ ...before, states: undefined });
  });

  it('an unpaid booking: its order closes and the hours are free', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const start = slot(30);
    const b = await booked(student, coach, start);
    const res = await student.post('/api/v1/train/booking/cancel', { id: b.booking.id });
    expect(body<TrainBooking>(res).data).toMatchObject({ status: 'cancelled', order: { status: 'closed' } });
    expect((await book(await person(t), coach, start)).status).toBe(200);
  });

  it("an operator's full refund of a paid booking cancels it", async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(3));
    await payOnCashier(student, b);
    const token = readFileSync(join(t.dataDir, 'ops-token'), 'utf8').trim();
    const res = await fetch(`${t.url}/api/ops/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_no: b.booking.order.order_no, refund_no: `ROPS${Date.now()}`, reason: '客服' }),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await view(student, b.booking.id)).data, { timeout: 10_000 })
      .toMatchObject({ status: 'cancelled', refunded_fen: PRICE, order: { status: 'refunded' } });
    expect((await coach.post('/api/v1/train/booking/done', { id: b.booking.id })).statusCode).toBe(409);
  });
});

describe('done and earnings', () => {
  it('the coach marks a session done once it ended: the price less the fee enters the ledger and the balance, once', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const { id } = await h.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR), {
      hours: 2,
    });
    const amount = 2 * PRICE;
    const earned = amount - Math.floor((amount * 20) / 100);
    const res = await coach.post('/api/v1/train/booking/done', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TrainBooking>(res).data).toMatchObject({ status: 'done', earned_fen: earned, role: 'coach' });
    // Twice: nothing more.
    expect((await coach.post('/api/v1/train/booking/done', { id })).statusCode).toBe(200);
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'train_earning', amountFen: earned, sourceUserId: student.id }),
    ]);
    expect(body<{ balance: number }>(await coach.get('/api/v1/user/balance')).data.balance).toBe(earned);
    const ledger = body<{ list: { kind: string; label: string; amount: number }[] }>(
      await coach.get('/api/v1/cash/ledger'),
    ).data;
    expect(ledger.list).toEqual([
      expect.objectContaining({ kind: 'train_earning', label: '陪练收入', amount: earned }),
    ]);
  });

  it("the sandbox's test clock ends a paid session now, so the coach can mark it done; never an unpaid one", async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(30));
    const token = readFileSync(join(t.dataDir, 'ops-token'), 'utf8').trim();
    const end = (id: number) =>
      fetch(`${t.url}/api/ops/train/bookings/${id}/end-session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await end(b.booking.id)).status).toBe(409);
    await payOnCashier(student, b);
    expect((await coach.post('/api/v1/train/booking/done', { id: b.booking.id })).statusCode).toBe(409);
    expect((await end(b.booking.id)).status).toBe(200);
    const done = await coach.post('/api/v1/train/booking/done', { id: b.booking.id });
    expect(body<TrainBooking>(done).data).toMatchObject({ status: 'done', earned_fen: PRICE - PRICE / 5 });
  });

  it("an operator's refund of a done session takes the coach's earnings back in proportion", async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(30));
    await payOnCashier(student, b);
    const token = readFileSync(join(t.dataDir, 'ops-token'), 'utf8').trim();
    const ops = (path: string, payload?: object) =>
      fetch(`${t.url}/api/ops${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: payload ? JSON.stringify(payload) : undefined,
      });
    expect((await ops(`/train/bookings/${b.booking.id}/end-session`)).status).toBe(200);
    expect((await coach.post('/api/v1/train/booking/done', { id: b.booking.id })).statusCode).toBe(200);
    const earned = PRICE - PRICE / 5;
    const balance = async () => body<{ balance: number }>(await coach.get('/api/v1/user/balance')).data.balance;
    expect(await balance()).toBe(earned);
    const half = PRICE / 2;
    const order = b.booking.order.order_no;
    expect((await ops('/refunds', { order_no: order, amount: half, refund_no: `RH${Date.now()}` })).status).toBe(200);
    expect(await balance()).toBe(Math.floor((earned * (PRICE - half)) / PRICE));
    expect((await ops('/refunds', { order_no: order, refund_no: `RR${Date.now()}` })).status).toBe(200);
    expect(await balance()).toBe(0);
    const kinds = (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id))).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(['train_earning', 'train_reversal', 'train_reversal']);
    await expect
      .poll(async () => (await view(coach, b.booking.id)).data, { timeout: 10_000 })
      .toMatchObject({ status: 'done', refunded_fen: PRICE, order: { status: 'refunded' } });
  });

  it('the student rates a done session once; the review is on the booking', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const { id } = await h.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR));
    expect((await coach.post('/api/v1/train/booking/done', { id })).statusCode).toBe(200);
    const res = await student.post('/api/v1/train/booking/rate', { id, stars: 5, text: '很耐心' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TrainBooking>(res).data.review).toMatchObject({ stars: 5, text: '很耐心' });
  });

  it('once the hour is over the student is asked to rate, before the coach marks it done; the stars count', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const ahead = await booked(student, coach, slot(30));
    await payOnCashier(student, ahead);
    // Paid, not yet over: nothing to rate.
    expect((await view(student, ahead.booking.id)).data.rateable).toBe(false);
    const { id } = await h.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR));
    expect((await view(student, id)).data).toMatchObject({ status: 'paid', rateable: true });
    // The coach is never asked to rate their own session.
    expect((await view(coach, id)).data.rateable).toBe(false);
    const res = await student.post('/api/v1/train/booking/rate', { id, stars: 4, text: '准时，讲得细' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TrainBooking>(res).data).toMatchObject({ status: 'paid', rateable: false, review: { stars: 4 } });
    const page = body<{ rating: number; reviews: number; latest_reviews: { text: string }[] }>(
      await student.get(`/api/v1/train/coach?member_id=${coach.did}`),
    ).data;
    expect(page).toMatchObject({ rating: 4, reviews: 1 });
    expect(page.latest_reviews.map((r) => r.text)).toEqual(['准时，讲得细']);
    // Marking it done afterwards keeps the review.
    expect((await coach.post('/api/v1/train/booking/done', { id })).statusCode).toBe(200);
    expect((await view(student, id)).data).toMatchObject({ status: 'done', review: { stars: 4 } });
  });
});

describe('refusals change nothing', () => {
  it('one’s own hours, an unlisted coach, outside the weekly hours, the past, taken hours, five hours, a bad start', async () => {
    const coach = await h.listedCoach({}, [{ weekday: 1, from: 9, to: 12 }]);
    const busy = await h.listedCoach();
    const student = await person(t);
    const runStart = slot(30, 2);
    const taken = new Date(Date.parse(runStart) + HOUR).toISOString();
    await booked(await person(t), busy, taken);
    const unlisted = await person(t, 2);
    await h.save(unlisted);
    await h.hours(unlisted);
    // Monday 09:00 China time, two weeks from now at most: inside; Monday 12:00: outside.
    let monday = Math.ceil((Date.now() + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
    while (new Date(monday + 8 * HOUR).getUTCDay() !== 1) monday += 24 * HOUR;
    const at = (hh: number) => new Date(monday + hh * HOUR).toISOString();

    const before = await snapshot();
    const cases: [Person, Person, string, number, number, string][] = [
      [coach, coach, at(9), 1, 409, '不能预约自己的陪练'],
      [student, unlisted, slot(30), 1, 404, '该陪练教练不存在或暂未上架'],
      [student, coach, at(12), 1, 409, '不在教练的可预约时间内'],
      [student, coach, at(11), 2, 409, '不在教练的可预约时间内'],
      [student, busy, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR).toISOString(), 1, 409, '所选时间已经过去'],
      [student, busy, taken, 1, 409, '所选时段刚刚被其他学员预约'],
      [student, busy, runStart, 2, 409, '所选时段刚刚被其他学员预约'],
      [student, busy, slot(30, 4), 5, 400, ''],
      [student, busy, new Date(Date.parse(slot(30)) + 30 * 60_000).toISOString(), 1, 400, '开始时间须为整点'],
      [student, busy, slot(24 * 15), 1, 409, '只能预约 14 天内的时段'],
    ];
    for (const [who, whom, start, hours, status, msg] of cases) {
      const res = await book(who, whom, start, hours);
      expect({ start, hours, status: res.status }).toEqual({ start, hours, status });
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('someone else’s booking is not found; done before the end, rating twice or before done, the wrong side', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const stranger = await person(t);
    const future = await booked(student, coach, slot(30));
    await payOnCashier(student, future);
    const { id: past } = await h.booking(
      coach.id,
      student.id,
      new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR),
    );

    const before = await snapshot();
    const id = future.booking.id;
    const refusals: [Person, string, object, number, string][] = [
      [stranger, '/api/v1/train/booking/cancel', { id }, 404, '陪练预约不存在'],
      [stranger, '/api/v1/train/booking/done', { id }, 404, '陪练预约不存在'],
      [stranger, '/api/v1/train/booking/rate', { id, stars: 5 }, 404, '陪练预约不存在'],
      [stranger, '/api/v1/train/messages', { booking_id: id, body: '你好' }, 404, '陪练预约不存在'],
      [coach, '/api/v1/train/booking/done', { id }, 409, '陪练结束'],
      [student, '/api/v1/train/booking/done', { id: past }, 403, '只有教练可以确认完成陪练'],
      [coach, '/api/v1/train/booking/cancel', { id }, 403, '只有预约的学员可以取消预约'],
      [student, '/api/v1/train/booking/rate', { id, stars: 4 }, 409, '陪练结束后才能评价'],
    ];
    for (const [who, url, payload, status, msg] of refusals) {
      const res = await who.post(url, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(body(res).msg).toContain(msg);
    }
    expect((await stranger.get(`/api/v1/train/booking?id=${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/train/messages?booking_id=${id}`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect((await coach.post('/api/v1/train/booking/done', { id: past })).statusCode).toBe(200);
    expect((await view(student, past)).data.rateable).toBe(true);
    expect((await student.post('/api/v1/train/booking/rate', { id: past, stars: 4 })).statusCode).toBe(200);
    expect((await view(student, past)).data.rateable).toBe(false);
    const rated = await snapshot();
    const twice = await student.post('/api/v1/train/booking/rate', { id: past, stars: 1, text: '改' });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('你已经评价过这次陪练');
    expect(await snapshot()).toEqual(rated);
    expect((await view(student, past)).data.review?.stars).toBe(4);
  });
});

describe('messages', () => {
  it('the two people of a booking talk, with unread counts; reading marks read; a lapsed booking takes no more', async () => {
    const coach = await h.listedCoach();
    const student = await person(t);
    const b = await booked(student, coach, slot(30));
    await payOnCashier(student, b);
    const id = b.booking.id;
    const sent = await student.post('/api/v1/train/messages', { booking_id: id, body: '教练您好' });
    expect(body<TrainMessage>(sent).data).toMatchObject({ booking_id: id, from_me: true, body: '教练您好' });

    const list = body<Conversations>(await coach.get('/api/v1/train/conversations')).data;
    expect(list.unread).toBe(1);
    expect(list.list[0]).toMatchObject({ booking_id: id, role: 'coach', unread: 1, last: { body: '教练您好' } });
    expect((await view(coach, id)).data.unread).toBe(1);
    const read = body<{ list: TrainMessage[]; other: { nickname: string } }>(
      await coach.get(`/api/v1/train/messages?booking_id=${id}`),
    ).data;
    expect(read.list).toEqual([expect.objectContaining({ body: '教练您好', from_me: false })]);
    expect(read.other.nickname).toBeTruthy();
    expect(body<Conversations>(await coach.get('/api/v1/train/conversations')).data.unread).toBe(0);
    await coach.post('/api/v1/train/messages', { booking_id: id, body: '好的' });
    expect(body<Conversations>(await student.get('/api/v1/train/conversations')).data.list[0]).toMatchObject({
      role: 'student',
      unread: 1,
    });
    // Only new ones after `after`.
    const first = read.list[0] as TrainMessage;
    const after = body<{ list: TrainMessage[] }>(
      await student.get(`/api/v1/train/messages?booking_id=${id}&after=${first.id}`),
    ).data;
    expect(after.list.map((m) => m.body)).toEqual(['好的']);

    const lapsed = await booked(await person(t), coach, slot(60));
    await lapse(lapsed.booking.id);
    const closed = await coach.post('/api/v1/train/messages', { booking_id: lapsed.booking.id, body: '在吗' });
    expect(closed.statusCode).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(trainMessages)
        .where(and(eq(trainMessages.bookingId, lapsed.booking.id))),
    ).toEqual([]);
  });
});

describe('texts', () => {
  const queued = async () =>
    (
      await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'train-notice'`,
      )
    )[0]?.n ?? 0;
  /** Waits until `n` more notices are queued (after the event's reply), then sends them. */
  async function deliver(from: number, n: number) {
    await expect.poll(queued, { timeout: 10_000 }).toBe(from + n);
    await t.app.jobs.workNow('train-notice');
  }
  async function inbox(phone: string) {
    const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
    return (res.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
      (m) => m.template_param,
    );
  }

  it('a paid booking texts the coach; cancelling it texts the student what came back, and the coach', async () => {
    const coach = await h.listedCoach();
    const coachPhone = mobile();
    await t.database.db.update(users).set({ phone: coachPhone }).where(eq(users.id, coach.id));
    const student = await person(t);
    const b = await booked(student, coach, slot(60));
    const { phone } = (await bookingRow(b.booking.id)) as { phone: string };
    const when = chinaWhen(new Date(b.booking.start));
    let jobs = await queued();
    await payOnCashier(student, b);
    await deliver(jobs, 1);
    const nickname = (await view(coach, b.booking.id)).data.student.nickname;
    expect(await inbox(coachPhone)).toEqual([
      { event: '陪练预约', detail: `${nickname}约${when}起1小时`.slice(0, 30) },
    ]);

    jobs = await queued();
    expect((await cancel(student, b.booking.id)).statusCode).toBe(200);
    await deliver(jobs, 2);
    expect(await inbox(phone)).toEqual([{ event: '陪练取消', detail: `${when}的陪练已取消，退款120元` }]);
    expect((await inbox(coachPhone))[0]).toEqual({ event: '陪练取消', detail: `${nickname}取消了${when}的陪练` });
  });
});
