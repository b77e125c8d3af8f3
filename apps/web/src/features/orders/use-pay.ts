import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api-error';
import { releaseAfterPause } from '../../lib/debounce';
import { toast } from '../../lib/toast';
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
 * The buy buttons' purchase flow: one at a time (a double tap cannot start a second, and the buttons stay
 * disabled at least 2000 ms after a tap, docs/product.md#input-and-display-rules), progress on the
 * tapped button, then the receipt page on WeChat's ok, a toast on cancel and a sentence on failure.
 */
export function usePay(): PayControl {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const running = useRef(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<PayNotice | null>(null);

  const reset = useCallback(() => {
    running.current = false;
    setPendingId(null);
  }, []);

  // Back from the cashier page through the browser's page cache: the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const start = useCallback(
    (request: PayRequest) => {
      if (running.current) {
        toast(t('pay.busy'));
        return;
      }
      running.current = true;
      const startedAt = Date.now();
      setPendingId(request.productId);
      setNotice(null);
      void (async () => {
        let leaving = false;
        try {
          const outcome = await startPayment(request);
          // An order now exists (or was reused): the order list shows it.
          void client.invalidateQueries({ queryKey: ['order'] });
          switch (outcome.kind) {
            case 'paid':
              navigate(receiptPath(outcome.orderNo, 'ok'));
              break;
            case 'cancelled':
              toast(t('pay.cancelled'));
              break;
            case 'failed':
              setNotice({
                text: outcome.detail
                  ? t('pay.failedWhy', { why: outcome.detail })
                  : t(outcome.reason === 'bridge' ? 'pay.noBridge' : 'pay.failed'),
                orderNo: outcome.orderNo,
              });
              break;
            case 'wechat-only':
              setNotice({ text: t('pay.wechatOnly'), orderNo: outcome.orderNo });
              break;
            case 'redirected':
              // The page is leaving for the cashier: keep the buttons busy until it has gone.
              leaving = true;
              break;
          }
        } catch (error) {
          const needsField = isApiError(error) && error.code === 400 && 'field_id' in error.errors;
          setNotice({ text: errorMessage(error, t('pay.createFailed')), needsField });
        } finally {
          if (!leaving) releaseAfterPause(startedAt, reset);
        }
      })();
    },
    [client, navigate, reset, t],
  );

  return { start, pendingId, busy: pendingId !== null, notice, dismiss: () => setNotice(null) };
}
