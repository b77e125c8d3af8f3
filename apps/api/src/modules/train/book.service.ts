import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { orders, products, trainBookings, trainListings, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { closeAtWechatPay, closeOrders, createOrder, prepayOrder, withdrawOrder } from '../commerce';
import { readSettings } from '../settings';
import { normalizePhone } from '../sms';
import {
  BOOK_DAYS,
  chinaClock,
  firstOutside,
  HOUR_MS,
  REUSE_MARGIN_MS,
  slotError,
  TRAIN_PRODUCT,
} from './booking-rules';
import { type BookingRow, bookingView } from './booking-view';
import type { ListingRow } from './coach-view';
import { listedWhere } from './coaches.service';
import { expireLapsedHolds, isOverlap, lockCoachHours } from './holds';

/**
 * Booking coach hours and paying for them (docs/train.md). The hours of one coach never overlap between live
 * bookings: the database's exclusion constraint (train_bookings_no_overlap) refuses the second, whatever the
 * timing; this code only turns that refusal into a sentence.
 */

/** A listed coach's listing by their public id (coaches.service's rule: a coach account, all three checks
 * approved, the listing complete); else null. */
async function listedCoach(db: Db, memberId: string): Promise<ListingRow | null> {
  const [row] = await db
    .select({ listing: trainListings })
    .from(trainListings)
    .innerJoin(users, eq(users.id, trainListings.userId))
    .where(and(eq(users.hashId, memberId), listedWhere));
  return row?.listing ?? null;
}

async function trainProductId(db: Db): Promise<number> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, TRAIN_PRODUCT));
  if (!product) throw new Error(`product ${TRAIN_PRODUCT} is missing (migration 0013 adds it)`);
  return product.id;
}

/** The student's booking whose order is still open (one open order per person and product), if any. */
async function openBooking(db: Db, studentId: number, productId: number) {
  const [row] = await db
    .select({ booking: trainBookings, order: orders })
    .from(orders)
    .innerJoin(trainBookings, eq(trainBookings.orderId, orders.id))
    .where(and(eq(orders.userId, studentId), eq(orders.productId, productId), eq(orders.status, 'created')));
  return row ?? null;
}

/**
 * The student's earlier unpaid booking gives way to a new one: its order is first asked about at WeChat Pay
 * (paid meanwhile: it is confirmed, and the new booking refused so the student sees it) and closed there,
 * then closed here and the booking released (cancelled), freeing its hours.
 */
async function releaseEarlier(deps: Deps, order: typeof orders.$inferSelect): Promise<void> {
  const outcome = await withdrawOrder(deps, order, async (t) => {
    await t
      .update(trainBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(trainBookings.orderId, order.id), eq(trainBookings.status, 'unpaid')));
  });
  if (outcome === 'paid') throw new AppError(409, 'train_earlier_paid');
}

/**
 * `POST v1/train/book`: `hours` whole hours from `start` with a listed coach, inside their weekly hours
 * (China time), ahead and within BOOK_DAYS; never one's own. In one transaction: this coach's unpaid
 * bookings on these hours whose hold has passed expire (their orders close), the order is made (product
 * train-hours, hours × price, no referrer: no commission) and the booking holds the hours until the order
 * closes. A second live booking of the same hours is refused by the database: nothing is stored.
 *
 * The same hours asked again while this student's booking of them waits (continuing to pay elsewhere)
 * answer that booking; any other booking while one waits releases the waiting one first.
 */
export async function bookHours(
  deps: Deps,
  user: User,
  input: { member_id: string; start: string; hours: number; phone: string },
) {
  const { db } = deps;
  const phone = normalizePhone(input.phone);
  const start = new Date(input.start);
  if (start.getTime() % HOUR_MS !== 0) throw slotError('train_start_not_hour', {}, 400);
  const listing = await listedCoach(db, input.member_id);
  if (!listing) throw new AppError(404, 'train_coach_not_found');
  if (listing.userId === user.id) throw new AppError(409, 'train_book_self');
  if (start.getTime() <= Date.now()) throw slotError('train_start_past');
  if (start.getTime() > Date.now() + BOOK_DAYS * 24 * HOUR_MS) {
    throw slotError('train_start_too_far', { days: String(BOOK_DAYS) });
  }
  const outside = firstOutside(listing.weekly, start, input.hours);
  if (outside) throw slotError('train_outside_hours', { when: chinaClock(outside).text });
  const end = new Date(start.getTime() + input.hours * HOUR_MS);
  const amountFen = listing.priceFen * input.hours;
  const productId = await trainProductId(db);

  await expireLapsedHolds(deps, { studentId: user.id });
  const open = await openBooking(db, user.id, productId);
  if (open) {
    const b = open.booking;
    const same =
      b.coachId === listing.userId &&
      b.startAt.getTime() === start.getTime() &&
      b.endAt.getTime() === end.getTime() &&
      b.amountFen === amountFen &&
      b.status === 'unpaid';
    if (same && b.holdUntil.getTime() > Date.now() + REUSE_MARGIN_MS) {
      if (b.phone !== phone) await db.update(trainBookings).set({ phone }).where(eq(trainBookings.id, b.id));
      return paying(deps, user, open.order, { ...b, phone });
    }
    await releaseEarlier(deps, open.order);
  }

  const { 'order.close_minutes': minutes } = await readSettings(db, ['order.close_minutes']);
  const day = chinaClock(start).text;
  let made: { order: typeof orders.$inferSelect; booking: BookingRow; closed: Awaited<ReturnType<typeof closeOrders>> };
  try {
    made = await db.transaction(async (t) => {
      // Holds on these hours that have passed give way now, not at the next minute's sweep.
      const stale = await t
        .select({ orderId: trainBookings.orderId })
        .from(trainBookings)
        .where(
          and(
            eq(trainBookings.coachId, listing.userId),
            eq(trainBookings.status, 'unpaid'),
            lte(trainBookings.holdUntil, sql`now()`),
            lt(trainBookings.startAt, end),
            gt(trainBookings.endAt, start),
          ),
        );
      const closed = await closeOrders(
        deps,
        stale.map((s) => s.orderId),
        t,
      );
      const order = await createOrder(t, {
        userId: user.id,
        productId,
        title: `陪练 ${day} · ${input.hours} 小时`,
        amountFen,
        // Nobody's commission: the coach earns from the session itself when it is done.
        referrerId: null,
        closeMinutes: minutes,
      });
      await lockCoachHours(t, listing.userId);
      const [booking] = await t
        .insert(trainBookings)
        .values({
          coachId: listing.userId,
          studentId: user.id,
          orderId: order.id,
          startAt: start,
          endAt: end,
          hours: input.hours,
          amountFen,
          phone,
          holdUntil: order.expiresAt,
        })
        .returning();
      return { order, booking: booking as BookingRow, closed };
    });
  } catch (error) {
    if (isOverlap(error)) throw slotError('train_hours_taken');
    // orders_open_per_product: a second tap of this student is making its booking right now.
    if (isUniqueViolation(error)) throw new AppError(409, 'train_book_busy');
    throw error;
  }
  await closeAtWechatPay(deps, made.closed);
  return paying(deps, user, made.order, made.booking);
}

/** The booking with WeChat Pay's prepay id for its order and the parameters to pay it with. */
async function paying(deps: Deps, user: User, order: typeof orders.$inferSelect, booking: BookingRow) {
  const { prepayId, pay } = await prepayOrder(deps, order, user.openid);
  const view = await bookingView(deps.db, booking, user.id);
  return { booking: view, prepay_id: prepayId, pay };
}
