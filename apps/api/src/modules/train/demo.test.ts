import type { TrainCoach, TrainReview } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, trainBookings, trainChecks, trainListings, users } from '../../db/schema';
import { seedTrain } from '../../seed/train';
import { body, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A sandbox install seeds the demo at start.
  t = await startTestApp();
});
afterAll(() => t.close());

type TrainTable = typeof trainListings | typeof trainChecks | typeof trainBookings;

const CITIES = ['北京市', '上海市', '广州市', '深圳市', '南京市', '苏州市', '杭州市', '宁波市', '成都市', '武汉市'];

describe("coach-for-hire's demo", () => {
  it('has verified coaches with listings, free hours and reviews in every demo city', async () => {
    for (const city of CITIES) {
      const res = await t.app.inject({ url: `/api/v1/train/coaches?city=${encodeURIComponent(city)}&sort=rating` });
      const { list } = body<{ list: TrainCoach[] }>(res).data;
      expect(list.length, city).toBeGreaterThanOrEqual(2);
      for (const coach of list) {
        expect(coach.badges).toEqual({ identity: true, plate: true, licence: true });
        expect(coach.photos.length).toBeGreaterThan(0);
        expect(coach.car.plate).toMatch(/^.[A-Z]·\*\*\*.{2}$/);
        expect(coach.next_free).not.toBeNull();
      }
      expect(list.some((c) => c.reviews > 0)).toBe(true);
    }
    const [first] = body<{ list: TrainCoach[] }>(
      await t.app.inject({ url: `/api/v1/train/coaches?city=${encodeURIComponent('北京市')}&sort=rating` }),
    ).data.list;
    const page = body<TrainCoach & { latest_reviews: TrainReview[]; free: unknown[] }>(
      await t.app.inject({ url: `/api/v1/train/coach?member_id=${first?.member_id}` }),
    ).data;
    expect(page.latest_reviews.length).toBe(first?.reviews);
    expect(page.free.length).toBeGreaterThan(0);
    const photo = await t.app.inject({ url: page.photos[0] as string });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('gives every listed demo coach a phone, the number a student who paid calls', async () => {
    const rows = await t.database.db
      .select({ openid: users.openid, phone: users.phone })
      .from(users)
      .innerJoin(trainListings, sql`${trainListings.userId} = ${users.id}`);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(row.phone, row.openid).toMatch(/^1\d{10}$/);
  });

  it('adds nothing when seeded again', async () => {
    const db = t.database.db;
    const count = async (table: typeof users | typeof orders | typeof ledgerEntries | TrainTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    const counts = async () => ({
      users: await count(users),
      listings: await count(trainListings),
      checks: await count(trainChecks),
      bookings: await count(trainBookings),
      orders: await count(orders),
      ledger: await count(ledgerEntries),
    });
    const before = await counts();
    expect(before?.bookings).toBeGreaterThan(0);
    await seedTrain(db);
    expect(await counts()).toEqual(before);
  });
});
