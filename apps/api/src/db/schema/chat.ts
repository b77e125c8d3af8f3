import { type AnyPgColumn, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { ownedBy } from './refs';

/**
 * The conversation of one kind of booking between its two people (the shuttle's, coach-for-hire's): its
 * messages, and how far each of the two has read them (messages after `last_read_id` are unread). Both
 * kinds are the same tables under their area's prefix, so one chat module serves them.
 */
export function bookingChat(area: string, booking: () => AnyPgColumn) {
  const bookingId = () => integer('booking_id').notNull().references(booking, { onDelete: 'cascade' });
  const messages = pgTable(
    `${area}_messages`,
    { id, bookingId: bookingId(), senderId: ownedBy('sender_id'), body: text('body').notNull(), createdAt },
    (t) => [index(`${area}_messages_booking`).on(t.bookingId, t.id)],
  );
  const reads = pgTable(
    `${area}_reads`,
    { bookingId: bookingId(), userId: ownedBy(), lastReadId: integer('last_read_id').notNull().default(0) },
    (t) => [primaryKey({ columns: [t.bookingId, t.userId] })],
  );
  return { messages, reads };
}

export type ChatTables = ReturnType<typeof bookingChat>;
