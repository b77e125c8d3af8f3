import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { id } from '../../schemas';

/**
 * The console's finance screens (finance, admin): orders and refunds, each coach's ledger, the history of
 * withdrawals with their trails, and the daily reconciliation against WeChat Pay. Money is integer fen; days
 * are China days (YYYY-MM-DD).
 */

const FINANCE = ['finance', 'admin'] as const;
const int = z.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const OrderState = z.enum(['created', 'paid', 'refunded', 'closed']);
export const OrderNo = z.string().regex(/^[0-9A-Za-z_-]{6,32}$/);

const Person = z.object({ id: int, uid: z.string(), nickname: z.string(), phone: z.string().nullable() });

export const OrderListItem = z.object({
  order_no: z.string(),
  title: z.string(),
  product_id: int,
  amount: int,
  refunded: int,
  status: OrderState,
  user: Person,
  /** The coach the student was bound to when ordering (earns the commission). */
  coach: z.object({ id: int, nickname: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

/** Orders, newest first. `q` is an order number, or a buyer's phone or nickname (part of it). */
export const adminOrders = adminGet('/admin/finance/orders', {
  operator: FINANCE,
  query: z.object({
    page,
    num,
    q: optional(z.string().trim().max(64)),
    product_id: optional(id),
    status: optional(OrderState),
    /** Created from this China day, inclusive. */
    from: optional(Day),
    to: optional(Day),
  }),
  response: paged(OrderListItem).extend({
    /** Every product, for the filter. */
    products: z.array(z.object({ id: int, title: z.string(), active: z.boolean() })),
  }),
});

export const RefundItem = z.object({
  refund_no: z.string(),
  amount: int,
  reason: z.string(),
  /** processing | success | closed | abnormal */
  status: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export const CommissionItem = z.object({
  coach_id: int,
  coach: z.string(),
  /** commission_l1, reversal_l1, refund_closed_l1, … */
  kind: z.string(),
  label: z.string(),
  amount: int,
  created_at: z.string(),
});

export const OrderDetail = OrderListItem.extend({
  product: z.object({
    id: int,
    kind: z.string(),
    title: z.string(),
    unlocks: z.object({ course: z.boolean(), vip_subjects: z.array(int) }),
  }),
  field: z.object({ id: int, name: z.string() }).nullable(),
  prepay_id: z.string().nullable(),
  /** WeChat Pay's transaction id (transaction_id), once paid. */
  transaction_id: z.string().nullable(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  /** What may still be refunded: the amount less every refund not closed. */
  refundable: int,
  refunds: z.array(RefundItem),
  /** The ledger entries the order wrote: commission earned, and its reversals. */
  commission: z.array(CommissionItem),
});

export const adminOrder = adminGet('/admin/finance/order', {
  operator: FINANCE,
  query: z.object({ order_no: OrderNo }),
  response: OrderDetail,
});

/**
 * Refunds part or all of a paid order, as `npm run ops -- refund` does: the commission is reversed in
 * proportion and WeChat Pay asked. `refund_no` is the idempotency key the console chooses when the dialog
 * opens, so a retry of the same refund refunds once; `amount` in fen, the whole remainder when left out.
 */
export const adminOrderRefund = adminPost('/admin/finance/order/refund', {
  operator: FINANCE,
  body: z.object({
    order_no: OrderNo,
    amount: int.positive().optional(),
    refund_no: z.string().regex(/^[0-9A-Za-z_-]{8,64}$/),
    reason: z.string().trim().min(1).max(80),
  }),
  response: z.object({
    refund_no: z.string(),
    order_no: z.string(),
    amount: int,
    status: z.enum(['processing', 'success', 'closed', 'abnormal']),
    order_refunded: int,
    order_status: z.string(),
  }),
});

// ── Coaches' ledgers ──

export const CoachBalanceItem = z.object({
  id: int,
  uid: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  balance: int,
  entries: int,
});

/** Coaches with a ledger, most balance first; `q` finds one by nickname, phone or user number. */
export const adminLedgerCoaches = adminGet('/admin/finance/ledger/coaches', {
  operator: FINANCE,
  query: z.object({ page, num, q: optional(z.string().trim().max(64)) }),
  response: paged(CoachBalanceItem),
});

export const LedgerEntry = z.object({
  id: int,
  kind: z.string(),
  label: z.string(),
  amount: int,
  order_no: z.string().nullable(),
  order_title: z.string().nullable(),
  student: z.string().nullable(),
  created_at: z.string(),
});

/** One coach's ledger: balance, the sum of each kind, and the entries newest first. */
export const adminLedger = adminGet('/admin/finance/ledger', {
  operator: FINANCE,
  query: z.object({ coach_id: id, page, num }),
  response: paged(LedgerEntry).extend({
    coach: CoachBalanceItem.omit({ balance: true, entries: true }),
    balance: int,
    kinds: z.array(z.object({ kind: z.string(), label: z.string(), amount: int, count: int })),
  }),
});

// ── Withdrawals, every state, with their trails ──

export const WithdrawalState = z.enum([
  'reviewing',
  'transferring',
  'wait_user_confirm',
  'success',
  'failed',
  'cancelled',
]);

export const WithdrawalHistoryItem = z.object({
  id: int,
  coach_id: int,
  name: z.string(),
  amount: int,
  status: z.string(),
  fail_reason: z.string(),
  out_bill_no: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  trail: z.array(
    z.object({ event: z.string(), actor: z.string(), detail: z.record(z.string(), z.unknown()), at: z.string() }),
  ),
});

export const adminWithdrawalHistory = adminGet('/admin/finance/withdrawals', {
  operator: FINANCE,
  query: z.object({ page, num, status: optional(WithdrawalState), coach_id: optional(id) }),
  response: paged(WithdrawalHistoryItem),
});

// ── Daily reconciliation ──

export const ReconciliationRow = z.object({
  order_no: z.string(),
  title: z.string(),
  /** What our database says. */
  status: OrderState,
  amount: int,
  transaction_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** What WeChat Pay's order query says (null: it has no such order). */
  pay: z
    .object({
      trade_state: z.string(),
      amount: int,
      transaction_id: z.string().nullable(),
      success_time: z.string().nullable(),
    })
    .nullable(),
  /** Empty when both agree; otherwise what differs, in words. */
  problems: z.array(z.string()),
});

/**
 * One China day: every order paid that day by our records, and every order created that day that WeChat Pay
 * was asked to collect, each beside WeChat Pay's own answer to an order query. Mismatches first.
 */
export const adminReconciliation = adminGet('/admin/finance/reconciliation', {
  operator: FINANCE,
  query: z.object({ day: optional(Day) }),
  response: z.object({
    day: z.string(),
    rows: z.array(ReconciliationRow),
    totals: z.object({
      /** Paid by our records, that day, in fen and count. */
      paid_amount: int,
      paid_count: int,
      /** Paid by WeChat Pay's answers. */
      pay_amount: int,
      pay_count: int,
      mismatches: int,
    }),
  }),
});
