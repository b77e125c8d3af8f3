import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Order } from '@xueche/contract';
import { SANDBOX_PAY_MERCHANT_FILE } from '@xueche/sandbox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatPayClient } from '../../adapters/wechat-pay';
import { loadPayCredentials } from '../../adapters/wechat-pay-credentials';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { rowsOf } from '../../db/client';
import { coachProfiles, ledgerEntries, orders, refunds, withdrawals } from '../../db/schema';
import { studentOrderingCourse } from '../../test/course-order';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { withdrawalRow, withdrawalTrail } from '../wallet/test-helpers';

/**
 * The money sweeps, worked by hand (app.jobs.workNow) so each run is a step of the test. WeChat Pay's
 * notifications go to PUBLIC_URL, a port nobody listens on: they are lost, and only the jobs' queries
 * can settle anything.
 */

const OPS_TOKEN = 'sweeps-test-ops-token-0001';
let t: TestApp;
let pay: ReturnType<typeof wechatPayClient>;
let nowhere: string;

/** An address where nothing listens: connections are refused at once. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  nowhere = await deadUrl();
  t = await startTestApp({ OPS_TOKEN, PUBLIC_URL: nowhere });
  pay = wechatPayClient({
    apiBase: () => `${t.url}/sandbox/wechatpay`,
    credentials: () => loadPayCredentials({ file: join(t.dataDir, SANDBOX_PAY_MERCHANT_FILE) }),
  });
});
afterAll(() => t.close());

/** Queues a sweep now (as its schedule would) and works it; the job's row as pg-boss keeps it. */
async function sweep(queue: 'close-expired-orders' | 'settle-stuck-refunds' | 'settle-waiting-transfers') {
  const id = await t.app.jobs.send(queue, null);
  // pg-boss fetches jobs whose start_after < now(); PGlite's clock ticks in whole milliseconds, so a job
  // fetched in the millisecond it was sent would wait (seen once in a full run). Sweeps have no delay to skip.
  expect(await t.app.jobs.workNow(queue, { skipDelays: true })).toBe(1);
  const [job] = await rowsOf<{ state: string; output: Record<string, unknown> }>(
    t.database.db,
    sql`select state, output from pgboss.job where id = ${id}::uuid`,
  );
  return job;
}

/** Waits for the sandbox's WeChat Pay to finish something it does half a second after being asked. */
async function until(check: () => Promise<boolean>) {
  await expect.poll(check, { timeout: 30_000 }).toBe(true);
}

const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

describe('closing unpaid orders', () => {
  it('an expired order closes without anyone reading it, here and at WeChat Pay, once', async () => {
    const { order } = await studentOrderingCourse(t);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNo, order.order_no));

    const first = await sweep('close-expired-orders');
    expect(first).toMatchObject({ state: 'completed', output: { closed: 1 } });
    const closed = await orderRow(order.order_no);
    expect(closed).toMatchObject({ status: 'closed' });
    expect((await pay.queryOrder(order.order_no))?.trade_state).toBe('CLOSED');

    // Running again finds nothing: the order is not closed (nor WeChat Pay asked) a second time.
    expect(await sweep('close-expired-orders')).toMatchObject({ state: 'completed', output: { closed: 0 } });
    expect((await orderRow(order.order_no))?.closedAt).toEqual(closed?.closedAt);
  });

  it('runs every minute on its own, in whichever process works jobs', async () => {
    const schedules = await rowsOf<{ name: string; cron: string }>(
      t.database.db,
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([
      { name: 'close-expired-orders', cron: '* * * * *' },
      { name: 'pin-demo-trips', cron: '0 16 * * *' },
      { name: 'settle-stuck-refunds', cron: '*/5 * * * *' },
      { name: 'settle-waiting-transfers', cron: '*/5 * * * *' },
    ]);
  });
});

describe('refunds stuck in processing', () => {
  /** The same app and database, but WeChat Pay out of reach: every request to it fails on the network. */
  async function cutOffApp(): Promise<FastifyInstance> {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      SERVE_WEB: 'false',
      OPS_TOKEN,
      JOBS_WORKERS: 'false',
      WECHATPAY_API_BASE: `${nowhere}/sandbox/wechatpay`,
    });
    return buildApp(config, { database: t.database });
  }

  it('a refund left processing by a network failure is settled by the retry job, reversed once', async () => {
    const coach = await person(t, 2);
    const { student, order, prepayId } = await studentOrderingCourse(t, coach.did);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: prepayId, action: 'approve' },
    });
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
    const commission = Math.floor(order.amount * 0.2);

    const cutOff = await cutOffApp();
    const refundNo = `RSTUCK${randomBytes(4).toString('hex')}`;
    try {
      const res = await cutOff.inject({
        method: 'POST',
        url: '/api/ops/refunds',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ order_no: order.order_no, refund_no: refundNo, reason: '学员申请' }),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await cutOff.close();
    }
    const ledger = () =>
      t.database.db
        .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountFen })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.coachId, coach.id))
        .orderBy(asc(ledgerEntries.id));
    const reversed = [
      { kind: 'commission_l1', amount: commission },
      { kind: 'reversal_l1', amount: -commission },
    ];
    // Recorded and reversed before WeChat Pay was asked; WeChat Pay never heard of it.
    expect(await ledger()).toEqual(reversed);
    const refundRow = async () => (await t.database.db.select().from(refunds).where(eq(refunds.refundNo, refundNo)))[0];
    expect(await refundRow()).toMatchObject({ status: 'processing' });
    expect(await pay.queryRefund(refundNo)).toBeNull();

    // Too fresh to be stuck: its own request may still be on the way.
    expect(await sweep('settle-stuck-refunds')).toMatchObject({ output: { stuck: 0 } });
    await t.database.db
      .update(refunds)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(refunds.refundNo, refundNo));

    // WeChat Pay has no such refund: it is asked for again with the same number, and is under way.
    expect(await sweep('settle-stuck-refunds')).toMatchObject({ state: 'completed', output: { stuck: 1, settled: 0 } });
    await until(async () => (await pay.queryRefund(refundNo))?.status === 'SUCCESS');

    // The next run finds it succeeded: settled as its notification would have settled it.
    expect(await sweep('settle-stuck-refunds')).toMatchObject({ output: { stuck: 1, settled: 1 } });
    expect(await refundRow()).toMatchObject({ status: 'success' });
    expect(await orderRow(order.order_no)).toMatchObject({ status: 'refunded', refundedFen: order.amount });
    expect(body<{ course: { is_buy: number } }>(await student.get('/api/v1/lesson/list')).data.course.is_buy).toBe(0);

    // Once: nothing more is reversed, refunded or asked for.
    expect(await sweep('settle-stuck-refunds')).toMatchObject({ output: { stuck: 0, settled: 0 } });
    expect(await ledger()).toEqual(reversed);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.refundNo, refundNo))).toHaveLength(1);
    expect(await pay.queryRefund(refundNo)).toMatchObject({ status: 'SUCCESS', amount: { refund: order.amount } });
  });
});

describe('transfers waiting on WeChat Pay', () => {
  let phones = 0;
  async function certifiedCoach(balance: number): Promise<Person> {
    const coach = await person(t, 2);
    await t.database.db.insert(coachProfiles).values({
      userId: coach.id,
      realName: '王教练',
      phone: `136${String(process.pid % 10000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`,
      certStatus: 'approved',
    });
    await t.database.db.insert(ledgerEntries).values({ coachId: coach.id, kind: 'commission_l1', amountFen: balance });
    return coach;
  }

  async function withdraw(coach: Person, amount: number) {
    const res = await coach.post('/api/v1/coach/deposit', {
      amount,
      request_key: `k${randomBytes(8).toString('hex')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(res.body) as { data: { id: number; out_bill_no: string; confirm: { package: string } } }).data;
  }

  /** The coach's answer on the sandbox's confirmation page; WeChat Pay finishes the bill half a second later. */
  async function answer(w: { out_bill_no: string; confirm: { package: string } }, action: 'confirm' | 'fail') {
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/transfer',
      payload: { package: w.confirm.package, action, redirect: '/coach-cash-list' },
    });
    const final = action === 'confirm' ? 'SUCCESS' : 'FAIL';
    await until(async () => (await pay.queryTransferBill(w.out_bill_no))?.state === final);
    // Nobody has heard about it for a while.
    await t.database.db
      .update(withdrawals)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(withdrawals.outBillNo, w.out_bill_no));
  }

  const rowOf = (id: number) => withdrawalRow(t.database.db, id);
  const trailOf = (id: number) => withdrawalTrail(t.database.db, id);
  const returnsOf = (coachId: number) =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.coachId, coachId), eq(ledgerEntries.kind, 'withdrawal_return')));

  it('a paid transfer whose notification never came settles by query, once', async () => {
    const coach = await certifiedCoach(3000);
    const w = await withdraw(coach, 3000);
    await answer(w, 'confirm');
    expect(await rowOf(w.id)).toMatchObject({ status: 'wait_user_confirm' });

    const run = await sweep('settle-waiting-transfers');
    expect(run).toMatchObject({ state: 'completed', output: { finished: 1 } });
    expect(await rowOf(w.id)).toMatchObject({ status: 'success' });
    expect(await sweep('settle-waiting-transfers')).toMatchObject({ output: { waiting: 0, finished: 0 } });
    expect(await trailOf(w.id)).toEqual(['requested', 'transfer_created', 'user_confirmed', 'success']);
    expect(await returnsOf(coach.id)).toEqual([]);
  });

  it('a failed transfer found by query returns the money once', async () => {
    const coach = await certifiedCoach(1200);
    const w = await withdraw(coach, 1200);
    await answer(w, 'fail');

    expect(await sweep('settle-waiting-transfers')).toMatchObject({ output: { finished: 1 } });
    expect(await rowOf(w.id)).toMatchObject({ status: 'failed', failReason: 'REAL_NAME_CHECK_FAIL' });
    expect(await sweep('settle-waiting-transfers')).toMatchObject({ output: { waiting: 0, finished: 0 } });
    expect(await trailOf(w.id)).toEqual(['requested', 'transfer_created', 'failed', 'money_returned']);
    expect(await returnsOf(coach.id)).toHaveLength(1);
    expect(body<{ balance: number }>(await coach.get('/api/v1/user/balance')).data.balance).toBe(1200);
  });
});
