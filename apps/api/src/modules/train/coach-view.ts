import type { TrainBooking, TrainCoach } from '@xueche/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, trainBookings, trainChecks, trainListings, users } from '../../db/schema';

/**
 * How a coach of coach-for-hire is shown to other people: the listings, a coach's page and the coach part
 * of a booking (bookings.service imports toBookingCoach). Every helper takes a list of coaches and answers
 * in a fixed number of queries, whatever its length.
 */

export type ListingRow = typeof trainListings.$inferSelect;
export type TrainBadges = TrainCoach['badges'];
export type BookingCoach = TrainBooking['coach'];

export const CHECK_KINDS = ['identity', 'plate', 'licence'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * A plate as students see it: the province and the letter, then only the last two characters
 * (京A12345 → 京A·***45), so a listing does not hand out a stranger's car plate.
 */
export function maskPlate(plate: string): string {
  const chars = [...plate];
  if (chars.length < 5) return chars.length ? '***' : '';
  return `${chars.slice(0, 2).join('')}·***${chars.slice(-2).join('')}`;
}

/** A coach as a person: their public hash id, name and picture, and the phone a paid student may call. */
export interface CoachPerson {
  userId: number;
  /** users.hash_id: the `did` of their share links, TrainCoach.member_id. */
  memberId: string;
  nickname: string;
  headPortrait: string;
  phone: string | null;
}

/** The people behind coach ids: the portrait from their coach profile when they set one, else WeChat's. */
export async function coachPeople(db: Db, ids: number[]): Promise<Map<number, CoachPerson>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      hashId: users.hashId,
      nickname: users.nickname,
      headPortrait: users.headPortrait,
      userPhone: users.phone,
      photo: coachProfiles.photo,
      profilePhone: coachProfiles.phone,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.id,
        memberId: r.hashId,
        nickname: r.nickname,
        headPortrait: r.photo || r.headPortrait,
        phone: r.profilePhone || r.userPhone || null,
      },
    ]),
  );
}

/** Which of each coach's three checks an operator approved. */
export async function coachBadges(db: Db, ids: number[]): Promise<Map<number, TrainBadges>> {
  const out = new Map<number, TrainBadges>(ids.map((id) => [id, { identity: false, plate: false, licence: false }]));
  if (!ids.length) return out;
  const rows = await db
    .select({ userId: trainChecks.userId, kind: trainChecks.kind })
    .from(trainChecks)
    .where(and(inArray(trainChecks.userId, [...new Set(ids)]), eq(trainChecks.status, 'approved')));
  for (const r of rows) {
    const badges = out.get(r.userId);
    if (badges && (CHECK_KINDS as readonly string[]).includes(r.kind)) badges[r.kind as CheckKind] = true;
  }
  return out;
}

export interface CoachRating {
  /** Average stars with one decimal; null before the first review. */
  rating: number | null;
  reviews: number;
}

/**
 * The sessions whose stars count: rated ones that took place, paid or done. A student rates once the hour is
 * over, whether or not the coach has marked it done yet (booking-view's `rateable`).
 */
export const reviewedSession = and(inArray(trainBookings.status, ['paid', 'done']), isNotNull(trainBookings.stars));

/** Each coach's rating: the average stars of their rated sessions. */
export async function coachRatings(db: Db, ids: number[]): Promise<Map<number, CoachRating>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      coachId: trainBookings.coachId,
      rating: sql<number>`round(avg(${trainBookings.stars})::numeric, 1)::float8`,
      reviews: sql<number>`count(*)::int`,
    })
    .from(trainBookings)
    .where(and(inArray(trainBookings.coachId, [...new Set(ids)]), reviewedSession))
    .groupBy(trainBookings.coachId);
  return new Map(rows.map((r) => [r.coachId, { rating: Number(r.rating), reviews: r.reviews }]));
}

const noCar = { model: '', transmission: 'auto' as const, plate: '' };

/** What a listing shows besides its row: read per request (distance, the next free hour). */
export interface CoachExtras {
  badges: TrainBadges;
  rating: CoachRating;
  distanceM: number | null;
  nextFree: string | null;
}

/** One listed coach as students see them (the plate masked). */
export function toTrainCoach(listing: ListingRow, person: CoachPerson, extras: CoachExtras): TrainCoach {
  const car = listing.car ?? noCar;
  return {
    member_id: person.memberId,
    nickname: person.nickname,
    head_portrait: person.headPortrait,
    intro: listing.intro,
    photos: listing.photos,
    car: { model: car.model, transmission: car.transmission, plate: maskPlate(car.plate) },
    price_fen: listing.priceFen,
    city: listing.city,
    district: listing.district,
    area: listing.area,
    types: listing.types,
    badges: extras.badges,
    rating: extras.rating.rating,
    reviews: extras.rating.reviews,
    distance_m: extras.distanceM === null ? null : Math.round(extras.distanceM),
    next_free: extras.nextFree,
  };
}

/**
 * Listings as students see them, in the order given. `distances` (metres, by coach id) come from a search
 * made from a point; `nextFree` (ISO, by coach id) from the free hours.
 */
export async function trainCoachViews(
  db: Db,
  listings: ListingRow[],
  opts: { distances?: Map<number, number>; nextFree?: Map<number, string | null> } = {},
): Promise<TrainCoach[]> {
  if (!listings.length) return [];
  const ids = listings.map((l) => l.userId);
  const [people, badges, ratings] = await Promise.all([
    coachPeople(db, ids),
    coachBadges(db, ids),
    coachRatings(db, ids),
  ]);
  return listings.flatMap((listing) => {
    const person = people.get(listing.userId);
    if (!person) return [];
    return [
      toTrainCoach(listing, person, {
        badges: badges.get(listing.userId) ?? { identity: false, plate: false, licence: false },
        rating: ratings.get(listing.userId) ?? { rating: null, reviews: 0 },
        distanceM: opts.distances?.get(listing.userId) ?? null,
        nextFree: opts.nextFree?.get(listing.userId) ?? null,
      }),
    ];
  });
}

/** A booking's coach before it is shaped for one viewer (toBookingCoach). */
export interface BookingCoachRecord {
  person: CoachPerson;
  car: { model: string; transmission: 'manual' | 'auto'; plate: string };
  area: string;
}

/** The coaches of some bookings, by coach id (a coach whose listing was since removed keeps their name). */
export async function bookingCoaches(db: Db, coachIds: number[]): Promise<Map<number, BookingCoachRecord>> {
  if (!coachIds.length) return new Map();
  const ids = [...new Set(coachIds)];
  const [people, listings] = await Promise.all([
    coachPeople(db, ids),
    db
      .select({ userId: trainListings.userId, car: trainListings.car, area: trainListings.area })
      .from(trainListings)
      .where(inArray(trainListings.userId, ids)),
  ]);
  const byCoach = new Map(listings.map((l) => [l.userId, l]));
  const out = new Map<number, BookingCoachRecord>();
  for (const id of ids) {
    const person = people.get(id);
    if (!person) continue;
    const listing = byCoach.get(id);
    out.set(id, { person, car: listing?.car ?? noCar, area: listing?.area ?? '' });
  }
  return out;
}

/**
 * The coach part of a booking. `revealed` (the booking is paid or done, or the viewer is the coach): the
 * coach's phone and the whole plate, so the student can call and find the car; otherwise neither.
 */
export function toBookingCoach(record: BookingCoachRecord, revealed: boolean): BookingCoach {
  return {
    member_id: record.person.memberId,
    nickname: record.person.nickname,
    head_portrait: record.person.headPortrait,
    car: { ...record.car, plate: revealed ? record.car.plate : maskPlate(record.car.plate) },
    area: record.area,
    phone: revealed ? record.person.phone : null,
  };
}
