import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinOwners } from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { offsetKm, pinHelpers, type TripView } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof pinHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(pinHelpers)));
afterAll(() => t.close());

type Page = { total: number; page: number; num: number; list: TripView[] };

describe('publishing a trip', () => {
  it('a verified owner publishes; passengers find it by field and open it, with the route estimate', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const waypoint = f.point('途经点', offsetKm(f.centre, 5, 5));
    const trip = await h.publish(owner, f, {
      route: { origin: f.point('出发点', f.centre), waypoints: [waypoint], target: f.target },
      seats: 3,
      fare_fen: 2500,
      notes: '  后备箱可放行李 ',
    });
    expect(trip).toMatchObject({
      field: { field_id: f.id, field_name: f.name, city_name: expect.stringContaining('测试市') },
      seats: 3,
      seats_left: 3,
      fare_fen: 2500,
      notes: '后备箱可放行李',
      status: 'open',
      mine: true,
      my_booking: null,
      distance_m: null,
      owner: { verified: true, phone: owner.phone },
    });
    expect(trip.route.waypoints).toEqual([waypoint]);
    // The sandbox's driving estimate: the straight lines through the points, ×1.3, at 40 km/h.
    expect(trip.route_m).toBeGreaterThan(20_000);
    expect(trip.route_s).toBe(Math.round((trip.route_m as number) / (40_000 / 3600)));

    const student = await person(t);
    const listed = body<Page>(await student.get(`/api/v1/pin/trips?field_id=${f.id}`)).data;
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ id: trip.id, mine: false, owner: { phone: null, verified: true } });
    const opened = await h.trip(student, trip.id);
    expect(opened).toMatchObject({ id: trip.id, bookings: [], seats_left: 3 });
    expect(body(await student.get('/api/v1/pin/trip?id=999999')).msg).toBe('行程不存在');
  });

  it('lists by the caller’s own exam field when none is named, by date, soonest first, without called-off ones', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const day = (d: number, hour: number) => {
      const china = new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
      return { date: china, at: new Date(`${china}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString() };
    };
    const late = await h.publish(owner, f, { depart_at: day(2, 9).at });
    const early = await h.publish(owner, f, { depart_at: day(2, 6).at });
    const other = await h.publish(owner, f, { depart_at: day(3, 7).at });
    const off = await h.publish(owner, f, { depart_at: day(2, 8).at });
    expect((await owner.post('/api/v1/pin/trip/cancel', { id: off.id })).statusCode).toBe(200);

    const student = await person(t);
    const noField = await student.get('/api/v1/pin/trips');
    expect(noField.statusCode).toBe(400);
    expect(body(noField).msg).toBe('请先选择考场');
    await student.post('/api/v1/user/update-field', { field_id: f.id });
    const mine = body<Page>(await student.get('/api/v1/pin/trips')).data;
    expect(mine.list.map((x) => x.id)).toEqual([early.id, late.id, other.id]);
    const onDay = body<Page>(await student.get(`/api/v1/pin/trips?date=${day(2, 0).date}`)).data;
    expect(onDay.list.map((x) => x.id)).toEqual([early.id, late.id]);
    const paged = body<Page>(await student.get('/api/v1/pin/trips?num=2&page=2')).data;
    expect(paged).toMatchObject({ total: 3, page: 2, num: 2 });
    expect(paged.list.map((x) => x.id)).toEqual([other.id]);
  });

  it('refuses, changing nothing: an owner not verified (saying what to do), a past or too distant departure, a route not ending at the field, an unknown field', async () => {
    const f = await h.field();
    const before = await h.snapshot();
    const newcomer = await person(t);
    const refused = async (who: typeof newcomer, overrides: Record<string, unknown> = {}) => {
      const res = await who.post('/api/v1/pin/trip', h.tripBody(f, overrides));
      return { status: res.statusCode, msg: body<{ next?: string; errors?: Record<string, string> }>(res).msg, res };
    };
    expect(await refused(newcomer)).toMatchObject({ status: 403, msg: '发布行程前请先完成车主认证' });
    await t.database.db
      .insert(pinOwners)
      .values({ userId: newcomer.id, name: '李四', phone: '13700000000', status: 'pending' });
    expect(await refused(newcomer)).toMatchObject({ status: 403, msg: '车主认证正在审核中，通过后即可发布行程' });
    await t.database.db
      .update(pinOwners)
      .set({ status: 'rejected', reason: '行驶证照片模糊' })
      .where(eq(pinOwners.userId, newcomer.id));
    const rejected = await refused(newcomer);
    expect(rejected).toMatchObject({
      status: 403,
      msg: '车主认证未通过（行驶证照片模糊），请重新提交认证后再发布行程',
    });
    expect(body<{ next: string }>(rejected.res).data.next).toBe('/pin/verify');

    const owner = await h.owner();
    expect(await refused(owner, { depart_at: new Date(Date.now() - 60_000).toISOString() })).toMatchObject({
      status: 400,
      msg: '出发时间已过，请选择以后的时间',
    });
    expect(await refused(owner, { depart_at: new Date(Date.now() + 31 * 86_400_000).toISOString() })).toMatchObject({
      status: 400,
      msg: '只能发布 30 天内出发的行程',
    });
    const reversed = {
      route: { origin: f.target, waypoints: [], target: f.point('出发点', f.centre) },
    };
    const notField = await refused(owner, reversed);
    expect(notField).toMatchObject({ status: 400, msg: '终点须为所选考场（距考场 3 公里以内）' });
    expect(body<{ errors: Record<string, string> }>(notField.res).data.errors).toHaveProperty(['route.target']);
    expect(await refused(owner, { field_id: 999_999 })).toMatchObject({ status: 404, msg: '考场不存在' });
    expect(await h.snapshot()).toEqual(before);
  });

  it('checks the body against the contract: seats 1–6, a plate like 京A12345, at most 5 waypoints', async () => {
    const f = await h.field();
    const owner = await h.owner();
    for (const bad of [
      { seats: 0 },
      { seats: 7 },
      { car: { plate: 'AB12345', model: '朗逸', colour: '白' } },
      { route: { origin: f.target, waypoints: Array(6).fill(f.target), target: f.target } },
      { fare_fen: -1 },
    ]) {
      const res = await owner.post('/api/v1/pin/trip', h.tripBody(f, bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('searching by distance', () => {
  it('finds trips boarding within the radius (the origin or any waypoint), nearest first within a day, with the distance to the nearest boarding point', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const me = f.centre;
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const at = (hour: number, dayOffset = 0) =>
      new Date(
        new Date(`${tomorrow}T${String(hour).padStart(2, '0')}:00:00+08:00`).getTime() + dayOffset * 86_400_000,
      ).toISOString();
    // From 8 km east, leaving at 9.
    const near = await h.publish(owner, f, {
      route: { origin: f.point('东边', offsetKm(me, 8, 0)), waypoints: [], target: f.target },
      depart_at: at(9),
    });
    // From 50 km north, passing 3 km south of me, leaving at 7.
    const via = await h.publish(owner, f, {
      route: {
        origin: f.point('北边', offsetKm(me, 0, 50)),
        waypoints: [f.point('途经', offsetKm(me, 0, -3))],
        target: f.target,
      },
      depart_at: at(7),
    });
    // 40 km west: outside 30 km.
    await h.publish(owner, f, {
      route: { origin: f.point('西边', offsetKm(me, -40, 0)), waypoints: [], target: f.target },
      depart_at: at(8),
    });
    // 1 km away, the next day.
    const nextDay = await h.publish(owner, f, {
      route: { origin: f.point('隔壁', offsetKm(me, 1, 0)), waypoints: [], target: f.target },
      depart_at: at(6, 1),
    });

    const student = await person(t);
    const found = body<Page>(await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}`)).data;
    expect(found.list.map((x) => x.id)).toEqual([via.id, near.id, nextDay.id]);
    expect(found.total).toBe(3);
    const [first, second, third] = found.list;
    expect(first?.distance_m).toBeGreaterThan(2900);
    expect(first?.distance_m).toBeLessThan(3100);
    expect(second?.distance_m).toBeGreaterThan(7900);
    expect(second?.distance_m).toBeLessThan(8100);
    expect(third?.distance_m).toBeLessThan(1100);

    const wider = body<Page>(await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}&radius_km=45`)).data;
    expect(wider.total).toBe(4);
    const narrow = body<Page>(await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}&radius_km=5`)).data;
    expect(narrow.list.map((x) => x.id)).toEqual([via.id, nextDay.id]);
    const onDay = body<Page>(
      await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}&date=${tomorrow}&field_id=${f.id}`),
    ).data;
    expect(onDay.list.map((x) => x.id)).toEqual([via.id, near.id]);
    const pastEnd = body<Page>(await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}&page=5`)).data;
    expect(pastEnd).toMatchObject({ total: 3, list: [] });

    const half = await student.get(`/api/v1/pin/trips?lng=${me.lng}`);
    expect(half.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(half).data.errors).toHaveProperty('lat');
    expect((await student.get(`/api/v1/pin/trips?lng=${me.lng}&lat=${me.lat}&radius_km=500`)).statusCode).toBe(400);
  });
});

describe("the owner's trips", () => {
  it('lists upcoming and past trips with their pending bookings; calling one off cancels its bookings; nobody else can', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const a = await h.publish(owner, f);
    const b = await h.publish(owner, f, { depart_at: new Date(Date.now() + 48 * 3600_000).toISOString() });
    const past = await h.publish(owner, f);
    await h.departAt(past.id, new Date(Date.now() - 3600_000));
    const p1 = await person(t);
    const p2 = await person(t);
    expect((await h.book(p1, a.id, 2)).statusCode).toBe(200);
    expect((await h.book(p2, a.id, 1)).statusCode).toBe(200);

    const upcoming = body<{ list: (TripView & { pending: number })[] }>(await owner.get('/api/v1/pin/my-trips')).data;
    expect(upcoming.list.map((x) => [x.id, x.pending, x.seats_left])).toEqual([
      [a.id, 2, 1],
      [b.id, 0, 4],
    ]);
    const pastList = body<{ list: TripView[] }>(await owner.get('/api/v1/pin/my-trips?scope=past')).data;
    expect(pastList.list.map((x) => [x.id, x.status])).toEqual([[past.id, 'departed']]);

    const stranger = await h.owner();
    const theirs = await stranger.post('/api/v1/pin/trip/cancel', { id: a.id });
    expect(theirs.statusCode).toBe(404);
    const cancelled = await owner.post('/api/v1/pin/trip/cancel', { id: a.id });
    expect(cancelled.statusCode).toBe(200);
    expect(body<TripView>(cancelled).data).toMatchObject({ status: 'cancelled', seats_left: 4 });
    const detail = await h.trip(owner, a.id);
    expect(detail.bookings?.map((x) => [x.status, x.cancelled_at !== null])).toEqual([
      ['cancelled', true],
      ['cancelled', true],
    ]);
    const again = await owner.post('/api/v1/pin/trip/cancel', { id: a.id });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('该行程已被车主取消');
    const left = await owner.post('/api/v1/pin/trip/cancel', { id: past.id });
    expect([left.statusCode, body(left).msg]).toEqual([409, '该行程已经出发']);
    // A called-off trip leaves the passengers' search, and cannot be booked.
    const search = body<Page>(await p1.get(`/api/v1/pin/trips?field_id=${f.id}`)).data;
    expect(search.list.map((x) => x.id)).toEqual([b.id]);
  });
});
