import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { usePayment } from '../../lib/use-payment';
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
 * Coach hours' payment (lib/use-payment.ts): the booking's page on WeChat's ok or cancel, the cashier page outside
 * WeChat, a sentence on failure. A refused booking goes to `onRefused` (the form shows it beside its fields).
 */
export function useBookingPay(): BookingPay {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const payment = usePayment<'booking', PayNotice>(t);
  const { start: run } = payment;

  const start = useCallback(
    (book: () => Promise<Booked>, onRefused?: (error: unknown) => void) =>
      run('booking', async ({ say, settle }) => {
        let booked: Booked;
        try {
          booked = await book();
        } catch (error) {
          if (onRefused) onRefused(error);
          else say({ text: errorMessage(error, t('pay.createFailed')) });
          return;
        }
        const id = booked.booking.id;
        // The hours are held now: the coach's free hours and the lists change.
        refreshBookings(client, booked.booking);
        try {
          return settle(await payBooking(id, booked), {
            paid: () => navigate(bookingPath(id, 'ok')),
            cancelled: () => navigate(bookingPath(id, 'cancel')),
            notice: (text) => ({ text, bookingId: id }),
          });
        } catch (error) {
          say({ text: errorMessage(error, t('pay.failed')), bookingId: id });
        }
      }),
    [client, navigate, run, t],
  );

  return { start, busy: payment.busy, notice: payment.notice, dismiss: payment.dismiss };
}
