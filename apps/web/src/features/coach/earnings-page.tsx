import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { errorMessage } from '../../lib/api-error';
import { BalanceRow } from './balance-row';
import styles from './coach.module.css';
import { beneQuery, type Days, earningsQuery, yuan } from './coach-api';
import { EarningRow } from './earning-row';
import { useT } from './messages';
import { DaysSwitch, EarningsChart } from './overview-page';
import { Segmented } from './segmented';

type Level = 'all' | 1 | 2;

/** '/coach-earnings' (coach tab 收益): totals, the balance, earnings per day, and every commission entry. */
export default function EarningsPage() {
  const t = useT();
  const [days, setDays] = useState<Days>(7);
  const [level, setLevel] = useState<Level>('all');
  const overview = useQuery({ ...earningsQuery(days), placeholderData: keepPreviousData });
  const entries = useInfiniteQuery(beneQuery(level === 'all' ? undefined : level));
  const refresh = () =>
    Promise.all([overview.refetch({ throwOnError: true }), entries.refetch({ throwOnError: true })]);
  const data = overview.data;

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('earnings.title')}</h1>
        {overview.isPending ? (
          <Loading />
        ) : !data ? (
          <Failed
            message={errorMessage(overview.error, t('coach.loadFailed'))}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <>
            <section className={styles.hero} aria-label={t('earnings.totals')}>
              <span className={styles.heroKicker}>{t('earnings.all')}</span>
              <strong className={styles.heroBig} data-testid="earning-total">
                {yuan(data.totals.all)}
              </strong>
              <ul className={styles.heroStats}>
                <li>
                  <strong data-testid="earning-today">{yuan(data.totals.today)}</strong>
                  <span>{t('earnings.today')}</span>
                </li>
                <li>
                  <strong>{yuan(data.totals.month)}</strong>
                  <span>{t('earnings.month')}</span>
                </li>
                <li>
                  <strong data-testid="earning-l1">{yuan(data.totals.l1)}</strong>
                  <span>{t('earnings.l1')}</span>
                </li>
                <li>
                  <strong data-testid="earning-l2">{yuan(data.totals.l2)}</strong>
                  <span>{t('earnings.l2')}</span>
                </li>
              </ul>
              <BalanceRow balance={data.balance} />
            </section>
            <section className={styles.section} aria-labelledby="earnings-chart-title">
              <div className={styles.chartHead}>
                <h2 id="earnings-chart-title" className={styles.title}>
                  {t('overview.earnings', { n: days })}
                </h2>
                <DaysSwitch days={days} onChange={setDays} />
              </div>
              <EarningsChart data={data} days={days} />
            </section>
          </>
        )}
        <nav className={styles.inlineLinks} aria-label={t('earnings.more')}>
          <Link to="/coach-sub-earnings">{t('center.subEarnings')} ›</Link>
          <Link to="/coach-order">{t('coach.orders')} ›</Link>
          <Link to="/coach-zonghe">{t('coach.overview')} ›</Link>
        </nav>
        <div className={styles.chartHead}>
          <h2 className={styles.sectionTitle}>{t('earnings.entries')}</h2>
          <Segmented
            label={t('earnings.entries')}
            value={level}
            onChange={setLevel}
            testId="level-switch"
            options={[
              { value: 'all', label: t('earnings.allLevels') },
              { value: 1, label: t('entry.level1') },
              { value: 2, label: t('entry.level2') },
            ]}
          />
        </div>
        <PagedList
          className={styles.list}
          query={entries}
          keyOf={(e) => e.id}
          failText={t('earnings.loadFailed')}
          empty={t('earnings.empty')}
          testId="earning-entries"
        >
          {(e) => <EarningRow key={e.id} entry={e} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}
