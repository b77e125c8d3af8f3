import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { PayError, type TransferBill, type TransferState, transferMchid } from '../../adapters/wechat-pay-types';
import type { Db } from '../../db/client';
import { coachProfiles, users, withdrawalEvents, withdrawals } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { notifyCoach } from '../coach-notices/notices.service';
import { balanceOf, creditLedger, debitLedger } from '../commerce/ledger.service';
import { readSettings } from '../settings/settings.service';

/**
 * Withdrawals (docs/money.md, "Withdrawals"): the amount leaves the balance when it is asked for, in
 * one transaction under a lock on the coach's row, and WeChat Pay 商家转账 pays it out; a payout that
 * fails or is cancelled brings it back once. Every step is a row in withdrawal_events.
 */

export const MIN_WITHDRAWAL_FEN = 100;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = 'reviewing' | 'transferring' | 'wait_user_confirm' | 'success' | 'failed' | 'cancelled';
export type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';

const FINISHED: string[] = ['success', 'failed', 'cancelled'];
/** Under way at WeChat Pay: worth asking it about. */
const UNSETTLED: string[] = ['transferring', 'wait_user_confirm'];

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '');

/** What the person reads on WeChat's confirmation sheet, and what the scene 1005 report says. */
const TRANSFER_TEXT = { remark: '学车教练佣金提现', role: '驾校教练', reason: '学车平台招生佣金提现' };

/** WeChat Pay requires the payee's name from ¥2,000 (PROTOCOLS.md §3). */
const NAME_CHECK_FROM_FEN = 200_000;

/** Our number at WeChat Pay: letters and digits only, at most 32. */
const newBillNo = () => `W${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Where a coach stands with certification: no profile (a student) counts as none. */
export async function certStatusOf(db: Db, userId: number): Promise<CertStatus> {
  const [profile] = await db
    .select({ status: coachProfiles.certStatus })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, userId));
  return (profile?.status ?? 'none') as CertStatus;
}

export async function record(
  db: Db,
  withdrawalId: number,
  event: string,
  actor: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(withdrawalEvents).values({ withdrawalId, event, actor, detail });
}

async function reload(db: Db, id: number): Promise<WithdrawalRow> {
  return (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0] as WithdrawalRow;
}

/** The money comes back, once: the ledger's unique key holds one return per withdrawal. */
export async function returnMoney(db: Db, w: WithdrawalRow, actor: string): Promise<void> {
  const returned = await creditLedger(db, {
    coachId: w.coachId,
    kind: 'withdrawal_return',
    fen: w.amountFen,
    withdrawalId: w.id,
  });
  if (returned) await record(db, w.id, 'money_returned', actor, { amount: w.amountFen });
}

/**
 * A coach withdraws `amountFen`. The same request key gives the same withdrawal back (and nudges it
 * on if its payout was interrupted). Only a certified coach, at least 1 yuan, at most the balance.
 */
export async function requestWithdrawal(
  deps: Deps,
  coachId: number,
  input: { amountFen: number; requestKey: string },
): Promise<WithdrawalRow> {
  const actor = `coach:${coachId}`;
  if (input.amountFen < MIN_WITHDRAWAL_FEN) {
    throw new AppError(
      400,
      'withdraw_too_small',
      { min: yuan(MIN_WITHDRAWAL_FEN) },
      { errors: { amount: 'withdraw_too_small' } },
    );
  }
  const { row, created } = await deps.db.transaction(async (trx) => {
    // The coach's own row always exists: every withdrawal of one coach queues here, one at a time, so
    // the balance read below cannot be spent twice.
    await trx.select({ id: users.id }).from(users).where(eq(users.id, coachId)).for('update');
    const [again] = await trx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.coachId, coachId), eq(withdrawals.requestKey, input.requestKey)));
    if (again) {
      if (again.amountFen !== input.amountFen) throw new AppError(409, 'withdraw_key_reused');
      return { row: again, created: false };
    }
    if ((await certStatusOf(trx, coachId)) !== 'approved') throw new AppError(403, 'withdraw_not_certified');
    const balance = await balanceOf(trx, coachId);
    if (input.amountFen > balance) {
      throw new AppError(
        400,
        'withdraw_over_balance',
        { balance: yuan(balance) },
        { errors: { amount: 'withdraw_over_balance' } },
      );
    }
    const { 'withdrawal.review_above_fen': reviewAbove } = await readSettings(trx, ['withdrawal.review_above_fen']);
    const held = input.amountFen > reviewAbove;
    const [inserted] = await trx
      .insert(withdrawals)
      .values({
        coachId,
        outBillNo: newBillNo(),
        requestKey: input.requestKey,
        amountFen: input.amountFen,
        status: held ? 'reviewing' : 'transferring',
      })
      .returning();
    const w = inserted as WithdrawalRow;
    await debitLedger(trx, { coachId, kind: 'withdrawal', fen: input.amountFen, withdrawalId: w.id });
    await record(trx, w.id, 'requested', actor, { amount: input.amountFen, balance_before: balance });
    if (held) await record(trx, w.id, 'held_for_review', 'system', { review_above: reviewAbove });
    return { row: w, created: true };
  });
  if (created && row.status === 'transferring') return startTransfer(deps, row, actor);
  if (!created) return refreshWithdrawal(deps, row);
  return row;
}

/** A refusal WeChat Pay will repeat: the request itself is wrong (not a rate limit, not its outage). */
const definitive = (error: unknown): error is PayError =>
  error instanceof PayError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Asks WeChat Pay for the transfer bill (again with the same number after an interruption: it makes
 * one bill per number). A refusal fails the withdrawal and returns the money; a network failure
 * leaves it transferring, and the next look at it asks again.
 */
export async function startTransfer(deps: Deps, w: WithdrawalRow, actor: string): Promise<WithdrawalRow> {
  const { db } = deps;
  const [coach] = await db
    .select({ openid: users.openid, realName: coachProfiles.realName })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(users.id, w.coachId));
  try {
    const created = await deps.pay.createTransferBill({
      appid: deps.config.wechat.appId,
      outBillNo: w.outBillNo,
      openid: coach?.openid ?? '',
      amountFen: w.amountFen,
      remark: TRANSFER_TEXT.remark,
      role: TRANSFER_TEXT.role,
      reason: TRANSFER_TEXT.reason,
      // From ¥2,000 WeChat Pay checks the payee's real name: the one the coach registered and certified with.
      userName: w.amountFen >= NAME_CHECK_FROM_FEN ? coach?.realName || undefined : undefined,
    });
    return (await settleBill(deps, w.outBillNo, { ...created, mchid: deps.pay.mchid }, 'wechatpay', 'created')).row;
  } catch (error) {
    if (definitive(error)) {
      const refused = {
        state: 'FAIL' as const,
        out_bill_no: w.outBillNo,
        fail_reason: `${error.code}: ${error.message}`,
      };
      return (await settleBill(deps, w.outBillNo, refused, 'wechatpay', 'refused')).row;
    }
    await record(db, w.id, 'transfer_error', actor, { error: (error as Error).message });
    return reload(db, w.id);
  }
}

/** A bill WeChat Pay has not heard of is asked for again once the first request has surely ended. */
export const RETRY_AFTER_MS = 15_000;

/** How far along a WeChat Pay state is; a withdrawal only moves forward. */
const STATE_RANK: Record<TransferState, number> = {
  ACCEPTED: 1,
  PROCESSING: 1,
  WAIT_USER_CONFIRM: 2,
  TRANSFERING: 3,
  CANCELING: 3,
  SUCCESS: 4,
  FAIL: 4,
  CANCELLED: 4,
};

/** The same scale for a stored withdrawal: a package means WeChat already asked the person. */
function rankOf(w: WithdrawalRow): number {
  if (FINISHED.includes(w.status)) return 4;
  if (w.status === 'wait_user_confirm') return 2;
  if (w.status === 'transferring') return w.packageInfo ? 3 : 1;
  return 0;
}

function statusFor(state: TransferState): WithdrawalStatus {
  switch (state) {
    case 'WAIT_USER_CONFIRM':
      return 'wait_user_confirm';
    case 'SUCCESS':
      return 'success';
    case 'FAIL':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'transferring';
  }
}

export type SettleOutcome = 'changed' | 'unchanged' | 'mismatch';

/**
 * Applies WeChat Pay's word on a bill (the create reply, a query, a notification), once: the withdrawal
 * row is locked, a finished withdrawal never changes, and a failed or cancelled one returns its money
 * with one ledger entry however many copies of the news arrive. A bill whose merchant or amount does
 * not match is refused and changes nothing.
 */
export async function settleBill(
  deps: Deps,
  outBillNo: string,
  bill: Pick<TransferBill, 'state' | 'out_bill_no'> &
    Partial<TransferBill> & { package_info?: string; transfer_bill_no?: string },
  actor: string,
  via: 'created' | 'refused' | 'query' | 'notify',
): Promise<{ row: WithdrawalRow; outcome: SettleOutcome; detail: string }> {
  const result = await deps.db.transaction(async (trx) => {
    const [w] = await trx.select().from(withdrawals).where(eq(withdrawals.outBillNo, outBillNo)).for('update');
    if (!w) throw notFound('withdrawal_not_found');
    const mchid = transferMchid(bill);
    const problems = [
      mchid !== undefined && mchid !== deps.pay.mchid && `mchid ${mchid}`,
      bill.transfer_amount !== undefined &&
        bill.transfer_amount !== w.amountFen &&
        `amount ${bill.transfer_amount} ≠ ${w.amountFen}`,
    ].filter(Boolean) as string[];
    if (problems.length) {
      await record(trx, w.id, 'mismatch', actor, { via, state: bill.state, problems });
      return { row: w, outcome: 'mismatch' as const, detail: problems.join('; ') };
    }
    if (via === 'created') {
      await record(trx, w.id, 'transfer_created', actor, {
        transfer_bill_no: bill.transfer_bill_no,
        state: bill.state,
      });
    }
    if (via === 'refused') await record(trx, w.id, 'transfer_refused', actor, { reason: bill.fail_reason });
    // WeChat Pay knows nothing of a withdrawal still under review; nothing moves a finished one.
    if (w.status === 'reviewing' || FINISHED.includes(w.status)) {
      return { row: w, outcome: 'unchanged' as const, detail: `already ${w.status}` };
    }
    const forward = STATE_RANK[bill.state] > rankOf(w);
    const patch: Partial<typeof withdrawals.$inferInsert> = {};
    if (bill.transfer_bill_no && !w.transferBillNo) patch.transferBillNo = bill.transfer_bill_no;
    if (bill.package_info && !w.packageInfo) patch.packageInfo = bill.package_info;
    if (!forward) {
      if (!Object.keys(patch).length) return { row: w, outcome: 'unchanged' as const, detail: bill.state };
      const [kept] = await trx
        .update(withdrawals)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(withdrawals.id, w.id))
        .returning();
      return { row: kept as WithdrawalRow, outcome: 'unchanged' as const, detail: bill.state };
    }
    const next = statusFor(bill.state);
    const finished = FINISHED.includes(next);
    if (w.status === 'wait_user_confirm' && (next === 'transferring' || next === 'success')) {
      await record(trx, w.id, 'user_confirmed', actor, { state: bill.state });
    }
    const [updated] = (await trx
      .update(withdrawals)
      .set({
        ...patch,
        status: next,
        failReason: next === 'failed' ? bill.fail_reason || 'FAIL' : w.failReason,
        updatedAt: sql`now()`,
        ...(finished ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(withdrawals.id, w.id))
      .returning()) as [WithdrawalRow];
    if (next === 'success')
      await record(trx, w.id, 'success', actor, { via, transfer_bill_no: updated.transferBillNo });
    if (next === 'failed') await record(trx, w.id, 'failed', actor, { via, reason: updated.failReason });
    if (next === 'cancelled') await record(trx, w.id, 'cancelled', actor, { via, reason: bill.fail_reason ?? '' });
    if (next === 'failed' || next === 'cancelled') await returnMoney(trx, updated, actor);
    return { row: updated, outcome: 'changed' as const, detail: `${w.status} → ${next}` };
  });
  const { row } = result;
  if (result.outcome === 'changed' && FINISHED.includes(row.status)) {
    const words = { success: '已到账', failed: '失败，已退回余额', cancelled: '已取消，已退回余额' };
    const detail = `¥${(row.amountFen / 100).toFixed(2)} ${words[row.status as keyof typeof words]}`;
    void notifyCoach(deps, row.coachId, 'withdrawal', detail);
  }
  return result;
}

/**
 * Brings a withdrawal that is under way up to date by asking WeChat Pay (pages never wait for the
 * notification). A network failure leaves the withdrawal as it is.
 */
export async function refreshWithdrawal(deps: Deps, w: WithdrawalRow): Promise<WithdrawalRow> {
  if (!UNSETTLED.includes(w.status)) return w;
  let bill: TransferBill | null;
  try {
    bill = await deps.pay.queryTransferBill(w.outBillNo);
  } catch {
    return w;
  }
  return applyQuery(deps, w, bill);
}

/**
 * WeChat Pay's answer to a query, applied as a notification would be. A bill it never received is asked
 * for again with the same number, by whoever claims the retry first: a page read and the
 * `settle-waiting-transfers` job may look at the same moment.
 */
async function applyQuery(deps: Deps, w: WithdrawalRow, bill: TransferBill | null): Promise<WithdrawalRow> {
  if (bill) return (await settleBill(deps, w.outBillNo, bill, 'wechatpay', 'query')).row;
  if (w.transferBillNo) return w;
  // Not while the first request may still be on its way (it would only meet the same bill).
  const [claimed] = await deps.db
    .update(withdrawals)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(withdrawals.id, w.id),
        inArray(withdrawals.status, UNSETTLED),
        lte(withdrawals.updatedAt, sql`now() - make_interval(secs => ${RETRY_AFTER_MS / 1000})`),
      ),
    )
    .returning();
  return claimed ? startTransfer(deps, claimed, 'system:retry') : w;
}

/**
 * Withdrawals under way at WeChat Pay that nobody has heard about for a while (a lost notification, a
 * coach who never came back to the page) are asked about, each settled once as a notification would
 * settle it. The `settle-waiting-transfers` job runs this; one that cannot be asked about now fails
 * the run, and the next run asks again.
 */
export async function settleWaitingWithdrawals(deps: Deps) {
  const waiting = await deps.db
    .select()
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, UNSETTLED), lte(withdrawals.updatedAt, sql`now() - interval '1 minute'`)));
  let finished = 0;
  const errors: string[] = [];
  for (const w of waiting) {
    try {
      const bill = await deps.pay.queryTransferBill(w.outBillNo);
      if (FINISHED.includes((await applyQuery(deps, w, bill)).status)) finished++;
    } catch (error) {
      errors.push(`${w.outBillNo}: ${(error as Error).message}`);
    }
  }
  if (errors.length) {
    throw new Error(`${errors.length} of ${waiting.length} withdrawals not asked about: ${errors.join('; ')}`);
  }
  return { waiting: waiting.length, finished };
}

/** A page of the coach's withdrawals, newest first, those under way refreshed. */
export async function listWithdrawals(deps: Deps, coachId: number, page: number, num: number) {
  const where = eq(withdrawals.coachId, coachId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(num)
      .offset((page - 1) * num),
    deps.db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const list = await Promise.all(rows.map((w) => refreshWithdrawal(deps, w)));
  return { total: total?.n ?? 0, page, num, list };
}

/** One of the coach's withdrawals (someone else's is not found), refreshed. */
export async function oneWithdrawal(deps: Deps, coachId: number, id: number) {
  const [w] = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.coachId, coachId)));
  if (!w) throw notFound('withdrawal_not_found');
  return refreshWithdrawal(deps, w);
}

/** What the coach's pages get: the row, and while it waits for them, what requestMerchantTransfer needs. */
export function describeWithdrawal(deps: Deps, w: WithdrawalRow) {
  return {
    id: w.id,
    amount: w.amountFen,
    status: w.status as WithdrawalStatus,
    fail_reason: w.failReason,
    out_bill_no: w.outBillNo,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    finished_at: w.finishedAt?.toISOString() ?? null,
    confirm:
      w.status === 'wait_user_confirm' && w.packageInfo
        ? deps.pay.transferConfirmParams(deps.config.wechat.appId, w.packageInfo)
        : null,
  };
}

/** The rules text with its amounts filled in, and whether this person may withdraw. */
export async function withdrawalRules(db: Db, userId: number) {
  const s = await readSettings(db, ['withdrawal.review_above_fen', 'withdrawal.rules_text']);
  const content = s['withdrawal.rules_text']
    .replaceAll('{min}', yuan(MIN_WITHDRAWAL_FEN))
    .replaceAll('{review_above}', yuan(s['withdrawal.review_above_fen']));
  return {
    content,
    min_amount: MIN_WITHDRAWAL_FEN,
    review_above: s['withdrawal.review_above_fen'],
    cert_status: await certStatusOf(db, userId),
  };
}
