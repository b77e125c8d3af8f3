import type { TrainBooking } from '@xueche/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, trainBookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { afterFee } from '../../platform/money';
import type { User } from '../../platform/user';
import { closeOrders, creditLedger } from '../commerce';
import { readSettings } from '../settings';
import { chinaClock, HOUR_MS, statusParams } from './booking-rules';
import { type BookingRow, bookingView, bookingViews, rateable } from './booking-view';
import { expireLapsedHolds, isOverlap } from './holds';

/**
 * A coach-for-hire booking after it is made (docs/train.md): reading it, the coach marking the session done
 * (their earnings enter the ledger), the student rating it, the sandbox's clock for a session's end.
 */

/** The booking if the user is its student or its coach; a 404 for anyone else (nothing said about it). */
export async function partyBooking(db: Db, id: number, userId: number, lock = false): Promise<BookingRow> {
  const query = db.select().from(trainBookings).where(eq(trainBookings.id, id));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking || (booking.studentId !== userId && booking.coachId !== userId)) {
    throw new AppError(404, 'train_booking_not_found');
  }
  return booking;
}

export async function reload(db: Db, id: number): Promise<BookingRow> {
  return (await db.select().from(trainBookings).where(eq(trainBookings.id, id)))[0] as BookingRow;
}

/** `GET v1/train/booking`: one booking for its student or its coach; a lapsed hold reads as expired. */
export async function bookingOf(deps: Deps, user: User, id: number): Promise<TrainBooking> {
  let booking = await partyBooking(deps.db, id, user.id);
  if (booking.status === 'unpaid' && booking.holdUntil.getTime() <= Date.now()) {
    await closeOrders(deps, [booking.orderId]);
    booking = await reload(deps.db, id);
  }
  return bookingView(deps.db, booking, user.id);
}

/** `GET v1/train/bookings`: the caller's bookings as a student or as the coach, latest start first. */
export async function myBookings(
  deps: Deps,
  user: User,
  query: { role: 'student' | 'coach'; page: number; num: number },
) {
  const { db } = deps;
  const mine = query.role === 'coach' ? { coachId: user.id } : { studentId: user.id };
  await expireLapsedHolds(deps, mine);
  const where = query.role === 'coach' ? eq(trainBookings.coachId, user.id) : eq(trainBookings.studentId, user.id);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(trainBookings)
      .where(where)
      .orderBy(desc(trainBookings.startAt), desc(trainBookings.id))
      .limit(query.num)
      .offset((query.page - 1) * query.num),
    db.select({ n: sql<number>`count(*)::int` }).from(trainBookings).where(where),
  ]);
  return { total: count?.n ?? 0, page: query.page, num: query.num, list: await bookingViews(db, rows, user.id) };
}

/**
 * `POST v1/train/booking/done`: the coach marks a paid session done once it has ended. Their earnings, the
 * price (less anything refunded) less the platform fee (floor(amount × train.fee_bp / 10000)), enter the
 * ledger as one `train_earning` entry for the order (ledger_once: never twice), in the same transaction.
 * Marking it done again answers it as it stands.
 */
export async function markDone(deps: Deps, user: User, id: number): Promise<TrainBooking> {
  const { db } = deps;
  const booking = await db.transaction(async (t) => {
    const locked = await partyBooking(t, id, user.id, true);
    if (locked.coachId !== user.id) throw new AppError(403, 'train_done_coach_only');
    if (locked.status === 'done') return locked;
    if (locked.status !== 'paid') throw new AppError(409, 'train_done_not_paid', statusParams(locked.status));
    if (locked.endAt.getTime() > Date.now()) {
      throw new AppError(409, 'train_done_too_early', { end: chinaClock(locked.endAt).text });
    }
    const [order] = await t
      .select({ refundedFen: orders.refundedFen })
      .from(orders)
      .where(eq(orders.id, locked.orderId));
    const { 'train.fee_bp': feeBp } = await readSettings(t, ['train.fee_bp']);
    const earned = earnings(locked.amountFen - (order?.refundedFen ?? 0), feeBp);
    if (earned > 0) {
      await creditLedger(t, {
        coachId: locked.coachId,
        kind: 'train_earning',
        fen: earned,
        orderId: locked.orderId,
        sourceUserId: locked.studentId,
      });
    }
    const [done] = await t
      .update(trainBookings)
      .set({ status: 'done', doneAt: sql`now()`, earnedFen: earned })
      .where(eq(trainBookings.id, id))
      .returning();
    return done as BookingRow;
  });
  return bookingView(db, booking, user.id);
}

/** What the coach earns from `amountFen`: the amount less the fee, the fee rounded down (platform/money.ts). */
export const earnings = (amountFen: number, feeBp: number): number => afterFee(amountFen, feeBp);

/** `POST v1/train/booking/rate`: the student rates a session once it has ended (booking-view's `rateable`), once. */
export async function rateBooking(
  deps: Deps,
  user: User,
  input: { id: number; stars: number; text: string },
): Promise<TrainBooking> {
  const { db } = deps;
  const booking = await db.transaction(async (t) => {
    const locked = await partyBooking(t, input.id, user.id, true);
    if (locked.studentId !== user.id) throw new AppError(403, 'train_rate_student_only');
    if (locked.stars !== null) throw new AppError(409, 'train_already_rated');
    if (!rateable(locked)) throw new AppError(409, 'train_rate_not_done');
    const [rated] = await t
      .update(trainBookings)
      .set({ stars: input.stars, review: input.text, reviewedAt: sql`now()` })
      .where(eq(trainBookings.id, input.id))
      .returning();
    return rated as BookingRow;
  });
  return bookingView(db, booking, user.id);
}

/**
 * The sandbox's test clock (`npm run ops -- train:end-session <id>`, sandbox mode only): a paid booking's
 * hours move to end a minute ago, so the coach can mark it done without waiting for them to pass. Browser
 * tests and demos use it; a live install refuses. Hours that would overlap another live booking of the
 * coach are refused by the exclusion constraint, as any booking's.
 */
export async function endSessionNow(deps: Deps, id: number): Promise<BookingRow> {
  if (deps.config.wechat.mode !== 'sandbox') throw new AppError(403, 'train_clock_sandbox_only');
  try {
    return await deps.db.transaction(async (t) => {
      const [booking] = await t.select().from(trainBookings).where(eq(trainBookings.id, id)).for('update');
      if (!booking) throw new AppError(404, 'train_booking_not_found');
      if (booking.status !== 'paid') throw new AppError(409, 'train_done_not_paid', statusParams(booking.status));
      const end = Date.now() - 60_000;
      const [moved] = await t
        .update(trainBookings)
        .set({ startAt: new Date(end - booking.hours * HOUR_MS), endAt: new Date(end) })
        .where(eq(trainBookings.id, id))
        .returning();
      return moved as BookingRow;
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError(409, 'train_clock_overlap');
    throw error;
  }
}
