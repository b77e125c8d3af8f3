import { type PayOutcome, payPrepaid } from '../../lib/wechat-pay';
import type { Booked } from './train-api';

export const bookingPath = (id: number, pay?: 'ok' | 'cancel') => `/train/train-info/${id}${pay ? `?pay=${pay}` : ''}`;

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
  return payPrepaid(booked, bookingPath(bookingId));
}
