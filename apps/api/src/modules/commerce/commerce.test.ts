import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product } from '@xueche/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coachPointTotals, ledgerEntries, orders, payEvents, pointEntries, referrals, refunds } from '../../db/schema';
import { approveOnCashier, chooseFirstField, courseOf, orderOf } from '../../test/course-order';
import { runOps } from '../../test/ops-cli';
import {
  deliverNotification,
  paidTransaction,
  paymentNotification,
  type SandboxPayKeys,
  sandboxPayKeys,
} from '../../test/pay-notification';
import { person as makePerson, type Person } from '../../test/person';
import { body, login, startTestApp, type TestApp } from '../../test/test-app';
import { earningsByDay, entriesOf, subCoachEarnings } from './ledger.service';

let t: TestApp;
let sandboxKeys: SandboxPayKeys;

const person = (type: 1 | 2, did?: string) => makePerson(t, type, did);

/** Two coaches (the second recruited by the first) and a student who came by the second's link. */
async function chain() {
  const recruiter = await person(2);
  const coach = await person(2, recruiter.did);
  const student = await person(1, coach.did);
  const field = await chooseFirstField(student);
  return { recruiter, coach, student, field };
}

async function buyCourse(student: Person) {
  const course = await courseOf(student);
  return { course, ...(await orderOf(student, course.id)) };
}

const ledgerOf = (coachId: number) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coachId));

/** A payment notification as WeChat Pay would send it, signed with the sandbox's WeChat Pay key. */
const notification = (resource: object, opts: { timestamp?: number } = {}) =>
  paymentNotification(sandboxKeys, resource, opts);

const paidResource = (order: Order, student: Person, amount = order.amount) =>
  paidTransaction(sandboxKeys, order.order_no, student.openid, amount);

const deliver = (n: { raw: string; headers: Record<string, string> }) => deliverNotification(t, n);

const statusOf = async (orderNo: string) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]?.s;

beforeAll(async () => {
  t = await startTestApp();
  sandboxKeys = sandboxPayKeys(t.dataDir);
});
afterAll(() => t.close());

describe('orders and WeChat Pay', () => {
  it('a student pays on the sandbox cashier: the course unlocks, the coach earns 20 % and the recruiter 5 %', async () => {
    const { recruiter, coach, student, field } = await chain();
    const { order, course, prepay_id } = await buyCourse(student);
    expect(course.price).toBe(field.price);
    expect(course.refund_terms.length).toBeGreaterThan(10);
    expect(order).toMatchObject({ status: 'created', amount: field.price });
    // Ordering again reuses the open order.
    const again = body<{ order: Order }>(await student.post('/api/v1/order/confrim', { product_id: course.id })).data;
    expect(again.order.order_no).toBe(order.order_no);

    await approveOnCashier(t, prepay_id);
    // The page asks the server, which asks WeChat Pay: paid at once, notification or not.
    const status = body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data;
    expect(status.status).toBe('paid');
    const lessons = body<{ course: { is_buy: number } }>(await student.get('/api/v1/lesson/list')).data;
    expect(lessons.course.is_buy).toBe(1);
    expect(body<{ is_buy: number }>(await student.get('/api/v1/user/field')).data.is_buy).toBe(1);
    expect(body<{ is_buy: number }>(await coach.get('/api/v1/user/field')).data).toBeNull();
    // The notification arrives too; it changes nothing more.
    await expect
      .poll(
        async () => (await t.database.db.select().from(payEvents).where(eq(payEvents.orderNo, order.order_no))).length,
        { timeout: 5000 },
      )
      .toBeGreaterThan(0);
    expect(await ledgerOf(coach.id)).toEqual([
      expect.objectContaining({
        kind: 'commission_l1',
        amountFen: Math.floor(field.price * 0.2),
        sourceUserId: student.id,
      }),
    ]);
    expect(await ledgerOf(recruiter.id)).toEqual([
      expect.objectContaining({ kind: 'commission_l2', amountFen: Math.floor(field.price * 0.05) }),
    ]);
    const center = body<{ total: number; list: Order[] }>(await student.get('/api/v1/order/center')).data;
    expect(center.list[0]).toMatchObject({ order_no: order.order_no, status: 'paid' });
    const bought = body<{ courses: { field_id: number }[] }>(await student.get('/api/v3/product/clear-buy')).data;
    expect(bought.courses.map((c) => c.field_id)).toEqual([field.field_id]);
  });

  it('an order placed at 01:30 on 2 December in China (17:30 UTC on the 1st) is numbered with 2 December', async () => {
    const { student } = await chain();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T17:30:00Z'));
      const { order } = await buyCourse(student);
      expect(order.order_no).toMatch(/^20261202\d{12}$/);
      const center = body<{ list: Order[] }>(await student.get('/api/v1/order/center')).data;
      expect(center.list[0]?.order_no).toBe(order.order_no);
    } finally {
      vi.useRealTimers();
    }
  });

  it("inside WeChat, getBrandWCPayRequest takes the payment only with the merchant's paySign", async () => {
    const { student } = await chain();
    const { order, pay } = await buyCourse(student);
    const bridge = (params: object, action: string) =>
      t.app
        .inject({ method: 'POST', url: '/sandbox/wechatpay/bridge/pay', payload: { ...params, action } })
        .then((r) => r.json() as { err_msg: string; err_desc?: string; total?: number });
    const forged = { ...pay, nonceStr: `${pay.nonceStr}x` };
    expect(await bridge(forged, 'approve')).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail' });
    expect(await bridge(pay, 'preview')).toMatchObject({ err_msg: 'preview:ok', total: order.amount });
    expect(await bridge(pay, 'cancel')).toMatchObject({ err_msg: 'get_brand_wcpay_request:cancel' });
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe(
      'created',
    );
    expect(await bridge(pay, 'approve')).toMatchObject({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
  });

  it('a tampered body or signature, and a SIGNTEST probe, are refused with non-2xx and change nothing', async () => {
    const { student } = await chain();
    const { order } = await buyCourse(student);
    const good = notification(paidResource(order, student));
    const tamperedBody = { ...good, raw: good.raw.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    expect((await deliver(tamperedBody)).statusCode).toBe(401);
    const sig = good.headers['wechatpay-signature'];
    const flipped = `${sig.slice(0, 20)}${sig[20] === 'A' ? 'B' : 'A'}${sig.slice(21)}`;
    expect((await deliver({ ...good, headers: { ...good.headers, 'wechatpay-signature': flipped } })).statusCode).toBe(
      401,
    );
    const probe = { ...good, headers: { ...good.headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${sig}` } };
    expect((await deliver(probe)).statusCode).toBe(401);
    const stale = notification(paidResource(order, student), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await deliver(stale)).statusCode).toBe(401);
    expect(await statusOf(order.order_no)).toBe('created');
  });

  it('the same notification twice, and twenty times at once, pays once and writes commission once', async () => {
    const { coach, recruiter, student } = await chain();
    const { order } = await buyCourse(student);
    const n = notification(paidResource(order, student));
    expect((await deliver(n)).statusCode).toBe(204);
    expect((await deliver(n)).statusCode).toBe(204);
    const { order: second } = await (async () => {
      const { list } = body<{ list: Product[] }>(await student.get('/api/v3/product/land')).data;
      const vip = list.find((p) => p.kind === 'vip') as Product;
      return body<{ order: Order }>(await student.post('/api/v1/order/confrim', { product_id: vip.id })).data;
    })();
    const burst = notification(paidResource(second, student));
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(burst)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    expect(await statusOf(order.order_no)).toBe('paid');
    expect(await statusOf(second.order_no)).toBe('paid');
    const l1 = await ledgerOf(coach.id);
    expect(l1.map((e) => e.orderId).sort()).toHaveLength(2);
    expect(new Set(l1.map((e) => e.orderId)).size).toBe(2);
    expect((await ledgerOf(recruiter.id)).filter((e) => e.kind === 'commission_l2')).toHaveLength(2);
  });

  it('an amount that does not match leaves the order unpaid and is logged', async () => {
    const { student, coach } = await chain();
    const { order } = await buyCourse(student);
    const wrong = notification(paidResource(order, student, 1));
    const res = await deliver(wrong);
    expect(res.statusCode).toBe(400);
    expect(await statusOf(order.order_no)).toBe('created');
    const [logged] = await t.database.db
      .select()
      .from(payEvents)
      .where(and(eq(payEvents.orderNo, order.order_no), eq(payEvents.outcome, 'mismatch')));
    expect(logged?.detail).toContain(`amount 1 ≠ ${order.amount}`);
    expect(await ledgerOf(coach.id)).toEqual([]);
  });

  it('an unpaid order closes after its time', async () => {
    const { student } = await chain();
    const { order } = await buyCourse(student);
    expect(body<{ is_buy: number }>(await student.get('/api/v1/user/field')).data.is_buy).toBe(0);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNo, order.order_no));
    const center = body<{ list: Order[] }>(await student.get('/api/v1/order/center')).data;
    expect(center.list.find((o) => o.order_no === order.order_no)?.status).toBe('closed');
    // Ordering again makes a new order.
    const again = body<{ order: Order }>(
      await student.post('/api/v1/order/confrim', { product_id: order.product_id }),
    ).data;
    expect(again.order.order_no).not.toBe(order.order_no);
  });

  it('a second binding link does not move a bound student', async () => {
    const { coach, student } = await chain();
    const other = await person(2);
    await login(t.app, { openid: student.openid, did: other.did });
    const [bound] = await t.database.db.select().from(referrals).where(eq(referrals.userId, student.id));
    expect(bound?.referrerId).toBe(coach.id);
  });

  it('a student sees the coach they are bound to and agrees to share progress with them', async () => {
    const { coach, student } = await chain();
    const mine = body<{ coach_id: number; share_progress: boolean; consent_at: string | null }>(
      await student.get('/api/v1/user/my-coach'),
    ).data;
    expect(mine).toMatchObject({ coach_id: coach.id, share_progress: false, consent_at: null });
    const agreed = body<{ share_progress: boolean; consent_at: string }>(
      await student.post('/api/v1/user/share-progress', { agree: true }),
    ).data;
    expect(agreed.share_progress).toBe(true);
    expect(Date.parse(agreed.consent_at)).toBeGreaterThan(Date.now() - 60_000);
    const loner = await person(1);
    expect(body(await loner.get('/api/v1/user/my-coach')).data).toBeNull();
    expect((await loner.post('/api/v1/user/share-progress', { agree: true })).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  const opsToken = () => readFileSync(join(t.dataDir, 'ops-token'), 'utf8').trim();
  const refund = (payload: object) =>
    fetch(`${t.url}/api/ops/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { msg: string; data: never } }));
  const net = async (coachId: number) => (await ledgerOf(coachId)).reduce((n, e) => n + e.amountFen, 0);

  async function paidCourse() {
    const people = await chain();
    const bought = await buyCourse(people.student);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: bought.prepay_id, action: 'approve' },
    });
    expect(
      body<Order>(await people.student.get(`/api/v1/order/index?order_no=${bought.order.order_no}`)).data.status,
    ).toBe('paid');
    return { ...people, ...bought };
  }

  it('a refund reverses the commission in proportion, once per refund number, and a full refund takes the course back', async () => {
    const { coach, recruiter, student, order } = await paidCourse();
    const l1 = Math.floor(order.amount * 0.2);
    const l2 = Math.floor(order.amount * 0.05);
    expect(await net(coach.id)).toBe(l1);

    const third = Math.floor(order.amount / 3);
    const first = await refund({ order_no: order.order_no, amount: third, refund_no: 'RTEST-A1', reason: '测试' });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ amount: third, order_refunded: third });
    // The same number again: nothing more is refunded or reversed.
    expect((await refund({ order_no: order.order_no, amount: third, refund_no: 'RTEST-A1' })).status).toBe(200);
    expect((await t.database.db.select().from(refunds).where(eq(refunds.refundNo, 'RTEST-A1'))).length).toBe(1);
    const remaining = (frac: number, credit: number) => Math.floor((credit * (order.amount - frac)) / order.amount);
    expect(await net(coach.id)).toBe(remaining(third, l1));
    expect(await net(recruiter.id)).toBe(remaining(third, l2));
    expect((await ledgerOf(coach.id)).map((e) => e.kind)).toEqual(['commission_l1', 'reversal_l1']);

    // More than is left is refused and changes nothing.
    const tooMuch = await refund({ order_no: order.order_no, amount: order.amount, refund_no: 'RTEST-A2' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toContain(String(order.amount - third));
    expect(await net(coach.id)).toBe(remaining(third, l1));

    // The rest: commission nets to zero, and once WeChat Pay says the refund succeeded the order is refunded.
    const rest = await refund({ order_no: order.order_no, refund_no: 'RTEST-A3' });
    expect(rest.body.data).toMatchObject({ amount: order.amount - third, order_refunded: order.amount });
    expect(await net(coach.id)).toBe(0);
    expect(await net(recruiter.id)).toBe(0);
    await expect.poll(() => statusOf(order.order_no), { timeout: 8000 }).toBe('refunded');
    const lessons = body<{ course: { is_buy: number } }>(await student.get('/api/v1/lesson/list')).data;
    expect(lessons.course.is_buy).toBe(0);
    const shown = body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data;
    expect(shown).toMatchObject({ status: 'refunded', refunded: order.amount });
    // The points the sale earned the coach are taken back with it.
    const points = await t.database.db
      .select({ kind: pointEntries.kind, points: pointEntries.points })
      .from(pointEntries)
      .where(eq(pointEntries.coachId, coach.id));
    expect(points.filter((p) => p.kind !== 'student_bound').sort((a, b) => b.points - a.points)).toEqual([
      { kind: 'order_paid', points: Math.floor(order.amount / 100) },
      { kind: 'order_refunded', points: -Math.floor(order.amount / 100) },
    ]);
    // The coach's running total, which the level is read from, is back where the bindings left it.
    const [total] = await t.database.db
      .select({ points: sql<number>`sum(${coachPointTotals.points})::int` })
      .from(coachPointTotals)
      .where(eq(coachPointTotals.coachId, coach.id));
    expect(total?.points).toBe(points.reduce((sum, p) => sum + p.points, 0));
    expect(total?.points).toBe(points.filter((p) => p.kind === 'student_bound').length * 10);
  });

  it('a refund WeChat Pay refuses closes and gives the commission back; an unpaid order cannot be refunded', async () => {
    const { coach, order, student } = await paidCourse();
    const before = await net(coach.id);
    // The sandbox refuses a refund of an order it does not know: WeChat Pay's answer for a bad order.
    await t.database.db
      .update(orders)
      .set({ orderNo: `X${order.order_no}` })
      .where(eq(orders.orderNo, order.order_no));
    const refused = await refund({ order_no: `X${order.order_no}`, refund_no: 'RTEST-B1' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('微信支付拒绝了退款');
    expect(await net(coach.id)).toBe(before);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.refundNo, 'RTEST-B1'));
    expect(row?.status).toBe('closed');
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=X${order.order_no}`)).data.refunded).toBe(0);

    const { order: unpaid } = await buyCourse((await chain()).student);
    const notPaid = await refund({ order_no: unpaid.order_no, refund_no: 'RTEST-B2' });
    expect(notPaid.status).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.refundNo, 'RTEST-B2'))).toEqual([]);
  });

  it('npm run ops -- refund refunds through the running server and a retry with its number refunds once', async () => {
    const { coach, order } = await paidCourse();
    const run = (args: string[]) => runOps(args, { url: t.url, token: opsToken() });
    const yuan = (order.amount / 100).toFixed(2);
    const done = await run(['refund', order.order_no, yuan, '--reason', '学员申请']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`¥${yuan} refunded`);
    const refundNo = /--refund-no (\S+)\)/.exec(done.stdout)?.[1] as string;
    const again = await run(['refund', order.order_no, yuan, '--refund-no', refundNo]);
    expect(again.code, again.stderr).toBe(0);
    expect(await net(coach.id)).toBe(0);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.refundNo, refundNo));
    expect(rows).toHaveLength(1);
    const bad = await run(['refund', order.order_no, '12,5']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Amount must be in yuan');
  });

  it('the ledger read service: balance, entries, earnings by day and what recruits earned', async () => {
    const { coach, recruiter, order } = await paidCourse();
    const third = Math.floor(order.amount / 3);
    await refund({ order_no: order.order_no, amount: third, refund_no: 'RTEST-C1' });
    const l1 = Math.floor(order.amount * 0.2);
    const kept = Math.floor((l1 * (order.amount - third)) / order.amount);
    expect(body<{ balance: number }>(await coach.get('/api/v1/user/balance')).data.balance).toBe(kept);

    const db = t.database.db;
    const entries = await entriesOf(db, coach.id, 1, 10);
    expect(entries.total).toBe(2);
    expect(entries.list.map((e) => [e.kind, e.amount, e.orderNo])).toEqual([
      ['reversal_l1', kept - l1, order.order_no],
      ['commission_l1', l1, order.order_no],
    ]);
    const week = await earningsByDay(db, coach.id, 7);
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toEqual({ day: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), amount: kept });
    expect(week.slice(0, 6).every((d) => d.amount === 0)).toBe(true);

    const l2 = Math.floor(order.amount * 0.05);
    const recruits = await subCoachEarnings(db, recruiter.id);
    expect(recruits).toEqual([
      expect.objectContaining({
        coachId: coach.id,
        amount: Math.floor((l2 * (order.amount - third)) / order.amount),
        orders: 1,
      }),
    ]);
    expect(await subCoachEarnings(db, coach.id)).toEqual([]);
  });
});
