import type { TrainType } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingChat } from './chat';
import { createdAt, id, instant, updatedAt } from './columns';
import { orders } from './commerce';
import { users } from './core';
import { ownedBy, userRef } from './refs';

// ── Coach-for-hire ('/train/*', issue 15): coaches' listings and checks, students' paid hours, each
//    booking's conversation (docs/train.md) ──

export type TrainCarRow = { model: string; transmission: 'manual' | 'auto'; plate: string };
export type TrainWeeklyRow = { weekday: number; from: number; to: number };

/**
 * A coach's listing. Photos are object-store keys (re-encoded JPEGs). Listed once all three checks are
 * approved and the listing is complete (intro, car, price, area, at least one type and weekly hour).
 */
export const trainListings = pgTable(
  'train_listings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    intro: text('intro').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    car: jsonb('car').$type<TrainCarRow>(),
    /** Per hour, in fen; 0 until set. */
    priceFen: integer('price_fen').notNull().default(0),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    /** Where the coach meets students, in words. */
    area: text('area').notNull().default(''),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    types: jsonb('types').$type<TrainType[]>().notNull().default([]),
    /** Weekly hours in China time: weekday 1 (Monday) – 7, whole hours from–to. */
    weekly: jsonb('weekly').$type<TrainWeeklyRow[]>().notNull().default([]),
    createdAt,
    updatedAt,
  },
  (t) => [index('train_listings_area').on(t.city, t.district)],
);

/**
 * One of a coach's three checks (identity: ID card front and back; plate: vehicle licence and a photo of
 * the plate; licence: the driving licence), each reviewed by an operator. `photos` maps a part's name to
 * its object-store key; only operators see them, through signed links.
 */
export const trainChecks = pgTable(
  'train_checks',
  {
    /** What an operator names when deciding it (`train:review <id>`). */
    id,
    userId: ownedBy(),
    /** identity | plate | licence */
    kind: text('kind').notNull(),
    photos: jsonb('photos').$type<Record<string, string>>().notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    reviewedAt: instant('reviewed_at'),
    /** Who decided it: `ops-token…` or `operator:<username>`. */
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    uniqueIndex('train_checks_user_kind').on(t.userId, t.kind),
    index('train_checks_status').on(t.status, t.submittedAt),
  ],
);

/**
 * A student's booked hours with a coach, paid through a `train` order. unpaid (holding its hours until
 * `hold_until`) → paid → done; unpaid → expired; unpaid or paid → cancelled. The migration adds an
 * exclusion constraint (train_bookings_no_overlap) so two live bookings (unpaid, paid, done) of one coach
 * can never overlap: the database, not the code, is what refuses a double booking.
 */
export const trainBookings = pgTable(
  'train_bookings',
  {
    id,
    coachId: userRef('coach_id'),
    studentId: userRef('student_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    hours: smallint('hours').notNull(),
    /** hours × the coach's price when booked. */
    amountFen: integer('amount_fen').notNull(),
    /** The number the student gave; shown to the coach once paid. */
    phone: text('phone').notNull(),
    /** unpaid | paid | done | cancelled | expired */
    status: text('status').notNull().default('unpaid'),
    holdUntil: instant('hold_until').notNull(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** The coach's earnings (price less the fee), once done. */
    earnedFen: integer('earned_fen'),
    paidAt: instant('paid_at'),
    doneAt: instant('done_at'),
    cancelledAt: instant('cancelled_at'),
    stars: smallint('stars'),
    review: text('review'),
    reviewedAt: instant('reviewed_at'),
    createdAt,
  },
  (t) => [
    uniqueIndex('train_bookings_order').on(t.orderId),
    index('train_bookings_coach').on(t.coachId, t.startAt),
    index('train_bookings_student').on(t.studentId, t.startAt),
    // A coach's reviews, newest first, and their average.
    index('train_bookings_reviews').on(t.coachId, t.reviewedAt).where(sql`stars is not null`),
  ],
);

/** Each booking's conversation between its two people, and their read markers. */
export const { messages: trainMessages, reads: trainReads } = bookingChat('train', () => trainBookings.id);
