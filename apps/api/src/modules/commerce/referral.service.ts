import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { awardBindingPoints } from './points.service';

/**
 * Binds a person to the coach whose link (hash id) brought them. Only a coach binds, never oneself,
 * and the first binding stands: later links change nothing.
 */
export async function bindReferrer(
  db: Db,
  userId: number,
  hashId: string | null | undefined,
  via: 'login' | 'order' | 'register' | 'bind',
): Promise<number | null> {
  if (!hashId) return null;
  const [referrer] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.hashId, hashId));
  if (referrer?.userType !== 2 || referrer.id === userId) return null;
  // Points only for a binding actually made (the first one), in the same transaction as the binding.
  return db.transaction(async (trx) => {
    const bound = await trx
      .insert(referrals)
      .values({ userId, referrerId: referrer.id, boundVia: via })
      .onConflictDoNothing()
      .returning({ userId: referrals.userId });
    if (!bound.length) return null;
    await awardBindingPoints(trx, referrer.id, userId);
    return referrer.id;
  });
}

/** The coach a person is bound to (a student's coach, a coach's recruiter), if any. */
export async function referrerOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: referrals.referrerId }).from(referrals).where(eq(referrals.userId, userId));
  return row?.id ?? null;
}

/** The coach a student is bound to, as the student sees it. */
export async function myCoach(db: Db, userId: number) {
  const [row] = await db
    .select({
      coachId: referrals.referrerId,
      nickname: users.nickname,
      headPortrait: users.headPortrait,
      boundAt: referrals.createdAt,
      shareProgress: referrals.shareProgress,
      consentAt: referrals.consentAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(eq(referrals.userId, userId));
  if (!row) return null;
  return {
    coach_id: row.coachId,
    nickname: row.nickname,
    head_portrait: row.headPortrait,
    bound_at: row.boundAt.toISOString(),
    share_progress: row.shareProgress,
    consent_at: row.consentAt?.toISOString() ?? null,
  };
}

/** Records the student's consent (or its withdrawal) to share progress with their coach; the time is kept. */
export async function setShareProgress(db: Db, userId: number, agree: boolean) {
  const [row] = await db
    .update(referrals)
    .set({ shareProgress: agree, consentAt: sql`now()` })
    .where(eq(referrals.userId, userId))
    .returning({ shareProgress: referrals.shareProgress, consentAt: referrals.consentAt });
  if (!row) throw notFound('coach_not_bound');
  return { share_progress: row.shareProgress, consent_at: row.consentAt?.toISOString() ?? null };
}
