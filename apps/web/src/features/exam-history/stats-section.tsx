import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import styles from './history.module.css';
import { useT } from './messages';
import { PASS_MARK, type Subject, statsQuery } from './queries';
import { ScoreTrend } from './score-trend';

interface Chapter {
  id: number;
  title: string;
  done: number;
  right: number;
}

/** Right answers as a whole percentage of those done; 0 when nothing was done. */
export const accuracy = (right: number, done: number) => (done > 0 ? Math.round((right / done) * 100) : 0);

/** The overview card, the score trend and the accuracy of each chapter, from /v1/exam/stats. */
export function StatsSection({ subject }: { subject: Subject }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(statsQuery(subject));
  if (isPending) return <Loading />;
  if (data === undefined)
    return <Failed message={errorMessage(error, t('summary.failed'))} onRetry={() => void refetch()} />;

  const rate = data.predicted_pass_rate;
  return (
    <>
      <section className={styles.card} aria-labelledby="history-summary">
        <h2 id="history-summary" className={styles.cardTitle}>
          {t('summary.title')}
        </h2>
        <dl className={styles.summary}>
          <div className={styles.stat}>
            <dt>{t('summary.exams')}</dt>
            <dd data-testid="stat-exams">{data.exams}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('summary.average')}</dt>
            <dd data-testid="stat-average">
              {data.average === null ? t('summary.noAverage') : formatAverage(data.average)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('summary.passRate')}</dt>
            <dd data-testid="stat-pass-rate">
              {rate === null ? t('summary.noAverage') : `${Math.round(rate * 100)}%`}
            </dd>
          </div>
        </dl>
        {rate === null && <p className={styles.hint}>{t('summary.noPrediction')}</p>}
      </section>

      {data.trend.length > 0 && (
        <section className={styles.card} aria-labelledby="history-trend">
          <h2 id="history-trend" className={styles.cardTitle}>
            {t('trend.title')}
          </h2>
          <ScoreTrend
            points={data.trend}
            passMark={PASS_MARK}
            firstOrder={Math.max(1, data.exams - data.trend.length + 1)}
          />
        </section>
      )}

      {data.chapters.length > 0 && <ChapterBars chapters={data.chapters} />}
    </>
  );
}

function formatAverage(average: number): string {
  return Number.isInteger(average) ? String(average) : average.toFixed(1);
}

function ChapterBars({ chapters }: { chapters: Chapter[] }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="history-chapters">
      <h2 id="history-chapters" className={styles.cardTitle}>
        {t('chapters.title')}
      </h2>
      <ul className={styles.chapters}>
        {chapters.map((c) => {
          const rate = accuracy(c.right, c.done);
          const level = c.done === 0 ? '' : rate >= PASS_MARK ? styles.good : rate >= 60 ? styles.fair : styles.bad;
          return (
            <li key={c.id} className={styles.chapter} data-testid="chapter-row">
              <span className={styles.srOnly}>
                {c.done > 0
                  ? t('chapters.label', { title: c.title, done: c.done, right: c.right, rate })
                  : t('chapters.labelNotDone', { title: c.title })}
              </span>
              <div className={styles.chapterHead} aria-hidden="true">
                <span className={styles.chapterTitle}>{c.title}</span>
                <span className={`${styles.chapterRate} ${level}`}>
                  {c.done > 0 ? `${rate}%` : t('chapters.notDone')}
                </span>
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span className={`${styles.barFill} ${level}`} style={{ width: `${rate}%` }} />
              </div>
              {c.done > 0 && (
                <div className={styles.chapterCount} aria-hidden="true">
                  {t('chapters.count', { right: c.right, done: c.done })}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
