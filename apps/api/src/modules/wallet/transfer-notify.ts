import type { PayNotification, TransferBill } from '../../adapters/wechat-pay-types';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { logPayEvent, type NotifyOutcome } from '../commerce';
import { settleBill } from './transfer.service';

/**
 * A verified MCHTRANSFER.* notification (the caller has checked its signature and decrypted it):
 * settles the withdrawal and says what became of it. A duplicate or an unknown bill is accepted (it is
 * not WeChat's to retry, and it is logged); a bill whose merchant or amount does not match is a mismatch
 * and changes nothing.
 */
export async function transferNotified(deps: Deps, notification: PayNotification): Promise<NotifyOutcome> {
  const bill = notification.resource as Partial<TransferBill> | null;
  const log = (outcome: string, detail: string) =>
    logPayEvent(deps, {
      eventId: `${notification.id}:${outcome}`,
      eventType: notification.event_type,
      outcome,
      detail,
    });
  if (!bill?.out_bill_no || !bill.state) {
    await log('mismatch', 'not a transfer bill');
    return { outcome: 'mismatch', detail: 'not a transfer bill', reason: 'not a transfer bill' };
  }
  const settled = await settleBill(deps, bill.out_bill_no, bill as TransferBill, 'wechatpay', 'notify').catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    },
  );
  const about = `${bill.out_bill_no} ${bill.state}`;
  if (!settled) {
    await log('unknown_withdrawal', about);
    return { outcome: 'accepted' };
  }
  if (settled.outcome === 'mismatch') {
    await log('mismatch', `${about}: ${settled.detail}`);
    return { outcome: 'mismatch', detail: settled.detail, reason: `${about}: ${settled.detail}` };
  }
  await log(settled.outcome === 'changed' ? 'transfer_settled' : 'duplicate', about);
  return { outcome: 'accepted' };
}
