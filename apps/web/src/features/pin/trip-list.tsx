import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { ListFooter } from '../../components/lists/list-footer';
import { uniqueItems } from '../../components/lists/unique-items';
import { errorMessage } from '../../lib/api-error';
import type { TripSummary } from './pin-api';
import { dayName, groupByDay } from './pin-format';
import styles from './start.module.css';
import { useT } from './start-messages';
import { TripCard } from './trip-card';

type Page = { list: TripSummary[]; total: number };

/** Where a trip opens: the owner manages their own, everyone else books. */
export const tripPath = (trip: { id: number; mine: boolean }) =>
  trip.mine ? `/pin/car-owner-fare-look?id=${trip.id}` : `/pin/passenger-site-look?id=${trip.id}`;

/** Upcoming trips by day: loading, failure with retry, empty, then each day's trips and the list's end. */
export function TripList({
  query,
  empty,
  testId = 'trip-list',
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page, unknown>, Error>;
  empty: ReactNode;
  testId?: string;
}) {
  const t = useT();
  const { data, error, isPending, refetch } = query;
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('trips.loadFailed'))} onRetry={() => void refetch()} />;
  const trips = uniqueItems(data.pages, (trip) => trip.id);
  if (trips.length === 0) return <>{empty}</>;
  return (
    <div data-testid={testId}>
      {groupByDay(trips).map((group) => {
        const name = dayName(group.day);
        return (
          <section key={group.day} className={styles.dayGroup} data-day={group.day}>
            <h2 className={styles.dayTitle}>
              {group.day}
              {name && <small>{t(`day.${name}`)}</small>}
            </h2>
            <ul className={styles.tripList}>
              {group.items.map((trip) => (
                <TripCard key={trip.id} trip={trip} to={tripPath(trip)} />
              ))}
            </ul>
          </section>
        );
      })}
      <ListFooter
        hasNextPage={Boolean(query.hasNextPage)}
        isFetchingNextPage={query.isFetchingNextPage}
        isFetchNextPageError={query.isFetchNextPageError}
        error={error}
        fetchNextPage={query.fetchNextPage}
        endText={t('trips.end')}
      />
    </div>
  );
}
