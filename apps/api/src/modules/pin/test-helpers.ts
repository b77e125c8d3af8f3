import { randomInt } from 'node:crypto';
import type { PinBooking, PinPoint, PinTrip } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { cities, examFields, pinBookings, pinOwners, pinTrips } from '../../db/schema';
import { type Person, person } from '../../test/person';
import { body, type TestApp } from '../../test/test-app';

export type TripView = PinTrip & { bookings?: PinBooking[] };

let places = 0;

/** A mainland mobile number no other test uses. */
export const mobile = () => `137${String(randomInt(1e8)).padStart(8, '0')}`;

/** A point `dx`, `dy` kilometres east and north of `from` (near enough on a city's scale). */
export function offsetKm(from: { lng: number; lat: number }, dxKm: number, dyKm: number) {
  return {
    lng: from.lng + dxKm / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
    lat: from.lat + dyKm / 110.57,
  };
}

export function pinHelpers(t: TestApp) {
  const db = t.database.db;

  /**
   * An exam field of its own in a test city, far from the demo cities (western China, a cell of its own per
   * call), so searches and lists see only what the test made.
   */
  async function field(name = '测试考场') {
    const n = ++places;
    const centre = { lng: 76 + (n % 12) * 2.5, lat: 36 + Math.floor(n / 12) * 2.5 };
    const adcode = `9${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(2, '0')}`;
    const [city] = await db
      .insert(cities)
      .values({ adcode, title: `测试市${n}`, province: '测试省', lng: centre.lng, lat: centre.lat })
      .onConflictDoNothing()
      .returning();
    const cityId = city?.id ?? (await db.select().from(cities).where(eq(cities.adcode, adcode)))[0]?.id;
    const [row] = await db
      .insert(examFields)
      .values({ cityId: cityId as number, name: `${name}${n}`, tag: '科目二', ...offsetKm(centre, 20, 0) })
      .returning();
    if (!row) throw new Error('no field');
    const point = (label: string, at: { lng: number; lat: number }): PinPoint => ({
      address: label,
      lng: Number(at.lng.toFixed(6)),
      lat: Number(at.lat.toFixed(6)),
      province: '测试省',
      city: `测试市${n}`,
      district: '测试区',
    });
    return {
      id: row.id,
      name: row.name,
      centre,
      target: point(row.name, row),
      point,
    };
  }
  type Field = Awaited<ReturnType<typeof field>>;

  /** A verified car owner (approved directly: the review itself has its own tests). */
  async function owner(type: 1 | 2 = 2) {
    const who = await person(t, type);
    const phone = mobile();
    await db.insert(pinOwners).values({
      userId: who.id,
      name: '张师傅',
      phone,
      car: { plate: '京A12345', model: '大众朗逸', colour: '白色' },
      status: 'approved',
      reviewedAt: new Date(),
    });
    return Object.assign(who, { phone });
  }

  /** The body of a trip to `f`, leaving in `hours`, from 10 km west of the field's city centre. */
  function tripBody(f: Field, overrides: Record<string, unknown> = {}) {
    return {
      field_id: f.id,
      route: { origin: f.point('出发点', f.centre), waypoints: [], target: f.target },
      depart_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
      seats: 4,
      fare_fen: 3000,
      car: { plate: '京A12345', model: '大众朗逸', colour: '白色' },
      notes: '准时出发',
      ...overrides,
    };
  }

  async function publish(by: Person, f: Field, overrides: Record<string, unknown> = {}): Promise<TripView> {
    const res = await by.post('/api/v1/pin/trip', tripBody(f, overrides));
    if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
    return body<TripView>(res).data;
  }

  async function book(by: Person, tripId: number, seats = 1, phone = mobile()) {
    return by.post('/api/v1/pin/book', { trip_id: tripId, seats, phone });
  }

  /** Moves a trip's departure (the rules refuse publishing one in the past; tests need them). */
  async function departAt(tripId: number, when: Date) {
    await db.update(pinTrips).set({ departAt: when }).where(eq(pinTrips.id, tripId));
  }

  /** What a table holds, to show a refusal changed nothing. */
  async function snapshot() {
    const [trips] = await db.select({ n: sql<number>`count(*)::int` }).from(pinTrips);
    const bookings = await db
      .select({ id: pinBookings.id, status: pinBookings.status, seats: pinBookings.seats })
      .from(pinBookings)
      .orderBy(pinBookings.id);
    return { trips: trips?.n ?? 0, bookings };
  }

  const trip = async (by: Person, id: number) => body<TripView>(await by.get(`/api/v1/pin/trip?id=${id}`)).data;

  /** What the sandbox's SMS inbox holds for a number, newest first. */
  async function inbox(phone: string) {
    const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
    return (res.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
      (m) => m.template_param,
    );
  }

  return { field, owner, tripBody, publish, book, departAt, snapshot, trip, inbox, person: () => person(t) };
}
