import type { AdminProduct, ProductInput } from '@xueche/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';

/** The products as the console lists, creates, edits and retires them. */

type Item = z.input<typeof AdminProduct>;
type Input = z.output<typeof ProductInput>;

const paid = sql<number>`(select count(*)::int from ${orders} o where o.product_id = ${products.id} and o.paid_at is not null)`;

function toItem(p: typeof products.$inferSelect, paidOrders: number): Item {
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind as Item['kind'],
    title: p.title,
    summary: p.summary,
    field_id: p.fieldId,
    price_fen: p.priceFen,
    vip_subjects: p.unlocks.vipSubjects ?? [],
    course: Boolean(p.unlocks.course),
    refund_terms: p.refundTerms,
    active: p.active,
    sort: p.sort,
    paid_orders: paidOrders,
  };
}

export async function productsForConsole(db: Db): Promise<Item[]> {
  const rows = await db
    .select({ product: products, paid })
    .from(products)
    .orderBy(asc(products.sort), asc(products.id));
  return rows.map((r) => toItem(r.product, r.paid));
}

async function productItem(db: Db, id: number): Promise<Item> {
  const [row] = await db.select({ product: products, paid }).from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('product_not_found');
  return toItem(row.product, row.paid);
}

/** Creates or edits a product; what it opens must be something (a VIP set or the course). */
export async function saveProduct(db: Db, input: Input): Promise<{ before: Item | null; after: Item }> {
  const vip = [...new Set(input.vip_subjects)].sort();
  if (!vip.length && !input.course) throw invalidField('vip_subjects', 'product_unlocks_nothing');
  if (input.kind === 'vip' && (input.course || !vip.length)) throw invalidField('kind', 'product_kind_mismatch');
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(input.id ? and(eq(products.slug, input.slug), ne(products.id, input.id)) : eq(products.slug, input.slug));
  if (taken)
    throw new AppError(409, 'product_slug_taken', { slug: input.slug }, { errors: { slug: 'product_slug_taken' } });
  const values = {
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    priceFen: input.price_fen,
    unlocks: { ...(input.course ? { course: true } : {}), ...(vip.length ? { vipSubjects: vip } : {}) },
    refundTerms: input.refund_terms,
    sort: input.sort,
  };
  if (!input.id) {
    if (input.kind === 'course') throw invalidField('kind', 'product_kind_mismatch');
    const [made] = await db.insert(products).values(values).returning({ id: products.id });
    return { before: null, after: await productItem(db, (made as { id: number }).id) };
  }
  const before = await productItem(db, input.id);
  // A field's course stays that field's course: its kind does not change.
  if ((before.kind === 'course') !== (input.kind === 'course')) throw invalidField('kind', 'product_kind_mismatch');
  await db.update(products).set(values).where(eq(products.id, input.id));
  return { before, after: await productItem(db, input.id) };
}

export async function setProductActive(db: Db, id: number, active: boolean) {
  const before = await productItem(db, id);
  await db.update(products).set({ active }).where(eq(products.id, id));
  return { before, after: await productItem(db, id) };
}
