import { randomInt } from 'node:crypto';
import { chinaDate, chinaIsoWithOffset } from '@xueche/time';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { examFields, orders, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import type { User } from '../../platform/user';
import { notifyCoach } from '../coach-notices';
import { readSettings } from '../settings';
import { newMemberOffer, offeredPrice } from './new-member.service';
import { markPaid } from './payment.service';
import { ordersClosed } from './product-kinds';
import { bindReferrer, referrerOf } from './referral.service';

type OrderRow = typeof orders.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/**
 * The one order-number generator (courses, VIP sets and coach-for-hire bookings alike): the China day it was
 * placed on, 20261123, the day 下单时间 shows, then 12 random digits — unique, sortable by day, within
 * out_trade_no's 6–32 characters.
 */
export function newOrderNo(now = new Date()): string {
  const day = chinaDate(now).replace(/-/g, '');
  return `${day}${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
}

export function toProduct(p: ProductRow) {
  return {
    id: p.id,
    kind: p.kind as 'course' | 'vip' | 'bundle',
    title: p.title,
    summary: p.summary,
    price: p.priceFen,
    field_id: p.fieldId,
    refund_terms: p.refundTerms,
    unlocks: { course: Boolean(p.unlocks.course), vip_subjects: p.unlocks.vipSubjects ?? [] },
  };
}

/** An order as its person sees it; `kind` is its product's (a receipt words a course and a booking differently). */
export function toOrder(o: OrderRow, kind: string) {
  return {
    order_no: o.orderNo,
    kind: kind as 'course' | 'vip' | 'bundle' | 'train',
    title: o.title,
    amount: o.amountFen,
    status: o.status as 'created' | 'paid' | 'refunded' | 'closed',
    product_id: o.productId,
    field_id: o.fieldId,
    refunded: o.refundedFen,
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    transaction_id: o.transactionId,
  };
}

/**
 * The products on the landing page: the user's field course first, then VIP sets and bundles, each at
 * the price the person would pay (the new-member offer's price for its product while it applies).
 */
export async function landingProducts(db: Db, fieldId: number | null, user?: User) {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.active, true),
        or(isNull(products.fieldId), fieldId ? eq(products.fieldId, fieldId) : sql`false`),
      ),
    )
    .orderBy(asc(products.sort), asc(products.id));
  const offer = user ? (await newMemberOffer(db, user)).offer : null;
  return rows.map((p) => ({ ...toProduct(p), price: offeredPrice(offer, p) }));
}

/** Unpaid orders past their time close, here and at WeChat Pay (best effort there: it closes them too). */
export async function closeExpiredOrders(deps: Deps, userId?: number): Promise<number> {
  const closed = await deps.db
    .update(orders)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(
      and(
        eq(orders.status, 'created'),
        lte(orders.expiresAt, sql`now()`),
        userId ? eq(orders.userId, userId) : undefined,
      ),
    )
    .returning({ id: orders.id, orderNo: orders.orderNo, prepayId: orders.prepayId });
  // What closing means to the area that sold each (a booking waiting on it frees its hours).
  await ordersClosed(
    deps.db,
    deps,
    closed.map((o) => o.id),
  );
  await closeAtWechatPay(deps, closed);
  return closed.length;
}

/**
 * Closes open orders (only those still open: a paid one stays paid), with what closing means to the areas
 * that sold them, then closes them at WeChat Pay. Inside a transaction pass `t`; WeChat Pay is then asked by
 * the caller after the commit (closeAtWechatPay) with what this returns.
 */
export async function closeOrders(
  deps: Deps,
  orderIds: number[],
  t?: Db,
): Promise<{ orderNo: string; prepayId: string | null }[]> {
  if (!orderIds.length) return [];
  const db = t ?? deps.db;
  const closed = await db
    .update(orders)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'created')))
    .returning({ id: orders.id, orderNo: orders.orderNo, prepayId: orders.prepayId });
  await ordersClosed(
    db,
    deps,
    closed.map((o) => o.id),
  );
  if (!t) await closeAtWechatPay(deps, closed);
  return closed;
}

/** Best effort: WeChat Pay closes an order at its time_expire anyway. */
export async function closeAtWechatPay(deps: Deps, closed: { orderNo: string; prepayId: string | null }[]) {
  for (const o of closed) if (o.prepayId) await deps.pay.closeOrder(o.orderNo).catch(() => undefined);
}

/**
 * One open order withdrawn by the area that made it (a booking given up before it is paid): WeChat Pay is
 * asked first, and a payment that arrived meanwhile is taken ('paid': the caller tells the person). Else it
 * is closed there, then here under the order's lock, with the caller's own writes in that transaction.
 */
export async function withdrawOrder(
  deps: Deps,
  order: OrderRow,
  within: (t: Tx) => Promise<void>,
): Promise<'closed' | 'paid'> {
  if (order.prepayId && order.status === 'created') {
    const tx = await deps.pay.queryOrder(order.orderNo).catch(() => null);
    if (tx?.trade_state === 'SUCCESS') {
      await markPaid(deps, tx);
      return 'paid';
    }
    // Best effort: a payment that still arrives is handled as any late one (the kind's afterPaid).
    await deps.pay.closeOrder(order.orderNo).catch(() => undefined);
  }
  return deps.db.transaction(async (t) => {
    const [locked] = await t.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status === 'paid') return 'paid';
    await t
      .update(orders)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    await within(t);
    return 'closed';
  });
}

/**
 * An order made by another area in its own transaction (a booking and its order commit together), for a
 * product of its kind, open for the payment window; nobody's commission unless `referrerId` is given.
 */
export async function createOrder(
  t: Db,
  input: {
    userId: number;
    productId: number;
    title: string;
    amountFen: number;
    referrerId: number | null;
    closeMinutes: number;
  },
): Promise<OrderRow> {
  const [order] = await t
    .insert(orders)
    .values({
      orderNo: newOrderNo(),
      userId: input.userId,
      productId: input.productId,
      title: input.title,
      amountFen: input.amountFen,
      referrerId: input.referrerId,
      expiresAt: sql`now() + make_interval(mins => ${input.closeMinutes})`,
    })
    .returning();
  if (!order) throw new Error('order not stored');
  return order;
}

/**
 * Creates the order for a product, or reuses the person's open one, and gets WeChat Pay's prepay id.
 * The coach the person is bound to (binding now by `did` if they have none yet) is captured on the order.
 */
export async function confirmOrder(
  deps: Deps,
  user: User,
  input: { productId: number; fieldId?: number; did?: string },
) {
  const { db } = deps;
  await closeExpiredOrders(deps, user.id);
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.active, true)));
  if (!product) throw notFound('product_not_found');
  let fieldId: number | null = null;
  let title = product.title;
  if (product.unlocks.course) {
    fieldId = product.fieldId ?? input.fieldId ?? user.fieldId;
    if (!fieldId) throw new AppError(400, 'field_required', {}, { errors: { field_id: 'field_required' } });
    const [field] = await db.select({ name: examFields.name }).from(examFields).where(eq(examFields.id, fieldId));
    if (!field) throw notFound('field_not_found');
    title = product.fieldId ? product.title : `${field.name} · ${product.title}`;
  }
  const coachId = await bindReferrer(db, user.id, input.did, 'order');
  if (coachId && user.userType === 1) void notifyCoach(deps, coachId, 'newStudent', user.nickname);
  const { 'order.close_minutes': minutes } = await readSettings(db, ['order.close_minutes']);

  const [open] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.productId, product.id), eq(orders.status, 'created')));
  let order = open;
  if (!order) {
    const [created] = await db
      .insert(orders)
      .values({
        orderNo: newOrderNo(),
        userId: user.id,
        productId: product.id,
        fieldId,
        title,
        // The new-member offer's price for its product while it applies: what the page showed.
        amountFen: offeredPrice((await newMemberOffer(db, user)).offer, product),
        referrerId: await referrerOf(db, user.id),
        expiresAt: sql`now() + make_interval(mins => ${minutes})`,
      })
      // A second tap racing the first finds the open order below.
      .onConflictDoNothing()
      .returning();
    order =
      created ??
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, user.id), eq(orders.productId, product.id), eq(orders.status, 'created')))
      )[0];
  }
  if (!order) throw new AppError(409, 'order_busy');

  const { prepayId, pay } = await prepayOrder(deps, order, user.openid);
  return {
    order: toOrder({ ...order, prepayId }, product.kind),
    // At the price this order charges (the new-member offer's, when it applied), as the product lists show it.
    product: { ...toProduct(product), price: order.amountFen },
    pay,
    prepay_id: prepayId,
  };
}

/**
 * WeChat Pay's prepay id for an open order (asked once, then kept on the order; WeChat Pay closes it at
 * the order's close time) and the getBrandWCPayRequest parameters signed for it. Courses and
 * coach-for-hire bookings pay through this alike.
 */
export async function prepayOrder(deps: Deps, order: OrderRow, openid: string) {
  let prepayId = order.prepayId;
  if (!prepayId) {
    const made = await deps.pay.createJsapiOrder({
      appid: deps.config.wechat.appId,
      description: order.title,
      outTradeNo: order.orderNo,
      amountFen: order.amountFen,
      openid,
      timeExpire: chinaIsoWithOffset(order.expiresAt),
    });
    prepayId = made.prepayId;
    await deps.db.update(orders).set({ prepayId }).where(eq(orders.id, order.id));
  }
  return { prepayId, pay: deps.pay.jsapiParams(deps.config.wechat.appId, prepayId) };
}

/**
 * An order as it stands. While it waits for payment the server asks WeChat Pay itself (never trusting
 * the page's word), so a payment whose notification has not arrived yet still unlocks at once.
 */
export async function orderStatus(deps: Deps, userId: number, orderNo: string) {
  const load = async () =>
    (
      await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    )[0];
  await closeExpiredOrders(deps, userId);
  let order = await load();
  if (!order) throw notFound('order_not_found');
  if (order.status === 'created' && order.prepayId) {
    const tx = await deps.pay.queryOrder(order.orderNo).catch(() => null);
    if (tx?.trade_state === 'SUCCESS') {
      await markPaid(deps, tx);
      order = (await load()) as OrderRow;
    }
  }
  return toOrder(order, await productKind(deps.db, order.productId));
}

async function productKind(db: Db, productId: number): Promise<string> {
  const [row] = await db.select({ kind: products.kind }).from(products).where(eq(products.id, productId));
  return row?.kind ?? 'course';
}

export async function orderCenter(deps: Deps, userId: number, page: number, num: number) {
  const { db } = deps;
  await closeExpiredOrders(deps, userId);
  const where = eq(orders.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: orders, kind: products.kind })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { total: count?.n ?? 0, page, num, list: rows.map((r) => toOrder(r.order, r.kind)) };
}

/** A person's orders at a glance, for their centre: how many, how many wait for payment, how many had money back. */
export async function ordersSummary(db: Db, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unpaid: sql<number>`count(*) filter (where ${orders.status} = 'created' and ${orders.expiresAt} > now())::int`,
      refunded: sql<number>`count(*) filter (where ${orders.refundedFen} > 0)::int`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { total: row?.total ?? 0, unpaid: row?.unpaid ?? 0, refunded: row?.refunded ?? 0 };
}
