import { useInfiniteQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Chevron } from '../../components/chevron';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useT } from './messages';
import styles from './notices.module.css';
import { noticeHistoryQuery } from './queries';

/** '/notice-history', '/article-notice': every notice, newest first, the unread ones marked. */
export default function NoticeHistoryPage() {
  const t = useT();
  const query = useInfiniteQuery(noticeHistoryQuery());
  const { data, error, isPending, refetch } = query;

  // The heading counts the unread ones, so it waits for the first page.
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('history.loadFailed'))} onRetry={() => void refetch()} />;
  const unread = data.pages[0]?.unread ?? 0;

  return (
    <PullToRefresh onRefresh={() => refetch()}>
      <section className={styles.page} aria-labelledby="notice-history">
        <div className={styles.head}>
          <h1 id="notice-history" className={styles.title}>
            {t('history.title')}
          </h1>
          <span className={unread > 0 ? styles.unreadCount : styles.allRead} data-testid="unread-count">
            {unread > 0 ? t('history.unread', { n: unread }) : t('history.allRead')}
          </span>
        </div>
        <PagedList
          query={query}
          keyOf={(n) => n.id}
          failText={t('history.loadFailed')}
          empty={t('history.empty')}
          endText={t('history.end')}
          className={styles.list}
        >
          {(n) => (
            <li key={n.id} data-testid="notice-item" data-read={n.read ? 'true' : 'false'}>
              <Link className={`${styles.item} ${n.read ? '' : styles.unread}`} to={`/noticeINfo/${n.id}`}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.itemMain}>
                  <span className={styles.itemTitle}>
                    {!n.read && <span className={styles.srOnly}>{t('history.unreadMark')} </span>}
                    {n.title}
                  </span>
                  <span className={styles.itemContent}>{n.content}</span>
                  <time className={styles.itemDate} dateTime={n.created_at}>
                    {formatDate(n.created_at, 'YYYY-MM-DD HH:mm')}
                  </time>
                </span>
                <Chevron />
              </Link>
            </li>
          )}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}
