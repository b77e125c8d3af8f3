import { sql } from 'drizzle-orm';
import type { PayTransaction } from '../../adapters/wechat-pay-types';
import type { Tx } from '../../db/client';
import { namedStatement, slot } from '../../db/named-statement';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { addRates, shareOf } from '../../platform/money';
import { type CoachEvent, notifyCoach, wantsNotice } from '../coach-notices';
import { type Settings, settingsColumn, withDefaults } from '../settings';
import { payEventRow } from './pay-events';
import { coachPoints, levelBonus, orderPoints } from './points.service';
import { kindOf, type ProductKind } from './product-kinds';

export type PaidOutcome = 'paid' | 'duplicate' | 'mismatch' | 'unknown_order';
export type PaidResult = { outcome: PaidOutcome; detail: string };

/** What paying reads of the order. */
type Order = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNo' | 'userId' | 'title' | 'amountFen' | 'status' | 'referrerId'
>;
/** An order with what paying it touches, read with its lock. */
type OrderToPay = {
  order: Order;
  /** What the product's kind does when paid, and whether coaches earn on it (product-kinds.ts). */
  kind: ProductKind;
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
  'commission.l1_bp',
  'commission.l2_bp',
  'coach.levels',
  'coach.points.per_yuan',
] as const satisfies (keyof Settings)[];

/**
 * Marks an order paid from WeChat Pay's word (a verified notification or a query), once: the order row
 * is locked, so twenty copies of the same notification at the same moment pay it once. Unlocking and
 * commission are written in the same transaction. An amount, merchant or app that does not match the
 * order leaves it unpaid. For a notification, its outcome is written to `pay_events` in that transaction
 * too.
 *
 * Notifications pour in after a sale, and each round trip to the database counts (docs/performance.md):
 * the lock reads everything paying needs (settings included), and every row paying writes, the audit
 * row too, goes in one statement: begin, lock, write, commit. Both are named statements built once.
 */
export async function markPaid(
  deps: Deps,
  tx: PayTransaction,
  /** The notification this is the word of, for its audit row. */
  notification?: { id: string; eventType: string },
): Promise<PaidResult> {
  const { paid, ...result } = await deps.db.transaction(async (t) => payOrder(deps, t, tx, notification));
  // The kind's follow-up after the commit; a repeated word on a paid order asks it again, so work
  // interrupted before it was recorded (a late booking's refund) is done then.
  if (paid && (result.outcome === 'paid' || result.outcome === 'duplicate')) {
    await paid.kind.afterPaid?.(deps, paid.order, result.outcome === 'paid');
  }
  const order = result.outcome === 'paid' ? paid?.order : undefined;
  if (order?.referrerId && paid?.kind.commission && wantsNotice(paid?.notice, 'newOrder')) {
    void notifyCoach(deps, order.referrerId, 'newOrder', `${order.title} ¥${(order.amountFen / 100).toFixed(2)}`);
  }
  return result;
}

/** The order's row as paying reads it. */
type OrderRow = {
  id: number;
  order_no: string;
  user_id: number;
  title: string;
  amount_fen: number;
  status: string;
  referrer_id: number | null;
  kind: string | null;
  unlocks: OrderToPay['unlocks'];
  course_id: number | null;
  recruiter_id: number | null;
  coach_points: number;
  notice_phone: string | null;
  notice_settings: Record<CoachEvent, boolean> | null;
  settings: Record<string, unknown> | null;
};

/** The order, locked, with everything paying it needs. */
const lockOrder = namedStatement<OrderRow>(
  'pay_order_lock',
  sql`select orders.id, orders.order_no, orders.user_id, orders.title, orders.amount_fen, orders.status,
      orders.referrer_id, products.kind, products.unlocks, courses.id as course_id,
      referrals.referrer_id as recruiter_id, ${coachPoints(orders.referrerId)} as coach_points,
      coach_profiles.phone as notice_phone, coach_profiles.sms_settings as notice_settings,
      ${settingsColumn(PAYMENT_SETTINGS)} as settings
    from orders
      left join products on products.id = orders.product_id
      left join courses on courses.field_id = orders.field_id
      left join referrals on referrals.user_id = orders.referrer_id
      left join coach_profiles on coach_profiles.user_id = orders.referrer_id
    where orders.order_no = ${sql.placeholder('orderNo')}
    for update of orders`,
);

function toPay(deps: Pick<Deps, 'productKinds'>, row: OrderRow): OrderToPay {
  return {
    order: {
      id: row.id,
      orderNo: row.order_no,
      userId: row.user_id,
      title: row.title,
      amountFen: row.amount_fen,
      status: row.status,
      referrerId: row.referrer_id,
    },
    // An order always has its product; 'course' is what a missing one was read as before.
    kind: kindOf(deps, row.kind ?? 'course'),
    unlocks: row.unlocks,
    courseId: row.course_id,
    recruiterId: row.recruiter_id,
    coachPoints: Number(row.coach_points),
    // sms_settings is never null: none means the coach has no profile.
    notice: row.notice_settings ? { phone: row.notice_phone, settings: row.notice_settings } : null,
    settings: withDefaults(row.settings, PAYMENT_SETTINGS),
  };
}

/**
 * Every row paying writes, as one statement of one shape: what an order does not get (no course, no VIP
 * subjects, no referrer, no notification to audit) is an empty list or a null that writes no row.
 */
const writePayment = namedStatement(
  'pay_order_write',
  sql`with paid as (
      -- Paid even if it had been closed meanwhile: the money was taken, the person gets what they paid for.
      update orders set status = 'paid', paid_at = now(), transaction_id = ${slot('transactionId')}::text
      where id = ${slot('orderId')}::int
    ), course as (
      insert into course_entitlements (user_id, course_id, source)
      select ${slot('userId')}::int, ${slot('courseId')}::int, ${slot('source')}::text where ${slot('courseId')}::int is not null
      on conflict do nothing
    ), vip as (
      insert into vip_entitlements (user_id, subject, order_id)
      select ${slot('userId')}::int, subject, ${slot('orderId')}::int from unnest(${slot('subjects')}::int[]) as subject
      on conflict do nothing
    ), ledger as (
      insert into ledger_entries (coach_id, kind, amount_fen, order_id, source_user_id)
      select coach, kind, fen, ${slot('orderId')}::int, ${slot('userId')}::int
      from unnest(${slot('ledgerCoaches')}::int[], ${slot('ledgerKinds')}::text[], ${slot('ledgerFen')}::int[]) as e(coach, kind, fen)
      on conflict do nothing
    ), points as (
      insert into point_entries (coach_id, kind, points, source_user_id, order_id)
      select ${slot('pointsCoach')}::int, 'order_paid', ${slot('points')}::int, ${slot('userId')}::int, ${slot('orderId')}::int
      where ${slot('points')}::int > 0
      on conflict do nothing
    ), audit as (
      insert into pay_events (event_id, event_type, order_no, outcome, detail)
      select ${slot('eventId')}::text, ${slot('eventType')}::text, ${slot('orderNo')}::text, 'paid', ''
      where ${slot('eventId')}::text is not null
      on conflict do nothing
    )
    select 1`,
);

/** The payment itself, in the caller's transaction; `paid` is the order when this call paid it. */
async function payOrder(
  deps: Deps,
  t: Tx,
  tx: PayTransaction,
  notification: { id: string; eventType: string } | undefined,
): Promise<PaidResult & { paid?: OrderToPay }> {
  const event = (result: PaidResult) =>
    notification && {
      eventId: `${notification.id}:${result.outcome}`,
      eventType: notification.eventType,
      orderNo: tx.out_trade_no,
      ...result,
    };
  const settle = async (result: PaidResult) => {
    const audit = event(result);
    if (audit) await t.execute(payEventRow(deps, audit));
    return result;
  };
  const [row] = await lockOrder(t, { orderNo: tx.out_trade_no });
  if (!row) return settle({ outcome: 'unknown_order', detail: `no order ${tx.out_trade_no}` });
  const paying = toPay(deps, row);
  const { order } = paying;
  if (order.status === 'paid' || order.status === 'refunded') {
    return { ...(await settle({ outcome: 'duplicate', detail: `already ${order.status}` })), paid: paying };
  }
  const problems = [
    tx.trade_state !== 'SUCCESS' && `trade_state ${tx.trade_state}`,
    tx.mchid !== deps.pay.mchid && `mchid ${tx.mchid}`,
    tx.appid !== deps.config.wechat.appId && `appid ${tx.appid}`,
    tx.amount?.total !== order.amountFen && `amount ${tx.amount?.total} ≠ ${order.amountFen}`,
  ].filter(Boolean);
  if (problems.length) return settle({ outcome: 'mismatch', detail: problems.join('; ') });

  const audit = event({ outcome: 'paid', detail: '' });
  if (audit) deps.metrics.payNotification(audit.eventType, audit.outcome);
  const ledger = commission(paying);
  await writePayment(t, {
    orderId: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    transactionId: tx.transaction_id ?? null,
    courseId: paying.unlocks?.course && paying.courseId ? paying.courseId : null,
    source: `order:${order.orderNo}`,
    subjects: paying.unlocks?.vipSubjects ?? [],
    ledgerCoaches: ledger.entries.map((e) => e.coachId),
    ledgerKinds: ledger.entries.map((e) => e.kind),
    ledgerFen: ledger.entries.map((e) => e.fen),
    pointsCoach: order.referrerId,
    points: ledger.points,
    eventId: audit?.eventId ?? null,
    eventType: audit?.eventType ?? null,
  });
  // What else the order means is the selling area's, written with the payment (e.g. a booking confirmed).
  await paying.kind.paid?.(t, order);
  return { outcome: 'paid', detail: '', paid: paying };
}

/**
 * Level 1 to the coach captured on the order (the base rate plus their level's bonus, as the level
 * stood before this order's points), level 2 to the coach who recruited them; never more. The coach's
 * points for the sale are written with them.
 */
function commission({ order, kind, recruiterId, coachPoints, settings: rates }: OrderToPay) {
  const entries: { coachId: number; kind: 'commission_l1' | 'commission_l2'; fen: number }[] = [];
  // Some kinds pay no referrer (coach hours: the coach earns from the session), whoever the buyer is bound to.
  if (!order.referrerId || !kind.commission) return { entries, points: 0 };
  // Integer basis points throughout (platform/money.ts): each share rounds down, never above its rate.
  const l1Bp = addRates(rates['commission.l1_bp'], levelBonus(rates['coach.levels'], coachPoints));
  const l1 = shareOf(order.amountFen, l1Bp);
  if (l1 > 0) entries.push({ coachId: order.referrerId, kind: 'commission_l1', fen: l1 });
  const l2 = shareOf(order.amountFen, rates['commission.l2_bp']);
  if (recruiterId && recruiterId !== order.userId && l2 > 0) {
    entries.push({ coachId: recruiterId, kind: 'commission_l2', fen: l2 });
  }
  return { entries, points: orderPoints(order.amountFen, rates['coach.points.per_yuan']) };
}
