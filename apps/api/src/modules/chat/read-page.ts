import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChatTables } from '../../db/schema/chat';
import { CHAT_PAGE, type ChatMessageRow } from './conversation';

/**
 * The booking's messages after `after`, oldest first, at most `limit`. Reading marks them read: the marker
 * moves to the last message answered (or, with nothing new, to the last one at or before `after`, which the
 * page already has) and never back.
 */
export async function readChatPage(
  db: Db,
  { messages: table, reads: marker }: ChatTables,
  bookingId: number,
  userId: number,
  after: number,
  limit = CHAT_PAGE,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.bookingId, bookingId), gt(table.id, after)))
    .orderBy(asc(table.id))
    .limit(limit);
  let readTo = rows.at(-1)?.id ?? 0;
  if (!rows.length && after > 0) {
    const [seen] = await db
      .select({ id: sql<number | null>`max(${table.id})` })
      .from(table)
      .where(and(eq(table.bookingId, bookingId), lte(table.id, after)));
    readTo = seen?.id ?? 0;
  }
  if (readTo > 0) {
    await db
      .insert(marker)
      .values({ bookingId, userId, lastReadId: readTo })
      .onConflictDoUpdate({
        target: [marker.bookingId, marker.userId],
        set: { lastReadId: sql`greatest(${marker.lastReadId}, excluded.last_read_id)` },
      });
  }
  return rows;
}
