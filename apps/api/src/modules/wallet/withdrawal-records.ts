import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, withdrawalEvents, withdrawals } from '../../db/schema';
import { creditLedger } from '../commerce';

/** A withdrawal's row, its events, and the money coming back: what asking and paying out share. */

export const MIN_WITHDRAWAL_FEN = 100;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = 'reviewing' | 'transferring' | 'wait_user_confirm' | 'success' | 'failed' | 'cancelled';
export type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';

export const FINISHED: string[] = ['success', 'failed', 'cancelled'];
/** Under way at WeChat Pay: worth asking it about. */
export const UNSETTLED: string[] = ['transferring', 'wait_user_confirm'];

export const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '');

/** What the person reads on WeChat's confirmation sheet, and what the scene 1005 report says. */
export const TRANSFER_TEXT = { remark: '学车教练佣金提现', role: '驾校教练', reason: '学车平台招生佣金提现' };

/** WeChat Pay requires the payee's name from ¥2,000 (docs/protocols.md#wechat-pay-transfers). */
export const NAME_CHECK_FROM_FEN = 200_000;

/** Our number at WeChat Pay: letters and digits only, at most 32. */
export const newBillNo = () => `W${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;

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

export async function reload(db: Db, id: number): Promise<WithdrawalRow> {
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
