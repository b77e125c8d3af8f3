import type { ApiData } from '../../lib/api';
import { api } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { getSession } from '../../lib/session';
import { isWeChat } from '../../lib/ua';
import { receiptPath } from './orders-api';
import type { WeixinJSBridge, WeixinPayParams, WeixinPayResult } from './weixin-bridge';

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

/** How long to wait for WeChat's bridge to appear before giving up. */
export const BRIDGE_WAIT_MS = 8000;

/**
 * WeChat's JS bridge: there already, or after the JS-SDK script has loaded (the sandbox's stand-in
 * defines it), or after WeChat's own 'WeixinJSBridgeReady' event. Undefined if none came in time.
 */
export async function getBridge(waitMs = BRIDGE_WAIT_MS): Promise<WeixinJSBridge | undefined> {
  if (window.WeixinJSBridge) return window.WeixinJSBridge;
  let onReady = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = () => resolve();
    document.addEventListener('WeixinJSBridgeReady', onReady);
  });
  // The SDK only loads inside WeChat: keep it out of this area's chunk.
  const sdk = import('../../lib/wechat')
    .then((m) => m.wxReady())
    .then(
      () => undefined,
      // A failed wx.config does not stop payment: getBrandWCPayRequest needs no config.
      () => undefined,
    )
    .then(() => (window.WeixinJSBridge ? undefined : ready));
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([ready, sdk, timeout]);
  } finally {
    clearTimeout(timer);
    document.removeEventListener('WeixinJSBridgeReady', onReady);
  }
  return window.WeixinJSBridge;
}

/** Asks WeChat to show its payment sheet; resolves with the bridge's answer. */
export function invokePay(bridge: WeixinJSBridge, pay: WeixinPayParams): Promise<WeixinPayResult> {
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', { ...pay }, (res) => resolve(res ?? {}));
  });
}

export function outcomeOf(res: WeixinPayResult, orderNo: string): PayOutcome {
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
    const bridge = await getBridge();
    if (!bridge) return { kind: 'failed', orderNo, reason: 'bridge' };
    return outcomeOf(await invokePay(bridge, confirmed.pay), orderNo);
  }
  const config = await loadConfig();
  if (!config.pay_cashier_url) return { kind: 'wechat-only', orderNo };
  window.location.assign(cashierUrl(config.pay_cashier_url, confirmed.prepay_id, orderNo));
  return { kind: 'redirected', orderNo };
}
