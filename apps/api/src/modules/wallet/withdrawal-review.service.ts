import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, users, withdrawalEvents, withdrawals } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { notifyCoach } from '../coach-notices';
import { balanceOf } from '../commerce';
import { startTransfer } from './transfer.service';
import { record, returnMoney, type WithdrawalRow } from './withdrawal-records';

/** Operators' side of withdrawals: those held above the review threshold, decisions, the audit trail. */
/** Withdrawals waiting for an operator, oldest first, with who asked and what they have. */
export async function pendingWithdrawals(db: Db) {
  const rows = await db
    .select({
      id: withdrawals.id,
      coachId: withdrawals.coachId,
      nickname: users.nickname,
      realName: coachProfiles.realName,
      phone: coachProfiles.phone,
      amount: withdrawals.amountFen,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, withdrawals.coachId))
    .where(eq(withdrawals.status, 'reviewing'))
    .orderBy(asc(withdrawals.id));
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      coach_id: r.coachId,
      name: r.realName ?? r.nickname,
      phone: r.phone ?? '',
      amount: r.amount,
      created_at: r.createdAt.toISOString(),
      // What is left after it: the amount is already out of the balance.
      balance_after: await balanceOf(db, r.coachId),
    })),
  );
}

/**
 * An operator's decision on a held withdrawal. Approval asks WeChat Pay for the transfer at once;
 * rejection fails it and returns the money, with the reason the coach will read.
 */
export async function reviewWithdrawal(
  deps: Deps,
  input: { id: number; decision: 'approve' | 'reject'; reason: string; operator: string },
): Promise<WithdrawalRow> {
  const actor = `ops:${input.operator}`;
  const row = await deps.db.transaction(async (trx) => {
    const [w] = await trx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) throw notFound('withdrawal_not_found');
    if (w.status !== 'reviewing') throw new AppError(409, 'withdrawal_not_reviewing', { status: w.status });
    const approve = input.decision === 'approve';
    const [updated] = (await trx
      .update(withdrawals)
      .set(
        approve
          ? { status: 'transferring', updatedAt: sql`now()` }
          : { status: 'failed', failReason: input.reason, updatedAt: sql`now()`, finishedAt: sql`now()` },
      )
      .where(eq(withdrawals.id, w.id))
      .returning()) as [WithdrawalRow];
    await record(trx, w.id, approve ? 'approved' : 'rejected', actor, {
      operator: input.operator,
      reason: input.reason,
    });
    if (!approve) await returnMoney(trx, updated, actor);
    return updated;
  });
  if (row.status === 'transferring') return startTransfer(deps, row, actor);
  void notifyCoach(deps, row.coachId, 'withdrawal', `¥${(row.amountFen / 100).toFixed(2)} 未通过审核，已退回余额`);
  return row;
}

/** The audit trail of one withdrawal, oldest first. */
export async function withdrawalTrail(db: Db, id: number) {
  const rows = await db
    .select()
    .from(withdrawalEvents)
    .where(eq(withdrawalEvents.withdrawalId, id))
    .orderBy(asc(withdrawalEvents.id));
  return rows.map((r) => ({ event: r.event, actor: r.actor, detail: r.detail, at: r.createdAt.toISOString() }));
}

/** Every withdrawal, newest first (one state or one coach's, if asked), each with its whole trail. */
export async function withdrawalHistory(db: Db, f: { page: number; num: number; status?: string; coach_id?: number }) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(withdrawals.status, f.status));
  if (f.coach_id) where.push(eq(withdrawals.coachId, f.coach_id));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ w: withdrawals, nickname: users.nickname, realName: coachProfiles.realName })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.coachId))
      .leftJoin(coachProfiles, eq(coachProfiles.userId, withdrawals.coachId))
      .where(condition)
      .orderBy(desc(withdrawals.id))
      .limit(f.num)
      .offset((f.page - 1) * f.num),
    db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(condition),
  ]);
  const ids = rows.map((r) => r.w.id);
  const events = ids.length
    ? await db
        .select()
        .from(withdrawalEvents)
        .where(inArray(withdrawalEvents.withdrawalId, ids))
        .orderBy(asc(withdrawalEvents.id))
    : [];
  return {
    total: count?.n ?? 0,
    page: f.page,
    num: f.num,
    list: rows.map(({ w, nickname, realName }) => ({
      id: w.id,
      coach_id: w.coachId,
      name: realName ?? nickname,
      amount: w.amountFen,
      status: w.status,
      fail_reason: w.failReason,
      out_bill_no: w.outBillNo,
      created_at: w.createdAt.toISOString(),
      finished_at: w.finishedAt?.toISOString() ?? null,
      trail: events
        .filter((e) => e.withdrawalId === w.id)
        .map((e) => ({
          event: e.event,
          actor: e.actor,
          detail: (e.detail ?? {}) as Record<string, unknown>,
          at: e.createdAt.toISOString(),
        })),
    })),
  };
}
