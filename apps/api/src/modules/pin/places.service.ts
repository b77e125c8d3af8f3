import type { PinPlace, PinPoint } from '@xueche/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pinPlaces } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** Saved places a person may keep: enough for home, school, work and a few more. */
export const PLACES_MAX = 20;

const view = (row: typeof pinPlaces.$inferSelect): PinPlace => ({
  id: row.id,
  label: row.label,
  address: row.address,
  lng: row.lng,
  lat: row.lat,
  province: row.province,
  city: row.city,
  district: row.district,
});

/** `GET v1/pin/places`: the caller's saved places, oldest first. */
export async function listPlaces(db: Db, userId: number): Promise<PinPlace[]> {
  const rows = await db.select().from(pinPlaces).where(eq(pinPlaces.userId, userId)).orderBy(asc(pinPlaces.id));
  return rows.map(view);
}

/** `POST v1/pin/places`: saves a place, up to PLACES_MAX (counted under the person's lock). */
export async function addPlace(db: Db, userId: number, input: { label: string; point: PinPoint }): Promise<PinPlace> {
  return db.transaction(async (tx) => {
    // One person's saves take turns: two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(724311, ${userId})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pinPlaces)
      .where(eq(pinPlaces.userId, userId));
    if ((count?.n ?? 0) >= PLACES_MAX) throw new AppError(409, 'pin_places_full', { max: String(PLACES_MAX) });
    const [row] = await tx
      .insert(pinPlaces)
      .values({ userId, label: input.label, ...input.point })
      .returning();
    return view(row as typeof pinPlaces.$inferSelect);
  });
}

/** `POST v1/pin/places/remove`: removes one of the caller's places; someone else's is left alone (false). */
export async function removePlace(db: Db, userId: number, id: number): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(pinPlaces)
    .where(and(eq(pinPlaces.id, id), eq(pinPlaces.userId, userId)))
    .returning({ id: pinPlaces.id });
  return { removed: removed.length > 0 };
}
