import { loadConfig } from '../../lib/app-config';
import { isWeChat } from '../../lib/ua';
import { type BridgeResult, getWeixinBridge, invokeBridge } from '../../lib/weixin-bridge';
import type { Booked } from './train-api';

/**
 * How paying for a booking ended on this page (the courses' flow, features/orders/pay.ts, for a booking's
 * order). 'paid' only means WeChat's bridge said ok: the booking page then asks the server, which asks
 * WeChat Pay (the page's own word is never trusted).
 */
export type PayOutcome =
  | { kind: 'paid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'bridge' | 'fail'; detail?: string }
  /** Gone to the cashier page, which comes back to the booking with ?pay=ok|cancel. */
  | { kind: 'redirected' }
  /** Outside WeChat with no cashier: only WeChat can take the payment. */
  | { kind: 'wechat-only' };

export const bookingPath = (id: number, pay?: 'ok' | 'cancel') => `/train/train-info/${id}${pay ? `?pay=${pay}` : ''}`;

export function outcomeOf(res: BridgeResult): PayOutcome {
  const errMsg = String(res.err_msg ?? '');
  if (/:ok$/i.test(errMsg)) return { kind: 'paid' };
  if (/:cancel$/i.test(errMsg)) return { kind: 'cancelled' };
  const detail = typeof res.err_desc === 'string' && res.err_desc.trim() ? res.err_desc.trim() : undefined;
  return { kind: 'failed', reason: 'fail', detail };
}

/** The sandbox cashier's address for a booking's prepay id; it comes back to the booking with ?pay=ok|cancel. */
export function cashierUrl(base: string, prepayId: string, bookingId: number): string {
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}prepay_id=${encodeURIComponent(prepayId)}&redirect=${encodeURIComponent(bookingPath(bookingId))}`;
}

// What paying needs, kept for this tab: "continue paying" an unpaid booking opens the same prepay again.
const KEY = 'Train-Pay';

type Kept = Pick<Booked, 'prepay_id' | 'pay'>;

export function keepPayment(bookingId: number, booked: Kept): void {
  try {
    const all = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, Kept>;
    all[bookingId] = { prepay_id: booked.prepay_id, pay: booked.pay };
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage refused: continuing to pay then asks for the booking again
  }
}

export function keptPayment(bookingId: number): Kept | null {
  try {
    const all = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, Kept>;
    const kept = all[bookingId];
    return kept?.prepay_id && kept.pay ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Pays a booking's order: WeChat Pay's sheet inside WeChat, the cashier page elsewhere when there is one.
 */
export async function payBooking(bookingId: number, booked: Kept): Promise<PayOutcome> {
  keepPayment(bookingId, booked);
  if (isWeChat()) {
    // getBrandWCPayRequest needs no wx.config: a bridge already there is used at once.
    const bridge = await getWeixinBridge({ needsConfig: false });
    if (!bridge) return { kind: 'failed', reason: 'bridge' };
    return outcomeOf(await invokeBridge(bridge, 'getBrandWCPayRequest', { ...booked.pay }));
  }
  const config = await loadConfig();
  if (!config.pay_cashier_url) return { kind: 'wechat-only' };
  window.location.assign(cashierUrl(config.pay_cashier_url, booked.prepay_id, bookingId));
  return { kind: 'redirected' };
}
