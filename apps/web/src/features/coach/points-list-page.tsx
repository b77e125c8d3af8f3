import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import { type PointEntry, pointsQuery } from './coach-api';
import { type MessageKey, useT } from './messages';

const KIND: Record<PointEntry['kind'], MessageKey> = {
  student_bound: 'points.kindStudent',
  coach_recruited: 'points.kindCoach',
  order_paid: 'points.kindOrder',
  order_refunded: 'points.kindRefund',
};

/** '/coach-integral-list': every point the coach earned, newest first. */
export default function PointsListPage() {
  const t = useT();
  const query = useInfiniteQuery(pointsQuery());
  const points = query.data?.pages[0]?.points;
  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('points.listTitle')}</h1>
        {points !== undefined && (
          <p className={styles.muted}>
            {t('points.sum')} <strong data-testid="points-total">{points}</strong>
          </p>
        )}
        <PagedList
          className={styles.list}
          query={query}
          keyOf={(p) => p.id}
          failText={t('points.loadFailed')}
          empty={t('points.empty')}
        >
          {(p) => (
            <li key={p.id} className={styles.row} data-testid="point-row" data-kind={p.kind}>
              <div className={styles.rowHead}>
                <div className={styles.rowText}>
                  <h2 className={styles.rowTitle}>{t(KIND[p.kind])}</h2>
                  <span className={styles.muted}>
                    {p.source ?? ''}
                    {p.order_no ? ` · ${p.order_no}` : ''}
                  </span>
                  <span className={styles.muted}>{formatDate(p.created_at, 'YYYY-MM-DD HH:mm')}</span>
                </div>
                <strong className={styles.amount}>{p.points > 0 ? `+${p.points}` : p.points}</strong>
              </div>
            </li>
          )}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}
