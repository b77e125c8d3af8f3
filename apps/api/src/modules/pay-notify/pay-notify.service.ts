import type { PayNotification, PayTransaction } from '../../adapters/wechat-pay-types';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { logPayEvent, markPaid, type NotifyOutcome, settleRefund } from '../commerce';
import { transferNotified } from '../wallet';

/**
 * A WeChat Pay notification exactly as received: verified and decrypted by the adapter, then settled by
 * what its event is about — a payment, a refund or a 商家转账 bill — and logged in `pay_events`. Each
 * settles once however often WeChat repeats it.
 */
export async function payNotified(
  deps: Deps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotifyOutcome> {
  const verified = await deps.pay.verifyNotification(headers, rawBody);
  if (!verified.ok) {
    await logPayEvent(deps, { outcome: 'refused', detail: verified.reason });
    return { outcome: 'unverified', reason: verified.reason };
  }
  const { notification } = verified;
  if (notification.event_type === 'TRANSACTION.SUCCESS') return paymentNotified(deps, notification);
  if (notification.event_type.startsWith('REFUND.')) return refundNotified(deps, notification);
  // 商家转账 (withdrawals): MCHTRANSFER.BILL.FINISHED.
  if (notification.event_type.startsWith('MCHTRANSFER.')) return transferNotified(deps, notification);
  await logPayEvent(deps, { eventId: notification.id, eventType: notification.event_type, outcome: 'ignored' });
  return { outcome: 'accepted' };
}

async function paymentNotified(deps: Deps, notification: PayNotification): Promise<NotifyOutcome> {
  const tx = notification.resource as PayTransaction;
  // Logged in the payment's transaction, with its other rows.
  const result = await markPaid(deps, tx, { id: notification.id, eventType: notification.event_type });
  if (result.outcome === 'paid' || result.outcome === 'duplicate') return { outcome: 'accepted' };
  return { outcome: 'mismatch', detail: result.detail, reason: `${tx.out_trade_no}: ${result.detail}` };
}

async function refundNotified(deps: Deps, notification: PayNotification): Promise<NotifyOutcome> {
  const r = notification.resource as { out_refund_no: string; out_trade_no: string; refund_status: string };
  const status = r.refund_status as 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  const settled = await settleRefund(deps, r.out_refund_no, status).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  await logPayEvent(deps, {
    eventId: `${notification.id}:${settled?.changed ? 'settled' : 'duplicate'}`,
    eventType: notification.event_type,
    orderNo: r.out_trade_no,
    outcome: settled ? (settled.changed ? 'refund_settled' : 'duplicate') : 'unknown_refund',
    detail: `${r.out_refund_no} ${status}`,
  });
  // An unknown refund number is not ours to retry: accepted, and logged for a person to look at.
  return { outcome: 'accepted' };
}
