import { useInfiniteQuery } from '@tanstack/react-query';
import { Chevron } from '../../components/chevron';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { formatDate, formatDuration } from '../../lib/format';
import styles from './history.module.css';
import { useT } from './messages';
import { examListQuery, type Subject } from './queries';

/** Every mock exam of the subject, newest first, twenty at a time; each row opens its result. */
export function ExamList({ subject }: { subject: Subject }) {
  const t = useT();
  return (
    <PagedList
      query={useInfiniteQuery(examListQuery(subject))}
      keyOf={(r) => r.id}
      failText={t('list.loadFailed')}
      empty={
        <div className={styles.empty} data-testid="history-empty">
          <p className={styles.emptyText}>{t('list.empty')}</p>
          <Link className={styles.emptyAction} to="/ke">
            {t('list.start')}
          </Link>
        </div>
      }
      endText={t('list.end')}
      className={styles.list}
      frame={(list, first) => (
        <section className={styles.card} aria-labelledby="history-list">
          <div className={styles.cardHead}>
            <h2 id="history-list" className={styles.cardTitle}>
              {t('list.title')}
            </h2>
            <span className={styles.cardNote}>{t('list.total', { total: first.total })}</span>
          </div>
          {list}
        </section>
      )}
    >
      {(r) => (
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
            <Chevron />
          </Link>
        </li>
      )}
    </PagedList>
  );
}
