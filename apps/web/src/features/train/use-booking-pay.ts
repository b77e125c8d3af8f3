import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { releaseAfterPause } from '../../lib/debounce';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { bookingPath, payBooking } from './pay';
import { type Booked, refreshBookings } from './train-api';

/** Why paying did not go through, with the booking to open. */
export interface PayNotice {
  text: string;
  bookingId?: number;
}

export interface BookingPay {
  /** Books (or takes the kept payment of a booking) and pays; ignored, with a word, while one runs. */
  start: (book: () => Promise<Booked>, onRefused?: (error: unknown) => void) => void;
  busy: boolean;
  notice: PayNotice | null;
  dismiss: () => void;
}

/**
 * One payment at a time (a double tap cannot start a second; the button stays busy at least 2000 ms after the tap,
 * docs/product.md#input-and-display-rules): the booking's page on WeChat's ok or cancel, the cashier page outside
 * WeChat, a sentence on failure. A refused booking goes to `onRefused` (the form shows it beside its fields).
 */
export function useBookingPay(): BookingPay {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PayNotice | null>(null);

  const reset = useCallback(() => {
    running.current = false;
    setBusy(false);
  }, []);

  // Back from the cashier page through the browser's page cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const start = useCallback(
    (book: () => Promise<Booked>, onRefused?: (error: unknown) => void) => {
      if (running.current) {
        toast(t('pay.busy'));
        return;
      }
      running.current = true;
      const startedAt = Date.now();
      setBusy(true);
      setNotice(null);
      void (async () => {
        let leaving = false;
        let booked: Booked;
        try {
          booked = await book();
        } catch (error) {
          if (onRefused) onRefused(error);
          else setNotice({ text: errorMessage(error, t('pay.createFailed')) });
          releaseAfterPause(startedAt, reset);
          return;
        }
        const id = booked.booking.id;
        // The hours are held now: the coach's free hours and the lists change.
        refreshBookings(client, booked.booking);
        try {
          const outcome = await payBooking(id, booked);
          switch (outcome.kind) {
            case 'paid':
              navigate(bookingPath(id, 'ok'));
              break;
            case 'cancelled':
              navigate(bookingPath(id, 'cancel'));
              break;
            case 'failed':
              setNotice({
                text: outcome.detail
                  ? t('pay.failedWhy', { why: outcome.detail })
                  : t(outcome.reason === 'bridge' ? 'pay.noBridge' : 'pay.failed'),
                bookingId: id,
              });
              break;
            case 'wechat-only':
              setNotice({ text: t('pay.wechatOnly'), bookingId: id });
              break;
            case 'redirected':
              // The page is leaving for the cashier: keep the button busy until it has gone.
              leaving = true;
              break;
          }
        } catch (error) {
          setNotice({ text: errorMessage(error, t('pay.failed')), bookingId: id });
        } finally {
          if (!leaving) releaseAfterPause(startedAt, reset);
        }
      })();
    },
    [client, navigate, reset, t],
  );

  return { start, busy, notice, dismiss: () => setNotice(null) };
}
