import { eq, sql } from 'drizzle-orm';
import type { PayTransaction } from '../../adapters/wechat-pay';
import type { Db } from '../../db/client';
import {
  courseEntitlements,
  courses,
  ledgerEntries,
  orders,
  payEvents,
  products,
  vipEntitlements,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { notifyCoach } from '../coach/notices.service';
import { awardOrderPoints, levelBonus } from '../coach/points.service';
import { readSettings } from '../settings/settings.service';
import { referrerOf } from './referral.service';

export type PaidOutcome = 'paid' | 'duplicate' | 'mismatch' | 'unknown_order';

/**
 * Marks an order paid from WeChat Pay's word (a verified notification or a query), once: the order row
 * is locked, so twenty copies of the same notification at the same moment pay it once. Unlocking and
 * commission are written in the same transaction. An amount, merchant or app that does not match the
 * order leaves it unpaid.
 */
export async function markPaid(deps: Deps, tx: PayTransaction): Promise<{ outcome: PaidOutcome; detail: string }> {
  const { db } = deps;
  let paid: typeof orders.$inferSelect | undefined;
  const result = await db.transaction(async (t) => {
    const trx = t as unknown as Db;
    const [order] = await t.select().from(orders).where(eq(orders.orderNo, tx.out_trade_no)).for('update');
    if (!order) return { outcome: 'unknown_order' as const, detail: `no order ${tx.out_trade_no}` };
    if (order.status === 'paid' || order.status === 'refunded') {
      return { outcome: 'duplicate' as const, detail: `already ${order.status}` };
    }
    const problems = [
      tx.trade_state !== 'SUCCESS' && `trade_state ${tx.trade_state}`,
      tx.mchid !== deps.pay.mchid && `mchid ${tx.mchid}`,
      tx.appid !== deps.config.wechat.appId && `appid ${tx.appid}`,
      tx.amount?.total !== order.amountFen && `amount ${tx.amount?.total} ≠ ${order.amountFen}`,
    ].filter(Boolean);
    if (problems.length) return { outcome: 'mismatch' as const, detail: problems.join('; ') };

    // Paid even if it had been closed meanwhile: the money was taken, the person gets what they paid for.
    await t
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, transactionId: tx.transaction_id ?? null })
      .where(eq(orders.id, order.id));
    await grant(trx, order);
    await payCommission(trx, order);
    paid = order;
    return { outcome: 'paid' as const, detail: '' };
  });
  if (paid?.referrerId) {
    void notifyCoach(deps, paid.referrerId, 'newOrder', `${paid.title} ¥${(paid.amountFen / 100).toFixed(2)}`);
  }
  return result;
}

async function grant(db: Db, order: typeof orders.$inferSelect): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.id, order.productId));
  if (!product) return;
  if (product.unlocks.course && order.fieldId) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.fieldId, order.fieldId));
    if (course) {
      await db
        .insert(courseEntitlements)
        .values({ userId: order.userId, courseId: course.id, source: `order:${order.orderNo}` })
        .onConflictDoNothing();
    }
  }
  for (const subject of product.unlocks.vipSubjects ?? []) {
    await db.insert(vipEntitlements).values({ userId: order.userId, subject, orderId: order.id }).onConflictDoNothing();
  }
}

/**
 * Level 1 to the coach captured on the order (the base rate plus their level's bonus, as the level
 * stood before this order's points), level 2 to the coach who recruited them; never more. The coach's
 * points for the sale are written in the same transaction.
 */
async function payCommission(db: Db, order: typeof orders.$inferSelect): Promise<void> {
  if (!order.referrerId) return;
  const rates = await readSettings(db, ['commission.l1_rate', 'commission.l2_rate']);
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  // In basis points, so 0.2 + 0.02 cannot floor a fen away through binary fractions.
  const l1Bp = Math.round((rates['commission.l1_rate'] + (await levelBonus(db, order.referrerId))) * 10_000);
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
  const recruiter = await referrerOf(db, order.referrerId);
  const l2 = Math.floor(order.amountFen * rates['commission.l2_rate']);
  if (recruiter && recruiter !== order.userId && l2 > 0) {
    entries.push({
      coachId: recruiter,
      kind: 'commission_l2',
      amountFen: l2,
      orderId: order.id,
      sourceUserId: order.userId,
    });
  }
  if (entries.length) await db.insert(ledgerEntries).values(entries).onConflictDoNothing();
  await awardOrderPoints(db, order);
}

/** What happened to each notification: the audit trail operators read, and a count for /metrics. */
export async function logPayEvent(
  { db, metrics }: Pick<Deps, 'db' | 'metrics'>,
  event: { eventId?: string; eventType?: string; orderNo?: string; outcome: string; detail?: string },
): Promise<void> {
  metrics.payNotification(event.eventType, event.outcome);
  await db
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
