import type { TrainBooking } from '@xueche/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type trainBookings, trainMessages, trainReads, users } from '../../db/schema';
import { chatUnreadCounts } from '../chat';
import { toOrder } from '../commerce';
import { readSettings } from '../settings';
import { type BookingCoachRecord, bookingCoaches, toBookingCoach } from './coach-view';

/**
 * A coach-for-hire booking as one of its two people sees it: `role` is the viewer's side; phones (the
 * coach's and the whole plate to the student, the student's to the coach) only once it is paid; unread
 * counts from the viewer's read marker. A list is built in a fixed number of queries, whatever its length.
 */

export type BookingRow = typeof trainBookings.$inferSelect;

const HOUR_MS = 3_600_000;
/** Paid, or paid and then done: the two people may call each other. */
export const revealed = (status: string) => status === 'paid' || status === 'done';

const nobody: BookingCoachRecord = {
  person: { userId: 0, memberId: '', nickname: '', headPortrait: '', phone: null },
  car: { model: '', transmission: 'auto', plate: '' },
  area: '',
};

/** Messages each booking has that `userId` has not read: the other person's, after their read marker. */
export const unreadCounts = (db: Db, bookingIds: number[], userId: number) =>
  chatUnreadCounts(db, { messages: trainMessages, reads: trainReads }, bookingIds, userId);

/**
 * Whether the student may rate the session now: once its hours are over, once. The coach marking it done (which
 * pays them) need not come first: a student asked about an hour that has passed should be able to answer.
 */
export const rateable = (b: BookingRow, now = Date.now()) =>
  b.stars === null && (b.status === 'done' || (b.status === 'paid' && b.endAt.getTime() <= now));

/** Until when cancelling refunds in full: `refund_hours` before the start, while that is still ahead. */
export function refundableUntil(booking: BookingRow, refundHours: number, now = Date.now()): Date | null {
  if (booking.status !== 'unpaid' && booking.status !== 'paid') return null;
  const until = booking.startAt.getTime() - refundHours * HOUR_MS;
  return until > now ? new Date(until) : null;
}

/** Bookings as `viewerId` (their student or their coach) sees them, in the order given. */
export async function bookingViews(db: Db, bookings: BookingRow[], viewerId: number): Promise<TrainBooking[]> {
  if (!bookings.length) return [];
  const [coaches, students, orderRows, unread, settings] = await Promise.all([
    bookingCoaches(
      db,
      bookings.map((b) => b.coachId),
    ),
    db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, [...new Set(bookings.map((b) => b.studentId))])),
    db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          bookings.map((b) => b.orderId),
        ),
      ),
    unreadCounts(
      db,
      bookings.map((b) => b.id),
      viewerId,
    ),
    readSettings(db, ['train.refund_hours']),
  ]);
  const nameOf = new Map(students.map((s) => [s.id, s.nickname]));
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const now = Date.now();
  return bookings.flatMap((b): TrainBooking[] => {
    const order = orderOf.get(b.orderId);
    if (!order) return [];
    const asCoach = b.coachId === viewerId;
    const open = revealed(b.status);
    const until = refundableUntil(b, settings['train.refund_hours'], now);
    return [
      {
        id: b.id,
        role: asCoach ? 'coach' : 'student',
        // The coach sees their own phone and plate; the student once paid.
        coach: toBookingCoach(coaches.get(b.coachId) ?? nobody, asCoach || open),
        student: {
          nickname: nameOf.get(b.studentId) ?? '',
          // The student sees the number they gave (continuing to pay sends it again); the coach once paid.
          phone: !asCoach || open ? b.phone : null,
        },
        start: b.startAt.toISOString(),
        end: b.endAt.toISOString(),
        hours: b.hours,
        amount_fen: b.amountFen,
        status: b.status as TrainBooking['status'],
        order: toOrder(order, 'train'),
        refundable_until: until?.toISOString() ?? null,
        refunded_fen: b.refundedFen,
        earned_fen: b.earnedFen,
        rateable: !asCoach && rateable(b, now),
        review:
          b.stars !== null
            ? { stars: b.stars, text: b.review ?? '', created_at: (b.reviewedAt ?? b.createdAt).toISOString() }
            : null,
        unread: unread.get(b.id) ?? 0,
        created_at: b.createdAt.toISOString(),
      },
    ];
  });
}

/** One booking as `viewerId` sees it. */
export async function bookingView(db: Db, booking: BookingRow, viewerId: number): Promise<TrainBooking> {
  const [view] = await bookingViews(db, [booking], viewerId);
  return view as TrainBooking;
}
