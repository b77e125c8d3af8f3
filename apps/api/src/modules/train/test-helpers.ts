import { randomBytes } from 'node:crypto';
import type { TrainListing } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { orders, products, trainBookings, trainChecks, trainListings } from '../../db/schema';
import { type Person, person } from '../../test/person';
import { body, type TestApp } from '../../test/test-app';
import { multipart, type Part } from '../certification/test-helpers';

const HOUR = 3_600_000;

/** A test city of its own per call (far from the demo cities), so a listings query sees only what the test made. */
let cities = 0;
export const testCity = () => `陪练测试${process.pid % 1000}${String.fromCharCode(0x4e00 + (++cities % 500))}市`;

/**
 * The start of `hours` whole hours in a row inside 06:00–22:00 China time, at least `after` hours from now:
 * the test coaches' weekly hours (every day, 06–22).
 */
export function slot(after: number, hours = 1): string {
  let at = Math.ceil((Date.now() + after * HOUR) / HOUR) * HOUR;
  for (;;) {
    const h0 = new Date(at + 8 * HOUR).getUTCHours();
    if (h0 >= 6 && h0 + hours <= 22) return new Date(at).toISOString();
    at += HOUR;
  }
}

export function trainHelpers(t: TestApp) {
  const db = t.database.db;

  const coach = () => person(t, 2);
  const student = () => person(t, 1);

  /** A complete listing's body (what '/train/edit' sends). */
  const listingBody = (overrides: Record<string, unknown> = {}) => ({
    intro: '教龄五年，擅长新手上路和考前陪练。',
    car: { model: '大众朗逸', transmission: 'auto', plate: '京A12345' },
    price_fen: 12_000,
    city: '北京市',
    district: '朝阳区',
    area: '望京地铁站 A 口',
    types: ['novice', 'auto'],
    ...overrides,
  });

  /** Every hour of every day, 06:00–22:00. */
  const everyHour = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: 6, to: 22 }));

  /** The three checks approved directly (the review has its own tests). */
  async function approveChecks(userId: number) {
    for (const kind of ['identity', 'plate', 'licence']) {
      await db
        .insert(trainChecks)
        .values({ userId, kind, photos: {}, status: 'approved', reviewedAt: new Date(), reviewedBy: 'test' })
        .onConflictDoUpdate({ target: [trainChecks.userId, trainChecks.kind], set: { status: 'approved' } });
    }
  }

  async function save(who: Person, overrides: Record<string, unknown> = {}) {
    const res = await who.post('/api/v1/train/listing', listingBody(overrides));
    if (res.statusCode !== 200) throw new Error(`listing: ${res.statusCode} ${res.body}`);
    return body<TrainListing>(res).data;
  }

  async function hours(who: Person, weekly: { weekday: number; from: number; to: number }[] = everyHour) {
    const res = await who.post('/api/v1/train/availability', { weekly });
    if (res.statusCode !== 200) throw new Error(`availability: ${res.statusCode} ${res.body}`);
    return body<TrainListing>(res).data;
  }

  /** A listed coach: checks approved, the listing saved with `overrides`, the weekly hours given. */
  async function listedCoach(overrides: Record<string, unknown> = {}, weekly = everyHour) {
    const who = await coach();
    await approveChecks(who.id);
    await save(who, overrides);
    const listing = await hours(who, weekly);
    if (!listing.listed) throw new Error('the coach is not listed');
    return who;
  }

  /** A multipart upload by `who`. */
  async function upload(who: Person, path: string, parts: Part[], lang = 'zh-CN') {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api${path}?access-token=${who.token}`,
      headers: { ...headers, 'accept-language': lang },
      payload,
    });
  }

  /**
   * A booking of `coachId`'s hours made straight in the tables (the booking flow is the bookings module's):
   * its `train-hours` order paid, or open while an unpaid booking holds.
   */
  async function booking(
    coachId: number,
    studentId: number,
    start: Date,
    opts: { hours?: number; status?: string; holdUntil?: Date; stars?: number; review?: string } = {},
  ) {
    const n = opts.hours ?? 1;
    const status = opts.status ?? 'paid';
    const [product] = await db.select().from(products).where(eq(products.slug, 'train-hours'));
    if (!product) throw new Error('no train-hours product');
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: `T${Date.now()}${randomBytes(4).toString('hex')}`,
        userId: studentId,
        productId: product.id,
        title: '陪练课时',
        amountFen: 12_000 * n,
        status: status === 'unpaid' ? 'created' : status === 'expired' ? 'closed' : 'paid',
        expiresAt: new Date(Date.now() + 15 * 60_000),
      })
      .returning();
    const [row] = await db
      .insert(trainBookings)
      .values({
        coachId,
        studentId,
        orderId: (order as { id: number }).id,
        startAt: start,
        endAt: new Date(start.getTime() + n * HOUR),
        hours: n,
        amountFen: 12_000 * n,
        phone: '13700000000',
        status,
        holdUntil: opts.holdUntil ?? new Date(Date.now() + 15 * 60_000),
        stars: opts.stars ?? null,
        review: opts.review ?? null,
        reviewedAt: opts.stars ? new Date() : null,
        doneAt: status === 'done' ? new Date() : null,
      })
      .returning();
    return row as typeof trainBookings.$inferSelect;
  }

  /** What the coach-for-hire tables hold for a coach, to show a refusal changed nothing. */
  async function snapshot(userId: number) {
    const [listing] = await db.select().from(trainListings).where(eq(trainListings.userId, userId));
    const checks = await db
      .select({ kind: trainChecks.kind, status: trainChecks.status, photos: trainChecks.photos })
      .from(trainChecks)
      .where(eq(trainChecks.userId, userId))
      .orderBy(trainChecks.kind);
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(trainListings);
    return { listing: listing ?? null, checks, listings: all?.n ?? 0 };
  }

  return { coach, student, listingBody, everyHour, approveChecks, save, hours, listedCoach, upload, booking, snapshot };
}
