import type { PracticeMode, Subject } from '@xueche/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vipEntitlements } from '../../db/schema';

/**
 * The VIP sets a subject's VIP product opens: the curated questions and the hardest ones. Without it
 * the first questions of each are open as a taste; every other mode, and mock exams, stay free.
 */
export const VIP_MODES: ReadonlySet<PracticeMode> = new Set(['curated', 'hard']);
export const VIP_PREVIEW = 10;

export async function hasVip(db: Db, userId: number, subject: Subject): Promise<boolean> {
  const [row] = await db
    .select({ s: vipEntitlements.subject })
    .from(vipEntitlements)
    .where(and(eq(vipEntitlements.userId, userId), eq(vipEntitlements.subject, subject)));
  return Boolean(row);
}
