import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { BookingRow } from './booking-row';
import { useT } from './messages';
import { pendingQuery } from './pin-api';
import styles from './styles';

/** '/pin/pin-notarize': every booking waiting for the owner's answer, soonest departure first. */
export default function PendingPage() {
  const t = useT();
  const query = useQuery(pendingQuery());
  let body: React.ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body = <Failed message={errorMessage(query.error, t('pending.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <section className={styles.emptyBox} data-testid="pending-empty">
        <p>{t('pending.empty')}</p>
        <Link className={styles.link} to="/pin/car-owner-fare-list">
          {t('owner.toTrips')} ›
        </Link>
      </section>
    );
  } else {
    body = (
      <ul className={`${styles.bookingList} ${styles.cardList}`} data-testid="pending-list">
        {query.data.map((b) => (
          <BookingRow key={b.id} booking={b}>
            <Link className={styles.pendingTrip} to={`/pin/car-owner-fare-look?id=${b.trip.id}`}>
              {t('pending.trip', {
                time: formatDate(b.trip.depart_at, 'YYYY-MM-DD HH:mm'),
                field: b.trip.field.field_name,
                left: b.trip.seats_left,
              })}
            </Link>
          </BookingRow>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pending.title')}</h1>
      <p className={styles.hint}>{t('pending.hint')}</p>
      {body}
    </div>
  );
}
