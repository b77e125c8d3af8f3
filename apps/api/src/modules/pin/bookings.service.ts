import type { PinBooking, PinTrip } from '@xueche/contract';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinBookings, pinTrips } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { readSettings } from '../settings';
import { normalizePhone } from '../sms';
import { notifyPin } from './notices.service';
import { type BookingRow, bookingViews, LIVE, type TripRow, tripViews } from './views';

/** One booking as the caller sees it. */
async function viewOf(db: Db, booking: BookingRow, viewerId: number): Promise<PinBooking> {
  const [view] = await bookingViews(db, [booking], viewerId);
  return view as PinBooking;
}

/**
 * `POST v1/pin/book`: seats on someone else's upcoming trip, pending until its owner answers.
 *
 * Never oversold: the trip's row is locked (`select … for update`) and the seats held by live bookings are
 * counted under that lock, so bookings of one trip take their turn and each sees the ones before it; 20 at
 * once for the last 3 seats give exactly 3. One live booking per trip and person (checked here, and a
 * partial unique index behind it). Every refusal changes nothing; the owner is texted after the commit.
 */
export async function book(
  deps: Deps,
  user: User,
  input: { trip_id: number; seats: number; phone: string },
): Promise<PinBooking> {
  const phone = normalizePhone(input.phone);
  const booking = await deps.db.transaction(async (tx) => {
    const [trip] = await tx.select().from(pinTrips).where(eq(pinTrips.id, input.trip_id)).for('update');
    if (!trip) throw new AppError(404, 'pin_trip_not_found');
    if (trip.status === 'cancelled') throw new AppError(409, 'pin_trip_cancelled');
    if (trip.departAt.getTime() <= Date.now()) throw new AppError(409, 'pin_trip_departed');
    if (trip.ownerId === user.id) throw new AppError(409, 'pin_book_own');
    const live = await tx
      .select({ passengerId: pinBookings.passengerId, seats: pinBookings.seats })
      .from(pinBookings)
      .where(and(eq(pinBookings.tripId, trip.id), inArray(pinBookings.status, [...LIVE])));
    if (live.some((b) => b.passengerId === user.id)) throw new AppError(409, 'pin_already_booked');
    const left = trip.seats - live.reduce((n, b) => n + b.seats, 0);
    if (input.seats > left) {
      throw new AppError(
        409,
        'pin_seats_short',
        { left: String(Math.max(0, left)) },
        { seats_left: Math.max(0, left) },
      );
    }
    const [row] = await tx
      .insert(pinBookings)
      .values({ tripId: trip.id, passengerId: user.id, seats: input.seats, phone })
      .returning();
    return row as BookingRow;
  });
  void notifyPin(deps, { kind: 'booking', bookingId: booking.id, event: 'booked' });
  return viewOf(deps.db, booking, user.id);
}

/**
 * The booking and its trip, locked, if `userId` is one of its two people (or for an operator, `userId`
 * null); a 404 for anyone else.
 */
async function lockedBooking(
  tx: Db,
  id: number,
  userId: number | null,
): Promise<{ booking: BookingRow; trip: TripRow }> {
  const [booking] = await tx.select().from(pinBookings).where(eq(pinBookings.id, id));
  if (!booking) throw new AppError(404, 'pin_booking_not_found');
  // The trip first, as booking does: one lock order, no deadlock between a booking and a decision.
  const [trip] = await tx.select().from(pinTrips).where(eq(pinTrips.id, booking.tripId)).for('update');
  if (!trip || (userId !== null && booking.passengerId !== userId && trip.ownerId !== userId)) {
    throw new AppError(404, 'pin_booking_not_found');
  }
  const [locked] = await tx.select().from(pinBookings).where(eq(pinBookings.id, id)).for('update');
  return { booking: locked as BookingRow, trip };
}

/** A live booking, cancelled by `by`, in the caller's transaction. */
async function markCancelled(tx: Db, id: number, by: 'passenger' | 'operator'): Promise<BookingRow> {
  const [row] = await tx
    .update(pinBookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: by })
    .where(eq(pinBookings.id, id))
    .returning();
  return row as BookingRow;
}

/**
 * `POST v1/pin/booking/cancel`: the passenger cancels a live booking until the cut-off before departure
 * (setting `pin.cancel_cutoff_minutes`, 120 by default). The owner cannot (they decline, or call the trip
 * off); anyone else gets a 404. The owner is texted after the commit.
 */
export async function cancelBooking(deps: Deps, user: User, id: number): Promise<PinBooking> {
  const { db } = deps;
  const { 'pin.cancel_cutoff_minutes': cutoff } = await readSettings(db, ['pin.cancel_cutoff_minutes']);
  const booking = await db.transaction(async (tx) => {
    const { booking, trip } = await lockedBooking(tx, id, user.id);
    if (booking.passengerId !== user.id) throw new AppError(403, 'pin_owner_cannot_cancel');
    if (booking.status !== 'pending' && booking.status !== 'confirmed') throw new AppError(409, 'pin_booking_closed');
    if (trip.departAt.getTime() - Date.now() < cutoff * 60_000) {
      throw new AppError(409, 'pin_cancel_too_late', { minutes: String(cutoff) }, { cutoff_minutes: cutoff });
    }
    return markCancelled(tx, booking.id, 'passenger');
  });
  void notifyPin(deps, { kind: 'booking', bookingId: booking.id, event: 'cancelled' });
  return viewOf(db, booking, user.id);
}

/**
 * An operator cancels a pending or confirmed booking (the console, on a complaint): any time before the trip
 * leaves, the passenger's cut-off aside. In `tx`, the caller's transaction (its audit line goes with it);
 * the passenger and the owner are texted once it commits (`notifyOperatorCancel`). Answers the booking before
 * and after.
 */
export async function operatorCancelBooking(tx: Db, id: number) {
  const { booking, trip } = await lockedBooking(tx, id, null);
  if (booking.status !== 'pending' && booking.status !== 'confirmed') throw new AppError(409, 'pin_booking_closed');
  if (trip.departAt.getTime() <= Date.now()) throw new AppError(409, 'pin_trip_departed');
  return { before: booking, after: await markCancelled(tx, booking.id, 'operator') };
}

/** After an operator's cancellation commits: the passenger and the owner each get a text. */
export function notifyOperatorCancel(deps: Deps, bookingId: number): void {
  void notifyPin(deps, { kind: 'booking', bookingId, event: 'operator_cancelled' });
  void notifyPin(deps, { kind: 'booking', bookingId, event: 'operator_cancelled_owner' });
}

/**
 * `POST v1/pin/booking/decide`: the trip's owner confirms or declines a pending booking before the trip
 * leaves. Its seats were held from the moment it was made, so a confirmation never needs a seat; a decline
 * frees them. The passenger is texted after the commit. Passenger: 403; anyone else: 404.
 */
export async function decideBooking(
  deps: Deps,
  user: User,
  input: { id: number; decision: 'confirm' | 'decline' },
): Promise<PinBooking> {
  const { db } = deps;
  const booking = await db.transaction(async (tx) => {
    const { booking, trip } = await lockedBooking(tx, input.id, user.id);
    if (trip.ownerId !== user.id) throw new AppError(403, 'pin_only_owner_decides');
    if (booking.status !== 'pending') throw new AppError(409, 'pin_booking_decided');
    if (trip.status === 'cancelled') throw new AppError(409, 'pin_trip_cancelled');
    if (trip.departAt.getTime() <= Date.now()) throw new AppError(409, 'pin_trip_departed');
    const [row] = await tx
      .update(pinBookings)
      .set({ status: input.decision === 'confirm' ? 'confirmed' : 'declined', decidedAt: new Date() })
      .where(eq(pinBookings.id, booking.id))
      .returning();
    return row as BookingRow;
  });
  void notifyPin(deps, {
    kind: 'booking',
    bookingId: booking.id,
    event: input.decision === 'confirm' ? 'confirmed' : 'declined',
  });
  return viewOf(db, booking, user.id);
}

/** Bookings, each with its trip, as the caller sees them. */
async function withTrips(db: Db, bookings: BookingRow[], viewerId: number) {
  const tripIds = [...new Set(bookings.map((b) => b.tripId))];
  const trips = tripIds.length ? await db.select().from(pinTrips).where(inArray(pinTrips.id, tripIds)) : [];
  const [views, tripList] = await Promise.all([bookingViews(db, bookings, viewerId), tripViews(db, trips, viewerId)]);
  const tripOf = new Map(tripList.map((t) => [t.id, t]));
  return views.map((v) => ({ ...v, trip: tripOf.get(v.trip_id) as PinTrip }));
}

/** `GET v1/pin/pending`: bookings waiting for the owner's answer on their trips yet to leave, soonest first. */
export async function pendingBookings(db: Db, user: User) {
  const rows = await db
    .select({ booking: pinBookings })
    .from(pinBookings)
    .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
    .where(
      and(
        eq(pinTrips.ownerId, user.id),
        eq(pinBookings.status, 'pending'),
        eq(pinTrips.status, 'open'),
        gt(pinTrips.departAt, new Date()),
      ),
    )
    .orderBy(asc(pinTrips.departAt), asc(pinBookings.id))
    .limit(200);
  return withTrips(
    db,
    rows.map((r) => r.booking),
    user.id,
  );
}

/** `GET v1/pin/bookings`: the caller's bookings as a passenger, latest departure first. */
export async function myBookings(db: Db, user: User, q: { page: number; num: number }) {
  const where = eq(pinBookings.passengerId, user.id);
  const [rows, [count]] = await Promise.all([
    db
      .select({ booking: pinBookings })
      .from(pinBookings)
      .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
      .where(where)
      .orderBy(desc(pinTrips.departAt), desc(pinBookings.id))
      .limit(q.num)
      .offset((q.page - 1) * q.num),
    db.select({ n: sql<number>`count(*)::int` }).from(pinBookings).where(where),
  ]);
  return {
    total: count?.n ?? 0,
    page: q.page,
    num: q.num,
    list: await withTrips(
      db,
      rows.map((r) => r.booking),
      user.id,
    ),
  };
}
