import type { ApiData } from '../../lib/api';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { payPrepaid, type PayOutcome as WechatPayOutcome } from '../../lib/wechat-pay';
import { receiptPath } from './orders-api';

export type Confirmed = ApiData<'POST /v1/order/confrim'>;

/** How a purchase ended on this page, with the order it made (lib/wechat-pay.ts). */
export type PayOutcome = WechatPayOutcome & { orderNo: string };

export interface PayRequest {
  productId: number;
  /** The field of a course product that is not tied to one (the person's own field otherwise). */
  fieldId?: number;
}

/** Creates the order for a product (or reuses the open one) with the remembered referrer. */
export function createOrder(request: PayRequest): Promise<Confirmed> {
  return api('POST /v1/order/confrim', {
    body: { product_id: request.productId, field_id: request.fieldId, did: getSession().hashId },
  });
}

/**
 * One purchase: the order, then WeChat Pay's sheet inside WeChat, the cashier page elsewhere when
 * there is one. API failures reject (ApiError with the server's sentence).
 */
export async function startPayment(request: PayRequest): Promise<PayOutcome> {
  const confirmed = await createOrder(request);
  const orderNo = confirmed.order.order_no;
  return { ...(await payPrepaid(confirmed, receiptPath(orderNo))), orderNo };
}
