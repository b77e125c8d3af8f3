import type { TrainConversation, TrainMessage } from '@xueche/contract';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainBookings, trainMessages, trainReads } from '../../db/schema';
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
import { type BookingRow, unreadCounts } from './booking-view';
import { coachPeople } from './coach-view';

/**
 * A booking's conversation between its student and its coach (the shuttle's approach, pin/messages.service):
 * only those two read or write it (a 404 for anyone else); unread counts come from each one's read marker
 * in train_reads, which reading moves forward and never back.
 */

const chat = { messages: trainMessages, reads: trainReads };

/** The booking and the other person, if the user is one of its two people; a 404 for anyone else. */
async function partyBooking(db: Db, bookingId: number, userId: number) {
  const [booking] = await db.select().from(trainBookings).where(eq(trainBookings.id, bookingId));
  if (!booking || (booking.studentId !== userId && booking.coachId !== userId)) {
    throw new AppError(404, 'train_booking_not_found');
  }
  return { booking, otherId: booking.coachId === userId ? booking.studentId : booking.coachId };
}

/** Names and pictures: a coach's portrait from their coach profile when they set one, else WeChat's. */
async function faces(db: Db, ids: number[]) {
  const coaches = await coachPeople(db, ids);
  return new Map([...coaches.values()].map((p) => [p.userId, { nickname: p.nickname, head_portrait: p.headPortrait }]));
}

/**
 * `GET v1/train/messages`: the booking's messages after `after`, oldest first, and the other person. Reading
 * marks them read (chat/read-page.ts).
 */
export async function readMessages(db: Db, user: User, bookingId: number, after: number) {
  const { otherId } = await partyBooking(db, bookingId, user.id);
  const [rows, others] = await Promise.all([readChatPage(db, chat, bookingId, user.id, after), faces(db, [otherId])]);
  return {
    list: rows.map((m) => chatMessageView(m, user.id)),
    other: others.get(otherId) ?? { nickname: '', head_portrait: '' },
  };
}

/**
 * `POST v1/train/messages`: one of the booking's two people writes to the other. A booking whose hold lapsed
 * before it was paid never became a session: nothing more is said in it.
 */
export async function sendMessage(db: Db, user: User, bookingId: number, body: string): Promise<TrainMessage> {
  const { booking } = await partyBooking(db, bookingId, user.id);
  const lapsed = booking.status === 'unpaid' && booking.holdUntil.getTime() <= Date.now();
  if (booking.status === 'expired' || lapsed) throw new AppError(409, 'train_chat_closed');
  return writeChatMessage(db, chat, bookingId, user.id, body);
}

/**
 * `GET v1/train/conversations`: the caller's bookings as student or coach, latest message first (bookings
 * without messages by when they were made), with the other person, the last message and the unread counts
 * and their sum. Bookings that never went beyond an unpaid hold (expired, or released for another) are left
 * out unless something was said in them.
 */
export async function conversations(db: Db, user: User): Promise<{ list: TrainConversation[]; unread: number }> {
  const said = sql`exists (select 1 from ${trainMessages} where ${trainMessages.bookingId} = ${trainBookings.id})`;
  const rows = await db
    .select()
    .from(trainBookings)
    .where(
      and(
        or(eq(trainBookings.studentId, user.id), eq(trainBookings.coachId, user.id)),
        or(inArray(trainBookings.status, ['unpaid', 'paid', 'done']), isNotNull(trainBookings.paidAt), said),
      ),
    )
    .orderBy(desc(trainBookings.id))
    .limit(1000);
  if (!rows.length) return { list: [], unread: 0 };
  const ids = rows.map((r) => r.id);
  const otherOf = (b: BookingRow) => (b.coachId === user.id ? b.studentId : b.coachId);
  const [lastOf, unread, others] = await Promise.all([
    lastChatMessages(db, chat, ids),
    unreadCounts(db, ids, user.id),
    faces(db, rows.map(otherOf)),
  ]);
  const activity = (b: BookingRow) => (lastOf.get(b.id)?.createdAt ?? b.createdAt).getTime();
  const sorted = [...rows].sort((a, b) => activity(b) - activity(a) || b.id - a.id);
  const list = sorted.slice(0, CONVERSATIONS_MAX).map((b): TrainConversation => {
    const last = lastOf.get(b.id);
    return {
      booking_id: b.id,
      role: b.coachId === user.id ? 'coach' : 'student',
      other: others.get(otherOf(b)) ?? { nickname: '', head_portrait: '' },
      status: b.status as TrainConversation['status'],
      start: b.startAt.toISOString(),
      last: last ? chatMessageView(last, user.id) : null,
      unread: unread.get(b.id) ?? 0,
    };
  });
  return { list, unread: unreadTotal(unread) };
}
