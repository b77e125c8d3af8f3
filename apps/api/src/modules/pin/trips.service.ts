import type { PinCar, PinRoute, PinTrip } from '@xueche/contract';
import { chinaMidnight } from '@xueche/time';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { examFields, pinBookings, pinOwners, pinTrips } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalidField } from '../../platform/errors';
import type { User } from '../../platform/user';
import { routeEstimate } from '../map';
import { notifyPin } from './notices.service';
import { bookingViews, LIVE, type TripRow, tripRow, tripViews } from './views';

/** How far ahead a trip may be published. */
export const PUBLISH_DAYS_MAX = 30;
/** How far the route's target may be from the exam field's own point. */
export const TARGET_KM_MAX = 3;

const EARTH_M = 6371_000;

/** Great-circle distance in metres (the same formula as the search's SQL). */
export function haversineM(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A China day, "2026-12-01", as the instants it runs between. */
function chinaDay(day: string): { from: Date; to: Date } {
  return { from: chinaMidnight(day), to: chinaMidnight(day, 1) };
}

export interface TripQuery {
  field_id?: number;
  date?: string;
  lng?: number;
  lat?: number;
  radius_km: number;
  page: number;
  num: number;
}

/**
 * `GET v1/pin/trips`: upcoming trips that were not called off (full ones included: a passenger sees they
 * are full). With a point: those boarding within the radius (origin or any waypoint), to any exam site
 * unless one is named, by day and nearest first within a day. Without: to the named field or the caller's
 * own, soonest first.
 */
export async function listTrips(db: Db, user: User, q: TripQuery) {
  if ((q.lng === undefined) !== (q.lat === undefined)) {
    throw invalidField(q.lng === undefined ? 'lng' : 'lat', 'pin_point_incomplete');
  }
  const now = new Date();
  const day = q.date ? chinaDay(q.date) : null;
  const offset = (q.page - 1) * q.num;

  if (q.lng !== undefined && q.lat !== undefined) {
    const found = await nearbyTrips(db, { ...q, lng: q.lng, lat: q.lat }, now, day, offset);
    const byId = new Map(
      (found.ids.length ? await db.select().from(pinTrips).where(inArray(pinTrips.id, found.ids)) : []).map((t) => [
        t.id,
        t,
      ]),
    );
    const trips = found.ids.map((id) => byId.get(id)).filter((t): t is TripRow => Boolean(t));
    return {
      total: found.total,
      page: q.page,
      num: q.num,
      list: await tripViews(db, trips, user.id, found.distances),
    };
  }

  const fieldId = q.field_id ?? user.fieldId;
  if (!fieldId) throw invalidField('field_id', 'field_required');
  const where = and(
    eq(pinTrips.fieldId, fieldId),
    eq(pinTrips.status, 'open'),
    gt(pinTrips.departAt, now),
    day ? gte(pinTrips.departAt, day.from) : undefined,
    day ? lt(pinTrips.departAt, day.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pinTrips)
      .where(where)
      .orderBy(asc(pinTrips.departAt), asc(pinTrips.id))
      .limit(q.num)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(pinTrips).where(where),
  ]);
  return { total: count?.n ?? 0, page: q.page, num: q.num, list: await tripViews(db, rows, user.id) };
}

/**
 * The distance search, in SQL: for each upcoming trip, the haversine distance from the point to each of its
 * boarding points (the origin and the waypoints in its route), the nearest kept. Computed over every
 * upcoming open trip the other filters leave, with no spatial index: an install has hundreds to a few
 * thousand upcoming trips, which this reads in milliseconds, and doing it in SQL keeps paging and the total
 * exact. PostGIS (or a geohash column) is the step up if that ever changes.
 */
async function nearbyTrips(
  db: Db,
  q: TripQuery & { lng: number; lat: number },
  now: Date,
  day: { from: Date; to: Date } | null,
  offset: number,
): Promise<{ ids: number[]; distances: Map<number, number>; total: number }> {
  const rows = await rowsOf<{ id: number; distance_m: number; total: number }>(
    db,
    sql`
      select t.id, d.distance_m, count(*) over ()::int as total
      from ${pinTrips} t
      cross join lateral (
        select min(2 * ${EARTH_M} * asin(least(1, sqrt(
          power(sin(radians(((p->>'lat')::float8 - ${q.lat}::float8) / 2)), 2) +
          cos(radians(${q.lat}::float8)) * cos(radians((p->>'lat')::float8)) *
          power(sin(radians(((p->>'lng')::float8 - ${q.lng}::float8) / 2)), 2)
        )))) as distance_m
        from jsonb_array_elements(jsonb_build_array(t.route->'origin') || coalesce(t.route->'waypoints', '[]'::jsonb)) p
      ) d
      where t.status = 'open'
        and t.depart_at > ${now.toISOString()}::timestamptz
        ${day ? sql`and t.depart_at >= ${day.from.toISOString()}::timestamptz and t.depart_at < ${day.to.toISOString()}::timestamptz` : sql``}
        ${q.field_id ? sql`and t.field_id = ${q.field_id}` : sql``}
        and d.distance_m <= ${q.radius_km * 1000}
      order by (t.depart_at at time zone 'Asia/Shanghai')::date, d.distance_m, t.depart_at, t.id
      limit ${q.num} offset ${offset}`,
  );
  return {
    ids: rows.map((r) => Number(r.id)),
    distances: new Map(rows.map((r) => [Number(r.id), Number(r.distance_m)])),
    // Past the last page the window count has no row to ride on: count again from the start.
    total: rows[0]?.total ?? (offset > 0 ? (await nearbyTrips(db, { ...q, num: 1 }, now, day, 0)).total : 0),
  };
}

/** `GET v1/pin/trip`: anyone signed in may open a trip; its owner also gets every booking on it. */
export async function tripDetail(db: Db, user: User, id: number) {
  const trip = await tripRow(db, id);
  if (!trip) throw new AppError(404, 'pin_trip_not_found');
  const [view] = await tripViews(db, [trip], user.id);
  const bookings =
    trip.ownerId === user.id
      ? await bookingViews(
          db,
          await db
            .select()
            .from(pinBookings)
            .where(eq(pinBookings.tripId, trip.id))
            .orderBy(asc(pinBookings.createdAt), asc(pinBookings.id)),
          user.id,
        )
      : [];
  return { ...(view as PinTrip), bookings };
}

export interface PublishInput {
  field_id: number;
  route: PinRoute;
  depart_at: string;
  seats: number;
  fare_fen: number;
  car: PinCar;
  notes: string;
}

/** Refuses a publisher who is not a verified owner, saying what to do next. */
export async function assertVerifiedOwner(db: Db, userId: number): Promise<void> {
  const [owner] = await db.select().from(pinOwners).where(eq(pinOwners.userId, userId));
  if (owner?.status === 'approved') return;
  if (owner?.status === 'pending') throw new AppError(403, 'pin_verify_waiting', {}, { next: '/pin/verify' });
  if (owner?.status === 'rejected') {
    throw new AppError(403, 'pin_verify_rejected', { reason: owner.reason }, { next: '/pin/verify' });
  }
  throw new AppError(403, 'pin_verify_first', {}, { next: '/pin/verify' });
}

/**
 * `POST v1/pin/trip`: a verified owner publishes a trip leaving within 30 days, to an exam field, whose
 * route ends there (within 3 km of the field's point). The driving estimate is asked for first and kept;
 * a map service that does not answer leaves it null and the trip is published anyway.
 */
export async function publishTrip(deps: Deps, user: User, input: PublishInput): Promise<PinTrip> {
  const { db } = deps;
  await assertVerifiedOwner(db, user.id);
  const departAt = new Date(input.depart_at);
  const now = Date.now();
  if (departAt.getTime() <= now) throw invalidField('depart_at', 'pin_depart_past');
  if (departAt.getTime() > now + PUBLISH_DAYS_MAX * 86_400_000) {
    throw new AppError(
      400,
      'pin_depart_too_far',
      { days: String(PUBLISH_DAYS_MAX) },
      {
        errors: { depart_at: 'pin_depart_too_far' },
      },
    );
  }
  const [field] = await db.select().from(examFields).where(eq(examFields.id, input.field_id));
  if (!field) throw new AppError(404, 'field_not_found');
  if (haversineM(input.route.target, field) > TARGET_KM_MAX * 1000) {
    throw new AppError(
      400,
      'pin_target_not_field',
      { km: String(TARGET_KM_MAX) },
      {
        errors: { 'route.target': 'pin_target_not_field' },
      },
    );
  }
  const { route } = input;
  const estimate = await routeEstimate(deps.amap, [route.origin, ...route.waypoints, route.target]);
  const [trip] = await db
    .insert(pinTrips)
    .values({
      ownerId: user.id,
      fieldId: field.id,
      route,
      departAt,
      seats: input.seats,
      fareFen: input.fare_fen,
      car: input.car,
      notes: input.notes,
      routeM: estimate.m,
      routeS: estimate.s,
    })
    .returning();
  const [view] = await tripViews(db, [trip as TripRow], user.id);
  return view as PinTrip;
}

/**
 * `POST v1/pin/trip/cancel`: the owner calls a trip off before it leaves. Its live bookings are cancelled
 * with it, in one transaction under the trip's lock (no booking slips in), and their passengers are texted
 * afterwards. Someone else's trip is a 404.
 */
export async function cancelTrip(deps: Deps, user: User, id: number): Promise<PinTrip> {
  const { db } = deps;
  const cancelled = await db.transaction((tx) => callOff(tx, id, user.id));
  for (const booking of cancelled)
    void notifyPin(deps, { kind: 'booking', bookingId: booking.id, event: 'called_off' });
  const trip = await tripRow(db, id);
  const [view] = await tripViews(db, [trip as TripRow], user.id);
  return view as PinTrip;
}

/**
 * Calls a trip off under its lock, with its live bookings: by its owner (`ownerId`; someone else's trip is
 * a 404) or by an operator (null). Answers the bookings it cancelled.
 */
async function callOff(tx: Tx, id: number, ownerId: number | null) {
  const [trip] = await tx.select().from(pinTrips).where(eq(pinTrips.id, id)).for('update');
  if (!trip || (ownerId !== null && trip.ownerId !== ownerId)) throw new AppError(404, 'pin_trip_not_found');
  if (trip.status === 'cancelled') throw new AppError(409, 'pin_trip_cancelled');
  if (trip.departAt.getTime() <= Date.now()) throw new AppError(409, 'pin_trip_departed');
  const now = new Date();
  await tx.update(pinTrips).set({ status: 'cancelled', cancelledAt: now }).where(eq(pinTrips.id, trip.id));
  return tx
    .update(pinBookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: ownerId === null ? 'operator' : 'owner' })
    .where(and(eq(pinBookings.tripId, trip.id), inArray(pinBookings.status, [...LIVE])))
    .returning({ id: pinBookings.id });
}

/**
 * An operator calls a trip off (the console): as its owner would, in `tx`, the caller's transaction. Answers
 * the bookings cancelled with it; `notifyOperatorCallOff` texts everyone once it commits.
 */
export async function operatorCancelTrip(tx: Tx, id: number) {
  return callOff(tx, id, null);
}

/** After an operator called a trip off: each passenger whose booking it cancelled, and the owner, are texted. */
export function notifyOperatorCallOff(deps: Deps, tripId: number, bookingIds: number[]): void {
  for (const bookingId of bookingIds)
    void notifyPin(deps, { kind: 'booking', bookingId, event: 'operator_called_off' });
  void notifyPin(deps, { kind: 'trip', tripId, event: 'operator_called_off' });
}

/**
 * `GET v1/pin/my-trips`: the caller's own trips, called-off ones included, with how many bookings wait
 * for an answer on each: upcoming soonest first, or past latest first.
 */
export async function myTrips(db: Db, user: User, q: { scope: 'upcoming' | 'past'; page: number; num: number }) {
  const now = new Date();
  const where = and(
    eq(pinTrips.ownerId, user.id),
    q.scope === 'upcoming' ? gt(pinTrips.departAt, now) : lte(pinTrips.departAt, now),
  );
  const order =
    q.scope === 'upcoming' ? [asc(pinTrips.departAt), asc(pinTrips.id)] : [desc(pinTrips.departAt), desc(pinTrips.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pinTrips)
      .where(where)
      .orderBy(...order)
      .limit(q.num)
      .offset((q.page - 1) * q.num),
    db.select({ n: sql<number>`count(*)::int` }).from(pinTrips).where(where),
  ]);
  const pending = rows.length
    ? await db
        .select({ tripId: pinBookings.tripId, n: sql<number>`count(*)::int` })
        .from(pinBookings)
        .where(
          and(
            inArray(
              pinBookings.tripId,
              rows.map((r) => r.id),
            ),
            eq(pinBookings.status, 'pending'),
          ),
        )
        .groupBy(pinBookings.tripId)
    : [];
  const pendingOf = new Map(pending.map((p) => [p.tripId, p.n]));
  const views = await tripViews(db, rows, user.id);
  return {
    total: count?.n ?? 0,
    page: q.page,
    num: q.num,
    list: views.map((v) => ({ ...v, pending: pendingOf.get(v.id) ?? 0 })),
  };
}
