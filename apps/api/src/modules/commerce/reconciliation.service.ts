import { chinaDate, chinaMidnight } from '@xueche/time';
import { and, asc, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { PayTransaction } from '../../adapters/wechat-pay-types';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';

type OrderRow = typeof orders.$inferSelect;

/** WeChat Pay is asked about this many orders at a time: a busy day is a few hundred queries. */
const AT_ONCE = 4;
const COLLECTED = new Set(['SUCCESS', 'REFUND']);
const OURS_COLLECTED = new Set(['paid', 'refunded']);

/** Today in China, "YYYY-MM-DD". */
export const chinaToday = (now = Date.now()) => chinaDate(now);

/** What differs between our record of an order and WeChat Pay's answer, in the operators' words. */
function problemsOf(order: OrderRow, pay: PayTransaction | null): string[] {
  const ours = OURS_COLLECTED.has(order.status);
  if (!pay) return ours ? ['微信支付查无此单'] : [];
  const theirs = COLLECTED.has(pay.trade_state);
  if (ours && !theirs) return [`我方已收款，微信支付状态为 ${pay.trade_state}`];
  if (!ours && theirs) return ['微信支付已收款，我方未记为已支付'];
  if (!ours) return [];
  const problems: string[] = [];
  if (pay.amount.total !== order.amountFen) problems.push('金额不一致');
  if ((pay.transaction_id ?? null) !== order.transactionId) problems.push('微信支付单号不一致');
  return problems;
}

/** Runs `work` over `items`, `limit` at a time, keeping their order. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One China day's reconciliation: every order paid that day by our records, and every order made that day
 * that was sent to WeChat Pay (a payment we missed shows there), each beside WeChat Pay's order query.
 * Mismatches come first.
 */
export async function reconcileDay(deps: Deps, day: string) {
  if (day > chinaToday()) throw new AppError(400, 'reconciliation_future', {}, { errors: { day: 'future' } });
  const start = chinaMidnight(day);
  const end = chinaMidnight(day, 1);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(
      or(
        and(gte(orders.paidAt, start), lt(orders.paidAt, end)),
        and(gte(orders.createdAt, start), lt(orders.createdAt, end), isNotNull(orders.prepayId)),
      ),
    )
    .orderBy(asc(orders.id));
  const checked = await eachLimited(rows, AT_ONCE, async (order) => {
    try {
      const pay = await deps.pay.queryOrder(order.orderNo);
      return { order, pay, problems: problemsOf(order, pay) };
    } catch (error) {
      return { order, pay: null, problems: [`查询微信支付失败：${(error as Error).message}`] };
    }
  });
  const list = checked.map(({ order, pay, problems }) => ({
    order_no: order.orderNo,
    title: order.title,
    status: order.status as 'created' | 'paid' | 'refunded' | 'closed',
    amount: order.amountFen,
    transaction_id: order.transactionId,
    paid_at: order.paidAt?.toISOString() ?? null,
    pay: pay && {
      trade_state: pay.trade_state,
      amount: pay.amount.total,
      transaction_id: pay.transaction_id ?? null,
      success_time: pay.success_time ?? null,
    },
    problems,
  }));
  const paidHere = list.filter((r) => r.paid_at && r.paid_at >= start.toISOString() && r.paid_at < end.toISOString());
  const paidThere = list.filter((r) => r.pay && COLLECTED.has(r.pay.trade_state));
  return {
    day,
    rows: [...list.filter((r) => r.problems.length), ...list.filter((r) => !r.problems.length)],
    totals: {
      paid_amount: paidHere.reduce((n, r) => n + r.amount, 0),
      paid_count: paidHere.length,
      pay_amount: paidThere.reduce((n, r) => n + (r.pay?.amount ?? 0), 0),
      pay_count: paidThere.length,
      mismatches: list.filter((r) => r.problems.length).length,
    },
  };
}
