import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, onOff, page } from '../exam-schemas';
import { Order, Product } from '../order-schemas';
import { HashId, id } from '../schemas';

/** (The path's spelling kept.) Create the order for a product, or reuse the open one; the payment parameters. */
export const orderConfirm = post('/v1/order/confrim', {
  auth: true,
  body: z.object({ product_id: id, field_id: id.optional(), did: HashId }),
  response: z.object({
    order: Order,
    product: Product,
    prepay_id: z.string(),
    /** For WeixinJSBridge getBrandWCPayRequest inside WeChat. */
    pay: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
});

/** One order, confirmed with WeChat Pay while it waits for payment. */
export const orderIndex = get('/v1/order/index', {
  auth: true,
  query: z.object({ order_no: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/) }),
  response: Order,
});

export const orderCenter = get('/v1/order/center', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(Order),
});

export const productLand = get('/v3/product/land', {
  auth: true,
  query: z.object({ field_id: id.optional() }),
  response: z.object({ list: z.array(Product) }),
});

/** What the person has bought, for clearing purchase badges. */
export const productClearBuy = get('/v3/product/clear-buy', {
  auth: true,
  response: z.object({
    courses: z.array(z.object({ course_id: z.number().int(), field_id: z.number().int() })),
    vip_subjects: z.array(z.number().int()),
  }),
});

/** The coach a student is bound to (their share link brought them), and whether progress is shared. */
export const myCoach = get('/v1/user/my-coach', {
  auth: true,
  response: z
    .object({
      coach_id: z.number().int(),
      nickname: z.string(),
      head_portrait: z.string(),
      bound_at: z.string(),
      share_progress: z.boolean(),
      consent_at: z.string().nullable(),
    })
    .nullable(),
});

/** The student agrees (or stops agreeing) to share their practice progress with their bound coach. */
export const shareProgress = post('/v1/user/share-progress', {
  auth: true,
  body: z.object({ agree: onOff }),
  response: z.object({ share_progress: z.boolean(), consent_at: z.string().nullable() }),
});

/** A coach's balance in fen: the sum of their commission ledger (0 for anyone who has earned nothing). */
export const userBalance = get('/v1/user/balance', {
  auth: true,
  response: z.object({ balance: z.number().int() }),
});
