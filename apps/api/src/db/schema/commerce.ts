import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { withdrawals } from './coach';
import { createdAt, id, instant, sort } from './columns';
import { examFields, users } from './core';
import { ownedBy, userRef } from './refs';

// ── Commerce: products, orders, WeChat Pay events, referral binding, commission ledger (issue 5) ──

export const products = pgTable('products', {
  id,
  slug: text('slug').notNull().unique(),
  /** course | vip | bundle (commerce's own), train (coach hours): a kind in deps.productKinds (product-kinds.ts) */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** For a field's course: the field (its price is the field's). */
  fieldId: integer('field_id').references(() => examFields.id),
  priceFen: integer('price_fen').notNull(),
  /** What a paid order opens: theory subjects' VIP sets and whether the field course comes with it. */
  unlocks: jsonb('unlocks').$type<{ course?: boolean; vipSubjects?: number[] }>().notNull(),
  /** Shown before paying. */
  refundTerms: text('refund_terms').notNull(),
  active: boolean('active').notNull().default(true),
  sort,
});

export const orders = pgTable(
  'orders',
  {
    id,
    /** The out_trade_no sent to WeChat Pay. */
    orderNo: text('order_no').notNull().unique(),
    userId: userRef('user_id'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The field a course order is for. */
    fieldId: integer('field_id').references(() => examFields.id),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** created → paid → refunded; created → closed */
    status: text('status').notNull().default('created'),
    /** The coach the student was bound to when ordering: commission goes to them. */
    referrerId: integer('referrer_id').references(() => users.id),
    prepayId: text('prepay_id'),
    transactionId: text('transaction_id').unique(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    createdAt,
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    closedAt: instant('closed_at'),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    // The console's dashboard: orders paid a day over the last 30 days.
    index('orders_paid').on(t.paidAt),
    // One open order per person and product: ordering again reuses it.
    uniqueIndex('orders_open_per_product').on(t.userId, t.productId).where(sql`status = 'created'`),
  ],
);

/** Every WeChat Pay notification received, accepted or not: the audit trail and the idempotency key. */
export const payEvents = pgTable('pay_events', {
  id,
  eventId: text('event_id').unique(),
  eventType: text('event_type'),
  orderNo: text('order_no'),
  /** accepted | duplicate | refused | mismatch */
  outcome: text('outcome').notNull(),
  detail: text('detail').notNull().default(''),
  createdAt,
});

export const refunds = pgTable('refunds', {
  id,
  /** out_refund_no: a retry uses the same number, so a refund happens once. */
  refundNo: text('refund_no').notNull().unique(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  amountFen: integer('amount_fen').notNull(),
  reason: text('reason').notNull().default(''),
  /** processing | success | closed | abnormal */
  status: text('status').notNull().default('processing'),
  createdAt,
  finishedAt: instant('finished_at'),
});

/**
 * VIP theory sets a person has, per subject: bought (orderId; a full refund takes it back) or granted by an
 * operator (no order: `source` names what granted it, `reason` why; no refund takes it back).
 */
export const vipEntitlements = pgTable(
  'vip_entitlements',
  {
    userId: ownedBy(),
    subject: smallint('subject').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** `order` for a purchase, or the grant's origin, e.g. `theory-application:12`. */
    source: text('source').notNull().default('order'),
    reason: text('reason').notNull().default(''),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.subject] })],
);

/**
 * Who brought whom: a student's coach, or a coach's recruiting coach. The first binding stands (the
 * primary key); the student agrees (or not) to share progress with that coach.
 */
export const referrals = pgTable(
  'referrals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: userRef('referrer_id'),
    /** login | order */
    boundVia: text('bound_via').notNull(),
    shareProgress: boolean('share_progress').notNull().default(false),
    consentAt: instant('consent_at'),
    createdAt,
  },
  // A coach's people, newest first; counted in the index alone.
  (t) => [index('referrals_referrer').on(t.referrerId, t.createdAt, t.userId)],
);

/**
 * The commission ledger: append-only. A coach's balance is the sum of their entries; a refund writes
 * reversing entries. One entry per order, kind and coach (the unique index makes a repeated
 * notification harmless).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    coachId: userRef('coach_id'),
    /**
     * commission_l1 | commission_l2 (a paid order), reversal_l1 | reversal_l2 (a refund),
     * refund_closed_l1 | refund_closed_l2 (a refund that failed gives it back), withdrawal | withdrawal_return,
     * train_earning (a done coach-for-hire session) | train_reversal | train_refund_closed
     */
    kind: text('kind').notNull(),
    /** Signed: credits positive, reversals and withdrawals negative. */
    amountFen: integer('amount_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** A refund's id for reversals, so a partial refund reverses its own share once. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** The student whose order it was. */
    sourceUserId: integer('source_user_id').references(() => users.id),
    /** The withdrawal a `withdrawal` or `withdrawal_return` entry belongs to. */
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    createdAt,
  },
  (t) => [
    // A coach's entries newest first, and their sums (balance, earnings by kind and day) from the index alone.
    index('ledger_coach').on(t.coachId, t.id, t.kind, t.createdAt, t.amountFen),
    unique('ledger_once').on(t.orderId, t.kind, t.coachId, t.refundId, t.withdrawalId).nullsNotDistinct(),
  ],
);
