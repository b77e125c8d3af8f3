import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { formatDate, formatMoney } from '../../lib/format';
import { useT } from './messages';
import { type BookingWithTrip, bookingsQuery } from './pin-api';
import styles from './styles';

/** '/pin/travel-records': the passenger's bookings, latest departure first, each with its state. */
export default function RecordsPage() {
  const t = useT();
  const query = useInfiniteQuery(bookingsQuery());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('records.title')}</h1>
      <PagedList
        query={query}
        keyOf={(b) => b.id}
        failText={t('records.loadFailed')}
        empty={
          <section className={styles.emptyBox} data-testid="records-empty">
            <p>{t('records.empty')}</p>
            <Link className={styles.link} to="/pin">
              {t('records.find')} ›
            </Link>
          </section>
        }
        endText={t('records.end')}
        testId="records"
        className={styles.tripList}
      >
        {(b) => <RecordRow key={b.id} booking={b} />}
      </PagedList>
    </div>
  );
}

function RecordRow({ booking }: { booking: BookingWithTrip }) {
  const t = useT();
  const { trip } = booking;
  return (
    <li className={styles.tripItem}>
      <div className={styles.tripCard} data-testid="record" data-booking-id={booking.id} data-status={booking.status}>
        <div className={styles.tripTop}>
          <strong className={styles.tripTime}>{formatDate(trip.depart_at, 'YYYY-MM-DD HH:mm')}</strong>
          <span className={styles.statusTag} data-status={booking.status}>
            {t(`booking.status.${booking.status}`)}
          </span>
        </div>
        <p className={styles.tripRoute}>
          <span className={styles.dotStart} aria-hidden="true" />
          <span>{trip.route.origin.address}</span>
        </p>
        <p className={styles.tripRoute}>
          <span className={styles.dotEnd} aria-hidden="true" />
          <span>{trip.field.field_name}</span>
        </p>
        <div className={styles.tripMeta}>
          <span>{t('booking.seatsBooked', { n: booking.seats })}</span>
          <span>{t('records.fare', { fare: formatMoney(trip.fare_fen * booking.seats) })}</span>
          <span>
            {trip.car.plate} · {trip.owner.nickname}
          </span>
        </div>
        <div className={styles.rowLinks}>
          <Link className={styles.link} to={`/pin/passenger-site-look?id=${trip.id}`}>
            {t('records.trip')} ›
          </Link>
          {booking.status !== 'declined' && (
            <Link className={styles.link} to={`/pin/message?booking_id=${booking.id}`}>
              {t('booking.chat')}
              {booking.unread > 0 && <span className={styles.badge}>{booking.unread}</span>}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
