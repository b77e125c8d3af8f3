import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import styles from './coach.module.css';
import { type Days, type Earnings, earningsQuery, yuan } from './coach-api';
import { axisNumber, DayChart } from './day-chart';
import { useT } from './messages';
import { Segmented } from './segmented';

/** '/coach-zonghe': earnings and new students per day over the last 7 or 30 days, as charts with their totals. */
export default function OverviewPage() {
  const t = useT();
  const [days, setDays] = useState<Days>(7);
  const query = useQuery({ ...earningsQuery(days), placeholderData: keepPreviousData });
  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('overview.title')}</h1>
      <DaysSwitch days={days} onChange={setDays} />
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <OverviewCharts data={query.data} days={days} />
      )}
    </section>
  );
}

export function DaysSwitch({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  const t = useT();
  return (
    <Segmented
      label={t('overview.range')}
      value={days}
      onChange={onChange}
      testId="days-switch"
      options={[
        { value: 7, label: t('overview.days', { n: 7 }) },
        { value: 30, label: t('overview.days', { n: 30 }) },
      ]}
    />
  );
}

/** The earnings chart alone ('/coach-earnings' shows it above its entries). */
export function EarningsChart({ data, days }: { data: Earnings; days: Days }) {
  const t = useT();
  const sum = data.days.reduce((a, d) => a + d.amount, 0);
  const best = data.days.reduce((a, d) => (d.amount > a.amount ? d : a), data.days[0] ?? { day: '', amount: 0 });
  return (
    <DayChart
      testId="earnings-chart"
      days={data.days.map((d) => ({ day: d.day, value: d.amount }))}
      format={(fen) => axisNumber(fen / 100)}
      summary={t('overview.earningsSummary', {
        n: days,
        sum: yuan(sum),
        best: best.amount > 0 ? t('overview.best', { day: best.day.slice(5), amount: yuan(best.amount) }) : '',
      })}
    />
  );
}

function OverviewCharts({ data, days }: { data: Earnings; days: Days }) {
  const t = useT();
  const earned = data.days.reduce((a, d) => a + d.amount, 0);
  const students = data.days.reduce((a, d) => a + d.students, 0);
  return (
    <>
      <section className={styles.section} aria-labelledby="overview-earnings">
        <div className={styles.chartHead}>
          <h2 id="overview-earnings" className={styles.title}>
            {t('overview.earnings', { n: days })}
          </h2>
          <strong data-testid="period-earnings">{yuan(earned)}</strong>
        </div>
        <EarningsChart data={data} days={days} />
        <p className={styles.muted}>{t('overview.yuanAxis')}</p>
      </section>
      <section className={styles.section} aria-labelledby="overview-students">
        <div className={styles.chartHead}>
          <h2 id="overview-students" className={styles.title}>
            {t('overview.students', { n: days })}
          </h2>
          <strong data-testid="period-students">{t('overview.people', { n: students })}</strong>
        </div>
        <DayChart
          testId="students-chart"
          color="var(--cyan-bright)"
          counts
          days={data.days.map((d) => ({ day: d.day, value: d.students }))}
          format={axisNumber}
          summary={t('overview.studentsSummary', { n: days, sum: students })}
        />
      </section>
      <section className={styles.section} aria-label={t('overview.totals')}>
        <ul className={styles.stats}>
          <li className={styles.stat}>
            <strong>{yuan(data.totals.today)}</strong>
            <span>{t('earnings.today')}</span>
          </li>
          <li className={styles.stat}>
            <strong>{yuan(data.totals.month)}</strong>
            <span>{t('earnings.month')}</span>
          </li>
          <li className={styles.stat}>
            <strong>{yuan(data.totals.all)}</strong>
            <span>{t('earnings.all')}</span>
          </li>
        </ul>
      </section>
    </>
  );
}
