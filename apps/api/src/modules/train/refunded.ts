import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orders, trainBookings } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * In settleRefund's transaction, a train order now refunded in full (an operator's refund, a student's
 * cancellation, a late payment's refund): a booking still paid is cancelled, so its hours free up and no
 * one can mark it done; every booking shows what came back.
 */
export async function trainOrderRefunded(t: Db, order: OrderRow): Promise<void> {
  const [booking] = await t.select().from(trainBookings).where(eq(trainBookings.orderId, order.id)).for('update');
  if (!booking) return;
  const cancel = booking.status === 'paid';
  await t
    .update(trainBookings)
    .set({
      refundedFen: order.refundedFen,
      ...(cancel ? { status: 'cancelled', cancelledAt: booking.cancelledAt ?? sql`now()` } : {}),
    })
    .where(eq(trainBookings.id, booking.id));
}
