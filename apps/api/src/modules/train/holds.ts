import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgCode } from '../../db/pg-error';
import { orders, trainBookings } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PaidOrder } from '../commerce';
import { closeOrders, refundOrder } from '../commerce';
import { notifyTrain } from './notices.service';

/**
 * Where a coach-for-hire booking meets commerce (docs/train.md, "Holds" and "Late payments"): an unpaid
 * booking holds its hours while its order is open; the order closing frees them; the order being paid
 * confirms the booking, or, when someone else holds the hours by then, is refunded in full. Commerce calls
 * these through the kind's hooks (order-kind.ts), inside its transactions or after them.
 */

type OrderRow = typeof orders.$inferSelect;

/** The exclusion constraint refused it: another live booking of the coach overlaps. */
export const isOverlap = (error: unknown) => pgCode(error) === '23P01';

/** The advisory lock space of claims on a coach's hours (the first key; the coach's id is the second). */
const COACH_HOURS_LOCK = 724311;

/**
 * Takes, until the transaction ends, the right to claim hours of this coach. Two transactions writing
 * overlapping bookings at once each wait on the other's row in the exclusion constraint's check, and
 * PostgreSQL ends that with a deadlock error, not with 23P01: ten payments for one hour at once answered
 * one of them 500. Taken once the transaction holds its order row, never before it (payments lock the
 * order first).
 */
export async function lockCoachHours(t: Db, coachId: number): Promise<void> {
  await t.execute(sql`select pg_advisory_xact_lock(${COACH_HOURS_LOCK}, ${coachId})`);
}

/** Bookings still waiting on orders that have just closed expire: their hours are free again. */
export async function expireBookingsOfOrders(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await db
    .update(trainBookings)
    .set({ status: 'expired' })
    .where(and(inArray(trainBookings.orderId, orderIds), eq(trainBookings.status, 'unpaid')));
}

/**
 * Unpaid bookings of a coach or of a student whose hold has passed: their orders close (here now, at WeChat
 * Pay after, best effort, as closeExpiredOrders does) and they expire. Reads call this so a lapsed hold never
 * shows as waiting, whether or not the minute's close-expired-orders job has run yet.
 */
export async function expireLapsedHolds(deps: Deps, who: { coachId?: number; studentId?: number }): Promise<void> {
  const lapsed = await deps.db
    .select({ orderId: trainBookings.orderId })
    .from(trainBookings)
    .where(
      and(
        eq(trainBookings.status, 'unpaid'),
        lte(trainBookings.holdUntil, sql`now()`),
        who.coachId ? eq(trainBookings.coachId, who.coachId) : undefined,
        who.studentId ? eq(trainBookings.studentId, who.studentId) : undefined,
      ),
    );
  if (!lapsed.length) return;
  await closeOrders(
    deps,
    lapsed.map((l) => l.orderId),
  );
}

/**
 * In payOrder's transaction, the order row locked and now paid: its booking is confirmed (its id returned). A booking that
 * had expired (its hold passed) or been released gets its hours back if they are still free and ahead
 * (the money was taken: the person gets what they paid for); when the exclusion constraint says someone
 * else holds them now, a savepoint undoes just that update and the booking stays as it was, to be refunded
 * in full after the commit (settleTrainPayment).
 */
export async function trainOrderPaid(t: Db, order: Pick<OrderRow, 'id'>): Promise<number | null> {
  const [booking] = await t.select().from(trainBookings).where(eq(trainBookings.orderId, order.id)).for('update');
  if (!booking || booking.paidAt) return null;
  if (booking.status === 'unpaid') {
    await t.update(trainBookings).set({ status: 'paid', paidAt: sql`now()` }).where(eq(trainBookings.id, booking.id));
    return booking.id;
  }
  if ((booking.status !== 'expired' && booking.status !== 'cancelled') || booking.startAt.getTime() <= Date.now()) {
    return null;
  }
  await lockCoachHours(t, booking.coachId);
  try {
    await t.transaction(async (sp) => {
      await sp
        .update(trainBookings)
        .set({ status: 'paid', paidAt: sql`now()`, cancelledAt: null })
        .where(eq(trainBookings.id, booking.id));
    });
    return booking.id;
  } catch (error) {
    if (!isOverlap(error)) throw error;
    return null;
  }
}

/** The refund number of a late payment's refund: one per order, so asking again refunds once. */
export const lateRefundNo = (orderNo: string) => `TL${orderNo}`;

/**
 * After a train order's payment is committed (or found already paid: a repeated notification, a query):
 * a paid order whose booking never became paid (expired or released, its hours taken or past) is refunded
 * in full through commerce's refund path, once (a fixed refund number). Never fails the payment: a refund
 * that cannot be asked for now is recorded and asked again by the settle-stuck-refunds job, and one not
 * even recorded is tried again by the next notification or query of the order.
 */
export async function settleTrainPayment(deps: Deps, orderNo: string): Promise<void> {
  const [row] = await deps.db
    .select({ order: orders, booking: trainBookings })
    .from(orders)
    .innerJoin(trainBookings, eq(trainBookings.orderId, orders.id))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'paid'), isNull(trainBookings.paidAt)));
  if (!row || row.order.refundedFen > 0) return;
  try {
    await refundOrder(deps, {
      orderNo,
      refundNo: lateRefundNo(orderNo),
      reason: '陪练时段已被预约，支付退回',
      within: async (t, _order, amountFen) => {
        await t
          .update(trainBookings)
          .set({ refundedFen: amountFen })
          .where(and(eq(trainBookings.orderId, row.order.id), isNull(trainBookings.paidAt)));
      },
    });
  } catch {
    // Recorded and left processing (the job asks again), or not recorded (the next word on the order does).
  }
}

/**
 * After a train order's payment is committed: the student and coach are texted that the booking is paid
 * (when this payment confirmed it), and a booking that could not take its hours is refunded.
 */
export async function trainOrderSettled(deps: Deps, order: PaidOrder, justPaid: boolean): Promise<void> {
  // A booking that could not take its hours any more is refunded, after the commit.
  await settleTrainPayment(deps, order.orderNo);
  if (!justPaid) return;
  const [booking] = await deps.db
    .select({ id: trainBookings.id, paidAt: trainBookings.paidAt })
    .from(trainBookings)
    .where(eq(trainBookings.orderId, order.id));
  if (booking?.paidAt) void notifyTrain(deps, { bookingId: booking.id, event: 'paid' });
}
