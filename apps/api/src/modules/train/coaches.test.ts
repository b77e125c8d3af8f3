import type { TrainCoach, TrainReview, TrainRules, TrainSlot } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainChecks, users } from '../../db/schema';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { offsetKm } from '../pin/test-helpers';
import { testCity, trainHelpers } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(trainHelpers)));
afterAll(() => t.close());

type Page = { total: number; page: number; num: number; list: TrainCoach[] };
type CoachPage = TrainCoach & { latest_reviews: TrainReview[]; free: TrainSlot[]; rules: TrainRules };

const HOUR = 3_600_000;
/** `days` China days from today, at `hour` o'clock China time. */
function chinaAt(days: number, hour: number): Date {
  const china = new Date(Date.now() + 8 * HOUR);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + days, hour) - 8 * HOUR);
}

const coaches = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/train/coaches?${query}` });
  if (res.statusCode !== 200) throw new Error(`coaches: ${res.statusCode} ${res.body}`);
  return body<Page>(res).data;
};
const page = (memberId: string) => t.app.inject({ url: `/api/v1/train/coach?member_id=${memberId}` });
const ids = (p: Page) => p.list.map((c) => c.member_id);

describe('listed coaches', () => {
  it('lists a coach only once all three checks are approved and the listing is complete', async () => {
    const city = testCity();
    const coach = await h.coach();
    await h.save(coach, { city });
    await h.hours(coach);
    for (const kind of ['identity', 'plate']) {
      await t.database.db.insert(trainChecks).values({ userId: coach.id, kind, photos: {}, status: 'approved' });
    }
    await t.database.db.insert(trainChecks).values({ userId: coach.id, kind: 'licence', photos: {} });
    expect((await coaches(`city=${encodeURIComponent(city)}`)).total).toBe(0);
    const hidden = await page(coach.did);
    expect([hidden.statusCode, body(hidden).msg]).toEqual([404, '该陪练教练不存在或暂未上架']);

    await t.database.db.update(trainChecks).set({ status: 'approved' }).where(eq(trainChecks.userId, coach.id));
    expect(ids(await coaches(`city=${encodeURIComponent(city)}`))).toEqual([coach.did]);
    // Without weekly hours, nothing to book: not listed.
    await h.hours(coach, []);
    expect((await coaches(`city=${encodeURIComponent(city)}`)).total).toBe(0);
  });

  it('shows a coach with the plate masked, the badges, the public id and the next free hour, without sign-in', async () => {
    const city = testCity();
    const coach = await h.listedCoach({ city, car: { model: '本田飞度', transmission: 'manual', plate: '京A12345' } });
    await t.database.db
      .update(users)
      .set({ nickname: '李教练', headPortrait: 'https://example.test/li.png' })
      .where(eq(users.id, coach.id));
    const [shown] = (await coaches(`city=${encodeURIComponent(city)}`)).list;
    expect(shown).toEqual({
      member_id: coach.did,
      nickname: '李教练',
      head_portrait: 'https://example.test/li.png',
      intro: '教龄五年，擅长新手上路和考前陪练。',
      photos: [],
      car: { model: '本田飞度', transmission: 'manual', plate: '京A·***45' },
      price_fen: 12_000,
      city,
      district: '朝阳区',
      area: '望京地铁站 A 口',
      types: ['novice', 'auto'],
      badges: { identity: true, plate: true, licence: true },
      rating: null,
      reviews: 0,
      distance_m: null,
      next_free: expect.any(String),
    });
    // Every hour of every day: the next free hour is the next whole hour from 06:00 to 21:00 China time.
    const next = new Date(shown?.next_free as string);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 9 * HOUR);
    expect(next.getUTCMinutes()).toBe(0);
  });

  it('filters by city (with or without 市), district and kind, and pages', async () => {
    const city = testCity();
    const a = await h.listedCoach({ city, district: '海淀区', types: ['novice', 'female'] });
    const b = await h.listedCoach({ city, district: '海淀区', types: ['highway'] });
    const c = await h.listedCoach({ city, district: '朝阳区', types: ['novice'] });
    const q = (extra: string) => coaches(`city=${encodeURIComponent(city)}&sort=price${extra}`);
    expect((await q('')).total).toBe(3);
    expect((await coaches(`city=${encodeURIComponent(city.replace(/市$/, ''))}`)).total).toBe(3);
    expect(ids(await q(`&district=${encodeURIComponent('海淀区')}`)).sort()).toEqual([a.did, b.did].sort());
    expect(ids(await q('&type=novice')).sort()).toEqual([a.did, c.did].sort());
    expect(ids(await q(`&district=${encodeURIComponent('海淀区')}&type=female`))).toEqual([a.did]);
    const first = await q('&num=2&page=1');
    const second = await q('&num=2&page=2');
    expect([first.total, first.list.length, second.list.length]).toEqual([3, 2, 1]);
    expect([...ids(first), ...ids(second)].sort()).toEqual([a.did, b.did, c.did].sort());
    const bad = await t.app.inject({ url: '/api/v1/train/coaches?type=racing' });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by price, by rating (one decimal, unrated last) and by distance from a point, with distance_m', async () => {
    const city = testCity();
    const from = { lng: 100, lat: 30 };
    const near = offsetKm(from, 1, 0);
    const far = offsetKm(from, 0, 8);
    const cheap = await h.listedCoach({ city, price_fen: 8_000, ...far });
    const dear = await h.listedCoach({ city, price_fen: 20_000, ...near });
    const mid = await h.listedCoach({ city, price_fen: 12_000 });
    const q = (extra: string) => coaches(`city=${encodeURIComponent(city)}${extra}`);

    expect(ids(await q('&sort=price'))).toEqual([cheap.did, mid.did, dear.did]);

    // Ratings: 5, 4, 4 → 4.3 (three reviews); 5 → 5.0 (one); none → null.
    const day = chinaAt(-3, 10);
    for (const [i, stars] of [5, 4, 4].entries()) {
      const s = await h.student();
      await h.booking(mid.id, s.id, new Date(day.getTime() + i * HOUR), { status: 'done', stars, review: '好' });
    }
    const s = await h.student();
    await h.booking(dear.id, s.id, day, { status: 'done', stars: 5 });
    // A done session not rated yet counts for nothing.
    await h.booking(dear.id, s.id, new Date(day.getTime() + HOUR), { status: 'done' });
    const byRating = await q('&sort=rating');
    expect(ids(byRating)).toEqual([dear.did, mid.did, cheap.did]);
    expect(byRating.list.map((c) => [c.rating, c.reviews])).toEqual([
      [5, 1],
      [4.3, 3],
      [null, 0],
    ]);

    const point = `&lng=${from.lng}&lat=${from.lat}`;
    const byDistance = await q(`&sort=distance${point}`);
    expect(ids(byDistance)).toEqual([dear.did, cheap.did, mid.did]);
    const [m1, m2, m3] = byDistance.list.map((c) => c.distance_m);
    expect(m1).toBeGreaterThan(950);
    expect(m1).toBeLessThan(1050);
    expect(m2).toBeGreaterThan(7_900);
    expect(m2).toBeLessThan(8_100);
    // A listing without a point comes last, with no distance.
    expect(m3).toBeNull();
    // With a point, any order shows the distance.
    expect((await q(`&sort=price${point}`)).list.map((c) => c.distance_m === null)).toEqual([false, true, false]);

    const noPoint = await t.app.inject({ url: '/api/v1/train/coaches?sort=distance' });
    expect([noPoint.statusCode, body(noPoint).msg]).toEqual([400, '按距离排序需要你的位置，请允许定位后再试']);
    expect(body<{ errors: Record<string, string> }>(noPoint).data.errors).toHaveProperty(['lng']);
    const half = await t.app.inject({ url: '/api/v1/train/coaches?sort=rating&lat=30' });
    expect([half.statusCode, body(half).msg]).toEqual([400, '经度和纬度需要一起提供']);
  });
});

describe("a coach's page", () => {
  it('shows the free whole hours of the next 14 China days, less started hours and live bookings', async () => {
    const coach = await h.listedCoach({ city: testCity() });
    const paid = chinaAt(1, 10);
    const held = chinaAt(1, 14);
    const lapsed = chinaAt(1, 15);
    const cancelled = chinaAt(1, 16);
    const done = chinaAt(2, 9);
    const [s1, s2, s3, s4] = [await h.student(), await h.student(), await h.student(), await h.student()];
    await h.booking(coach.id, s1.id, paid, { hours: 2 });
    await h.booking(coach.id, s2.id, held, { status: 'unpaid', holdUntil: new Date(Date.now() + 10 * 60_000) });
    // An unpaid booking whose hold ran out frees its hour, marked expired or not.
    await h.booking(coach.id, s3.id, lapsed, { status: 'unpaid', holdUntil: new Date(Date.now() - 60_000) });
    await h.booking(coach.id, s4.id, cancelled, { status: 'cancelled' });
    await h.booking(coach.id, s1.id, done, { status: 'done' });

    const res = await page(coach.did);
    expect(res.statusCode).toBe(200);
    const { free, next_free, rules } = body<CoachPage>(res).data;
    const starts = free.map((f) => Date.parse(f.start));
    for (const f of free) expect(Date.parse(f.end) - Date.parse(f.start)).toBe(HOUR);
    // Only hours still to start, whole hours 06–21 China time, within 14 days from today.
    expect(Math.min(...starts)).toBeGreaterThan(Date.now());
    expect(Math.max(...starts)).toBeLessThan(chinaAt(14, 0).getTime());
    expect(Math.max(...starts)).toBe(chinaAt(13, 21).getTime());
    for (const at of starts) {
      const hour = new Date(at + 8 * HOUR).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThanOrEqual(21);
      expect(at % HOUR).toBe(0);
    }
    const isFree = (d: Date) => starts.includes(d.getTime());
    expect(isFree(paid)).toBe(false);
    expect(isFree(new Date(paid.getTime() + HOUR))).toBe(false);
    expect(isFree(new Date(paid.getTime() + 2 * HOUR))).toBe(true);
    expect(isFree(held)).toBe(false);
    expect(isFree(lapsed)).toBe(true);
    expect(isFree(cancelled)).toBe(true);
    expect(isFree(done)).toBe(false);
    // Days 1–13 have 16 hours each, less the four hours taken; today has what is left of it.
    const today = starts.filter((at) => at < chinaAt(1, 0).getTime()).length;
    expect(free.length).toBe(today + 13 * 16 - 4);
    expect(next_free).toBe(free[0]?.start);
    expect(rules).toMatchObject({ refund_hours: expect.any(Number), hold_minutes: expect.any(Number) });
    expect(rules.text).toContain(`${rules.refund_hours} 小时`);
  });

  it('offers only the weekly hours, and shows the latest reviews with the students named half-hidden', async () => {
    const coach = await h.listedCoach({ city: testCity() }, [{ weekday: 3, from: 9, to: 11 }]);
    const student = await h.student();
    await t.database.db.update(users).set({ nickname: '王小明' }).where(eq(users.id, student.id));
    await h.booking(coach.id, student.id, chinaAt(-7, 9), { status: 'done', stars: 4, review: '讲解清楚，很有耐心' });
    const data = body<CoachPage>(await page(coach.did)).data;
    // Two Wednesdays (or three, counting today when it is one), two hours each; today's count only until
    // they have begun, so on a Wednesday late morning there may be just one.
    for (const f of data.free) {
      const at = new Date(Date.parse(f.start) + 8 * HOUR);
      expect(at.getUTCDay()).toBe(3);
      expect([9, 10]).toContain(at.getUTCHours());
    }
    expect(data.free.length).toBeGreaterThanOrEqual(2);
    expect(data.free.length).toBeLessThanOrEqual(6);
    expect(data.latest_reviews).toEqual([
      { stars: 4, text: '讲解清楚，很有耐心', nickname: '王*明', created_at: expect.any(String) },
    ]);
    expect([data.rating, data.reviews]).toEqual([4, 1]);
  });

  it('answers an unknown coach with a sentence, and a malformed id with the field named', async () => {
    const unknown = await page('nobodyHere123');
    expect([unknown.statusCode, body(unknown).msg]).toEqual([404, '该陪练教练不存在或暂未上架']);
    const student = await h.student();
    expect((await page(student.did)).statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/v1/train/coach?member_id=a-b' });
    expect(malformed.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(malformed).data.errors).toHaveProperty(['member_id']);
  });
});
