import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SANDBOX_PAY_MERCHANT_FILE } from '@xueche/sandbox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatPayClient } from '../../adapters/wechat-pay';
import { loadPayCredentials } from '../../adapters/wechat-pay-credentials';
import { coachProfiles, ledgerEntries, opsAudit, withdrawals } from '../../db/schema';
import { payNotification, type SandboxPayKeys, sandboxPayKeys } from '../../test/pay-notification';
import { login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { withdrawalRow, withdrawalTrail } from './test-helpers';

const OPS_TOKEN = 'wallet-test-ops-token-0001';
let t: TestApp;
let sandboxKeys: SandboxPayKeys;
let pay: ReturnType<typeof wechatPayClient>;

interface Reply<T = Withdrawal> {
  status: number;
  body: { code: number; status: 0 | 1; msg: string; data: T };
}
interface Withdrawal {
  id: number;
  amount: number;
  status: string;
  fail_reason: string;
  out_bill_no: string;
  confirm: { mchId: string; appId: string; package: string } | null;
}

/** Over real HTTP, as the coach's phone sends it. */
async function http<T = Withdrawal>(
  method: 'GET' | 'POST',
  url: string,
  opts: { payload?: object; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${t.url}${url}`, {
    method,
    headers: { ...(opts.payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: opts.payload ? JSON.stringify(opts.payload) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

let phones = 0;
/** A coach who logged in through the sandbox, with a profile in `cert` state and `balance` fen earned. */
async function coach(opts: { balance?: number; cert?: 'approved' | 'pending' | 'none'; realName?: string } = {}) {
  const who = openid('coach');
  const { token, result } = await login(t.app, { openid: who, type: 2 });
  const id = result.analysis.id;
  const cert = opts.cert ?? 'approved';
  if (cert !== 'none') {
    await t.database.db.insert(coachProfiles).values({
      userId: id,
      realName: opts.realName ?? '王教练',
      phone: `139${String(process.pid % 10000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`,
      certStatus: cert,
    });
  }
  if (opts.balance) {
    await t.database.db.insert(ledgerEntries).values({ coachId: id, kind: 'commission_l1', amountFen: opts.balance });
  }
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  return {
    id,
    get: <T = Withdrawal>(url: string, headers?: Record<string, string>) => http<T>('GET', q(url), { headers }),
    deposit: (amount: number, key = newKey(), headers?: Record<string, string>) =>
      http('POST', q('/api/v1/coach/deposit'), { payload: { amount, request_key: key }, headers }),
    balance: async () => (await http<{ balance: number }>('GET', q('/api/v1/user/balance'))).body.data.balance,
  };
}
type Coach = Awaited<ReturnType<typeof coach>>;

const newKey = () => `k${randomBytes(8).toString('hex')}`;

const rowsOf = (coachId: number) =>
  t.database.db.select().from(withdrawals).where(eq(withdrawals.coachId, coachId)).orderBy(asc(withdrawals.id));
const rowOf = (id: number) => withdrawalRow(t.database.db, id);
const entriesOf = (coachId: number, kind: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.coachId, coachId), eq(ledgerEntries.kind, kind)));
const trailOf = (id: number) => withdrawalTrail(t.database.db, id);

const until = async (check: () => Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const settled = (id: number, status: string) => until(async () => (await rowOf(id))?.status === status);

/** The coach's choice on the sandbox's confirmation page (outside WeChat). */
async function onSandboxPage(w: Withdrawal, action: 'confirm' | 'cancel' | 'fail') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/transfer',
    payload: { package: w.confirm?.package, action, redirect: `/coach-cash-list?id=${w.id}` },
  });
  expect(res.statusCode).toBe(303);
  const outcome = { confirm: 'ok', cancel: 'cancel', fail: 'fail' }[action];
  expect(res.headers.location).toBe(`/coach-cash-list?id=${w.id}&transfer=${outcome}`);
}

/** MCHTRANSFER.BILL.FINISHED as WeChat Pay sends it, signed with `key` (the sandbox's WeChat Pay key by default). */
const transferNotification = (resource: object, key = sandboxKeys.platform.privateKey) =>
  payNotification(
    sandboxKeys,
    { type: 'MCHTRANSFER.BILL.FINISHED', summary: '商家转账单据终态通知', originalType: 'mch_payment', resource },
    { signingKey: key },
  );
const deliver = (n: { raw: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: n.headers, payload: n.raw });

const billOf = (w: Withdrawal, state: string, extra: object = {}) => ({
  out_bill_no: w.out_bill_no,
  transfer_bill_no: `1330${Date.now()}`,
  state,
  mch_id: sandboxKeys.mchid,
  transfer_amount: w.amount,
  openid: 'o-test',
  create_time: new Date().toISOString(),
  update_time: new Date().toISOString(),
  ...extra,
});

const opsCall = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
  http<T>(method, `/api/ops${path}`, { payload, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
const review = (id: number, decision: 'approve' | 'reject', reason = '') =>
  opsCall<{ withdrawal: Withdrawal; trail: { event: string; actor: string }[] }>('POST', '/withdrawals/review', {
    id,
    decision,
    reason,
    operator: 'tester',
  });

beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  sandboxKeys = sandboxPayKeys(t.dataDir);
  pay = wechatPayClient({
    apiBase: () => `${t.url}/sandbox/wechatpay`,
    credentials: () => loadPayCredentials({ file: join(t.dataDir, SANDBOX_PAY_MERCHANT_FILE) }),
  });
});
afterAll(() => t.close());

describe('withdrawing', () => {
  it('20 concurrent withdrawals of the whole balance: one is paid, once; the others are refused; 0 is left', async () => {
    const c = await coach({ balance: 12345 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => c.deposit(12345)));
    const accepted = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('提现金额超过可提现余额（当前余额 0 元）');
    }
    const w = (accepted[0] as Reply).body.data;
    expect(w).toMatchObject({ amount: 12345, status: 'wait_user_confirm' });
    expect(w.confirm).toMatchObject({ mchId: sandboxKeys.mchid, appId: 'wx5a1dbox0000000001' });
    expect(await c.balance()).toBe(0);
    expect(await rowsOf(c.id)).toHaveLength(1);
    expect((await entriesOf(c.id, 'withdrawal')).map((e) => e.amountFen)).toEqual([-12345]);

    // The coach accepts: the bill is paid once, WeChat Pay's notification settles it.
    await onSandboxPage(w, 'confirm');
    await settled(w.id, 'success');
    expect(await pay.queryTransferBill(w.out_bill_no)).toMatchObject({ state: 'SUCCESS', transfer_amount: 12345 });
    expect(await c.balance()).toBe(0);
    expect(await trailOf(w.id)).toEqual(['requested', 'transfer_created', 'user_confirmed', 'success']);
    const one = await c.get(`/api/v1/cash/one?id=${w.id}`);
    expect(one.body.data).toMatchObject({ status: 'success', confirm: null });
    expect(one.body.data.confirm).toBeNull();
  });

  it('the same request key twice is one withdrawal; the key with another amount is refused', async () => {
    const c = await coach({ balance: 5000 });
    const key = newKey();
    const first = await c.deposit(1500, key);
    const again = await c.deposit(1500, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.out_bill_no).toBe(first.body.data.out_bill_no);
    expect(await rowsOf(c.id)).toHaveLength(1);
    expect(await c.balance()).toBe(3500);
    const other = await c.deposit(1600, key);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('这次提现请求已用于另一笔金额，请刷新页面后重试');
    expect(await c.balance()).toBe(3500);
  });

  it('an uncertified coach (or a student) cannot withdraw, and nothing changes', async () => {
    for (const cert of ['pending', 'none'] as const) {
      const c = await coach({ balance: 1000, cert });
      const res = await c.deposit(1000);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('完成教练认证后才能提现：请先在「教练认证」提交证件，审核通过后即可提现');
      expect(await rowsOf(c.id)).toHaveLength(0);
      expect(await c.balance()).toBe(1000);
      const rules = await c.get<{ cert_status: string }>('/api/v2/user/cash-txt');
      expect(rules.body.data.cert_status).toBe(cert);
    }
    const student = await login(t.app, { openid: openid('student'), type: 1 });
    const res = await http('POST', `/api/v1/coach/deposit?access-token=${student.token}`, {
      payload: { amount: 100, request_key: newKey() },
    });
    expect(res.status).toBe(403);
  });

  it('below 1 yuan and above the balance are refused with the reason, in either language', async () => {
    const c = await coach({ balance: 1000 });
    const small = await c.deposit(99);
    expect(small.status).toBe(400);
    expect(small.body.msg).toBe('单笔最低提现 1 元');
    const smallEn = await c.deposit(0, newKey(), { 'accept-language': 'en' });
    expect(smallEn.body.msg).toBe('The minimum withdrawal is ¥1');
    const much = await c.deposit(1001);
    expect(much.status).toBe(400);
    expect(much.body.msg).toBe('提现金额超过可提现余额（当前余额 10 元）');
    const bad = await c.deposit(12.5);
    expect(bad.status).toBe(400);
    expect(await rowsOf(c.id)).toHaveLength(0);
    expect(await c.balance()).toBe(1000);
  });

  it('a failed payout returns the money exactly once, however many times WeChat Pay says so', async () => {
    const c = await coach({ balance: 2000 });
    const w = (await c.deposit(2000)).body.data;
    expect(await c.balance()).toBe(0);
    await onSandboxPage(w, 'fail');
    await settled(w.id, 'failed');
    expect(await c.balance()).toBe(2000);
    expect((await rowOf(w.id))?.failReason).toBe('REAL_NAME_CHECK_FAIL');
    // WeChat Pay retries; copies of the news (and a later, contradicting one) change nothing.
    for (const state of ['FAIL', 'FAIL', 'SUCCESS']) {
      const res = await deliver(transferNotification(billOf(w, state, { fail_reason: 'REAL_NAME_CHECK_FAIL' })));
      expect(res.statusCode).toBe(204);
    }
    expect(await entriesOf(c.id, 'withdrawal_return')).toHaveLength(1);
    expect(await c.balance()).toBe(2000);
    expect(await trailOf(w.id)).toEqual(['requested', 'transfer_created', 'failed', 'money_returned']);
    const listed = await c.get<{ list: Withdrawal[] }>('/api/v1/cash/list');
    expect(listed.body.data.list[0]).toMatchObject({ id: w.id, status: 'failed', fail_reason: 'REAL_NAME_CHECK_FAIL' });

    // The ledger page shows every movement, newest first, named.
    const ledger = await c.get<{ list: { kind: string; label: string; amount: number }[] }>('/api/v1/cash/ledger');
    expect(ledger.body.data.list.map((e) => [e.kind, e.label, e.amount])).toEqual([
      ['withdrawal_return', '提现退回', 2000],
      ['withdrawal', '提现', -2000],
      ['commission_l1', '佣金', 2000],
    ]);
    const en = await c.get<{ list: { label: string }[] }>('/api/v1/cash/ledger', { 'accept-language': 'en' });
    expect(en.body.data.list.map((e) => e.label)).toEqual(['Withdrawal returned', 'Withdrawal', 'Commission']);
  });

  it('a cancelled payout returns the money once too', async () => {
    const c = await coach({ balance: 800 });
    const w = (await c.deposit(500)).body.data;
    expect(await c.balance()).toBe(300);
    await onSandboxPage(w, 'cancel');
    await settled(w.id, 'cancelled');
    expect(await c.balance()).toBe(800);
    const again = await deliver(transferNotification(billOf(w, 'CANCELLED')));
    expect(again.statusCode).toBe(204);
    expect(await entriesOf(c.id, 'withdrawal_return')).toHaveLength(1);
    expect(await c.balance()).toBe(800);
    expect(await trailOf(w.id)).toEqual(['requested', 'transfer_created', 'cancelled', 'money_returned']);
  });

  it('a payout WeChat Pay never received is asked for again, with the same number, when next looked at', async () => {
    const c = await coach({ balance: 700 });
    const [w] = await t.database.db
      .insert(withdrawals)
      .values({
        coachId: c.id,
        outBillNo: `W${Date.now()}LOST`,
        requestKey: newKey(),
        amountFen: 700,
        status: 'transferring',
        updatedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const id = (w as { id: number }).id;
    await t.database.db
      .insert(ledgerEntries)
      .values({ coachId: c.id, kind: 'withdrawal', amountFen: -700, withdrawalId: id });
    const one = await c.get(`/api/v1/cash/one?id=${id}`);
    expect(one.body.data).toMatchObject({ status: 'wait_user_confirm', out_bill_no: `${w?.outBillNo}` });
    expect(one.body.data.confirm?.package).toBeTruthy();
    expect(await trailOf(id)).toEqual(['transfer_created']);
  });
});

describe('WeChat Pay notifications about transfers', () => {
  it('a forged notification is refused and changes nothing; a mismatched one too', async () => {
    const c = await coach({ balance: 900 });
    const w = (await c.deposit(900)).body.data;
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const forged = await deliver(transferNotification(billOf(w, 'FAIL'), forger));
    expect(forged.statusCode).toBe(401);
    const wrongAmount = await deliver(transferNotification(billOf(w, 'FAIL', { transfer_amount: 1 })));
    expect(wrongAmount.statusCode).toBe(400);
    const wrongMerchant = await deliver(transferNotification(billOf(w, 'FAIL', { mch_id: '1230000109' })));
    expect(wrongMerchant.statusCode).toBe(400);
    expect((await rowOf(w.id))?.status).toBe('wait_user_confirm');
    expect(await entriesOf(c.id, 'withdrawal_return')).toHaveLength(0);
    expect(await c.balance()).toBe(0);
  });

  it('reads the merchant under either name (mch_id or mchid)', async () => {
    const c = await coach({ balance: 300 });
    const w = (await c.deposit(300)).body.data;
    const { mch_id: _, ...bill } = billOf(w, 'SUCCESS');
    const res = await deliver(transferNotification({ ...bill, mchid: sandboxKeys.mchid }));
    expect(res.statusCode).toBe(204);
    expect((await rowOf(w.id))?.status).toBe('success');
    // An unknown bill is accepted (not WeChat's to retry) and changes nothing.
    const unknown = await deliver(transferNotification({ ...bill, out_bill_no: 'WNOSUCHBILL1' }));
    expect(unknown.statusCode).toBe(204);
  });
});

describe('review by an operator', () => {
  it('above the threshold a withdrawal waits; approval pays it, rejection returns it', async () => {
    const c = await coach({ balance: 130_000 });
    const held = (await c.deposit(60_000)).body.data;
    expect(held).toMatchObject({ status: 'reviewing', confirm: null });
    expect(await c.balance()).toBe(70_000);
    const pending = await opsCall<{ list: { id: number; amount: number; balance_after: number }[] }>(
      'GET',
      '/withdrawals/pending',
    );
    expect(pending.body.data.list).toContainEqual(
      expect.objectContaining({ id: held.id, amount: 60_000, balance_after: 70_000 }),
    );
    const unauthorised = await http('GET', '/api/ops/withdrawals/pending');
    expect(unauthorised.status).toBe(401);

    const approved = await review(held.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data.withdrawal).toMatchObject({ status: 'wait_user_confirm' });
    expect(approved.body.data.trail.map((e) => e.event)).toEqual([
      'requested',
      'held_for_review',
      'approved',
      'transfer_created',
    ]);
    expect(approved.body.data.trail[2]?.actor).toBe('ops:tester');
    await onSandboxPage(approved.body.data.withdrawal, 'confirm');
    await settled(held.id, 'success');
    expect((await review(held.id, 'approve')).status).toBe(409);

    const second = (await c.deposit(60_000)).body.data;
    expect(second.status).toBe('reviewing');
    expect(await c.balance()).toBe(10_000);
    const noReason = await review(second.id, 'reject');
    expect(noReason.status).toBe(400);
    const rejected = await review(second.id, 'reject', '提现信息与认证信息不符');
    expect(rejected.body.data.withdrawal).toMatchObject({ status: 'failed', fail_reason: '提现信息与认证信息不符' });
    expect(await c.balance()).toBe(70_000);
    expect(await entriesOf(c.id, 'withdrawal_return')).toHaveLength(1);
    expect(await trailOf(second.id)).toEqual(['requested', 'held_for_review', 'rejected', 'money_returned']);
    const audited = await t.database.db.select().from(opsAudit).where(sql`${opsAudit.action} like 'withdrawal.%'`);
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['withdrawal.approve', 'withdrawal.reject']));
  });

  it('from ¥2,000 the payee name goes to WeChat Pay encrypted; without a name the refusal returns the money', async () => {
    const named = await coach({ balance: 250_000, realName: '张三' });
    const big = (await named.deposit(250_000)).body.data;
    const approved = await review(big.id, 'approve');
    expect(approved.body.data.withdrawal.status).toBe('wait_user_confirm');

    const nameless = await coach({ balance: 250_000, realName: '' });
    const refused = (await nameless.deposit(250_000)).body.data;
    const result = await review(refused.id, 'approve');
    expect(result.body.data.withdrawal.status).toBe('failed');
    expect(result.body.data.withdrawal.fail_reason).toMatch(/^PARAM_ERROR: /);
    expect(await nameless.balance()).toBe(250_000);
    expect(await trailOf(refused.id)).toEqual([
      'requested',
      'held_for_review',
      'approved',
      'transfer_refused',
      'failed',
      'money_returned',
    ]);
  });
});

describe('reading withdrawals', () => {
  it("a coach never sees another coach's withdrawal", async () => {
    const a: Coach = await coach({ balance: 400 });
    const b: Coach = await coach({ balance: 400 });
    const w = (await a.deposit(400)).body.data;
    const res = await b.get(`/api/v1/cash/one?id=${w.id}`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('提现记录不存在');
    const list = await b.get<{ total: number; list: Withdrawal[] }>('/api/v1/cash/list');
    expect(list.body.data).toMatchObject({ total: 0, list: [] });
    const mine = await a.get<{ total: number; list: Withdrawal[] }>('/api/v1/cash/list');
    expect(mine.body.data.list.map((x) => x.id)).toEqual([w.id]);
  });

  it('the rules text names the minimum and the review threshold', async () => {
    const c = await coach();
    const res = await c.get<{ content: string; min_amount: number; review_above: number; cert_status: string }>(
      '/api/v2/user/cash-txt',
    );
    expect(res.body.data).toMatchObject({ min_amount: 100, review_above: 50_000, cert_status: 'approved' });
    expect(res.body.data.content).toContain('单笔最低提现 1 元');
    expect(res.body.data.content).toContain('单笔超过 500 元需人工审核');
  });
});
