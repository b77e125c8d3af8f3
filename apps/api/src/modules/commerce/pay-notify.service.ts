import type { PayNotification, PayTransaction } from '../../adapters/wechat-pay';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { transferNotified } from '../wallet/transfer-notify';
import { logPayEvent, markPaid } from './payment.service';
import { settleRefund } from './refund.service';

/** How to answer WeChat Pay: 2xx accepts a notification, anything else makes WeChat send it again. */
export interface NotifyAnswer {
  status: 204 | 400 | 401;
  body?: { code: 'FAIL'; message: string };
  /** Why it was not accepted, for the server log. */
  reason?: string;
}

/**
 * A WeChat Pay notification exactly as received: verified and decrypted by the adapter, then settled by
 * what its event is about — a payment, a refund or a 商家转账 bill — and logged in `pay_events`. Each
 * settles once however often WeChat repeats it.
 */
export async function payNotified(
  deps: Deps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  /** This notify URL, for a refund the payment leads to. */
  notifyUrl?: string,
): Promise<NotifyAnswer> {
  const verified = await deps.pay.verifyNotification(headers, rawBody);
  if (!verified.ok) {
    await logPayEvent(deps, { outcome: 'refused', detail: verified.reason });
    // Not 2xx: WeChat keeps the notification and retries; a forger learns nothing.
    return { status: 401, body: { code: 'FAIL', message: '签名校验失败' }, reason: verified.reason };
  }
  const { notification } = verified;
  if (notification.event_type === 'TRANSACTION.SUCCESS') return paymentNotified(deps, notification, notifyUrl);
  if (notification.event_type.startsWith('REFUND.')) return refundNotified(deps, notification);
  // 商家转账 (withdrawals): MCHTRANSFER.BILL.FINISHED.
  if (notification.event_type.startsWith('MCHTRANSFER.')) return transferNotified(deps, notification);
  await logPayEvent(deps, { eventId: notification.id, eventType: notification.event_type, outcome: 'ignored' });
  return { status: 204 };
}

async function paymentNotified(
  deps: Deps,
  notification: PayNotification,
  notifyUrl: string | undefined,
): Promise<NotifyAnswer> {
  const tx = notification.resource as PayTransaction;
  // Logged in the payment's transaction, with its other rows.
  const result = await markPaid(deps, tx, { id: notification.id, eventType: notification.event_type }, notifyUrl);
  if (result.outcome === 'paid' || result.outcome === 'duplicate') return { status: 204 };
  return {
    status: 400,
    body: { code: 'FAIL', message: result.detail },
    reason: `${tx.out_trade_no}: ${result.detail}`,
  };
}

async function refundNotified(deps: Deps, notification: PayNotification): Promise<NotifyAnswer> {
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
  return { status: 204 };
}
