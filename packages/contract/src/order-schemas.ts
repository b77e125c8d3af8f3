import { z } from 'zod';

/** Products and orders: shared by the order endpoints and the web app. */

export const Product = z.object({
  id: z.number().int(),
  kind: z.enum(['course', 'vip', 'bundle']),
  title: z.string(),
  summary: z.string(),
  /** Fen. */
  price: z.number().int(),
  field_id: z.number().int().nullable(),
  refund_terms: z.string(),
  unlocks: z.object({ course: z.boolean(), vip_subjects: z.array(z.number().int()) }),
});
export type Product = z.infer<typeof Product>;

export const Order = z.object({
  order_no: z.string(),
  /** The product's kind: a coach-for-hire booking's order (`train`) opens no course. */
  kind: z.enum(['course', 'vip', 'bundle', 'train']),
  title: z.string(),
  amount: z.number().int(),
  status: z.enum(['created', 'paid', 'refunded', 'closed']),
  product_id: z.number().int(),
  field_id: z.number().int().nullable(),
  refunded: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  transaction_id: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
