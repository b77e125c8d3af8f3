import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { PayError, type TransferBill, type TransferState, transferMchid } from '../../adapters/wechat-pay-types';
import { coachProfiles, users, withdrawals } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { notifyCoach } from '../coach-notices';
import {
  FINISHED,
  NAME_CHECK_FROM_FEN,
  record,
  reload,
  returnMoney,
  TRANSFER_TEXT,
  UNSETTLED,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawal-records';

/**
 * Paying a withdrawal out with WeChat Pay 商家转账 and settling what WeChat Pay says of the bill, from its
 * reply, a notification, a query or the sweep; each settles once (docs/money.md, "Withdrawals").
 */

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
export async function applyQuery(deps: Deps, w: WithdrawalRow, bill: TransferBill | null): Promise<WithdrawalRow> {
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
