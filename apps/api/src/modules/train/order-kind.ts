import type { ProductKind } from '../commerce';
import { expireBookingsOfOrders, trainOrderPaid, trainOrderSettled } from './holds';
import { trainOrderRefunded } from './refunded';

/**
 * Coach hours as a product kind (`train`, the train-hours product): what a booking's order means to the
 * booking. No commission: the coach earns from the session when it is done (bookings.service.ts, markDone).
 */
export const trainHours: ProductKind = {
  commission: false,
  paid: async (t, order) => {
    await trainOrderPaid(t, order);
  },
  afterPaid: trainOrderSettled,
  closed: expireBookingsOfOrders,
  refunded: trainOrderRefunded,
};
