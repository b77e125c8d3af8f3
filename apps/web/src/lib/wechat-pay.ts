import { loadConfig } from './app-config';
import { isWeChat } from './ua';
import { type BridgeResult, getWeixinBridge, invokeBridge } from './weixin-bridge';

/**
 * How a payment attempt ended on the page, whatever was bought (a course, a VIP set, coach hours). 'paid' only
 * means WeChat's bridge said ok: the page then asks the server, which asks WeChat Pay (the page's own word is
 * never trusted).
 */
export type PayOutcome =
  | { kind: 'paid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'bridge' | 'fail'; detail?: string }
  /** Gone to the cashier page, which comes back with ?pay=ok|cancel appended. */
  | { kind: 'redirected' }
  /** Outside WeChat with no cashier: only WeChat can take the payment. */
  | { kind: 'wechat-only' };

/** An order WeChat Pay has a prepay id for, and the signed parameters of its payment sheet. */
export interface Prepaid {
  prepay_id: string;
  pay: Record<string, string>;
}

export function outcomeOf(res: BridgeResult): PayOutcome {
  const errMsg = String(res.err_msg ?? '');
  if (/:ok$/i.test(errMsg)) return { kind: 'paid' };
  if (/:cancel$/i.test(errMsg)) return { kind: 'cancelled' };
  const detail = typeof res.err_desc === 'string' && res.err_desc.trim() ? res.err_desc.trim() : undefined;
  return { kind: 'failed', reason: 'fail', detail };
}

/** The sandbox cashier's address for a prepay id; it returns to `back` with ?pay=ok|cancel appended. */
export function cashierUrl(base: string, prepayId: string, back: string): string {
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}prepay_id=${encodeURIComponent(prepayId)}&redirect=${encodeURIComponent(back)}`;
}

/**
 * Pays a prepaid order: WeChat Pay's sheet inside WeChat, the cashier page elsewhere when there is one (it comes
 * back to `back`).
 */
export async function payPrepaid(prepaid: Prepaid, back: string): Promise<PayOutcome> {
  if (isWeChat()) {
    // getBrandWCPayRequest needs no wx.config: a bridge already there is used at once.
    const bridge = await getWeixinBridge({ needsConfig: false });
    if (!bridge) return { kind: 'failed', reason: 'bridge' };
    return outcomeOf(await invokeBridge(bridge, 'getBrandWCPayRequest', { ...prepaid.pay }));
  }
  const config = await loadConfig();
  if (!config.pay_cashier_url) return { kind: 'wechat-only' };
  window.location.assign(cashierUrl(config.pay_cashier_url, prepaid.prepay_id, back));
  return { kind: 'redirected' };
}
