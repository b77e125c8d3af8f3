import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainBookings } from '../../db/schema';
import type { User } from '../../platform/user';
import { rateable } from './booking-view';
import { listingView } from './listing.service';

/**
 * A person's coach-for-hire at a glance, for their centre: their bookings as a student by what waits on them
 * (to pay, to attend, to rate: booking-view's `rateable`, the same rule the booking page follows), and for a
 * coach whether their listing is live and how many of their students' sessions lie ahead.
 */
export async function trainSummary(db: Db, user: User) {
  const now = Date.now();
  const [mine, coach] = await Promise.all([
    // A student has a handful of bookings: the rules run on the rows rather than again in SQL.
    db.select().from(trainBookings).where(eq(trainBookings.studentId, user.id)).limit(1000),
    user.userType === 2 ? coachSide(db, user.id) : null,
  ]);
  return {
    total: mine.length,
    unpaid: mine.filter((b) => b.status === 'unpaid' && b.holdUntil.getTime() > now).length,
    upcoming: mine.filter((b) => b.status === 'paid' && b.endAt.getTime() > now).length,
    to_rate: mine.filter((b) => rateable(b, now)).length,
    coach,
  };
}

async function coachSide(db: Db, coachId: number) {
  const [listing, [ahead]] = await Promise.all([
    listingView(db, coachId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainBookings)
      .where(
        and(eq(trainBookings.coachId, coachId), eq(trainBookings.status, 'paid'), gt(trainBookings.endAt, new Date())),
      ),
  ]);
  return { listed: listing.listed, upcoming: ahead?.n ?? 0 };
}
