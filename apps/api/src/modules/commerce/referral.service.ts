import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, users } from '../../db/schema';

/**
 * Binds a person to the coach whose link (hash id) brought them. Only a coach binds, never oneself,
 * and the first binding stands: later links change nothing.
 */
export async function bindReferrer(db: Db, userId: number, hashId: string | null | undefined, via: 'login' | 'order') {
  if (!hashId) return;
  const [referrer] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.hashId, hashId));
  if (referrer?.userType !== 2 || referrer.id === userId) return;
  await db.insert(referrals).values({ userId, referrerId: referrer.id, boundVia: via }).onConflictDoNothing();
}

/** The coach a person is bound to (a student's coach, a coach's recruiter), if any. */
export async function referrerOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: referrals.referrerId }).from(referrals).where(eq(referrals.userId, userId));
  return row?.id ?? null;
}
