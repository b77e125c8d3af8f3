import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { useT } from './messages';
import { myTripsQuery, pendingQuery } from './pin-api';
import styles from './styles';
import { TripCard } from './trip-card';

/** '/pin/car-owner-fare-list': the owner's trips, upcoming (soonest first) or past, with bookings waiting. */
export default function MyTripsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const query = useInfiniteQuery(myTripsQuery(scope));
  const pending = useQuery(pendingQuery());
  const waiting = pending.data?.length ?? 0;
  return (
    <div className={styles.page}>
      <div className={styles.sectionHead}>
        <h1 className={styles.title}>{t('owner.tripsTitle')}</h1>
        <Link className={styles.linkButtonSolid} to="/pin/car-owner-announce" data-testid="owner-publish">
          {t('owner.publish')}
        </Link>
      </div>
      {waiting > 0 && (
        <Link className={styles.pendingBar} to="/pin/pin-notarize" data-testid="owner-pending-link">
          {t('owner.pendingAll', { n: waiting })} ›
        </Link>
      )}
      <div className={styles.tabs} role="tablist">
        {(['upcoming', 'past'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className={styles.tab}
            onClick={() => setParams(s === 'past' ? { scope: 'past' } : {}, { replace: true })}
          >
            {t(`owner.scope.${s}`)}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        keyOf={(trip) => trip.id}
        failText={t('trips.loadFailed')}
        empty={
          <section className={styles.emptyBox} data-testid="owner-trips-empty">
            <p>{t(scope === 'past' ? 'owner.emptyPast' : 'owner.empty')}</p>
          </section>
        }
        endText={t('trips.end')}
        testId="owner-trips"
        className={styles.tripList}
      >
        {(trip) => <TripCard key={trip.id} trip={trip} to={`/pin/car-owner-fare-look?id=${trip.id}`} showDay />}
      </PagedList>
    </div>
  );
}
