import type { PinConversation, PinMessage } from '@xueche/contract';
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examFields, pinBookings, pinMessages, pinReads, pinTrips } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import {
  CONVERSATIONS_MAX,
  chatMessageView,
  lastChatMessages,
  readChatPage,
  unreadTotal,
  writeChatMessage,
} from '../chat';
import { type BookingRow, people, unreadCounts } from './views';

const chat = { messages: pinMessages, reads: pinReads };

/** The booking with its trip's owner, if the user is one of its two people; a 404 for anyone else. */
async function partyBooking(db: Db, bookingId: number, userId: number) {
  const [row] = await db
    .select({ booking: pinBookings, ownerId: pinTrips.ownerId })
    .from(pinBookings)
    .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
    .where(eq(pinBookings.id, bookingId));
  if (!row || (row.booking.passengerId !== userId && row.ownerId !== userId)) {
    throw new AppError(404, 'pin_booking_not_found');
  }
  return {
    booking: row.booking,
    ownerId: row.ownerId,
    otherId: row.ownerId === userId ? row.booking.passengerId : row.ownerId,
  };
}

/**
 * `GET v1/pin/messages`: the booking's messages after `after`, oldest first, and the other person. Reading
 * marks them read (chat/read-page.ts).
 */
export async function readMessages(db: Db, user: User, bookingId: number, after: number) {
  const { otherId } = await partyBooking(db, bookingId, user.id);
  const [rows, others] = await Promise.all([readChatPage(db, chat, bookingId, user.id, after), people(db, [otherId])]);
  const other = others.get(otherId);
  return {
    list: rows.map((m) => chatMessageView(m, user.id)),
    other: { nickname: other?.nickname ?? '', head_portrait: other?.headPortrait ?? '' },
  };
}

/** `POST v1/pin/messages`: one of the booking's two people writes to the other. */
export async function sendMessage(db: Db, user: User, bookingId: number, body: string): Promise<PinMessage> {
  await partyBooking(db, bookingId, user.id);
  return writeChatMessage(db, chat, bookingId, user.id, body);
}

/**
 * `GET v1/pin/conversations`: every booking the caller is a party to (as passenger or as the trip's owner),
 * latest message first (bookings without messages by when they were made), with the other person (their
 * phone only while the booking is confirmed), the last message and the unread counts and their sum.
 */
export async function conversations(db: Db, user: User): Promise<{ list: PinConversation[]; unread: number }> {
  const rows = await db
    .select({ booking: pinBookings, trip: pinTrips, field: examFields.name })
    .from(pinBookings)
    .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
    .innerJoin(examFields, eq(examFields.id, pinTrips.fieldId))
    .where(or(eq(pinBookings.passengerId, user.id), eq(pinTrips.ownerId, user.id)))
    .orderBy(desc(pinBookings.id))
    .limit(1000);
  if (!rows.length) return { list: [], unread: 0 };
  const ids = rows.map((r) => r.booking.id);
  const [lastOf, unread] = await Promise.all([lastChatMessages(db, chat, ids), unreadCounts(db, ids, user.id)]);
  const otherOf = (b: BookingRow, ownerId: number) => (ownerId === user.id ? b.passengerId : ownerId);
  const others = await people(
    db,
    rows.map((r) => otherOf(r.booking, r.trip.ownerId)),
  );
  const activity = (r: (typeof rows)[number]) => (lastOf.get(r.booking.id)?.createdAt ?? r.booking.createdAt).getTime();
  const sorted = [...rows].sort((a, b) => activity(b) - activity(a) || b.booking.id - a.booking.id);
  const list = sorted.slice(0, CONVERSATIONS_MAX).map(({ booking, trip, field }): PinConversation => {
    const asOwner = trip.ownerId === user.id;
    const other = others.get(otherOf(booking, trip.ownerId));
    const confirmed = booking.status === 'confirmed';
    const last = lastOf.get(booking.id);
    return {
      booking_id: booking.id,
      trip_id: trip.id,
      role: asOwner ? 'owner' : 'passenger',
      other: {
        nickname: other?.nickname ?? '',
        head_portrait: other?.headPortrait ?? '',
        phone: confirmed ? (asOwner ? booking.phone : (other?.ownerPhone ?? null)) : null,
      },
      status: booking.status as PinConversation['status'],
      depart_at: trip.departAt.toISOString(),
      target: field,
      last: last ? chatMessageView(last, user.id) : null,
      unread: unread.get(booking.id) ?? 0,
    };
  });
  return { list, unread: unreadTotal(unread) };
}
