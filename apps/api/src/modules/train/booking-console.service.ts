import { chinaMidnight } from '@xueche/time';
import { and, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coachProfiles, orders, trainBookings, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { literal, refundOrder } from '../commerce';
import { readSettings } from '../settings';
import { statusParams } from './booking-rules';
import { type BookingRow, refundableUntil } from './booking-view';
import { reload } from './bookings.service';
import { cancelUnpaid } from './cancel.service';
import { expireLapsedHolds } from './holds';
import { notifyTrain } from './notices.service';

/**
 * Coach-for-hire bookings as operators see and act on them in the console (docs/train.md "Operators"): any
 * booking with both people and its order; cancelling one through the area's own rules and commerce's refund.
 */

const student = alias(users, 'student');
const coach = alias(users, 'coach');

const columns = {
  booking: trainBookings,
  order: { orderNo: orders.orderNo, status: orders.status, refundedFen: orders.refundedFen, paidAt: orders.paidAt },
  student: { id: student.id, uid: student.uid, nickname: student.nickname, phone: student.phone },
  coach: {
    id: coach.id,
    uid: coach.uid,
    nickname: coach.nickname,
    phone: sql<string | null>`coalesce(nullif(${coachProfiles.phone}, ''), ${coach.phone})`,
  },
};

type Row = {
  booking: BookingRow;
  order: { orderNo: string; status: string; refundedFen: number; paidAt: Date | null };
  student: { id: number; uid: string; nickname: string; phone: string | null };
  coach: { id: number; uid: string; nickname: string; phone: string | null };
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAdminBooking(r: Row, refundHours: number) {
  const b = r.booking;
  return {
    id: b.id,
    status: b.status as 'unpaid' | 'paid' | 'done' | 'cancelled' | 'expired',
    start_at: b.startAt.toISOString(),
    end_at: b.endAt.toISOString(),
    hours: b.hours,
    amount_fen: b.amountFen,
    refunded_fen: b.refundedFen,
    earned_fen: b.earnedFen,
    phone: b.phone,
    student: { user_id: r.student.id, uid: r.student.uid, nickname: r.student.nickname, phone: r.student.phone },
    coach: { user_id: r.coach.id, uid: r.coach.uid, nickname: r.coach.nickname, phone: r.coach.phone },
    order: {
      order_no: r.order.orderNo,
      status: r.order.status as 'created' | 'paid' | 'refunded' | 'closed',
      refunded: r.order.refundedFen,
      paid_at: iso(r.order.paidAt),
    },
    refundable_until: iso(refundableUntil(b, refundHours)),
    stars: b.stars,
    review: b.review,
    created_at: b.createdAt.toISOString(),
    paid_at: iso(b.paidAt),
    done_at: iso(b.doneAt),
    cancelled_at: iso(b.cancelledAt),
  };
}

async function select(db: Db, where: SQL | undefined, page?: { num: number; offset: number }) {
  const query = db
    .select(columns)
    .from(trainBookings)
    .innerJoin(orders, eq(orders.id, trainBookings.orderId))
    .innerJoin(student, eq(student.id, trainBookings.studentId))
    .innerJoin(coach, eq(coach.id, trainBookings.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, trainBookings.coachId))
    .where(where)
    .orderBy(desc(trainBookings.startAt), desc(trainBookings.id));
  return (page ? query.limit(page.num).offset(page.offset) : query) as Promise<Row[]>;
}

const refundHoursOf = async (db: Db) => (await readSettings(db, ['train.refund_hours']))['train.refund_hours'];

/**
 * `GET /admin/train/bookings`: latest start first. `q`: a booking id, an order number, a phone (given with
 * the booking, the student's or the coach's; part of it) or a nickname (part of it); `date`: the China day
 * the session starts. Lapsed holds are expired first, as every read of bookings does.
 */
export async function bookingsForConsole(
  deps: Deps,
  f: { q?: string; date?: string; status?: string; page: number; num: number },
) {
  const { db } = deps;
  await expireLapsedHolds(deps, {});
  const where: SQL[] = [];
  if (f.q) {
    const part = `%${literal(f.q)}%`;
    where.push(
      or(
        /^\d{1,9}$/.test(f.q) ? eq(trainBookings.id, Number(f.q)) : undefined,
        eq(orders.orderNo, f.q),
        like(trainBookings.phone, part),
        like(student.phone, part),
        like(coach.phone, part),
        like(coachProfiles.phone, part),
        ilike(student.nickname, part),
        ilike(coach.nickname, part),
      ) as SQL,
    );
  }
  if (f.date) {
    where.push(gte(trainBookings.startAt, chinaMidnight(f.date)), lt(trainBookings.startAt, chinaMidnight(f.date, 1)));
  }
  if (f.status) where.push(eq(trainBookings.status, f.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count], refundHours] = await Promise.all([
    select(db, condition, { num: f.num, offset: (f.page - 1) * f.num }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainBookings)
      .innerJoin(orders, eq(orders.id, trainBookings.orderId))
      .innerJoin(student, eq(student.id, trainBookings.studentId))
      .innerJoin(coach, eq(coach.id, trainBookings.coachId))
      .leftJoin(coachProfiles, eq(coachProfiles.userId, trainBookings.coachId))
      .where(condition),
    refundHoursOf(db),
  ]);
  return { total: count?.n ?? 0, page: f.page, num: f.num, list: rows.map((r) => toAdminBooking(r, refundHours)) };
}

/** One booking as the console shows it. */
export async function bookingForConsole(db: Db, id: number) {
  const [row] = await select(db, eq(trainBookings.id, id));
  if (!row) throw notFound('train_booking_not_found');
  return toAdminBooking(row, await refundHoursOf(db));
}

/** The refund number of an operator's cancellation: one per order, so a repeated cancel refunds once. */
export const operatorRefundNo = (orderNo: string) => `TO${orderNo}`;

/**
 * An operator cancels a booking (the console). Unpaid: as the student's own cancellation (its order closed at
 * WeChat Pay, then here). Paid: cancelled with a full refund through commerce's `refundOrder` — the booking
 * cancelled in the refund's own transaction, under its lock, whatever the refund hour says — or with none.
 * Done, cancelled and expired bookings are a 409. The student and the coach are texted about a paid booking.
 * Commits on its own (WeChat Pay is asked), so the caller audits after it.
 */
export async function operatorCancelBooking(deps: Deps, input: { id: number; refund: 'full' | 'none' }) {
  const { db } = deps;
  const [booking] = await db.select().from(trainBookings).where(eq(trainBookings.id, input.id));
  if (!booking) throw notFound('train_booking_not_found');
  if (booking.status === 'unpaid') {
    await cancelUnpaid(deps, booking);
    return reload(db, booking.id);
  }
  if (booking.status !== 'paid') throw new AppError(409, 'train_not_cancellable', statusParams(booking.status));

  /** Under the booking's lock: still paid (not done or cancelled meanwhile); then cancelled. */
  const cancelPaid = async (t: Db, refundedFen: number) => {
    const [locked] = await t.select().from(trainBookings).where(eq(trainBookings.id, booking.id)).for('update');
    if (locked?.status !== 'paid') {
      throw new AppError(409, 'train_not_cancellable', statusParams(locked?.status ?? 'cancelled'));
    }
    await t
      .update(trainBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, refundedFen })
      .where(eq(trainBookings.id, booking.id));
  };
  if (input.refund === 'full') {
    const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, booking.orderId));
    if (!order) throw notFound('train_booking_not_found');
    await refundOrder(deps, {
      orderNo: order.orderNo,
      refundNo: operatorRefundNo(order.orderNo),
      reason: '客服取消陪练预约',
      within: (t, _order, amountFen) => cancelPaid(t, amountFen),
    });
  } else {
    await db.transaction((tx) => cancelPaid(tx, booking.refundedFen));
  }
  // After the commit; a text never fails the cancellation.
  void notifyTrain(deps, { bookingId: booking.id, event: 'cancelled' });
  void notifyTrain(deps, { bookingId: booking.id, event: 'operator_cancelled_coach' });
  return reload(db, booking.id);
}
