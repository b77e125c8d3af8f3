import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { examFields, users } from './core';
import { ownedBy, userRef } from './refs';

// ── The coach workspace: SMS codes, registration, certification, schools, withdrawals, points,
//    theory-course applications and posters (issue 6) ──

/**
 * One SMS verification code: stored as a hash, for one phone and purpose, valid for 5 minutes, used
 * once; five wrong tries void it. The rows double as the send log the rate limits count.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id,
    phone: text('phone').notNull(),
    /** coach_register | student_register | bind_phone | coach_verify */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256 of the code with the server's secret: a database dump does not give codes away. */
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    /** Who asked, for the per-IP limit. */
    ip: text('ip').notNull(),
    /** The provider's receipt (Aliyun BizId). */
    bizId: text('biz_id'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    voidedAt: instant('voided_at'),
    createdAt,
  },
  (t) => [index('sms_codes_phone').on(t.phone, t.createdAt), index('sms_codes_ip').on(t.ip, t.createdAt)],
);

export const schools = pgTable('schools', {
  id,
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  intro: text('intro').notNull().default(''),
  /** The coach who added it. */
  createdBy: integer('created_by').references(() => users.id),
  createdAt,
  updatedAt,
});

/**
 * What makes a user a coach: the name and phone they registered with, their school, certification
 * and SMS preferences. The recruiting coach is the user's referral (referrals table).
 */
export const coachProfiles = pgTable('coach_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: text('real_name').notNull(),
  phone: text('phone').notNull(),
  schoolId: integer('school_id').references(() => schools.id),
  /** The recruiting poster they registered from, if any. */
  posterId: integer('poster_id'),
  /** none | pending | approved | rejected */
  certStatus: text('cert_status').notNull().default('none'),
  certReason: text('cert_reason').notNull().default(''),
  certifiedAt: instant('certified_at'),
  /** The portrait shown on posters and the public check page. */
  photo: text('photo').notNull().default(''),
  /** Which events send the coach an SMS. */
  smsSettings: jsonb('sms_settings')
    .$type<{ newStudent: boolean; newOrder: boolean; withdrawal: boolean }>()
    .notNull()
    .default({ newStudent: true, newOrder: true, withdrawal: true }),
  createdAt,
});

/** Each certification a coach sends in, and its review: the coach's row holds the current state. */
export const coachCertifications = pgTable(
  'coach_certifications',
  {
    id,
    coachId: ownedBy('coach_id'),
    /** Stored file names under DATA_DIR/uploads (re-encoded JPEGs). */
    idFront: text('id_front').notNull(),
    idBack: text('id_back').notNull(),
    licence: text('licence').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    createdAt,
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [index('coach_certifications_coach').on(t.coachId, t.createdAt)],
);

/**
 * A withdrawal: the amount leaves the balance (a `withdrawal` ledger entry) when it is asked for, in the
 * same transaction; a failed or cancelled payout returns it (`withdrawal_return`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id,
    coachId: userRef('coach_id'),
    /** out_bill_no at WeChat Pay. */
    outBillNo: text('out_bill_no').notNull().unique(),
    /** The client's idempotency key: the same key asks once. */
    requestKey: text('request_key').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** reviewing | transferring | wait_user_confirm | success | failed | cancelled */
    status: text('status').notNull(),
    transferBillNo: text('transfer_bill_no'),
    /** What the page hands to requestMerchantTransfer for the coach to confirm. */
    packageInfo: text('package_info'),
    failReason: text('fail_reason').notNull().default(''),
    createdAt,
    updatedAt,
    finishedAt: instant('finished_at'),
  },
  (t) => [unique('withdrawals_request').on(t.coachId, t.requestKey), index('withdrawals_coach').on(t.coachId, t.id)],
);

/** Every step of every withdrawal: the audit trail. */
export const withdrawalEvents = pgTable('withdrawal_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  withdrawalId: integer('withdrawal_id')
    .notNull()
    .references(() => withdrawals.id),
  /** requested | held_for_review | approved | rejected | transfer_created | user_confirm | success | failed | cancelled | … */
  event: text('event').notNull(),
  actor: text('actor').notNull(),
  detail: jsonb('detail').notNull().default({}),
  createdAt,
});

/** Points a coach earns for recruiting and sales; their sum sets the coach's level. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    coachId: userRef('coach_id'),
    /** student_bound | coach_recruited | order_paid */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    sourceUserId: integer('source_user_id').references(() => users.id),
    orderId: integer('order_id'),
    createdAt,
  },
  (t) => [
    // A coach's entries newest first, and their sum (the level) from the index alone.
    index('point_entries_coach').on(t.coachId, t.id, t.points),
    unique('point_entries_once').on(t.coachId, t.kind, t.sourceUserId, t.orderId).nullsNotDistinct(),
  ],
);

/**
 * Each coach's points: the sum of their point_entries, kept by a trigger on that table (migration 0008)
 * whatever writes an entry. A payment reads it for the coach's level; summing thousands of fresh entries
 * at every sale was a quarter of a payment notification's database time. Spread over eight slots (by
 * entry id), so sales of one coach at the same moment do not queue on one row.
 */
export const coachPointTotals = pgTable(
  'coach_point_totals',
  {
    coachId: ownedBy('coach_id'),
    slot: smallint('slot').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.slot] })],
);

/** A coach's application to open the theory course for a student (v3/apply/kt). */
export const theoryApplications = pgTable(
  'theory_applications',
  {
    id,
    coachId: userRef('coach_id'),
    studentName: text('student_name').notNull(),
    studentPhone: text('student_phone').notNull(),
    /** 1 or 4 */
    subject: smallint('subject').notNull(),
    fieldId: integer('field_id').references(() => examFields.id),
    note: text('note').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    /** Who decided it: `operator:<username>`. */
    reviewedBy: text('reviewed_by'),
    createdAt,
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    index('theory_applications_coach').on(t.coachId, t.createdAt),
    // The console's queue: pending ones, oldest first.
    index('theory_applications_status').on(t.status, t.id),
  ],
);

/** A poster a coach made: drawn in the browser from a template; its share link carries the coach's did. */
export const posters = pgTable(
  'posters',
  {
    id,
    coachId: ownedBy('coach_id'),
    /** recruit-student | recruit-coach | … (the template's key) */
    template: text('template').notNull(),
    title: text('title').notNull(),
    slogan: text('slogan').notNull().default(''),
    fieldId: integer('field_id').references(() => examFields.id),
    /** Whether it is kept in the coach's list (a deleted poster's links keep working). */
    listed: boolean('listed').notNull().default(true),
    createdAt,
  },
  (t) => [index('posters_coach').on(t.coachId, t.createdAt)],
);
