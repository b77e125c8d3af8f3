import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChatTables } from '../../db/schema/chat';

// What the shuttle's and coach-for-hire's conversations do alike; each area adds who may read a booking's
// chat and how its list describes a booking.

/** Messages one read answers at most; the page asks again with `after` for the rest. */
export const CHAT_PAGE = 500;
/** Conversations a list shows: the most recently active. */
export const CONVERSATIONS_MAX = 100;

export type ChatMessageRow = ChatTables['messages']['$inferSelect'];

/** A message as its reader gets it (the contract's PinMessage and TrainMessage). */
export const chatMessageView = (m: ChatMessageRow, userId: number) => ({
  id: m.id,
  booking_id: m.bookingId,
  from_me: m.senderId === userId,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

/** Writes one of the booking's two people's message to the other. */
export async function writeChatMessage(
  db: Db,
  { messages }: ChatTables,
  bookingId: number,
  userId: number,
  body: string,
) {
  const [row] = await db.insert(messages).values({ bookingId, senderId: userId, body }).returning();
  return chatMessageView(row as ChatMessageRow, userId);
}

/** Each booking's latest message, by booking id (none for a booking without messages). */
export async function lastChatMessages(db: Db, { messages }: ChatTables, bookingIds: number[]) {
  const rows = await db
    .selectDistinctOn([messages.bookingId])
    .from(messages)
    .where(inArray(messages.bookingId, bookingIds))
    .orderBy(messages.bookingId, desc(messages.id));
  return new Map(rows.map((m) => [m.bookingId, m]));
}

/** Messages each booking has that `userId` has not read: the other person's, after their read marker. */
export async function chatUnreadCounts(
  db: Db,
  { messages, reads }: ChatTables,
  bookingIds: number[],
  userId: number,
): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .select({ bookingId: messages.bookingId, n: sql<number>`count(*)::int` })
    .from(messages)
    .leftJoin(reads, and(eq(reads.bookingId, messages.bookingId), eq(reads.userId, userId)))
    .where(
      and(
        inArray(messages.bookingId, bookingIds),
        sql`${messages.senderId} <> ${userId}`,
        sql`${messages.id} > coalesce(${reads.lastReadId}, 0)`,
      ),
    )
    .groupBy(messages.bookingId);
  return new Map(rows.map((r) => [r.bookingId, r.n]));
}

/** The unread counts' sum: the badge on the conversations tab. */
export const unreadTotal = (unread: Map<number, number>) => [...unread.values()].reduce((a, b) => a + b, 0);
