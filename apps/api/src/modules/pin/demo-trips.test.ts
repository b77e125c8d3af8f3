import type { PinBooking, PinConversation } from '@xueche/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { cities, examFields, pinOwners, pinTrips, users } from '../../db/schema';
import { demoCities } from '../../seed/places';
import { body, login, startTestApp, type TestApp } from '../../test/test-app';
import { topUpDemoTrips } from './demo-trips.service';
import type { TripView } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => t.close());

const signIn = async (openid: string) => (await login(t.app, { openid })).token;

describe('the shuttle demo', () => {
  it('has verified owners with upcoming trips to every demo city’s exam fields, some via a waypoint', async () => {
    const owners = await t.database.db
      .select({ openid: users.openid, status: pinOwners.status })
      .from(pinOwners)
      .innerJoin(users, eq(users.id, pinOwners.userId));
    expect(owners.filter((o) => o.openid.startsWith('demo-')).map((o) => [o.openid, o.status])).toEqual(
      expect.arrayContaining([
        ['demo-coach-1', 'approved'],
        ['demo-coach-2', 'approved'],
        ['demo-owner-1', 'approved'],
      ]),
    );
    const perField = await rowsOf<{ adcode: string; field: string; trips: number; via: number }>(
      t.database.db,
      sql`select c.adcode, f.name as field, count(t.id)::int as trips,
                 count(t.id) filter (where jsonb_array_length(t.route->'waypoints') > 0)::int as via
          from ${examFields} f join ${cities} c on c.id = f.city_id
          left join ${pinTrips} t on t.field_id = f.id and t.depart_at > now()
          where c.adcode in ${demoCities.map((c) => c.adcode)}
          group by c.adcode, f.name`,
    );
    expect(perField).toHaveLength(demoCities.reduce((n, c) => n + c.fields.length, 0));
    for (const f of perField) expect(f.trips, `${f.adcode} ${f.field}`).toBe(3);
    expect(perField.reduce((n, f) => n + f.via, 0)).toBeGreaterThan(20);
  });

  it('demo students have a booking on their field — one confirmed with a conversation, one waiting for the owner', async () => {
    const first = await signIn('demo-student-1');
    const records = body<{ list: (PinBooking & { trip: TripView })[] }>(
      await t.app.inject({ url: `/api/v1/pin/bookings?access-token=${first}` }),
    ).data.list;
    expect(records[0]).toMatchObject({
      status: 'confirmed',
      seats: 1,
      trip: {
        field: { field_name: '朝阳东坝考场' },
        owner: { nickname: '王教练', verified: true, phone: '13800000101' },
      },
    });
    const conversations = body<{ list: PinConversation[]; unread: number }>(
      await t.app.inject({ url: `/api/v1/pin/conversations?access-token=${first}` }),
    ).data;
    expect(conversations.list[0]).toMatchObject({ role: 'passenger', last: { from_me: false } });
    expect(conversations.unread).toBe(1);

    const second = await signIn('demo-student-2');
    const theirs = body<{ list: (PinBooking & { trip: TripView })[] }>(
      await t.app.inject({ url: `/api/v1/pin/bookings?access-token=${second}` }),
    ).data.list;
    expect(theirs[0]).toMatchObject({
      status: 'pending',
      seats: 2,
      trip: { owner: { nickname: '刘师傅', phone: null } },
    });
    const owner = await signIn('demo-owner-1');
    const pending = body<PinBooking[]>(await t.app.inject({ url: `/api/v1/pin/pending?access-token=${owner}` })).data;
    expect(pending.map((p) => p.id)).toContain(theirs[0]?.id);
  });

  it('tops up: nothing twice, new days as time passes, without touching what people did', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pinTrips))[0]?.n ?? 0;
    const before = await count();
    expect(await topUpDemoTrips(t.database.db)).toBe(0);
    expect(await count()).toBe(before);

    // A demo owner calls one of tomorrow's trips off: it stays called off, and no other replaces it.
    const [demoOwner] = await t.database.db.select().from(users).where(eq(users.openid, 'demo-coach-1'));
    const [one] = await t.database.db
      .select()
      .from(pinTrips)
      .where(and(eq(pinTrips.ownerId, demoOwner?.id as number), gt(pinTrips.departAt, new Date())))
      .limit(1);
    const token = await signIn('demo-coach-1');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/pin/trip/cancel?access-token=${token}`,
      payload: { id: one?.id },
    });
    expect(await topUpDemoTrips(t.database.db)).toBe(0);

    // Ten days on, the next three days are filled again and the demo students booked again.
    const later = new Date(Date.now() + 10 * 86_400_000);
    const added = await topUpDemoTrips(t.database.db, later);
    const fields = demoCities.reduce((n, c) => n + c.fields.length, 0);
    expect(added).toBe(fields * 3);
    const booked = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pin_bookings b join pin_trips t on t.id = b.trip_id
          join users u on u.id = b.passenger_id
          where u.openid in ('demo-student-1', 'demo-student-2') and t.depart_at > ${later.toISOString()}::timestamptz`,
    );
    expect(booked[0]?.n).toBe(2);
    const still = await t.database.db
      .select()
      .from(pinTrips)
      .where(inArray(pinTrips.id, [one?.id as number]));
    expect(still[0]?.status).toBe('cancelled');
  });

  it('is topped up by the pin-demo-trips job in demo installs', async () => {
    await t.app.jobs.send('pin-demo-trips', null);
    expect(await t.app.jobs.workNow('pin-demo-trips')).toBe(1);
    const [job] = await rowsOf<{ output: { added: number } }>(
      t.database.db,
      sql`select output from pgboss.job where name = 'pin-demo-trips' order by created_on desc limit 1`,
    );
    expect(job?.output).toMatchObject({ added: 0 });
  });
});
