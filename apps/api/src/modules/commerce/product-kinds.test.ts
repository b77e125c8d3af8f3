import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@xueche/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, products } from '../../db/schema';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import type { ProductKind } from './product-kinds';

/**
 * A kind of product commerce has never heard of — a gift card, sold by an area this test plays — is sold,
 * paid, refunded and left to close through commerce unchanged: it only hands its hooks to the app
 * (issue 29: "a new product kind with no change inside commerce").
 */
const heard: string[] = [];
const giftCard: ProductKind = {
  commission: true,
  paid: async (t, order) => {
    heard.push(`paid ${order.orderNo} in a transaction: ${t instanceof PgTransaction}`);
  },
  afterPaid: async (_deps, order, justPaid) => {
    heard.push(`after paid ${order.orderNo} ${justPaid ? 'now' : 'again'}`);
  },
  closed: async (t, orderIds) => {
    const mine = await t.select({ no: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds));
    for (const o of mine) heard.push(`closed ${o.no}`);
  },
  refunded: async (t, order) => {
    heard.push(`refunded ${order.orderNo} in a transaction: ${t instanceof PgTransaction}`);
  },
};

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await startTestApp({}, { productKinds: { gift: giftCard } });
  const [row] = await t.database.db
    .insert(products)
    .values({
      slug: 'gift-card-test',
      kind: 'gift',
      title: '学车礼品卡',
      priceFen: 5000,
      unlocks: {},
      refundTerms: '未使用可全额退款',
      active: true,
    })
    .returning({ id: products.id });
  productId = (row as { id: number }).id;
});
afterAll(() => t.close());

async function buyGift(student: Person) {
  const res = await student.post('/api/v1/order/confrim', { product_id: productId });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ order: Order; prepay_id: string }>(res).data;
}

const approve = (prepayId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/cashier',
    payload: { prepay_id: prepayId, action: 'approve' },
  });

describe('a product kind commerce does not know', () => {
  it('is paid with its hooks in and after the transaction, earns its coach commission, and refunds through them', async () => {
    const coach = await person(t, 2);
    const student = await person(t, 1, coach.did);
    const { order, prepay_id } = await buyGift(student);
    expect(order).toMatchObject({ title: '学车礼品卡', amount: 5000, status: 'created' });

    await approve(prepay_id);
    // Asking about the order makes the server ask WeChat Pay, so it is paid by the time this answers.
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
    expect(heard).toContain(`paid ${order.order_no} in a transaction: true`);
    expect(heard).toContain(`after paid ${order.order_no} now`);
    // commission: true, so the coach the student came through earns the base rate (20 %).
    const ledger = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id));
    expect(ledger.map((e) => [e.kind, e.amountFen])).toEqual([['commission_l1', 1000]]);

    // The same word again pays nothing twice; the kind is asked to follow up again.
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
    expect(heard.filter((h) => h.startsWith(`paid ${order.order_no}`))).toHaveLength(1);

    const token = readFileSync(join(t.dataDir, 'ops-token'), 'utf8').trim();
    const refund = await fetch(`${t.url}/api/ops/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_no: order.order_no, refund_no: `RGIFT${order.order_no}`, reason: '测试' }),
    });
    expect(refund.status).toBe(200);
    await expect
      .poll(() => heard.includes(`refunded ${order.order_no} in a transaction: true`), { timeout: 8000 })
      .toBe(true);
    const net = (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id))).reduce(
      (n, e) => n + e.amountFen,
      0,
    );
    expect(net).toBe(0);
  });

  it('closes with its hook when left unpaid', async () => {
    const student = await person(t, 1);
    const { order } = await buyGift(student);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNo, order.order_no));
    await t.app.jobs.send('close-expired-orders', null);
    expect(await t.app.jobs.workNow('close-expired-orders', { skipDelays: true })).toBe(1);
    expect(heard).toContain(`closed ${order.order_no}`);
    const center = body<{ list: Order[] }>(await student.get('/api/v1/order/center')).data;
    expect(center.list.find((o) => o.order_no === order.order_no)?.status).toBe('closed');
  });
});
