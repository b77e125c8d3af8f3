import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { usePayment } from '../../lib/use-payment';
import { useT } from './messages';
import { receiptPath } from './orders-api';
import { type PayRequest, startPayment } from './pay';

/** What the page says after an attempt that did not end on the receipt page. */
export interface PayNotice {
  text: string;
  /** The order that was created, to open its receipt. */
  orderNo?: string;
  /** The server wants an exam field first (a course with none chosen). */
  needsField?: boolean;
}

export interface PayControl {
  /** Starts a purchase; ignored (with a word) while another one runs. */
  start: (request: PayRequest) => void;
  /** The product whose purchase is running, for its button's progress. */
  pendingId: number | null;
  busy: boolean;
  notice: PayNotice | null;
  dismiss: () => void;
}

/**
 * The buy buttons' purchase flow (lib/use-payment.ts): progress on the tapped button, then the receipt page on
 * WeChat's ok, a toast on cancel and a sentence on failure.
 */
export function usePay(): PayControl {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const payment = usePayment<number, PayNotice>(t);
  const { start: run } = payment;

  const start = useCallback(
    (request: PayRequest) =>
      run(request.productId, async ({ say, settle }) => {
        try {
          const outcome = await startPayment(request);
          // An order now exists (or was reused): the order list shows it.
          void client.invalidateQueries({ queryKey: ['order'] });
          return settle(outcome, {
            paid: () => navigate(receiptPath(outcome.orderNo, 'ok')),
            cancelled: () => toast(t('pay.cancelled')),
            notice: (text) => ({ text, orderNo: outcome.orderNo }),
          });
        } catch (error) {
          const needsField = isApiError(error) && error.code === 400 && 'field_id' in error.errors;
          say({ text: errorMessage(error, t('pay.createFailed')), needsField });
        }
      }),
    [client, navigate, run, t],
  );

  return { start, pendingId: payment.pending, busy: payment.busy, notice: payment.notice, dismiss: payment.dismiss };
}
