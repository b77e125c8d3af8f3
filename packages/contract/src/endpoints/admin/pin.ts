import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { PinBookingState, PinTripState } from '../../pin-schemas';
import { id } from '../../schemas';

/**
 * The shuttle in the console (reviewer, admin; docs/shuttle.md "Operators"): every trip and seat booking,
 * found by phone, id or day, with both sides' phones; an operator cancels a booking or calls a trip off, and
 * the people on it are texted. No money moves: fares are paid between the people (decision 007).
 */

const PIN_DESK = ['reviewer', 'admin'] as const;
const int = z.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
/** A trip's or booking's reason to be cancelled by an operator: it goes into the log. */
const Reason = z.string().trim().min(2).max(100);

const Someone = z.object({ user_id: int, uid: z.string(), nickname: z.string() });

export const AdminPinTrip = z.object({
  id: int,
  depart_at: z.string(),
  field_name: z.string(),
  origin: z.string(),
  fare_fen: int,
  seats: int,
  /** Seats held by pending and confirmed bookings. */
  seats_taken: int,
  /** Bookings waiting for the owner's answer. */
  pending: int,
  status: PinTripState,
  /** The owner, with the name and phone of their details. */
  owner: Someone.extend({ name: z.string(), phone: z.string() }),
  cancelled_at: z.string().nullable(),
});

export const AdminPinBooking = z.object({
  id: int,
  status: PinBookingState,
  seats: int,
  /** The number the passenger gave for this trip. */
  phone: z.string(),
  passenger: Someone,
  /** passenger | owner (the trip was called off) | operator; null unless cancelled. */
  cancelled_by: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  trip: AdminPinTrip,
});

/**
 * Trips, soonest departure first from the given day (or today, China time): `q` is a trip id, a phone (the
 * owner's or any passenger's; part of it) or the owner's nickname or name (part of it).
 */
export const adminPinTrips = adminGet('/admin/pin/trips', {
  operator: PIN_DESK,
  query: z.object({ q: optional(z.string().trim().max(64)), date: optional(Day), page, num }),
  response: paged(AdminPinTrip),
});

/**
 * Seat bookings, latest departure first: `q` is a booking id, a phone (the passenger's or the owner's; part
 * of it) or a nickname (part of it); `date` the China day of departure; `trip_id` one trip's bookings.
 */
export const adminPinBookings = adminGet('/admin/pin/bookings', {
  operator: PIN_DESK,
  query: z.object({
    q: optional(z.string().trim().max(64)),
    date: optional(Day),
    status: optional(PinBookingState),
    trip_id: optional(id),
    page,
    num,
  }),
  response: paged(AdminPinBooking),
});

/**
 * An operator cancels a pending or confirmed booking of a trip yet to leave (the passenger's cut-off does not
 * apply: an operator acts on a complaint). The passenger and the owner are texted.
 */
export const adminPinBookingCancel = adminPost('/admin/pin/bookings/cancel', {
  operator: PIN_DESK,
  body: z.object({ id, reason: Reason }),
  response: AdminPinBooking,
});

/** An operator calls off a trip yet to leave: its live bookings are cancelled with it; everyone on it is texted. */
export const adminPinTripCancel = adminPost('/admin/pin/trips/cancel', {
  operator: PIN_DESK,
  body: z.object({ id, reason: Reason }),
  response: AdminPinTrip.extend({ cancelled_bookings: int }),
});
