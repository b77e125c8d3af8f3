import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PagedListFooter } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatDuration } from '../../lib/format';
import { nextPage } from '../../lib/paging';
import { useSession } from '../../lib/session';
import styles from './feed.module.css';
import { useT } from './feed-messages';
import homeStyles from './home.module.css';

const NEWS_PAGE = 10;

/**
 * Below the doors: the field course's lessons and the latest news, refreshed by pulling down. Home draws
 * them once the banner is on screen (home-page.tsx), so their calls and pictures do not hold it up.
 */
export default function HomeFeed() {
  const client = useQueryClient();
  return (
    <PullToRefresh onRefresh={() => client.invalidateQueries({ queryKey: ['home'] })}>
      <Lessons />
      <LatestNews />
    </PullToRefresh>
  );
}

function Lessons() {
  const t = useT();
  const fieldId = useSession((s) => s.field?.field_id ?? s.user?.field ?? null);
  const lessons = useQuery({
    queryKey: ['home', 'lessons', fieldId],
    queryFn: ({ signal }) => api('GET /v1/lesson/list', { query: { field_id: fieldId ?? undefined }, signal }),
    enabled: fieldId !== null,
  });
  if (fieldId === null) return null;
  const list = lessons.data?.chapters.flatMap((c) => c.lessons).slice(0, 6) ?? [];
  return (
    <section className={homeStyles.section} aria-labelledby="home-lessons">
      <h2 id="home-lessons" className={homeStyles.sectionTitle}>
        {lessons.data ? lessons.data.course.title : t('home.lessons')}
      </h2>
      {lessons.isPending ? (
        <Loading />
      ) : lessons.isError ? (
        <Failed message={errorMessage(lessons.error, t('common.pageError'))} onRetry={() => lessons.refetch()} />
      ) : (
        <ul className={styles.lessonStrip}>
          {list.map((l) => (
            <li key={l.id}>
              <Link to={`/detail/${l.id}`} className={styles.lessonCard} data-testid="home-lesson">
                <img src={l.cover} alt="" loading="lazy" />
                <span className={styles.lessonBadge}>
                  {l.locked ? t('home.locked') : t('home.free')} · {formatDuration(l.duration_s)}
                </span>
                <span className={styles.lessonTitle}>{l.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LatestNews() {
  const t = useT();
  const news = useInfiniteQuery({
    queryKey: ['home', 'news'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/article/list', { query: { page: pageParam, num: NEWS_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const items = news.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={homeStyles.section} aria-labelledby="home-news">
      <h2 id="home-news" className={homeStyles.sectionTitle}>
        {t('home.news')}
        <Link to="/news_g/index" className={styles.more}>
          {t('home.more')}
        </Link>
      </h2>
      {news.isPending ? (
        <Loading />
      ) : news.isError ? (
        <Failed message={errorMessage(news.error, t('common.pageError'))} onRetry={() => news.refetch()} />
      ) : items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className={styles.newsList}>
            {items.map((a) => (
              <li key={a.id}>
                <Link to={`/news/detail_g/${a.id}`} className={styles.newsItem} data-testid="home-news">
                  <span className={styles.newsText}>
                    <span className={styles.newsTitle}>{a.title}</span>
                    <span className={styles.newsMeta}>
                      {a.category.title} · {formatDate(a.published_at)} · {t('home.reads', { n: a.reads })}
                    </span>
                  </span>
                  <img src={a.cover} alt="" loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
          <PagedListFooter query={news} />
        </>
      )}
    </section>
  );
}
