import { useInfiniteQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { ListFooter } from '../../components/lists/list-footer';
import { uniqueItems } from '../../components/lists/unique-items';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatDuration } from '../../lib/format';
import styles from './history.module.css';
import { useT } from './messages';
import { examListQuery, type Subject } from './queries';

/** Every mock exam of the subject, newest first, twenty at a time; each row opens its result. */
export function ExamList({ subject }: { subject: Subject }) {
  const t = useT();
  const query = useInfiniteQuery(examListQuery(subject));
  const { data, error, isPending, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;

  if (isPending) return <Loading />;
  if (error && !data) {
    return <Failed message={errorMessage(error, t('list.loadFailed'))} onRetry={() => void refetch()} />;
  }

  const records = uniqueItems(data.pages, (r) => r.id);
  const total = data.pages[0]?.total ?? 0;

  if (records.length === 0) {
    return (
      <div className={styles.empty} data-testid="history-empty">
        <p className={styles.emptyText}>{t('list.empty')}</p>
        <Link className={styles.emptyAction} to="/ke">
          {t('list.start')}
        </Link>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="history-list">
      <div className={styles.cardHead}>
        <h2 id="history-list" className={styles.cardTitle}>
          {t('list.title')}
        </h2>
        <span className={styles.cardNote}>{t('list.total', { total })}</span>
      </div>
      <ul className={styles.list}>
        {records.map((r) => (
          <li key={r.id} data-testid="exam-row">
            <Link className={styles.row} to={`/ke/result/${r.id}`}>
              <span className={`${styles.rowScore} ${r.passed ? styles.good : styles.bad}`}>
                {r.score}
                <small>{t('list.scoreUnit')}</small>
              </span>
              <span className={styles.rowMain}>
                <time className={styles.rowDate} dateTime={r.submitted_at}>
                  {formatDate(r.submitted_at, 'YYYY-MM-DD HH:mm')}
                </time>
                <span className={styles.rowTime}>{t('list.timeUsed', { time: formatDuration(r.time_used_s) })}</span>
              </span>
              <span className={`${styles.badge} ${r.passed ? styles.badgePass : styles.badgeFail}`}>
                {r.passed ? t('list.passed') : t('list.failed')}
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter
        hasNextPage={Boolean(hasNextPage)}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        error={error}
        fetchNextPage={fetchNextPage}
        endText={t('list.end')}
      />
    </section>
  );
}
