import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { openFieldPicker } from '../../lib/field-picker';
import { parseId } from '../../lib/route-params';
import { useSession } from '../../lib/session';
import { useT } from './messages';
import styles from './news.module.css';
import { formatRate, monthParts, PassRateChart, type SubjectSeries } from './pass-rate-chart';
import { statisticsQuery } from './queries';

/** '/statistics?field_id=': a field's monthly pass rate per subject, as a chart and the latest month as a table. */
export default function StatisticsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionField = useSession((s) => s.field?.field_id);
  const fieldId = parseId(params.get('field_id')) ?? sessionField;
  const { data, error, isPending, refetch } = useQuery(statisticsQuery(fieldId));

  let content: ReactNode;
  if (isPending) content = <Loading />;
  else if (!data) {
    if (isApiError(error) && error.code === 400 && !fieldId) {
      content = (
        <div className={styles.notFound} data-testid="no-field">
          <p>{t('stats.noField')}</p>
          <PrimaryButton onClick={openFieldPicker}>{t('stats.chooseField')}</PrimaryButton>
        </div>
      );
    } else if (isApiError(error) && error.code === 404) {
      content = (
        <div className={styles.notFound} data-testid="not-found">
          <p>{t('stats.fieldNotFound')}</p>
          <PrimaryButton onClick={openFieldPicker}>{t('stats.chooseField')}</PrimaryButton>
        </div>
      );
    } else {
      content = <Failed message={errorMessage(error, t('stats.loadFailed'))} onRetry={() => void refetch()} />;
    }
  } else {
    const subjects = data.subjects.filter((s) => s.months.length > 0);
    content = (
      <>
        <section className={styles.panel}>
          <p className={styles.fieldLabel}>{t('stats.field')}</p>
          <p className={styles.fieldName} data-testid="field-name">
            {data.field_name}
          </p>
        </section>
        {subjects.length === 0 ? (
          <Empty text={t('stats.empty')} />
        ) : (
          <>
            <section className={styles.panel} aria-labelledby="stats-chart">
              <h2 id="stats-chart" className={styles.panelTitle}>
                {t('stats.chartTitle')}
              </h2>
              <PassRateChart field={data.field_name} subjects={subjects} />
            </section>
            <LatestTable subjects={subjects} />
          </>
        )}
      </>
    );
  }

  return (
    <div className={styles.statsPage}>
      <h1 className={styles.srOnly}>{t('stats.title')}</h1>
      {content}
    </div>
  );
}

function LatestTable({ subjects }: { subjects: SubjectSeries[] }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="stats-latest">
      <h2 id="stats-latest" className={styles.panelTitle}>
        {t('stats.tableTitle')}
      </h2>
      <table className={styles.table} data-testid="latest-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.subject')}</th>
            <th scope="col">{t('stats.takers')}</th>
            <th scope="col">{t('stats.passed')}</th>
            <th scope="col">{t('stats.passRate')}</th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((s) => {
            const latest = s.months.reduce((a, b) => (b.month > a.month ? b : a));
            return (
              <tr key={s.subject} data-testid="latest-row">
                <th scope="row">
                  {s.title}
                  <span className={styles.tableMonth}>{t('stats.monthFull', monthParts(latest.month))}</span>
                </th>
                <td>{latest.takers}</td>
                <td>{latest.passed}</td>
                <td className={styles.rate}>{formatRate(latest.pass_rate)}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
