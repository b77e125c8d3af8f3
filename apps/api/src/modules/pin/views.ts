import type { PinBooking, PinTrip } from '@xueche/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, examFields, pinBookings, pinMessages, pinOwners, pinReads, pinTrips, users } from '../../db/schema';
import { chatUnreadCounts } from '../chat';
import { readSettings } from '../settings';

/**
 * What the shuttle's endpoints answer, built for the person asking: their own trips and bookings with
 * `mine` and `my_booking`, the other side's phone only once a booking between them is confirmed, unread
 * counts from their read marker. Every list is built in a fixed number of queries, whatever its length.
 */

export type TripRow = typeof pinTrips.$inferSelect;
export type BookingRow = typeof pinBookings.$inferSelect;

/** Bookings that hold seats: waiting for the owner, or confirmed. */
export const LIVE = ['pending', 'confirmed'] as const;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** open, full, departed or cancelled, as a passenger reads it now. */
export function tripState(trip: TripRow, seatsLeft: number, now = new Date()): PinTrip['status'] {
  if (trip.status === 'cancelled') return 'cancelled';
  if (trip.departAt.getTime() <= now.getTime()) return 'departed';
  return seatsLeft <= 0 ? 'full' : 'open';
}

/** Seats held by live bookings, per trip. */
export async function seatsTaken(db: Db, tripIds: number[]): Promise<Map<number, number>> {
  if (!tripIds.length) return new Map();
  const rows = await db
    .select({ tripId: pinBookings.tripId, taken: sql<number>`coalesce(sum(${pinBookings.seats}), 0)::int` })
    .from(pinBookings)
    .where(and(inArray(pinBookings.tripId, tripIds), inArray(pinBookings.status, [...LIVE])))
    .groupBy(pinBookings.tripId);
  return new Map(rows.map((r) => [r.tripId, r.taken]));
}

/** Messages the user has not read, per booking: the other person's, after the user's read marker. */
export const unreadCounts = (db: Db, bookingIds: number[], userId: number) =>
  chatUnreadCounts(db, { messages: pinMessages, reads: pinReads }, bookingIds, userId);

export interface Person {
  id: number;
  nickname: string;
  headPortrait: string;
  /** The owner's phone from their details (passengers' phones come with each booking). */
  ownerPhone: string | null;
  verified: boolean;
}

export async function people(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      headPortrait: users.headPortrait,
      ownerPhone: pinOwners.phone,
      ownerStatus: pinOwners.status,
    })
    .from(users)
    .leftJoin(pinOwners, eq(pinOwners.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        nickname: r.nickname,
        headPortrait: r.headPortrait,
        ownerPhone: r.ownerPhone,
        verified: r.ownerStatus === 'approved',
      },
    ]),
  );
}

const nobody: Person = { id: 0, nickname: '', headPortrait: '', ownerPhone: null, verified: false };

/**
 * A booking as `viewerId` sees it: the passenger sees themself (their own phone); the owner sees the
 * passenger's phone only while the booking is confirmed.
 */
export function bookingView(
  booking: BookingRow,
  viewerId: number,
  passenger: Person | undefined,
  unread: number,
): PinBooking {
  const self = booking.passengerId === viewerId;
  return {
    id: booking.id,
    trip_id: booking.tripId,
    seats: booking.seats,
    status: booking.status as PinBooking['status'],
    passenger: {
      nickname: passenger?.nickname ?? '',
      head_portrait: passenger?.headPortrait ?? '',
      phone: self || booking.status === 'confirmed' ? booking.phone : null,
    },
    created_at: booking.createdAt.toISOString(),
    decided_at: iso(booking.decidedAt),
    cancelled_at: iso(booking.cancelledAt),
    unread,
  };
}

/** Bookings as `viewerId` (their passenger or their trip's owner) sees them, in the order given. */
export async function bookingViews(db: Db, bookings: BookingRow[], viewerId: number): Promise<PinBooking[]> {
  const [passengers, unread] = await Promise.all([
    people(
      db,
      bookings.map((b) => b.passengerId),
    ),
    unreadCounts(
      db,
      bookings.map((b) => b.id),
      viewerId,
    ),
  ]);
  return bookings.map((b) => bookingView(b, viewerId, passengers.get(b.passengerId), unread.get(b.id) ?? 0));
}

/**
 * Trips as `viewerId` sees them, in the order given. `distances` (metres, by trip id) come from a search
 * made from a point; without one, distance_m is null.
 */
export async function tripViews(
  db: Db,
  trips: TripRow[],
  viewerId: number,
  distances?: Map<number, number>,
): Promise<PinTrip[]> {
  if (!trips.length) return [];
  const ids = trips.map((t) => t.id);
  const [{ 'pin.cancel_cutoff_minutes': cutoff }, owners, fields, taken, mine] = await Promise.all([
    readSettings(db, ['pin.cancel_cutoff_minutes']),
    people(
      db,
      trips.map((t) => t.ownerId),
    ),
    db
      .select({ id: examFields.id, name: examFields.name, city: cities.title })
      .from(examFields)
      .innerJoin(cities, eq(cities.id, examFields.cityId))
      .where(inArray(examFields.id, [...new Set(trips.map((t) => t.fieldId))])),
    seatsTaken(db, ids),
    db
      .select()
      .from(pinBookings)
      .where(
        and(
          inArray(pinBookings.tripId, ids),
          eq(pinBookings.passengerId, viewerId),
          inArray(pinBookings.status, [...LIVE]),
        ),
      ),
  ]);
  const me = (await people(db, [viewerId])).get(viewerId);
  const myBookings = new Map(mine.map((b) => [b.tripId, b]));
  const unread = await unreadCounts(
    db,
    mine.map((b) => b.id),
    viewerId,
  );
  const fieldOf = new Map(fields.map((f) => [f.id, f]));
  const now = new Date();
  return trips.map((trip) => {
    const owner = owners.get(trip.ownerId) ?? nobody;
    const field = fieldOf.get(trip.fieldId);
    const seatsLeft = Math.max(0, trip.seats - (taken.get(trip.id) ?? 0));
    const own = trip.ownerId === viewerId;
    const booking = myBookings.get(trip.id);
    const confirmed = booking?.status === 'confirmed';
    return {
      id: trip.id,
      owner: {
        nickname: owner.nickname,
        head_portrait: owner.headPortrait,
        phone: own || confirmed ? owner.ownerPhone : null,
        verified: owner.verified,
      },
      field: { field_id: trip.fieldId, field_name: field?.name ?? '', city_name: field?.city ?? '' },
      route: trip.route,
      depart_at: trip.departAt.toISOString(),
      cancel_until: new Date(trip.departAt.getTime() - cutoff * 60_000).toISOString(),
      seats: trip.seats,
      seats_left: seatsLeft,
      fare_fen: trip.fareFen,
      car: trip.car,
      notes: trip.notes,
      status: tripState(trip, seatsLeft, now),
      distance_m: distances?.has(trip.id) ? Math.round(distances.get(trip.id) as number) : null,
      route_m: trip.routeM,
      route_s: trip.routeS,
      mine: own,
      my_booking: booking ? bookingView(booking, viewerId, me, unread.get(booking.id) ?? 0) : null,
      created_at: trip.createdAt.toISOString(),
    };
  });
}

/** One trip as its row, or null. */
export async function tripRow(db: Db, id: number): Promise<TripRow | null> {
  const [row] = await db.select().from(pinTrips).where(eq(pinTrips.id, id));
  return row ?? null;
}
