import type { TrainCoach, TrainReview, TrainType } from '@xueche/contract';
import { and, asc, desc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainBookings, trainChecks, trainListings, users } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import { maskName } from '../certification';
import { reviewedSession, trainCoachViews } from './coach-view';
import { coachFreeHours, nextFreeHours } from './free-hours';
import { trainRules } from './rules';

/**
 * What students read (no sign-in needed): the listed coaches by area and kind in the order asked, and one
 * coach's page. Listed means a coach account, all three checks approved and the listing complete — the
 * same rule as listing.service's `listed`, here in SQL so paging and the total are exact.
 */
export const listedWhere: SQL = and(
  eq(users.userType, 2),
  sql`${trainListings.intro} <> ''`,
  isNotNull(trainListings.car),
  gt(trainListings.priceFen, 0),
  sql`${trainListings.city} <> ''`,
  sql`${trainListings.area} <> ''`,
  sql`jsonb_array_length(${trainListings.types}) > 0`,
  sql`jsonb_array_length(${trainListings.weekly}) > 0`,
  sql`(select count(*) from ${trainChecks} where ${trainChecks.userId} = ${trainListings.userId} and ${trainChecks.status} = 'approved') = 3`,
) as SQL;

const EARTH_M = 6_371_000;

/** Metres from the point to the listing's point (haversine); null for a listing without one (least() skips a null). */
const distanceFrom = (lng: number, lat: number) => sql<number | null>`case
  when ${trainListings.lat} is null or ${trainListings.lng} is null then null
  else 2 * ${EARTH_M} * asin(least(1, sqrt(
    power(sin(radians(${trainListings.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${trainListings.lat}))
    * power(sin(radians(${trainListings.lng} - ${lng}::float8) / 2), 2))))
  end`;

/** "北京" and "北京市" are one city to a student choosing an area. */
const cityKey = (city: SQL | string) => sql`regexp_replace(${city}, '市$', '')`;

export interface CoachQuery {
  city?: string;
  district?: string;
  type?: TrainType;
  sort: 'distance' | 'rating' | 'price';
  lng?: number;
  lat?: number;
  page: number;
  num: number;
}

/**
 * `GET v1/train/coaches`. Rating: best first (by the one-decimal average, then the number of reviews),
 * coaches without reviews after; price: cheapest first; distance: nearest to `lng`/`lat` first, listings
 * without a point after. With a point, every sort shows distance_m.
 */
export async function listCoaches(db: Db, q: CoachQuery) {
  if ((q.lng === undefined) !== (q.lat === undefined)) {
    throw invalidField(q.lng === undefined ? 'lng' : 'lat', 'train_point_incomplete');
  }
  const point = q.lng !== undefined && q.lat !== undefined ? { lng: q.lng, lat: q.lat } : null;
  if (q.sort === 'distance' && !point) throw invalidField('lng', 'train_sort_needs_point');

  const ratings = db
    .select({
      coachId: trainBookings.coachId,
      rating: sql<number>`round(avg(${trainBookings.stars})::numeric, 1)`.as('rating'),
      reviews: sql<number>`count(*)`.as('reviews'),
    })
    .from(trainBookings)
    .where(reviewedSession)
    .groupBy(trainBookings.coachId)
    .as('ratings');
  const distance = point ? distanceFrom(point.lng, point.lat) : sql<null>`null`;
  const where = and(
    listedWhere,
    q.city ? sql`${cityKey(sql`${trainListings.city}`)} = ${cityKey(q.city)}` : undefined,
    q.district ? eq(trainListings.district, q.district) : undefined,
    q.type ? sql`${trainListings.types} @> ${JSON.stringify([q.type])}::jsonb` : undefined,
  );
  const byRating = [sql`${ratings.rating} desc nulls last`, sql`${ratings.reviews} desc nulls last`];
  const order =
    q.sort === 'distance'
      ? [sql`${distance} asc nulls last`, ...byRating]
      : q.sort === 'price'
        ? [asc(trainListings.priceFen), ...byRating]
        : byRating;

  const [rows, [count]] = await Promise.all([
    db
      .select({ listing: trainListings, distance })
      .from(trainListings)
      .innerJoin(users, eq(users.id, trainListings.userId))
      .leftJoin(ratings, eq(ratings.coachId, trainListings.userId))
      .where(where)
      .orderBy(...order, asc(trainListings.userId))
      .limit(q.num)
      .offset((q.page - 1) * q.num),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainListings)
      .innerJoin(users, eq(users.id, trainListings.userId))
      .where(where),
  ]);
  const listings = rows.map((r) => r.listing);
  const distances = new Map<number, number>();
  for (const r of rows) if (r.distance !== null) distances.set(r.listing.userId, Number(r.distance));
  const list: TrainCoach[] = await trainCoachViews(db, listings, {
    distances,
    nextFree: await nextFreeHours(db, listings),
  });
  return { total: count?.n ?? 0, page: q.page, num: q.num, list };
}

/** How many reviews a coach's page shows. */
export const LATEST_REVIEWS = 10;

/** A coach's latest reviews, newest first; the student named as 王*明 (a public page). */
async function latestReviews(db: Db, coachId: number): Promise<TrainReview[]> {
  const rows = await db
    .select({
      stars: trainBookings.stars,
      text: trainBookings.review,
      at: trainBookings.reviewedAt,
      created: trainBookings.createdAt,
      nickname: users.nickname,
    })
    .from(trainBookings)
    .innerJoin(users, eq(users.id, trainBookings.studentId))
    .where(and(eq(trainBookings.coachId, coachId), reviewedSession))
    .orderBy(desc(sql`coalesce(${trainBookings.reviewedAt}, ${trainBookings.createdAt})`), desc(trainBookings.id))
    .limit(LATEST_REVIEWS);
  return rows.map((r) => ({
    stars: r.stars as number,
    text: r.text ?? '',
    nickname: maskName(r.nickname),
    created_at: (r.at ?? r.created).toISOString(),
  }));
}

/**
 * `GET v1/train/coach`: a listed coach's page — the listing, the latest reviews, the free hours of the
 * next 14 days (China time) and the rules shown before paying. A coach who is not listed is not found.
 */
export async function coachPage(db: Db, memberId: string, now = new Date()) {
  const [row] = await db
    .select({ listing: trainListings })
    .from(trainListings)
    .innerJoin(users, eq(users.id, trainListings.userId))
    .where(and(eq(users.hashId, memberId), listedWhere));
  if (!row) throw new AppError(404, 'train_coach_not_found');
  const { listing } = row;
  const [free, reviews, rules] = await Promise.all([
    coachFreeHours(db, listing, now),
    latestReviews(db, listing.userId),
    trainRules(db),
  ]);
  const [coach] = await trainCoachViews(db, [listing], {
    nextFree: new Map([[listing.userId, free[0]?.start ?? null]]),
  });
  if (!coach) throw new AppError(404, 'train_coach_not_found');
  return { ...coach, latest_reviews: reviews, free, rules };
}
