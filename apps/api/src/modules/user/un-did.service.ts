import type { Db } from '../../db/client';
import type { User } from '../../platform/user';
import { myCoach } from '../commerce';

/**
 * v2/user/un-did: whether a student has no coach yet. Coaches are not a student's case at all (they
 * are recruited, not bound as students), so they get state 'coach'; a student is 'bound' with their
 * coach, or 'unbound' (un_did 1), and home then offers '/bindCoach'.
 */
export async function unDidState(db: Db, user: User) {
  if (user.userType === 2) return { un_did: 0 as const, state: 'coach' as const, coach: null };
  const coach = await myCoach(db, user.id);
  if (!coach) return { un_did: 1 as const, state: 'unbound' as const, coach: null };
  return {
    un_did: 0 as const,
    state: 'bound' as const,
    coach: { nickname: coach.nickname, head_portrait: coach.head_portrait, bound_at: coach.bound_at },
  };
}
