import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinBookings, pinTrips } from '../../db/schema';

/**
 * A person's shuttle at a glance, for their centre: their seats as a passenger (in all, and those of trips
 * still ahead waiting for the owner or confirmed) and, for an owner, their trips (in all, and those still to
 * leave and not called off).
 */
export async function pinSummary(db: Db, userId: number) {
  const now = new Date();
  const [[seats], [trips]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${pinBookings.status} = 'pending' and ${pinTrips.departAt} > ${now})::int`,
        confirmed: sql<number>`count(*) filter (where ${pinBookings.status} = 'confirmed' and ${pinTrips.departAt} > ${now})::int`,
      })
      .from(pinBookings)
      .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
      .where(eq(pinBookings.passengerId, userId)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        upcoming: sql<number>`count(*) filter (where ${pinTrips.status} = 'open' and ${pinTrips.departAt} > ${now})::int`,
      })
      .from(pinTrips)
      .where(eq(pinTrips.ownerId, userId)),
  ]);
  return {
    seats: { total: seats?.total ?? 0, pending: seats?.pending ?? 0, confirmed: seats?.confirmed ?? 0 },
    trips: { total: trips?.total ?? 0, upcoming: trips?.upcoming ?? 0 },
  };
}
