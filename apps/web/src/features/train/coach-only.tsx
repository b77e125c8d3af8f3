import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage, isApiError } from '../../lib/api-error';
import { roleOf, useSession } from '../../lib/session';
import { useT } from './messages';
import styles from './styles';
import type { Listing } from './train-api';

/**
 * The coach's own pages: the listing as loaded, or why not — a student is told that listing needs a coach
 * account (and where to register), a failure can be retried.
 */
export function WithListing({
  query,
  children,
}: {
  query: UseQueryResult<Listing, Error>;
  children: (listing: Listing) => ReactNode;
}) {
  const t = useT();
  const coach = useSession((s) => roleOf(s) === 'coach');
  const refused = query.isError && isApiError(query.error) && (query.error.code === 403 || query.error.code === 404);
  if (!coach || refused) {
    return (
      <section className={styles.emptyBox} data-testid="coach-only">
        <p>{t('coachOnly.text')}</p>
        {!coach && (
          <Link className={styles.link} to="/coach-register">
            {t('coachOnly.register')} ›
          </Link>
        )}
      </section>
    );
  }
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, t('setup.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
