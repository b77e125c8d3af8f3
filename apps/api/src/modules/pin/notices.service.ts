import { chinaIso } from '@xueche/time';
import { eq } from 'drizzle-orm';
import { examFields, pinBookings, pinOwners, pinTrips, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueNotice, sendNotice } from '../sms-notices';

/** What happened to a booking: each texts the other side of it. */
export type BookingEvent =
  | 'booked'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'called_off'
  // An operator cancelled the booking (to its passenger; to the trip's owner), or called its trip off.
  | 'operator_cancelled'
  | 'operator_cancelled_owner'
  | 'operator_called_off';

export type PinNotice =
  | { kind: 'booking'; bookingId: number; event: BookingEvent }
  | { kind: 'owner'; userId: number; event: 'approved' | 'rejected' }
  | { kind: 'trip'; tripId: number; event: 'operator_called_off' };

/**
 * Queues a text about a shuttle event, as a `pin-notice` job: after the event is stored (never inside its
 * transaction), and a failure to queue or to send never undoes or fails the event. Callers do not wait.
 */
export async function notifyPin(deps: Deps, notice: PinNotice): Promise<void> {
  await queueNotice(deps, `shuttle notice (${notice.event})`, (jobs) => jobs.send('pin-notice', notice));
}

/** "2026-12-01T23:30:00Z" → "12月2日07:30", China time. */
export function chinaWhen(date: Date): string {
  const iso = chinaIso(date);
  return `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日${iso.slice(11, 16)}`;
}

/** Who is texted and with which words, read from the rows as they are when the job runs. */
async function bookingText(deps: Deps, bookingId: number, event: BookingEvent) {
  const [row] = await deps.db
    .select({ booking: pinBookings, trip: pinTrips, field: examFields.name, nickname: users.nickname })
    .from(pinBookings)
    .innerJoin(pinTrips, eq(pinTrips.id, pinBookings.tripId))
    .innerJoin(examFields, eq(examFields.id, pinTrips.fieldId))
    .innerJoin(users, eq(users.id, pinBookings.passengerId))
    .where(eq(pinBookings.id, bookingId));
  if (!row) return null;
  const { booking, trip, field, nickname } = row;
  const when = chinaWhen(trip.departAt);
  const ownerPhone = async () =>
    (await deps.db.select({ phone: pinOwners.phone }).from(pinOwners).where(eq(pinOwners.userId, trip.ownerId)))[0]
      ?.phone;
  switch (event) {
    case 'booked':
      return {
        phone: await ownerPhone(),
        event: '拼车预订',
        detail: `${nickname}订${when}去${field}${booking.seats}座`,
      };
    case 'cancelled':
      return { phone: await ownerPhone(), event: '拼车取消', detail: `${nickname}取消了${when}的${booking.seats}座` };
    case 'confirmed':
      return { phone: booking.phone, event: '拼车确认', detail: `车主已确认${when}去${field}` };
    case 'declined':
      return { phone: booking.phone, event: '拼车回复', detail: `车主未能接受${when}去${field}的预订` };
    case 'called_off':
      return { phone: booking.phone, event: '拼车取消', detail: `车主取消了${when}去${field}的行程` };
    case 'operator_cancelled':
      return { phone: booking.phone, event: '拼车取消', detail: `客服已取消你${when}去${field}的预订` };
    case 'operator_cancelled_owner':
      return {
        phone: await ownerPhone(),
        event: '拼车取消',
        detail: `客服已取消${nickname}${when}的${booking.seats}座`,
      };
    case 'operator_called_off':
      return { phone: booking.phone, event: '拼车取消', detail: `客服已取消${when}去${field}的行程` };
  }
}

/** The owner of a trip an operator called off. */
async function tripText(deps: Deps, tripId: number) {
  const [row] = await deps.db
    .select({ trip: pinTrips, field: examFields.name, phone: pinOwners.phone })
    .from(pinTrips)
    .innerJoin(examFields, eq(examFields.id, pinTrips.fieldId))
    .leftJoin(pinOwners, eq(pinOwners.userId, pinTrips.ownerId))
    .where(eq(pinTrips.id, tripId));
  if (!row) return null;
  return {
    phone: row.phone,
    event: '拼车取消',
    detail: `客服已取消你${chinaWhen(row.trip.departAt)}去${row.field}的行程`,
  };
}

async function ownerText(deps: Deps, userId: number, event: 'approved' | 'rejected') {
  const [owner] = await deps.db.select().from(pinOwners).where(eq(pinOwners.userId, userId));
  if (!owner) return null;
  return {
    phone: owner.phone,
    event: '车主认证结果',
    detail: event === 'approved' ? '已通过，可以发布拼车行程了' : `未通过：${owner.reason}`,
  };
}

/** The `pin-notice` job: one text through the notice template ("您有新的拼车预订：…"), as coach notices are. */
export async function sendPinNotice(deps: Deps, notice: PinNotice) {
  return sendNotice(deps, () =>
    notice.kind === 'booking'
      ? bookingText(deps, notice.bookingId, notice.event)
      : notice.kind === 'trip'
        ? tripText(deps, notice.tripId)
        : ownerText(deps, notice.userId, notice.event),
  );
}
