import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type orders, products } from '../../db/schema';
import type { Deps } from '../../deps';

type OrderRow = typeof orders.$inferSelect;
/** What the payment hooks are told of the order. */
export type PaidOrder = Pick<OrderRow, 'id' | 'orderNo' | 'userId' | 'amountFen'>;

/**
 * What a kind of product does when its order moves (docs/decisions/014-product-kinds.md). Commerce takes the
 * money, writes the ledger and opens what a product's `unlocks` name; whatever else an order means belongs to
 * the area that sells it, which hands commerce these hooks. app.ts gathers them into `deps.productKinds`.
 */
export interface ProductKind {
  /**
   * Whether the coach the buyer is bound to earns commission and points on the sale. Coach hours do not:
   * the coach who gave the session earns from it when it is done.
   */
  commission: boolean;
  /** In the payment's transaction, the order row locked and just marked paid. */
  paid?(t: Tx, order: PaidOrder): Promise<void>;
  /**
   * After the payment's commit, and again whenever a later word (a repeated notification, a query) finds
   * the order already paid, so follow-up work interrupted once is done then. `justPaid` is false on those.
   */
  afterPaid?(deps: Deps, order: PaidOrder, justPaid: boolean): Promise<void>;
  /** In the transaction that closed these unpaid orders (any kind's: look for your own). */
  closed?(t: Db, orderIds: number[]): Promise<void>;
  /** In the transaction where the refunds of the order reached its whole amount. */
  refunded?(t: Tx, order: OrderRow): Promise<void>;
}

export type ProductKinds = Record<string, ProductKind>;

/** The kinds commerce sells itself: what they open is the product's `unlocks`; coaches earn on them. */
export const commerceKinds: ProductKinds = {
  course: { commission: true },
  vip: { commission: true },
  bundle: { commission: true },
};

/** The hooks of a kind; a product of a kind nobody registered is a mistake in the catalogue. */
export function kindOf(deps: Pick<Deps, 'productKinds'>, kind: string): ProductKind {
  const found = deps.productKinds[kind];
  if (!found) throw new Error(`no product kind "${kind}" is registered (app.ts, productKinds)`);
  return found;
}

export async function kindOfProduct(db: Db, deps: Pick<Deps, 'productKinds'>, productId: number): Promise<ProductKind> {
  const [row] = await db.select({ kind: products.kind }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`product ${productId} is missing`);
  return kindOf(deps, row.kind);
}

/** Every registered kind's `closed` hook, for orders that just closed. */
export async function ordersClosed(t: Db, deps: Pick<Deps, 'productKinds'>, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  for (const kind of Object.values(deps.productKinds)) await kind.closed?.(t, orderIds);
}
