import type { Order, Product } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, opsAudit, orders, refunds } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { person as makePerson, type Person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'test-operator-token-finance-0123456789';

let t: TestApp;
let finance: ConsoleSession;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  finance = await consoleSession(t, OPS_TOKEN, 'finance');
});
afterAll(() => t.close());

/** A coach, and a student who came by the coach's link and has chosen a field (whose course is on sale). */
async function boundStudent() {
  const coach = await makePerson(t, 2);
  const student = await makePerson(t, 1, coach.did);
  const loc = body<{ provinces: { cities: { id: number }[] }[] }>(await student.get('/api/v1/user/loc')).data;
  const city = loc.provinces[0]?.cities[0]?.id;
  const top = body<{ fields: { field_id: number }[] }>(await student.get(`/api/v1/user/top-info?city_id=${city}`));
  await student.post('/api/v1/user/update-field', { field_id: top.data.fields[0]?.field_id as number });
  return { coach, student };
}

/** The student orders the field's course and pays on the sandbox's cashier: the order, paid. */
async function paidCourse(student: Person): Promise<Order> {
  const { list } = body<{ list: Product[] }>(await student.get('/api/v3/product/land')).data;
  const course = list.find((p) => p.kind === 'course') as Product;
  const res = await student.post('/api/v1/order/confrim', { product_id: course.id });
  expect(res.statusCode, res.body).toBe(200);
  const { order, prepay_id } = (JSON.parse(res.body) as { data: { order: Order; prepay_id: string } }).data;
  await t.app.inject({ method: 'POST', url: '/sandbox/wechatpay/cashier', payload: { prepay_id, action: 'approve' } });
  const paid = body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data;
  expect(paid.status).toBe('paid');
  return paid;
}

const ledgerOf = (coachId: number) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coachId)).orderBy(ledgerEntries.id);
const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);
const refundsOf = async (orderNo: string) => {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return t.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order?.id as number));
};

describe('finance in the console', () => {
  it('finance and admin may read orders and refund; reviewer and content are refused (403)', async () => {
    const admin = await consoleSession(t, OPS_TOKEN, 'admin');
    const reviewer = await consoleSession(t, OPS_TOKEN, 'reviewer');
    const content = await consoleSession(t, OPS_TOKEN, 'content');
    const reads = ['/api/admin/finance/orders', '/api/admin/finance/ledger/coaches', '/api/admin/finance/withdrawals'];
    for (const url of reads) {
      expect((await finance.get(url)).statusCode, url).toBe(200);
      expect((await admin.get(url)).statusCode, url).toBe(200);
      for (const other of [reviewer, content]) {
        const res = await other.get(url);
        expect(res.statusCode, url).toBe(403);
        expect(body(res).msg).toBe('此操作需要以下角色之一：财务、管理员');
      }
    }
    const refund = { order_no: 'NOSUCHORDER1', refund_no: 'RCONSOLE-ROLE-1', reason: '测试' };
    expect((await reviewer.post('/api/admin/finance/order/refund', refund)).statusCode).toBe(403);
    expect((await finance.post('/api/admin/finance/order/refund', refund)).statusCode).toBe(404);
  });

  it('finds an order, refunds part of it, refuses more than is left, and a repeated refund refunds once', async () => {
    const { coach, student } = await boundStudent();
    const order = await paidCourse(student);
    const l1 = Math.floor(order.amount * 0.2);

    // Found by its number and by the buyer's nickname; the page names the coach and the commission.
    const byNo = body<{ list: { order_no: string }[] }>(
      await finance.get(`/api/admin/finance/orders?q=${order.order_no}`),
    );
    expect(byNo.data.list.map((o) => o.order_no)).toEqual([order.order_no]);
    const page = body<{
      status: string;
      transaction_id: string;
      refundable: number;
      coach: { id: number };
      commission: { coach_id: number; kind: string; amount: number }[];
    }>(await finance.get(`/api/admin/finance/order?order_no=${order.order_no}`)).data;
    expect(page).toMatchObject({ status: 'paid', refundable: order.amount, coach: { id: coach.id } });
    expect(page.transaction_id).toMatch(/^4200/);
    expect(page.commission).toContainEqual(
      expect.objectContaining({ coach_id: coach.id, kind: 'commission_l1', amount: l1 }),
    );

    const third = Math.floor(order.amount / 3);
    const first = { order_no: order.order_no, amount: third, refund_no: 'RCONSOLE-PART-1', reason: '学员要求部分退款' };
    const res = await finance.post('/api/admin/finance/order/refund', first);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ amount: third, order_refunded: third, order_status: 'paid' });
    const remaining = Math.floor((l1 * (order.amount - third)) / order.amount);
    const net = async () => (await ledgerOf(coach.id)).reduce((n, e) => n + e.amountFen, 0);
    expect(await net()).toBe(remaining);

    // The same refund again (a double click, a retry): the same answer, nothing more refunded or reversed.
    const again = await finance.post('/api/admin/finance/order/refund', first);
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toMatchObject({ refund_no: 'RCONSOLE-PART-1', amount: third, order_refunded: third });
    expect(await refundsOf(order.order_no)).toHaveLength(1);
    expect((await ledgerOf(coach.id)).map((e) => e.kind)).toEqual(['commission_l1', 'reversal_l1']);

    // More than is left: refused in yuan, and nothing changes.
    const left = order.amount - third;
    const tooMuch = await finance.post('/api/admin/finance/order/refund', {
      order_no: order.order_no,
      amount: left + 1,
      refund_no: 'RCONSOLE-PART-2',
      reason: '多退',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(body(tooMuch).msg).toBe(`退款金额超过可退金额（最多 ¥${(left / 100).toFixed(2)}）`);
    // The amount field's own sentence (shown beside it) says the same, in the same unit.
    expect(body(tooMuch).data).toEqual({ errors: { amount: body(tooMuch).msg } });
    expect(await refundsOf(order.order_no)).toHaveLength(1);
    expect(await net()).toBe(remaining);
    const after = body<{ refunded: number; refundable: number; refunds: unknown[] }>(
      await finance.get(`/api/admin/finance/order?order_no=${order.order_no}`),
    ).data;
    expect(after).toMatchObject({ refunded: third, refundable: left });
    expect(after.refunds).toHaveLength(1);

    // A refund without a reason is refused before anything is asked.
    const blank = await finance.post('/api/admin/finance/order/refund', {
      order_no: order.order_no,
      refund_no: 'RCONSOLE-PART-3',
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await refundsOf(order.order_no)).toHaveLength(1);

    // Every try is in the audit log: the refunds with before → after, the refusal with its error.
    const lines = await auditOf(`order:${order.order_no}`);
    expect(lines.map((l) => l.action)).toEqual(['order.refund', 'order.refund', 'order.refund']);
    expect(lines[0]).toMatchObject({
      actor: finance.actor,
      detail: {
        before: { status: 'paid', refunded: 0 },
        after: { status: 'paid', refunded: third },
        refund_no: 'RCONSOLE-PART-1',
        reason: '学员要求部分退款',
      },
    });
    expect(lines[2]?.detail).toMatchObject({ error: 'admin_refund_too_much', status: 400 });
  });

  it("a whole refund takes the coach's commission back: the console's ledger and the coach's own show it", async () => {
    const { coach, student } = await boundStudent();
    const order = await paidCourse(student);
    const res = await finance.post('/api/admin/finance/order/refund', {
      order_no: order.order_no,
      refund_no: 'RCONSOLE-WHOLE-1',
      reason: '退课',
    });
    expect(body(res).data).toMatchObject({ amount: order.amount, order_refunded: order.amount });

    const ledger = body<{
      balance: number;
      kinds: { kind: string; amount: number }[];
      list: { kind: string; label: string; amount: number; order_no: string }[];
    }>(await finance.get(`/api/admin/finance/ledger?coach_id=${coach.id}`)).data;
    const l1 = Math.floor(order.amount * 0.2);
    expect(ledger.balance).toBe(0);
    expect(ledger.kinds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'commission_l1', amount: l1 }),
        expect.objectContaining({ kind: 'reversal_l1', amount: -l1 }),
      ]),
    );
    expect(ledger.list[0]).toMatchObject({ kind: 'reversal_l1', label: '退款冲减', amount: -l1 });

    const own = body<{ list: { kind: string; amount: number; order_no: string }[] }>(
      await coach.get('/api/v1/cash/ledger'),
    ).data;
    expect(own.list[0]).toMatchObject({ kind: 'reversal_l1', amount: -l1, order_no: order.order_no });
    expect(body<{ balance: number }>(await coach.get('/api/v1/user/balance')).data.balance).toBe(0);
  });

  it("the day's reconciliation sets WeChat Pay's answers beside ours and puts a missed payment first", async () => {
    const { student } = await boundStudent();
    const agreed = await paidCourse(student);
    // A payment whose notification we lost: WeChat Pay has the money, our row still waits.
    const other = await boundStudent();
    const missed = await paidCourse(other.student);
    await t.database.db
      .update(orders)
      .set({ status: 'created', paidAt: null, transactionId: null })
      .where(eq(orders.orderNo, missed.order_no));

    const day = body<{
      rows: { order_no: string; status: string; pay: { trade_state: string } | null; problems: string[] }[];
      totals: { mismatches: number };
    }>(await finance.get('/api/admin/finance/reconciliation')).data;
    const row = (no: string) => day.rows.find((r) => r.order_no === no);
    expect(row(agreed.order_no)).toMatchObject({ status: 'paid', pay: { trade_state: 'SUCCESS' }, problems: [] });
    expect(row(missed.order_no)).toMatchObject({
      status: 'created',
      pay: { trade_state: 'SUCCESS' },
      problems: ['微信支付已收款，我方未记为已支付'],
    });
    expect(day.rows[0]?.problems.length).toBeGreaterThan(0);
    expect(day.totals.mismatches).toBeGreaterThanOrEqual(1);

    const future = await finance.get('/api/admin/finance/reconciliation?day=2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(body(future).msg).toBe('对账日期不能晚于今天');
  });
});
