import type { TrainBooking } from '@xueche/contract';
import { chinaTime } from '@xueche/time';
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { orders, products, trainBookings, trainListings, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { afterFee } from '../../platform/money';
import type { User } from '../../platform/user';
import { creditLedger } from '../commerce/ledger.service';
import { closeAtWechatPay, closeOrders, createOrder, prepayOrder, withdrawOrder } from '../commerce/orders.service';
import { refundOrder } from '../commerce/refund.service';
import { readSettings } from '../settings/settings.service';
import { normalizePhone } from '../sms/sms.service';
import { type BookingRow, bookingView, bookingViews, rateable } from './booking-view';
import type { ListingRow } from './coach-view';
import { listedWhere } from './coaches.service';
import { FREE_DAYS } from './free-hours';
import { expireLapsedHolds, isOverlap, lockCoachHours } from './holds';
import { notifyTrain } from './notices.service';

/**
 * Coach-for-hire bookings (docs/train.md): booking hours and paying for them, cancelling, the coach marking a
 * session done (their earnings enter the ledger), the student rating it. The hours of one coach never
 * overlap between live bookings: the database's exclusion constraint (train_bookings_no_overlap) refuses
 * the second, whatever the timing; this code only turns that refusal into a sentence.
 */

const HOUR_MS = 3_600_000;
/** How far ahead hours can be booked: as far as the coach's page shows free hours (never beyond). */
export const BOOK_DAYS = FREE_DAYS;
/** A reused unpaid booking must still hold its hours this long, or it is released and booked anew. */
const REUSE_MARGIN_MS = 60_000;
/** The product every coach-for-hire order is for (migration 0013): inactive, so never sold by itself. */
const TRAIN_PRODUCT = 'train-hours';

const STATUS_WORDS: Record<string, { zh: string; en: string }> = {
  unpaid: { zh: '尚未支付', en: 'unpaid' },
  paid: { zh: '已支付', en: 'paid' },
  done: { zh: '已完成', en: 'done' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  expired: { zh: '已失效', en: 'expired' },
};
export const statusParams = (status: string) => ({
  status: STATUS_WORDS[status]?.zh ?? status,
  status_en: STATUS_WORDS[status]?.en ?? status,
});

/** A refusal about the hours picked: the booking form shows it beside them. */
const slotError = (key: MessageKey, params: Record<string, string> = {}, status = 409) =>
  new AppError(status, key, params, { errors: { start: key } });

/** A time in China: its weekday (1 Monday – 7 Sunday), hour of the day, and how a person reads it. */
export function chinaClock(at: Date) {
  const { day, hm, hour, weekday } = chinaTime(at)!;
  return { weekday, hour, text: `${day.slice(5).replace('-', '月')}日 ${hm}` };
}

/** The first of `hours` hours from `start` outside the coach's weekly hours (China time), or null. */
export function firstOutside(weekly: ListingRow['weekly'], start: Date, hours: number): Date | null {
  for (let i = 0; i < hours; i++) {
    const at = new Date(start.getTime() + i * HOUR_MS);
    const { weekday, hour } = chinaClock(at);
    if (!weekly.some((r) => r.weekday === weekday && r.from <= hour && hour + 1 <= r.to)) return at;
  }
  return null;
}

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

/** The booking if the user is its student or its coach; a 404 for anyone else (nothing said about it). */
async function partyBooking(db: Db, id: number, userId: number, lock = false): Promise<BookingRow> {
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

/** The refund number of a student's cancellation: one per order, so a repeated cancel refunds once. */
export const cancelRefundNo = (orderNo: string) => `TC${orderNo}`;

/**
 * `POST v1/train/booking/cancel`, the student only. Paid: a full refund through commerce's refund path
 * until TrainRules.refund_hours before the start (the booking is cancelled in the refund's own transaction,
 * so one is never without the other), nothing after (cancelled, refunded 0). Unpaid: the order is asked
 * about and closed at WeChat Pay, then here, and the hours are free. Cancelling a cancelled or expired
 * booking again answers it as it stands.
 */
export async function cancelBooking(deps: Deps, user: User, id: number): Promise<TrainBooking> {
  const { db } = deps;
  const booking = await partyBooking(db, id, user.id);
  if (booking.studentId !== user.id) throw new AppError(403, 'train_cancel_student_only');
  if (booking.status === 'cancelled' || booking.status === 'expired') return bookingView(db, booking, user.id);
  if (booking.status === 'unpaid') {
    await cancelUnpaid(deps, booking);
  } else if (booking.status === 'paid') {
    await cancelPaid(deps, booking);
    // After the commit; a text never fails the cancellation.
    void notifyTrain(deps, { bookingId: booking.id, event: 'cancelled' });
    void notifyTrain(deps, { bookingId: booking.id, event: 'cancelled_coach' });
  } else {
    throw new AppError(409, 'train_not_cancellable', statusParams(booking.status));
  }
  return bookingView(db, await reload(db, id), user.id);
}

/**
 * An unpaid booking cancelled (by its student or an operator): its order is asked about at WeChat Pay (paid
 * meanwhile: confirmed, and a 409 so whoever asked decides again), closed there, then closed here; the hours
 * are free.
 */
export async function cancelUnpaid(deps: Deps, booking: BookingRow): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, booking.orderId));
  if (!order) throw new AppError(404, 'train_booking_not_found');
  const outcome = await withdrawOrder(deps, order, async (t) => {
    await t
      .update(trainBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(trainBookings.id, booking.id), eq(trainBookings.status, 'unpaid')));
  });
  // Paid meanwhile: the student decides again, now under the refund rule.
  if (outcome === 'paid') throw new AppError(409, 'train_just_paid');
}

async function cancelPaid(deps: Deps, booking: BookingRow): Promise<void> {
  const { db } = deps;
  const { 'train.refund_hours': refundHours } = await readSettings(db, ['train.refund_hours']);
  const refundUntil = booking.startAt.getTime() - refundHours * HOUR_MS;
  /** Under the booking's lock: still paid (not done or cancelled by a racing tap). */
  const lockPaid = async (t: Db) => {
    const locked = await partyBooking(t, booking.id, booking.studentId, true);
    if (locked.status !== 'paid') throw new AppError(409, 'train_not_cancellable', statusParams(locked.status));
  };
  if (Date.now() < refundUntil) {
    const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, booking.orderId));
    if (!order) throw new AppError(404, 'train_booking_not_found');
    await refundOrder(deps, {
      orderNo: order.orderNo,
      refundNo: cancelRefundNo(order.orderNo),
      reason: '学员取消陪练预约',
      within: async (t, _order, amountFen) => {
        await lockPaid(t);
        if (Date.now() >= refundUntil) throw new AppError(409, 'train_not_cancellable', statusParams('paid'));
        await t
          .update(trainBookings)
          .set({ status: 'cancelled', cancelledAt: sql`now()`, refundedFen: amountFen })
          .where(eq(trainBookings.id, booking.id));
      },
    });
    return;
  }
  // Past the refund hour: cancelled, nothing refunded (the rule shown before paying).
  await db.transaction(async (t) => {
    await lockPaid(t);
    await t
      .update(trainBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(trainBookings.id, booking.id));
  });
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
