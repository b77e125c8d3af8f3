import { chinaMidnight } from '@xueche/time';
import { and, asc, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { examFields, ledgerEntries, orders, products, refunds, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { ledgerLabel } from './ledger-labels';

/** The operators' view of orders: search, one order in full. Refunds go through refund.service as the CLI's do. */

export interface OrderFilter {
  page: number;
  num: number;
  /** An order number, or part of the buyer's phone or nickname. */
  q?: string;
  product_id?: number;
  status?: string;
  /** China days, inclusive, on the day the order was made. */
  from?: string;
  to?: string;
  userId?: number;
}

/** `LIKE` with the searched text's own characters taken literally. */
export const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const coach = alias(users, 'coach');

const listColumns = {
  order: orders,
  buyer: { id: users.id, uid: users.uid, nickname: users.nickname, phone: users.phone },
  coach: { id: coach.id, nickname: coach.nickname },
};

type ListRow = {
  order: typeof orders.$inferSelect;
  buyer: { id: number; uid: string; nickname: string; phone: string | null };
  coach: { id: number; nickname: string } | null;
};

function listItem(r: ListRow) {
  return {
    order_no: r.order.orderNo,
    title: r.order.title,
    product_id: r.order.productId,
    amount: r.order.amountFen,
    refunded: r.order.refundedFen,
    status: r.order.status as 'created' | 'paid' | 'refunded' | 'closed',
    user: r.buyer,
    coach: r.coach,
    created_at: r.order.createdAt.toISOString(),
    paid_at: r.order.paidAt?.toISOString() ?? null,
  };
}

/** A page of orders, newest first, with the buyer and the coach who earns on it. */
export async function searchOrders(db: Db, f: OrderFilter) {
  const where: SQL[] = [];
  if (f.q) {
    const part = `%${literal(f.q)}%`;
    where.push(or(eq(orders.orderNo, f.q), like(users.phone, part), ilike(users.nickname, part)) as SQL);
  }
  if (f.product_id) where.push(eq(orders.productId, f.product_id));
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.from) where.push(gte(orders.createdAt, chinaMidnight(f.from)));
  if (f.to) where.push(lt(orders.createdAt, chinaMidnight(f.to, 1)));
  if (f.userId) where.push(eq(orders.userId, f.userId));
  const condition = where.length ? and(...where) : undefined;
  return pageOf(
    f,
    {
      rows: ({ limit, offset }) =>
        db
          .select(listColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(coach, eq(coach.id, orders.referrerId))
          .where(condition)
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(db.select({ n: countAll }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition)),
    },
    listItem,
  );
}

/** Every product, for the orders' filter. */
export async function productChoices(db: Db) {
  return db
    .select({ id: products.id, title: products.title, active: products.active })
    .from(products)
    .orderBy(asc(products.sort), asc(products.id));
}

/** One order in full: the product, the payment, its refunds and the commission it wrote (and took back). */
export async function orderDetail(db: Db, orderNo: string) {
  const [row] = await db
    .select({ ...listColumns, product: products, field: { id: examFields.id, name: examFields.name } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(coach, eq(coach.id, orders.referrerId))
    .leftJoin(examFields, eq(examFields.id, orders.fieldId))
    .where(eq(orders.orderNo, orderNo));
  if (!row) throw notFound('order_not_found');
  const earner = alias(users, 'earner');
  const [refundRows, entries] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.orderId, row.order.id)).orderBy(asc(refunds.id)),
    db
      .select({
        coachId: ledgerEntries.coachId,
        coach: earner.nickname,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amountFen,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(earner, eq(earner.id, ledgerEntries.coachId))
      .where(eq(ledgerEntries.orderId, row.order.id))
      .orderBy(asc(ledgerEntries.id)),
  ]);
  const { order, product } = row;
  return {
    ...listItem(row),
    product: {
      id: product.id,
      kind: product.kind,
      title: product.title,
      unlocks: { course: Boolean(product.unlocks.course), vip_subjects: product.unlocks.vipSubjects ?? [] },
    },
    field: row.field,
    prepay_id: order.prepayId,
    transaction_id: order.transactionId,
    expires_at: order.expiresAt.toISOString(),
    closed_at: order.closedAt?.toISOString() ?? null,
    // refunded_fen counts every refund not closed (a closed one gives its amount back).
    refundable: order.status === 'paid' ? order.amountFen - order.refundedFen : 0,
    refunds: refundRows.map((r) => ({
      refund_no: r.refundNo,
      amount: r.amountFen,
      reason: r.reason,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
    })),
    commission: entries.map((e) => ({
      coach_id: e.coachId,
      coach: e.coach,
      kind: e.kind,
      label: ledgerLabel(e.kind, 'zh'),
      amount: e.amount,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** What a refund changes on an order, for its audit line. */
export async function orderMoney(db: Db, orderNo: string) {
  const [row] = await db
    .select({ status: orders.status, refunded: orders.refundedFen })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row ?? null;
}
