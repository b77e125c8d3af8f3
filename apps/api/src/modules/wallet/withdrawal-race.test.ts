import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, ledgerEntries, withdrawals } from '../../db/schema';
import { login, openid, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Withdrawals sent at the same moment (docs/money.md, "Withdrawals"): a coach who taps again and again, two
 * phones, a replayed request. Over real HTTP, so the requests really overlap; on PostgreSQL (TEST_DATABASE_URL)
 * each holds its own connection and the race is the database's to settle.
 */

const OPS_TOKEN = 'withdrawal-race-ops-token-0001';
/** docs/money.md: above ¥500 a withdrawal waits for an operator. */
const REVIEW_ABOVE_FEN = 50_000;
const AT_ONCE = 20;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

interface Reply<T> {
  status: number;
  body: { code: number; msg: string; data: T };
}
interface Withdrawal {
  id: number;
  amount: number;
  status: string;
}
interface LedgerPage {
  total: number;
  list: { kind: string; amount: number }[];
}

async function http<T>(method: 'GET' | 'POST', url: string, init: { payload?: object; headers?: object } = {}) {
  const res = await fetch(`${t.url}${url}`, {
    method,
    headers: { ...(init.payload ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.payload ? JSON.stringify(init.payload) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] } satisfies Reply<T>;
}

const newKey = () => `k${randomBytes(8).toString('hex')}`;
let phones = 0;

/** A certified coach with `balance` fen of commission, as the page calls the wallet. */
async function certifiedCoach(balance: number) {
  const { token, result } = await login(t.app, { openid: openid('coach'), type: 2 });
  const id = result.analysis.id;
  await t.database.db.insert(coachProfiles).values({
    userId: id,
    realName: '赵教练',
    phone: `138${String(process.pid % 10000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`,
    certStatus: 'approved',
  });
  await t.database.db.insert(ledgerEntries).values({ coachId: id, kind: 'commission_l1', amountFen: balance });
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  return {
    id,
    withdraw: (amount: number, key = newKey()) =>
      http<Withdrawal>('POST', q('/api/v1/coach/deposit'), { payload: { amount, request_key: key } }),
    /** What '/coach-wallet' shows. */
    balance: async () => (await http<{ balance: number }>('GET', q('/api/v1/user/balance'))).body.data.balance,
    /** What '/coach-transactions' lists. */
    ledger: async () => (await http<LedgerPage>('GET', q('/api/v1/cash/ledger?page=1&num=100'))).body.data,
  };
}
type Coach = Awaited<ReturnType<typeof certifiedCoach>>;

/** `n` withdrawals of `amount` at once, each with its own request key (separate taps). */
const atOnce = (c: Coach, n: number, amount: number) =>
  Promise.all(Array.from({ length: n }, () => c.withdraw(amount)));

const withdrawalRows = (coachId: number) =>
  t.database.db.select().from(withdrawals).where(eq(withdrawals.coachId, coachId));
const debits = (coachId: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.coachId, coachId), eq(ledgerEntries.kind, 'withdrawal')));

/**
 * The books agree: the transactions page sums to the balance shown, that is the database's own sum, it
 * is not negative, and `expected` it is.
 */
async function expectBooksBalance(c: Coach, expected: number) {
  const shown = await c.balance();
  const ledger = await c.ledger();
  expect(ledger.list).toHaveLength(ledger.total);
  const [stored] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.coachId, c.id));
  expect(ledger.list.reduce((sum, e) => sum + e.amount, 0)).toBe(shown);
  expect(stored?.sum).toBe(shown);
  expect(shown).toBeGreaterThanOrEqual(0);
  expect(shown).toBe(expected);
}

/** The refusals all say why in words the coach understands, with what is left. */
function expectRefusedOverBalance(refused: Reply<Withdrawal>[], leftYuan: string) {
  for (const r of refused) {
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`提现金额超过可提现余额（当前余额 ${leftYuan} 元）`);
  }
}

describe(`${AT_ONCE} withdrawals at once`, () => {
  it('of the whole balance (under the review line): one is paid out, the others refused; one debit, 0 left', async () => {
    const c = await certifiedCoach(12_345);
    const replies = await atOnce(c, AT_ONCE, 12_345);
    const paid = replies.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.data).toMatchObject({ amount: 12_345, status: 'wait_user_confirm' });
    expectRefusedOverBalance(
      replies.filter((r) => r.status !== 200),
      '0',
    );
    expect(replies.filter((r) => r.status !== 200)).toHaveLength(AT_ONCE - 1);
    expect(await withdrawalRows(c.id)).toHaveLength(1);
    expect((await debits(c.id)).map((d) => d.amountFen)).toEqual([-12_345]);
    await expectBooksBalance(c, 0);
  });

  it('of the whole balance above the review line: one is held for review, the others refused; a rejection returns it once', async () => {
    const amount = REVIEW_ABOVE_FEN + 10_000;
    const c = await certifiedCoach(amount);
    const replies = await atOnce(c, AT_ONCE, amount);
    const held = replies.filter((r) => r.status === 200);
    expect(held).toHaveLength(1);
    const w = held[0]?.body.data as Withdrawal;
    expect(w).toMatchObject({ amount, status: 'reviewing' });
    expectRefusedOverBalance(
      replies.filter((r) => r.status !== 200),
      '0',
    );
    expect(await withdrawalRows(c.id)).toHaveLength(1);
    expect((await debits(c.id)).map((d) => d.amountFen)).toEqual([-amount]);
    await expectBooksBalance(c, 0);

    // Operators deciding it at once (two consoles, a double click): one decision stands, the money comes back once.
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () =>
        http<{ withdrawal: Withdrawal }>('POST', '/api/ops/withdrawals/review', {
          payload: { id: w.id, decision: 'reject', reason: '资料不符', operator: 'race-test' },
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        }),
      ),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    for (const d of decisions.filter((r) => r.status !== 200)) {
      expect(d.status).toBe(409);
      expect(d.body.msg).toBe('该提现不在待审核状态（当前：失败）');
    }
    const returns = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.coachId, c.id), eq(ledgerEntries.kind, 'withdrawal_return')));
    expect(returns.map((r) => r.amountFen)).toEqual([amount]);
    await expectBooksBalance(c, amount);
  });

  it('of a part each: as many as the balance covers are paid, the rest refused with what is left', async () => {
    const c = await certifiedCoach(25_000);
    const replies = await atOnce(c, AT_ONCE, 10_000);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expectRefusedOverBalance(
      replies.filter((r) => r.status !== 200),
      '50',
    );
    expect((await debits(c.id)).map((d) => d.amountFen)).toEqual([-10_000, -10_000]);
    await expectBooksBalance(c, 5_000);
  });

  it('with one request key (a retried request): one withdrawal, every reply names it', async () => {
    const c = await certifiedCoach(8_000);
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: AT_ONCE }, () => c.withdraw(8_000, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const [row] = await withdrawalRows(c.id);
    expect(new Set(replies.map((r) => r.body.data.id))).toEqual(new Set([row?.id]));
    expect(await withdrawalRows(c.id)).toHaveLength(1);
    expect((await debits(c.id)).map((d) => d.amountFen)).toEqual([-8_000]);
    await expectBooksBalance(c, 0);
  });
});
