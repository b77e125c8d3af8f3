import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';

/** The coach workspace is for coaches only: a student is refused with 403, before anything is read. */
export function requireCoach(user: User): User {
  if (user.userType !== 2) throw new AppError(403, 'coach_only');
  return user;
}
