import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalEvents, withdrawals } from '../../db/schema';

/** A withdrawal's row as stored. */
export const withdrawalRow = async (db: Db, id: number) =>
  (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

/** What happened to a withdrawal, in order: its events' names. */
export const withdrawalTrail = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(withdrawalEvents)
      .where(eq(withdrawalEvents.withdrawalId, id))
      .orderBy(asc(withdrawalEvents.id))
  ).map((e) => e.event);
