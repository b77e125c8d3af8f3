import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { balanceOf, debitLedger } from '../commerce';
import { readSettings } from '../settings';
import { refreshWithdrawal, startTransfer } from './transfer.service';
import {
  certStatusOf,
  MIN_WITHDRAWAL_FEN,
  newBillNo,
  record,
  type WithdrawalRow,
  type WithdrawalStatus,
  yuan,
} from './withdrawal-records';

/**
 * Withdrawals (docs/money.md, "Withdrawals"): the amount leaves the balance when it is asked for, in
 * one transaction under a lock on the coach's row, and WeChat Pay 商家转账 pays it out; a payout that
 * fails or is cancelled brings it back once. Every step is a row in withdrawal_events.
 */

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
