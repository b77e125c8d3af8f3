import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import styles from './coach.module.css';
import { subBeneQuery, yuan } from './coach-api';
import { EarningRow } from './earning-row';
import { useT } from './messages';

/** '/coach-sub-earnings': what the coaches this coach recruited earned them (level 2), with its totals. */
export default function SubEarningsPage() {
  const t = useT();
  const query = useInfiniteQuery(subBeneQuery());
  const totals = query.data?.pages[0]?.totals;
  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('sub.title')}</h1>
        <section className={styles.hero} aria-label={t('earnings.totals')}>
          <span className={styles.heroKicker}>{t('sub.all')}</span>
          <strong className={styles.heroBig} data-testid="earning-total">
            {totals ? yuan(totals.all) : '–'}
          </strong>
          <ul className={styles.heroStats}>
            <li>
              <strong>{totals ? yuan(totals.today) : '–'}</strong>
              <span>{t('earnings.today')}</span>
            </li>
            <li>
              <strong>{totals ? yuan(totals.month) : '–'}</strong>
              <span>{t('earnings.month')}</span>
            </li>
          </ul>
          <p className={styles.heroNote}>{t('sub.rule')}</p>
        </section>
        <nav className={styles.inlineLinks} aria-label={t('earnings.more')}>
          <Link to="/coach-agent">{t('coach.recruitCoaches')} ›</Link>
          <Link to="/coach-earnings">{t('coach.earnings')} ›</Link>
        </nav>
        <PagedList
          className={styles.list}
          query={query}
          keyOf={(e) => e.id}
          failText={t('earnings.loadFailed')}
          empty={t('sub.empty')}
          testId="earning-entries"
        >
          {(e) => <EarningRow key={e.id} entry={e} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}
