import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { id } from '../../schemas';
import { TrainBookingState } from '../../train-schemas';
import { OrderState } from './finance';

/**
 * Coach-for-hire bookings in the console (finance, admin: cancelling a paid one refunds money;
 * docs/train.md "Operators"). Every booking, found by phone, order number, id or day, with both people's
 * phones and its order; an operator cancels it, with a full refund or none. There are no disputes in the
 * area: a complaint about a session that happened is a refund of its order on the finance screen (part or
 * all, the coach's earnings reversed in proportion).
 */

const FINANCE = ['finance', 'admin'] as const;
const int = z.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const Someone = z.object({ user_id: int, uid: z.string(), nickname: z.string(), phone: z.string().nullable() });

export const AdminTrainBooking = z.object({
  id: int,
  status: TrainBookingState,
  start_at: z.string(),
  end_at: z.string(),
  hours: int,
  amount_fen: int,
  refunded_fen: int,
  /** The coach's earnings, once done. */
  earned_fen: int.nullable(),
  /** The number the student gave with the booking. */
  phone: z.string(),
  /** The student (their account's phone) and the coach (their coach profile's phone, else the account's). */
  student: Someone,
  coach: Someone,
  order: z.object({ order_no: z.string(), status: OrderState, refunded: int, paid_at: z.string().nullable() }),
  /** Until when the student's own cancellation would refund in full; null once it would not. */
  refundable_until: z.string().nullable(),
  stars: int.nullable(),
  review: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  done_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});

/**
 * Bookings, latest start first. `q`: a booking id, an order number, a phone (the one given with the booking,
 * the student's or the coach's; part of it) or a nickname (student or coach; part of it); `date`: the China
 * day the session starts.
 */
export const adminTrainBookings = adminGet('/admin/train/bookings', {
  operator: FINANCE,
  query: z.object({
    q: optional(z.string().trim().max(64)),
    date: optional(Day),
    status: optional(TrainBookingState),
    page,
    num,
  }),
  response: paged(AdminTrainBooking),
});

/**
 * An operator cancels a booking: unpaid, its order is closed (at WeChat Pay first) and the hours are free;
 * paid, it is cancelled with a full refund (`refund: full`, through commerce's refund, whatever the refund
 * hour says) or none. Done, cancelled or expired bookings are a 409 (a done session's complaint is a refund of
 * its order). The student and the coach are texted about a paid booking.
 */
export const adminTrainBookingCancel = adminPost('/admin/train/bookings/cancel', {
  operator: FINANCE,
  body: z.object({
    id,
    refund: z.enum(['full', 'none']),
    reason: z.string().trim().min(2).max(80),
  }),
  response: AdminTrainBooking,
});
