import { chinaTime } from '@xueche/time';
import { Link } from '../../components/link';
import { formatPhone } from '../../lib/format';
import { useT } from './messages';
import styles from './styles';
import type { Booking } from './train-api';
import { yuan } from './train-format';
import { dayName } from './train-time';

/** One booking in a list: the other side (with the student's phone for the coach), when, state, amount. */
export function BookingRow({ booking }: { booking: Booking }) {
  const t = useT();
  const start = chinaTime(booking.start);
  const end = chinaTime(booking.end);
  const name = start ? dayName(start.day) : null;
  const student = booking.role === 'student';
  return (
    <li>
      <Link
        to={`/train/train-info/${booking.id}`}
        className={styles.bookingRow}
        data-testid="booking-row"
        data-booking-id={booking.id}
        data-status={booking.status}
      >
        <div className={styles.rowTop}>
          <strong>{start ? `${name ? t(`day.${name}`) : start.day} ${start.hm}–${end?.hm ?? ''}` : '—'}</strong>
          <span className={styles.status} data-status={booking.status}>
            {t(`status.${booking.status}`)}
          </span>
        </div>
        <p className={styles.line}>
          {student
            ? t('row.coach', { name: booking.coach.nickname })
            : t('row.student', { name: booking.student.nickname })}
          {!student && booking.student.phone && (
            <span data-testid="row-phone"> · {formatPhone(booking.student.phone)}</span>
          )}
        </p>
        <div className={styles.rowTop}>
          <small className={styles.muted}>
            {t('row.hours', { n: booking.hours })} · ¥{yuan(booking.amount_fen)}
            {!student && booking.earned_fen !== null && ` · ${t('row.earned', { amount: yuan(booking.earned_fen) })}`}
          </small>
          {booking.rateable && (
            <span className={styles.status} data-status="rate" data-testid="row-rate">
              {t('row.toRate')}
            </span>
          )}
          {booking.unread > 0 && (
            <span className={styles.badge} data-testid="row-unread">
              {booking.unread}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}
