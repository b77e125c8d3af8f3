import type { ApiData } from '../../lib/api';
import { api } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { getSession } from '../../lib/session';
import { isWeChat } from '../../lib/ua';
import { type BridgeResult, getWeixinBridge, invokeBridge } from '../../lib/weixin-bridge';
import { receiptPath } from './orders-api';

export type Confirmed = ApiData<'POST /v1/order/confrim'>;

/**
 * How a payment attempt ended on this page. 'paid' only means WeChat's bridge said ok: the receipt
 * page then asks the server, which asks WeChat Pay (the client's word is never trusted).
 */
export type PayOutcome =
  | { kind: 'paid'; orderNo: string }
  | { kind: 'cancelled'; orderNo: string }
  | { kind: 'failed'; orderNo: string; reason: 'bridge' | 'fail'; detail?: string }
  /** Gone to the cashier page, which comes back to the receipt with ?pay=ok|cancel. */
  | { kind: 'redirected'; orderNo: string }
  /** Outside WeChat with no cashier: only WeChat can take the payment. */
  | { kind: 'wechat-only'; orderNo: string };

export interface PayRequest {
  productId: number;
  /** The field of a course product that is not tied to one (the person's own field otherwise). */
  fieldId?: number;
}

export function outcomeOf(res: BridgeResult, orderNo: string): PayOutcome {
  const errMsg = String(res.err_msg ?? '');
  if (/:ok$/i.test(errMsg)) return { kind: 'paid', orderNo };
  if (/:cancel$/i.test(errMsg)) return { kind: 'cancelled', orderNo };
  const detail = typeof res.err_desc === 'string' && res.err_desc.trim() ? res.err_desc.trim() : undefined;
  return { kind: 'failed', orderNo, reason: 'fail', detail };
}

/** The sandbox cashier's address for an order; it returns to the receipt with ?pay=ok|cancel appended. */
export function cashierUrl(base: string, prepayId: string, orderNo: string): string {
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}prepay_id=${encodeURIComponent(prepayId)}&redirect=${encodeURIComponent(receiptPath(orderNo))}`;
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
  if (isWeChat()) {
    // getBrandWCPayRequest needs no wx.config: a bridge already there is used at once.
    const bridge = await getWeixinBridge({ needsConfig: false });
    if (!bridge) return { kind: 'failed', orderNo, reason: 'bridge' };
    return outcomeOf(await invokeBridge(bridge, 'getBrandWCPayRequest', { ...confirmed.pay }), orderNo);
  }
  const config = await loadConfig();
  if (!config.pay_cashier_url) return { kind: 'wechat-only', orderNo };
  window.location.assign(cashierUrl(config.pay_cashier_url, confirmed.prepay_id, orderNo));
  return { kind: 'redirected', orderNo };
}
