import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * Products and prices (finance, admin): finance answers for what is charged and refunded, so prices and
 * refund terms are theirs as well as the admin's; content and reviewers never touch money. Prices are
 * integer fen (the console takes yuan and sends fen). A product is retired, never deleted: orders keep it.
 */

const MONEY = ['finance', 'admin'] as const;
const int = z.number().int();

export const AdminProduct = z.object({
  id: int,
  slug: z.string(),
  kind: z.enum(['course', 'vip', 'bundle']),
  title: z.string(),
  summary: z.string(),
  /** A field's own course; its title names the field. */
  field_id: int.nullable(),
  price_fen: int,
  /** The theory subjects whose VIP set a paid order opens, and whether it opens the field's course. */
  vip_subjects: z.array(int),
  course: z.boolean(),
  refund_terms: z.string(),
  active: z.boolean(),
  sort: int,
  /** Orders ever paid for it. */
  paid_orders: int,
});

export const adminProducts = adminGet('/admin/products', {
  operator: MONEY,
  response: z.object({ list: z.array(AdminProduct) }),
});

export const ProductInput = z.object({
  /** Absent: a new product. */
  id: id.optional(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, '2–40 位小写字母、数字或 -'),
  kind: z.enum(['vip', 'bundle', 'course']),
  title: z.string().trim().min(2).max(40),
  summary: z.string().trim().max(200).default(''),
  price_fen: z.number().int().min(1).max(10_000_000),
  vip_subjects: z
    .array(z.union([z.literal(1), z.literal(4)]))
    .max(2)
    .default([]),
  course: z.boolean().default(false),
  refund_terms: z.string().trim().min(4).max(500),
  sort: z.number().int().min(0).max(10_000).default(0),
});

export const adminProductSave = adminPost('/admin/products/save', {
  operator: MONEY,
  body: ProductInput,
  response: AdminProduct,
});

/** Retired: off sale at once (open orders may still be paid); `active: true` puts it back. */
export const adminProductRetire = adminPost('/admin/products/retire', {
  operator: MONEY,
  body: z.object({ id, active: z.boolean() }),
  response: AdminProduct,
});
