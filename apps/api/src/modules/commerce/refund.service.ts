import { and, eq, lte, sql } from 'drizzle-orm';
import { PayError, type PayRefund } from '../../adapters/wechat-pay-types';
import type { Db, Tx } from '../../db/client';
import { courseEntitlements, ledgerEntries, orders, refunds, vipEntitlements } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { revokeOrderPoints } from './points.service';
import { kindOfProduct } from './product-kinds';

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Each commission level and the kinds that move it: the credit, a refund's reversal, a failed refund's return. */
const LEVELS = [
  { credit: 'commission_l1', reversal: 'reversal_l1', restore: 'refund_closed_l1' },
  { credit: 'commission_l2', reversal: 'reversal_l2', restore: 'refund_closed_l2' },
  // A coach-for-hire session's earnings (written when the coach marks it done) follow its refunds the same way.
  { credit: 'train_earning', reversal: 'train_reversal', restore: 'train_refund_closed' },
] as const;

export interface RefundResult {
  refund_no: string;
  order_no: string;
  amount: number;
  status: 'processing' | 'success' | 'closed' | 'abnormal';
  order_refunded: number;
  order_status: string;
}

/**
 * Refunds part or all of a paid order, once per refund number: asking again with the same number
 * changes nothing and asks WeChat Pay again with that same number (which it also refunds once).
 * The refund is recorded and the coaches' commission reversed in proportion, in one transaction,
 * before WeChat Pay is asked; if WeChat Pay refuses, the refund closes and the commission returns.
 */
export async function refundOrder(
  deps: Deps,
  input: {
    orderNo: string;
    amountFen?: number;
    refundNo: string;
    reason: string;
    /** What the caller writes with the refund, in its transaction (the order locked): e.g. a booking cancelled. */
    within?: (t: Db, order: OrderRow, amountFen: number) => Promise<void>;
  },
): Promise<RefundResult> {
  const { db } = deps;
  const { refund, order } = await db.transaction(async (trx) => {
    const [order] = await trx.select().from(orders).where(eq(orders.orderNo, input.orderNo)).for('update');
    if (!order) throw notFound('order_not_found');
    const [again] = await trx.select().from(refunds).where(eq(refunds.refundNo, input.refundNo));
    if (again) {
      if (again.orderId !== order.id) throw new AppError(409, 'refund_no_taken');
      return { refund: again, order };
    }
    if (order.status !== 'paid') throw new AppError(409, 'refund_not_paid');
    const left = order.amountFen - order.refundedFen;
    const amount = input.amountFen ?? left;
    if (amount < 1 || amount > left) {
      throw new AppError(400, 'refund_too_much', { max: String(left) }, { errors: { amount: 'refund_too_much' } });
    }
    const [refund] = await trx
      .insert(refunds)
      .values({ refundNo: input.refundNo, orderId: order.id, amountFen: amount, reason: input.reason })
      .returning();
    const refunded = order.refundedFen + amount;
    await trx.update(orders).set({ refundedFen: refunded }).where(eq(orders.id, order.id));
    await rebalanceCommission(trx, order, refunded, refund as RefundRow, 'reversal');
    await input.within?.(trx, order, amount);
    return { refund: refund as RefundRow, order: { ...order, refundedFen: refunded } };
  });
  if (refund.status !== 'processing') return describe(refund, await reload(db, order.id));
  const { settled, refused } = await requestRefund(deps, refund, order);
  if (refused) throw new AppError(409, 'refund_failed', { reason: refused });
  return settled;
}

/**
 * Asks WeChat Pay for the refund, with its number (WeChat Pay refunds a number once, so asking again
 * after an interruption is safe), and applies the answer. A refusal (4xx) is final: the refund closes,
 * the commission comes back, and the refusal is returned. Anything else may have reached WeChat Pay and
 * is thrown: the refund stays processing, to be asked about again.
 */
async function requestRefund(deps: Deps, refund: RefundRow, order: OrderRow) {
  let reply: PayRefund;
  try {
    reply = await deps.pay.refund({
      outTradeNo: order.orderNo,
      outRefundNo: refund.refundNo,
      refundFen: refund.amountFen,
      totalFen: order.amountFen,
      reason: refund.reason || undefined,
    });
  } catch (error) {
    if (error instanceof PayError && error.status >= 400 && error.status < 500) {
      return { settled: await settleRefund(deps, refund.refundNo, 'CLOSED'), refused: error.message };
    }
    throw error;
  }
  return { settled: await settleRefund(deps, refund.refundNo, reply.status), refused: undefined };
}

/** A refund is left to its own request and notification this long before it is asked about. */
const STUCK_AFTER = sql`interval '1 minute'`;

/**
 * Refunds still processing a while after they were asked for (the request failed on the network, or the
 * reply and the notification never came) are asked about and settled exactly as a notification would
 * settle them. One WeChat Pay never received is asked for again with the same number. The `settle-stuck-
 * refunds` job runs this; a refund that cannot be asked about now fails the run, and the next run asks.
 */
export async function settleStuckRefunds(deps: Deps) {
  const stuck = await deps.db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'processing'), lte(refunds.createdAt, sql`now() - ${STUCK_AFTER}`)));
  let settled = 0;
  const errors: string[] = [];
  for (const { refund, order } of stuck) {
    try {
      const known = await deps.pay.queryRefund(refund.refundNo);
      const result = known
        ? await settleRefund(deps, refund.refundNo, known.status)
        : (await requestRefund(deps, refund, order)).settled;
      if (result.changed) settled++;
    } catch (error) {
      errors.push(`${refund.refundNo}: ${(error as Error).message}`);
    }
  }
  if (errors.length)
    throw new Error(`${errors.length} of ${stuck.length} refunds not asked about: ${errors.join('; ')}`);
  return { stuck: stuck.length, settled };
}

/**
 * Applies WeChat Pay's word on a refund (its reply, a notification or a query), once: the refund row is
 * locked and only a processing refund changes. Success of the whole amount marks the order refunded
 * and takes back what it unlocked; a closed refund gives the amount and the commission back.
 */
export async function settleRefund(
  deps: Deps,
  refundNo: string,
  status: PayRefund['status'],
): Promise<RefundResult & { changed: boolean }> {
  return deps.db.transaction(async (trx) => {
    const [refund] = await trx.select().from(refunds).where(eq(refunds.refundNo, refundNo)).for('update');
    if (!refund) throw notFound('refund_not_found');
    const [order] = (await trx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update')) as [OrderRow];
    if (refund.status !== 'processing' || status === 'PROCESSING') {
      return { ...describe(refund, order), changed: false };
    }
    const next = status.toLowerCase() as RefundRow['status'];
    const [updated] = await trx
      .update(refunds)
      .set({ status: next, finishedAt: sql`now()` })
      .where(eq(refunds.id, refund.id))
      .returning();
    let current = order;
    if (status === 'CLOSED') {
      const refunded = order.refundedFen - refund.amountFen;
      [current] = (await trx
        .update(orders)
        .set({ refundedFen: refunded })
        .where(eq(orders.id, order.id))
        .returning()) as [OrderRow];
      await rebalanceCommission(trx, order, refunded, refund, 'restore');
    }
    if (status === 'SUCCESS' && order.refundedFen >= order.amountFen && order.status === 'paid') {
      [current] = (await trx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id)).returning()) as [
        OrderRow,
      ];
      await takeBack(deps, trx, order);
    }
    return { ...describe(updated as RefundRow, current), changed: true };
  });
}

/**
 * Brings each coach's net commission on the order to what the unrefunded part earns: the original
 * credit × (amount − refunded) / amount, rounded down. Computed from the ledger as it stands, so any
 * mix of partial refunds and closed refunds ends exact to the fen (a full refund nets to zero).
 */
async function rebalanceCommission(
  db: Db,
  order: OrderRow,
  refundedFen: number,
  refund: RefundRow,
  as: 'reversal' | 'restore',
): Promise<void> {
  const rows = await db
    .select({ coachId: ledgerEntries.coachId, kind: ledgerEntries.kind, amountFen: ledgerEntries.amountFen })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order.id));
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const level of LEVELS) {
    for (const credit of rows.filter((r) => r.kind === level.credit)) {
      const moved = rows.filter(
        (r) => r.coachId === credit.coachId && (r.kind === level.reversal || r.kind === level.restore),
      );
      const net = credit.amountFen + moved.reduce((n, r) => n + r.amountFen, 0);
      const target = Math.floor((credit.amountFen * (order.amountFen - refundedFen)) / order.amountFen);
      if (target === net) continue;
      entries.push({
        coachId: credit.coachId,
        kind: level[as],
        amountFen: target - net,
        orderId: order.id,
        refundId: refund.id,
        sourceUserId: order.userId,
      });
    }
  }
  if (entries.length) await db.insert(ledgerEntries).values(entries);
}

/** A fully refunded order no longer opens its course or VIP sets, nor counts towards the coach's level. */
async function takeBack(deps: Deps, db: Tx, order: OrderRow): Promise<void> {
  await db
    .delete(courseEntitlements)
    .where(and(eq(courseEntitlements.userId, order.userId), eq(courseEntitlements.source, `order:${order.orderNo}`)));
  await db.delete(vipEntitlements).where(eq(vipEntitlements.orderId, order.id));
  await revokeOrderPoints(db, order);
  // And whatever else the order meant to the area that sold it (a booking cancelled).
  await (await kindOfProduct(db, deps, order.productId)).refunded?.(db, order);
}

async function reload(db: Db, orderId: number): Promise<OrderRow> {
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0] as OrderRow;
}

function describe(refund: RefundRow, order: OrderRow): RefundResult {
  return {
    refund_no: refund.refundNo,
    order_no: order.orderNo,
    amount: refund.amountFen,
    status: refund.status as RefundResult['status'],
    order_refunded: order.refundedFen,
    order_status: order.status,
  };
}
