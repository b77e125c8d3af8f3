import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryPage } from '../../components/query-page';
import { useT } from './messages';
import { type Trip, tripQuery } from './pin-api';

/** A page about one trip (`id`, undefined when the address names none), with `back` as the way on when it is not there. */
export function TripQueryPage({
  id,
  back,
  children,
}: {
  id: number | undefined;
  back: { action: string; to: string };
  children: (trip: Trip) => ReactNode;
}) {
  const t = useT();
  const query = useQuery({ ...tripQuery(id ?? 0), enabled: id !== undefined });
  return (
    <QueryPage
      query={query}
      named={id !== undefined}
      notFound={{ text: t('trip.notFound'), ...back }}
      loadFailed={t('trip.loadFailed')}
    >
      {children}
    </QueryPage>
  );
}
