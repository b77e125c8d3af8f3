import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { PayTransaction } from '../../adapters/wechat-pay';
import type { Db } from '../../db/client';
import {
  coachProfiles,
  courseEntitlements,
  courses,
  ledgerEntries,
  orders,
  payEvents,
  products,
  referrals,
  vipEntitlements,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { type CoachEvent, notifyCoach, wantsNotice } from '../coach/notices.service';
import { coachPoints, levelBonus, orderPoints } from '../coach/points.service';
import { type Settings, settingsColumn, withDefaults } from '../settings/settings.service';
import { settleTrainPayment, trainOrderPaid } from '../train/holds';
import { notifyTrain } from '../train/notices.service';

export type PaidOutcome = 'paid' | 'duplicate' | 'mismatch' | 'unknown_order';
export type PaidResult = { outcome: PaidOutcome; detail: string };
/** A statement built but not yet run: awaited alone, or written with others in one statement. */
type Write = SQLWrapper & PromiseLike<unknown>;

type Order = typeof orders.$inferSelect;
/** An order with what paying it touches, read with its lock. */
type OrderToPay = {
  order: Order;
  /** The product's kind: a `train` order is a coach-for-hire booking's (no commission, no points). */
  kind: string | null;
  unlocks: { course?: boolean; vipSubjects?: number[] } | null;
  /** The course of the order's exam field. */
  courseId: number | null;
  /** Who recruited the order's coach: level-2 commission. */
  recruiterId: number | null;
  /** The coach's points before this order: their level. */
  coachPoints: number;
  /** Whether the coach is texted about a paid order (no job is queued for one who is not). */
  notice: { phone: string | null; settings: Record<CoachEvent, boolean> } | null;
  /** The commission rates, levels and points per yuan, read with the lock. */
  settings: Pick<Settings, (typeof PAYMENT_SETTINGS)[number]>;
};

const PAYMENT_SETTINGS = [
  'commission.l1_rate',
  'commission.l2_rate',
  'coach.levels',
  'coach.points.per_yuan',
] as const satisfies (keyof Settings)[];

/**
 * Marks an order paid from WeChat Pay's word (a verified notification or a query), once: the order row
 * is locked, so twenty copies of the same notification at the same moment pay it once. Unlocking and
 * commission are written in the same transaction. An amount, merchant or app that does not match the
 * order leaves it unpaid. `record` gives the row that writes the outcome down (a notification's audit
 * row), written in that transaction too.
 *
 * Notifications pour in after a sale, and each round trip to the database counts (docs/performance.md):
 * the lock reads everything paying needs (settings included), and every row paying writes, the audit
 * row too, goes in one statement: begin, lock, write, commit.
 */
export async function markPaid(
  deps: Deps,
  tx: PayTransaction,
  record?: (db: Db, result: PaidResult) => Write,
  /** Where WeChat Pay tells us about a refund this payment may need (a coach-for-hire booking's hours gone). */
  notifyUrl?: string,
): Promise<PaidResult> {
  const { paid, train, trainPaid, ...result } = await deps.db.transaction(async (t) =>
    payOrder(deps, t as unknown as Db, tx, (db, settled) => record?.(db, settled)),
  );
  // A booking that could not take its hours any more is refunded, after the commit; a repeated word on a
  // paid order looks again, so a refund interrupted before it was recorded is made then.
  if (train) await settleTrainPayment(deps, train, notifyUrl ?? refundNotifyUrl(deps));
  if (trainPaid) void notifyTrain(deps, { bookingId: trainPaid, event: 'paid' });
  const order = paid?.order;
  if (order?.referrerId && paid?.kind !== 'train' && wantsNotice(paid?.notice, 'newOrder')) {
    void notifyCoach(deps, order.referrerId, 'newOrder', `${order.title} ¥${(order.amountFen / 100).toFixed(2)}`);
  }
  return result;
}

/** The payment itself, in the caller's transaction; `paid` is the order when this call paid it. */
async function payOrder(
  deps: Deps,
  t: Db,
  tx: PayTransaction,
  record: (db: Db, result: PaidResult) => Write | undefined,
): Promise<PaidResult & { paid?: OrderToPay; train?: string; trainPaid?: number | null }> {
  const settle = async (result: PaidResult) => {
    await record(t, result);
    return result;
  };
  const [found] = await t
    .select({
      order: orders,
      kind: products.kind,
      unlocks: products.unlocks,
      courseId: courses.id,
      recruiterId: referrals.referrerId,
      coachPoints: coachPoints(orders.referrerId),
      notice: { phone: coachProfiles.phone, settings: coachProfiles.smsSettings },
      settings: settingsColumn(PAYMENT_SETTINGS),
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(courses, eq(courses.fieldId, orders.fieldId))
    .leftJoin(referrals, eq(referrals.userId, orders.referrerId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, orders.referrerId))
    .where(eq(orders.orderNo, sql.placeholder('orderNo')))
    .for('update', { of: orders })
    // Named: each connection parses and plans it once.
    .prepare('pay_order_lock')
    .execute({ orderNo: tx.out_trade_no });
  if (!found) return settle({ outcome: 'unknown_order', detail: `no order ${tx.out_trade_no}` });
  const { order } = found;
  const train = found.kind === 'train' ? order.orderNo : undefined;
  if (order.status === 'paid' || order.status === 'refunded') {
    return { ...(await settle({ outcome: 'duplicate', detail: `already ${order.status}` })), train };
  }
  const problems = [
    tx.trade_state !== 'SUCCESS' && `trade_state ${tx.trade_state}`,
    tx.mchid !== deps.pay.mchid && `mchid ${tx.mchid}`,
    tx.appid !== deps.config.wechat.appId && `appid ${tx.appid}`,
    tx.amount?.total !== order.amountFen && `amount ${tx.amount?.total} ≠ ${order.amountFen}`,
  ].filter(Boolean);
  if (problems.length) return settle({ outcome: 'mismatch', detail: problems.join('; ') });
  const paying = { ...found, settings: withDefaults(found.settings, PAYMENT_SETTINGS) };
  const audit = record(t, { outcome: 'paid', detail: '' });

  await inOneStatement(t, [
    // Paid even if it had been closed meanwhile: the money was taken, the person gets what they paid for.
    t
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, transactionId: tx.transaction_id ?? null })
      .where(eq(orders.id, order.id)),
    ...grants(t, paying),
    ...commission(t, paying),
    ...(audit ? [audit] : []),
  ]);
  // The booking is confirmed in this transaction, with the order (or left to be refunded: holds.ts).
  const trainPaid = train ? await trainOrderPaid(t, order) : null;
  return { outcome: 'paid', detail: '', paid: paying, train, trainPaid };
}

/** Where WeChat Pay tells us about a refund asked for without a request to take our address from. */
function refundNotifyUrl(deps: Deps): string | undefined {
  return deps.config.publicUrl ? `${new URL(deps.config.publicUrl).origin}/api/pay/notify` : undefined;
}

/** Independent writes as one statement (data-modifying WITH): one round trip instead of one each. */
async function inOneStatement(db: Db, writes: SQLWrapper[]): Promise<void> {
  // Drizzle puts an embedded query in parentheses, as WITH wants it.
  const parts = writes.map((write, i) => sql`${sql.identifier(`w${i}`)} as ${write}`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/** What the order unlocks: the field's course, VIP subjects. */
function grants(db: Db, { order, unlocks, courseId }: OrderToPay): SQLWrapper[] {
  const writes: SQLWrapper[] = [];
  if (unlocks?.course && courseId) {
    writes.push(
      db
        .insert(courseEntitlements)
        .values({ userId: order.userId, courseId, source: `order:${order.orderNo}` })
        .onConflictDoNothing(),
    );
  }
  const subjects = unlocks?.vipSubjects ?? [];
  if (subjects.length) {
    writes.push(
      db
        .insert(vipEntitlements)
        .values(subjects.map((subject) => ({ userId: order.userId, subject, orderId: order.id })))
        .onConflictDoNothing(),
    );
  }
  return writes;
}

/**
 * Level 1 to the coach captured on the order (the base rate plus their level's bonus, as the level
 * stood before this order's points), level 2 to the coach who recruited them; never more. The coach's
 * points for the sale are written with them.
 */
function commission(db: Db, { order, kind, recruiterId, coachPoints, settings: rates }: OrderToPay): SQLWrapper[] {
  // A coach-for-hire order pays the coach who gave the session (their earnings when it is done), never a
  // referrer: no commission and no points, whoever the student is bound to.
  if (!order.referrerId || kind === 'train') return [];
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  // In basis points, so 0.2 + 0.02 cannot floor a fen away through binary fractions.
  const l1Bp = Math.round((rates['commission.l1_rate'] + levelBonus(rates['coach.levels'], coachPoints)) * 10_000);
  const l1 = Math.floor((order.amountFen * l1Bp) / 10_000);
  if (l1 > 0) {
    entries.push({
      coachId: order.referrerId,
      kind: 'commission_l1',
      amountFen: l1,
      orderId: order.id,
      sourceUserId: order.userId,
    });
  }
  const l2 = Math.floor(order.amountFen * rates['commission.l2_rate']);
  if (recruiterId && recruiterId !== order.userId && l2 > 0) {
    entries.push({
      coachId: recruiterId,
      kind: 'commission_l2',
      amountFen: l2,
      orderId: order.id,
      sourceUserId: order.userId,
    });
  }
  const points = orderPoints(db, order, rates['coach.points.per_yuan']);
  return [
    ...(entries.length ? [db.insert(ledgerEntries).values(entries).onConflictDoNothing()] : []),
    ...(points ? [points] : []),
  ];
}

/** What happened to each notification: the audit trail operators read, and a count for /metrics. */
export async function logPayEvent(deps: Pick<Deps, 'db' | 'metrics'>, event: PayEvent): Promise<void> {
  await payEventRow(deps, event);
}

type PayEvent = { eventId?: string; eventType?: string; orderNo?: string; outcome: string; detail?: string };

/** The audit row of a notification as a statement not yet run, for a caller that writes it with others. */
export function payEventRow({ db, metrics }: Pick<Deps, 'db' | 'metrics'>, event: PayEvent): Write {
  metrics.payNotification(event.eventType, event.outcome);
  return db
    .insert(payEvents)
    .values({
      eventId: event.outcome === 'refused' ? null : (event.eventId ?? null),
      eventType: event.eventType ?? null,
      orderNo: event.orderNo ?? null,
      outcome: event.outcome,
      detail: event.detail ?? '',
    })
    .onConflictDoNothing();
}
