import type { TrainBooking } from '@xueche/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, trainBookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { refundOrder, withdrawOrder } from '../commerce';
import { readSettings } from '../settings';
import { HOUR_MS, statusParams } from './booking-rules';
import { type BookingRow, bookingView } from './booking-view';
import { partyBooking, reload } from './bookings.service';
import { notifyTrain } from './notices.service';

/** Cancelling a booking: the student's own (refunded by the rule shown before paying), or an unpaid one. */

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
