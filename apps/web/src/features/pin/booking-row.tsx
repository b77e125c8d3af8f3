import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DebounceButton } from '../../components/debounce-button';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatPhone } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { type Booking, refreshTrips } from './pin-api';
import styles from './styles';

/** A passenger's booking as the owner sees it: who, how many seats, its state; confirm or decline while pending. */
export function BookingRow({ booking, children }: { booking: Booking; children?: React.ReactNode }) {
  const t = useT();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'confirm' | 'decline') =>
      api('POST /v1/pin/booking/decide', { body: { id: booking.id, decision } }),
    onSuccess: (decided) => {
      refreshTrips(client);
      toast(t(decided.status === 'confirmed' ? 'decide.confirmed' : 'decide.declined'), 'success');
    },
  });
  const { passenger } = booking;
  return (
    <li className={styles.bookingRow} data-testid="booking" data-booking-id={booking.id} data-status={booking.status}>
      <div className={styles.person}>
        {passenger.head_portrait ? (
          <img className={styles.avatar} src={passenger.head_portrait} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {[...passenger.nickname][0] ?? '乘'}
          </span>
        )}
        <div>
          <strong data-testid="booking-passenger">{passenger.nickname}</strong>
          <small>
            {t('booking.seatsBooked', { n: booking.seats })} · {formatDate(booking.created_at, 'YYYY-MM-DD HH:mm')}
          </small>
          {passenger.phone && (
            <a href={`tel:${passenger.phone}`} className={styles.phone} data-testid="passenger-phone">
              {formatPhone(passenger.phone)}
            </a>
          )}
        </div>
        <span className={styles.statusTag} data-status={booking.status}>
          {t(`booking.status.${booking.status}`)}
        </span>
      </div>
      {children}
      {decide.isError && (
        <p className={styles.fieldError} role="alert">
          {errorMessage(decide.error, t('decide.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        {booking.status !== 'declined' && (
          <Link className={styles.link} to={`/pin/message?booking_id=${booking.id}`} data-testid="booking-chat">
            {t('booking.chat')}
            {booking.unread > 0 && <span className={styles.badge}>{booking.unread}</span>}
          </Link>
        )}
        {booking.status === 'pending' && (
          <>
            <DebounceButton
              size="small"
              variant="ghost"
              data-testid="booking-decline"
              disabled={decide.isPending}
              onClick={() => decide.mutate('decline')}
            >
              {t('decide.decline')}
            </DebounceButton>
            <DebounceButton
              size="small"
              data-testid="booking-confirm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('confirm')}
            >
              {t('decide.confirm')}
            </DebounceButton>
          </>
        )}
      </div>
    </li>
  );
}
