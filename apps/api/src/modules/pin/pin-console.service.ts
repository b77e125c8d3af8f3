import type { PinBooking } from '@xueche/contract';
import { chinaMidnight } from '@xueche/time';
import { and, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { examFields, pinBookings, pinOwners, pinTrips, users } from '../../db/schema';
import { literal } from '../commerce';
import { LIVE, type TripRow, tripState } from './views';

/**
 * The shuttle as operators read it in the console (docs/shuttle.md "Operators"): every trip and booking,
 * whoever's, with both sides' phones, found by id, phone, name or day. The cancellations are the area's own
 * (bookings.service, trips.service).
 */

const passenger = alias(users, 'passenger');

/** A whole number that can be a row id (a longer string of digits is a phone). */
const asId = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : null);

/** What the search box `q` finds: the row `byId` when `q` can be an id, or any of `like` on `%q%`. */
function searched(q: string, byId: (id: number) => SQL, like: (part: string) => SQL[]): SQL {
  const id = asId(q);
  return or(id !== null ? byId(id) : undefined, ...like(`%${literal(q)}%`)) as SQL;
}

/** A China day's departures. */
function departingOn(day: string): SQL {
  return and(gte(pinTrips.departAt, chinaMidnight(day)), lt(pinTrips.departAt, chinaMidnight(day, 1))) as SQL;
}

/** Trips as the console shows them, in the order of `trips`. */
async function tripViews(db: Db, trips: TripRow[]) {
  if (!trips.length) return [];
  const ids = trips.map((t) => t.id);
  const [counts, owners, fields] = await Promise.all([
    db
      .select({
        tripId: pinBookings.tripId,
        taken: sql<number>`coalesce(sum(${pinBookings.seats}) filter (where ${inArray(pinBookings.status, [...LIVE])}), 0)::int`,
        pending: sql<number>`(count(*) filter (where ${pinBookings.status} = 'pending'))::int`,
      })
      .from(pinBookings)
      .where(inArray(pinBookings.tripId, ids))
      .groupBy(pinBookings.tripId),
    db
      .select({ id: users.id, uid: users.uid, nickname: users.nickname, name: pinOwners.name, phone: pinOwners.phone })
      .from(users)
      .leftJoin(pinOwners, eq(pinOwners.userId, users.id))
      .where(inArray(users.id, [...new Set(trips.map((t) => t.ownerId))])),
    db
      .select({ id: examFields.id, name: examFields.name })
      .from(examFields)
      .where(inArray(examFields.id, [...new Set(trips.map((t) => t.fieldId))])),
  ]);
  const countOf = new Map(counts.map((c) => [c.tripId, c]));
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  const fieldOf = new Map(fields.map((f) => [f.id, f.name]));
  return trips.map((t) => {
    const c = countOf.get(t.id);
    const o = ownerOf.get(t.ownerId);
    const taken = c?.taken ?? 0;
    return {
      id: t.id,
      depart_at: t.departAt.toISOString(),
      field_name: fieldOf.get(t.fieldId) ?? '',
      origin: t.route.origin.address,
      fare_fen: t.fareFen,
      seats: t.seats,
      seats_taken: taken,
      pending: c?.pending ?? 0,
      status: tripState(t, t.seats - taken),
      owner: {
        user_id: t.ownerId,
        uid: o?.uid ?? '',
        nickname: o?.nickname ?? '',
        name: o?.name ?? '',
        phone: o?.phone ?? '',
      },
      cancelled_at: t.cancelledAt?.toISOString() ?? null,
    };
  });
}

/**
 * `GET /admin/pin/trips`: latest departure first. `q`: a trip id, a phone (the owner's, or any passenger's
 * on it; part of it) or the owner's nickname or name (part of it); `date`: a China day of departure.
 */
export async function tripsForConsole(db: Db, f: { q?: string; date?: string; page: number; num: number }) {
  const where: SQL[] = [];
  if (f.q) {
    where.push(
      searched(
        f.q,
        (id) => eq(pinTrips.id, id),
        (part) => [
          like(pinOwners.phone, part),
          ilike(pinOwners.name, part),
          ilike(users.nickname, part),
          sql`exists (select 1 from ${pinBookings} where ${pinBookings.tripId} = ${pinTrips.id} and ${pinBookings.phone} like ${part})`,
        ],
      ),
    );
  }
  if (f.date) where.push(departingOn(f.date));
  const condition = where.length ? and(...where) : undefined;
  const matching = <Q extends PgSelect>(q: Q) =>
    q
      .innerJoin(users, eq(users.id, pinTrips.ownerId))
      .leftJoin(pinOwners, eq(pinOwners.userId, pinTrips.ownerId))
      .where(condition);
  const page = await pageOf(
    f,
    {
      rows: ({ limit, offset }) =>
        matching(db.select({ trip: pinTrips }).from(pinTrips).$dynamic())
          .orderBy(desc(pinTrips.departAt), desc(pinTrips.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(matching(db.select({ n: countAll }).from(pinTrips).$dynamic())),
    },
    (r) => r.trip,
  );
  return { ...page, list: await tripViews(db, page.list) };
}

/** One trip as the console shows it. */
export async function tripForConsole(db: Db, id: number) {
  const trips = await db.select().from(pinTrips).where(eq(pinTrips.id, id));
  return (await tripViews(db, trips))[0] ?? null;
}

type BookingRow = typeof pinBookings.$inferSelect;

/** Bookings as the console shows them, each with its trip, in the order given. */
async function bookingViews(db: Db, bookings: BookingRow[]) {
  if (!bookings.length) return [];
  const [trips, people] = await Promise.all([
    db
      .select()
      .from(pinTrips)
      .where(inArray(pinTrips.id, [...new Set(bookings.map((b) => b.tripId))])),
    db
      .select({ id: users.id, uid: users.uid, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, [...new Set(bookings.map((b) => b.passengerId))])),
  ]);
  const tripOf = new Map((await tripViews(db, trips)).map((t) => [t.id, t]));
  const personOf = new Map(people.map((p) => [p.id, p]));
  return bookings.flatMap((b) => {
    const trip = tripOf.get(b.tripId);
    const p = personOf.get(b.passengerId);
    if (!trip) return [];
    return [
      {
        id: b.id,
        status: b.status as PinBooking['status'],
        seats: b.seats,
        phone: b.phone,
        passenger: { user_id: b.passengerId, uid: p?.uid ?? '', nickname: p?.nickname ?? '' },
        cancelled_by: b.status === 'cancelled' ? (b.cancelledBy ?? null) : null,
        created_at: b.createdAt.toISOString(),
        decided_at: b.decidedAt?.toISOString() ?? null,
        cancelled_at: b.cancelledAt?.toISOString() ?? null,
        trip,
      },
    ];
  });
}

/**
 * `GET /admin/pin/bookings`: latest departure first. `q`: a booking id, a phone (the passenger's or the
 * owner's; part of it) or the passenger's nickname (part of it); `date`: the China day of departure.
 */
export async function bookingsForConsole(
  db: Db,
  f: { q?: string; date?: string; status?: string; trip_id?: number; page: number; num: number },
) {
  const where: SQL[] = [];
  if (f.q) {
    where.push(
      searched(
        f.q,
        (id) => eq(pinBookings.id, id),
        (part) => [like(pinBookings.phone, part), like(pinOwners.phone, part), ilike(passenger.nickname, part)],
      ),
    );
  }
  if (f.date) where.push(departingOn(f.date));
  if (f.status) where.push(eq(pinBookings.status, f.status));
  if (f.trip_id) where.push(eq(pinBookings.tripId, f.trip_id));
  const condition = where.length ? and(...where) : undefined;
  const matching = <Q extends PgSelect>(q: Q) =>
    q
      .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
      .innerJoin(passenger, eq(passenger.id, pinBookings.passengerId))
      .leftJoin(pinOwners, eq(pinOwners.userId, pinTrips.ownerId))
      .where(condition);
  const page = await pageOf(
    f,
    {
      rows: ({ limit, offset }) =>
        matching(db.select({ booking: pinBookings }).from(pinBookings).$dynamic())
          .orderBy(desc(pinTrips.departAt), desc(pinBookings.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(matching(db.select({ n: countAll }).from(pinBookings).$dynamic())),
    },
    (r) => r.booking,
  );
  return { ...page, list: await bookingViews(db, page.list) };
}

/** One booking as the console shows it. */
export async function bookingForConsole(db: Db, id: number) {
  const rows = await db.select().from(pinBookings).where(eq(pinBookings.id, id));
  return (await bookingViews(db, rows))[0] ?? null;
}
