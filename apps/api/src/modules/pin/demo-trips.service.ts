import type { PinPoint } from '@xueche/contract';
import { addDays, chinaAt, chinaDate, chinaDayStart } from '@xueche/time';
import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, examFields, pinBookings, pinMessages, pinOwners, pinTrips, users } from '../../db/schema';
import { DEMO_DAYS, DEMO_DEPARTURES, type DemoPlace, demoBookings, demoOwners, demoPlaces } from './demo-data';
import { LIVE } from './views';

const NOTES = ['准时出发，请提前 5 分钟到上车点。', '后备箱可放行李，车内禁烟。', ''];

/** "北京市朝阳区东坝乡" → "朝阳区". */
const districtOf = (address: string) => address.replace(/^.*?市/, '').match(/^.+?[区县]/)?.[0] ?? '';

/** The China day `days` after the one `now` falls in, as "YYYY-MM-DD". */
function chinaDayAfter(now: Date, days: number): string {
  return addDays(chinaDate(now), days);
}

/**
 * Keeps the demo's shuttle alive (SEED_DEMO installs; at every start and daily by the `pin-demo-trips` job):
 * the demo owners verified, and for each of them, each exam field of their cities and each of the next
 * three China days, one trip when they have none that day — so a demo left running for weeks always has
 * trips to book, and what people booked or called off is never touched. The demo students get a booking
 * (one confirmed, with a conversation; one waiting for the owner) when they have nothing upcoming.
 * Answers how many trips it added. Safe to run any number of times, in any number of processes at once
 * (a rare duplicate trip of a demo owner would be the worst of it).
 */
export async function topUpDemoTrips(db: Db, now = new Date()): Promise<number> {
  const owners = await db
    .select({ id: users.id, openid: users.openid })
    .from(users)
    .where(
      inArray(
        users.openid,
        demoOwners.map((o) => o.openid),
      ),
    );
  const idOf = new Map(owners.map((o) => [o.openid, o.id]));
  let added = 0;
  const tomorrow = chinaDayStart(now, 1);

  for (const demo of demoOwners) {
    const ownerId = idOf.get(demo.openid);
    if (!ownerId) continue;
    await db
      .insert(pinOwners)
      .values({
        userId: ownerId,
        name: demo.name,
        phone: demo.phone,
        car: demo.car,
        status: 'approved',
        submittedAt: now,
        reviewedAt: now,
        reviewedBy: 'demo seed',
      })
      .onConflictDoNothing({ target: pinOwners.userId });

    const fields = await db
      .select({ field: examFields, city: cities })
      .from(examFields)
      .innerJoin(cities, eq(cities.id, examFields.cityId))
      .where(inArray(cities.adcode, demo.cities))
      .orderBy(asc(cities.sort), asc(examFields.sort));
    const existing = await db
      .select({ fieldId: pinTrips.fieldId, departAt: pinTrips.departAt })
      .from(pinTrips)
      .where(and(eq(pinTrips.ownerId, ownerId), gte(pinTrips.departAt, tomorrow)));
    const has = new Set(existing.map((t) => `${t.fieldId}:${chinaDayAfter(t.departAt, 0)}`));

    const values: (typeof pinTrips.$inferInsert)[] = [];
    for (const [i, { field, city }] of fields.entries()) {
      const places = demoPlaces[city.adcode];
      if (!places) continue;
      const point = (p: DemoPlace): PinPoint => ({
        address: p.address,
        lng: p.lng,
        lat: p.lat,
        province: city.province,
        city: city.title,
        district: p.district,
      });
      for (let day = 1; day <= DEMO_DAYS; day++) {
        const date = chinaDayAfter(now, day);
        if (has.has(`${field.id}:${date}`)) continue;
        // Alternate: from the first place passing the second, or straight from the second.
        const fromFirst = (i + day) % 2 === 0;
        values.push({
          ownerId,
          fieldId: field.id,
          route: {
            origin: point(fromFirst ? places[0] : places[1]),
            waypoints: fromFirst ? [point(places[1])] : [],
            target: {
              address: field.name,
              lng: field.lng,
              lat: field.lat,
              province: city.province,
              city: city.title,
              district: districtOf(field.address),
            },
          },
          departAt: chinaAt(date, DEMO_DEPARTURES[i % DEMO_DEPARTURES.length]!),
          seats: demo.seats,
          fareFen: demo.fareFen + (fromFirst ? 500 : 0),
          car: demo.car,
          notes: NOTES[(i + day) % NOTES.length] ?? '',
        });
      }
    }
    if (values.length) {
      await db.insert(pinTrips).values(values);
      added += values.length;
    }
  }
  await bookDemoStudents(db, new Set(idOf.values()), now);
  return added;
}

/** Each demo student with nothing upcoming books the soonest demo trip to their field with room. */
async function bookDemoStudents(db: Db, demoOwnerIds: Set<number>, now: Date): Promise<void> {
  if (!demoOwnerIds.size) return;
  for (const demo of demoBookings) {
    const [student] = await db.select().from(users).where(eq(users.openid, demo.passenger));
    if (!student?.fieldId) continue;
    const upcoming = await db
      .select({ id: pinBookings.id })
      .from(pinBookings)
      .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
      .where(and(eq(pinBookings.passengerId, student.id), gt(pinTrips.departAt, now)))
      .limit(1);
    if (upcoming.length) continue;
    const trips = await db
      .select()
      .from(pinTrips)
      .where(
        and(
          eq(pinTrips.fieldId, student.fieldId),
          inArray(pinTrips.ownerId, [...demoOwnerIds]),
          eq(pinTrips.status, 'open'),
          gt(pinTrips.departAt, now),
        ),
      )
      .orderBy(asc(pinTrips.departAt))
      .limit(5);
    for (const trip of trips) {
      const live = await db
        .select({ seats: pinBookings.seats })
        .from(pinBookings)
        .where(and(eq(pinBookings.tripId, trip.id), inArray(pinBookings.status, [...LIVE])));
      if (trip.seats - live.reduce((n, b) => n + b.seats, 0) < demo.seats) continue;
      const [booking] = await db
        .insert(pinBookings)
        .values({
          tripId: trip.id,
          passengerId: student.id,
          seats: demo.seats,
          phone: demo.phone,
          status: demo.confirmed ? 'confirmed' : 'pending',
          decidedAt: demo.confirmed ? now : null,
        })
        .onConflictDoNothing()
        .returning();
      if (booking) {
        await db.insert(pinMessages).values(
          demo.messages.map((m) => ({
            bookingId: booking.id,
            senderId: m.from === 'owner' ? trip.ownerId : student.id,
            body: m.body,
          })),
        );
      }
      break;
    }
  }
}
