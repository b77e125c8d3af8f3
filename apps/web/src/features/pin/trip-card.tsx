import { Link } from '../../components/link';
import { formatDate, formatDistance, formatMoney } from '../../lib/format';
import type { TripSummary } from './pin-api';
import { timeOf } from './pin-format';
import styles from './start.module.css';
import { useT } from './start-messages';

interface Props {
  trip: TripSummary & { pending?: number };
  /** Where the card leads (the passenger's or the owner's view of the trip). */
  to: string;
  /** Lists grouped by day leave the day out. */
  showDay?: boolean;
}

/** One trip in a list: when, from where through where to which exam site, seats left and the fare. */
export function TripCard({ trip, to, showDay }: Props) {
  const t = useT();
  const { origin, waypoints } = trip.route;
  const full = trip.seats_left <= 0 || trip.status === 'full';
  return (
    <li className={styles.tripItem}>
      <Link
        to={to}
        className={styles.tripCard}
        data-testid="trip-card"
        data-trip-id={trip.id}
        data-status={trip.status}
      >
        <div className={styles.tripTop}>
          <strong className={styles.tripTime}>
            {showDay ? formatDate(trip.depart_at, 'YYYY-MM-DD HH:mm').slice(5) : timeOf(trip.depart_at)}
          </strong>
          <span className={styles.tripFare}>{t('trip.farePerSeat', { fare: formatMoney(trip.fare_fen) })}</span>
        </div>
        <p className={styles.tripRoute}>
          <span className={styles.dotStart} aria-hidden="true" />
          <span>{origin.address}</span>
        </p>
        {waypoints.length > 0 && (
          <p className={styles.tripVia}>{t('trip.via', { places: waypoints.map((w) => w.address).join('、') })}</p>
        )}
        <p className={styles.tripRoute}>
          <span className={styles.dotEnd} aria-hidden="true" />
          <span>{trip.field.field_name}</span>
        </p>
        <div className={styles.tripMeta}>
          <span data-testid="seats-left" className={full ? styles.muted : styles.seats}>
            {trip.status === 'cancelled'
              ? t('trip.status.cancelled')
              : trip.status === 'departed'
                ? t('trip.status.departed')
                : full
                  ? t('trip.full')
                  : t('trip.seatsLeft', { n: trip.seats_left, total: trip.seats })}
          </span>
          {trip.distance_m !== null && <span>{t('trip.distance', { d: formatDistance(trip.distance_m) })}</span>}
          <span>
            {trip.owner.nickname}
            {trip.owner.verified && <span className={styles.verified}>{t('trip.verified')}</span>}
          </span>
          {trip.mine && <span className={styles.tagMine}>{t('trip.mine')}</span>}
          {trip.my_booking && <span className={styles.tagBooked}>{t(`booking.status.${trip.my_booking.status}`)}</span>}
          {(trip.pending ?? 0) > 0 && (
            <span className={styles.tagPending} data-testid="trip-pending">
              {t('owner.pendingCount', { n: trip.pending ?? 0 })}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}
