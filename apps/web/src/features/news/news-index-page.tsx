import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ArticleCategory } from '@xueche/contract';
import { type KeyboardEvent, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { PagedListFooter } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { uniqueItems } from '../../components/lists/unique-items';
import type { ApiData } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { ArticleList } from './article-item';
import { useT } from './messages';
import styles from './news.module.css';
import { articleListQuery, topicsQuery } from './queries';

const PATH = '/news_g/index';
const articlePath = (id: number) => `/news/detail_g/${id}`;

/**
 * This page is kept alive (hidden, not unmounted) while another page shows, and then the location is
 * that page's: keep the category last chosen here instead of following the other page's query.
 */
function useCategory(): [number | undefined, (next: number | undefined) => void] {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const last = useRef<number | undefined>(undefined);
  if (pathname === PATH) last.current = parseId(params.get('category_id'));
  const choose = (next: number | undefined) => {
    setParams(
      (prev) => {
        const search = new URLSearchParams(prev);
        if (next === undefined) search.delete('category_id');
        else search.set('category_id', String(next));
        return search;
      },
      { replace: true },
    );
  };
  return [last.current, choose];
}

/** '/news_g/index': category tabs, the topics strip and the endless article list with pull-to-refresh. */
export default function NewsIndexPage() {
  const t = useT();
  const [category, choose] = useCategory();
  const query = useInfiniteQuery(articleListQuery(category));
  const topics = useQuery(topicsQuery());

  // The tabs come with every list page; keep the last ones while another category loads.
  const knownCategories = useRef<ArticleCategory[]>([]);
  const categories = query.data?.pages[0]?.categories;
  if (categories) knownCategories.current = categories;

  const refresh = () => Promise.all([query.refetch({ throwOnError: true }), topics.refetch()]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('index.title')}</h1>
        <CategoryTabs categories={knownCategories.current} active={category} onChoose={choose} />
        <ErrorBoundary message={t('common.pageError')}>
          <TopicStrip />
        </ErrorBoundary>
        <div id="news-panel" role="tabpanel" aria-labelledby={`news-tab-${category ?? 'all'}`}>
          <ErrorBoundary key={category ?? 'all'} message={t('common.pageError')}>
            <Articles query={query} />
          </ErrorBoundary>
        </div>
      </section>
    </PullToRefresh>
  );
}

function CategoryTabs({
  categories,
  active,
  onChoose,
}: {
  categories: ArticleCategory[];
  active: number | undefined;
  onChoose: (id: number | undefined) => void;
}) {
  const t = useT();
  const tabs: { id: number | undefined; title: string }[] = [{ id: undefined, title: t('index.all') }, ...categories];
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  );

  // Arrow keys move between tabs, as a tab list should.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(activeIndex + step + tabs.length) % tabs.length];
    if (!next) return;
    onChoose(next.id);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-category="${next.id ?? 'all'}"]`)?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('index.categories')} onKeyDown={handleKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          id={`news-tab-${tab.id ?? 'all'}`}
          aria-controls="news-panel"
          aria-selected={i === activeIndex}
          tabIndex={i === activeIndex ? 0 : -1}
          data-category={tab.id ?? 'all'}
          className={styles.tab}
          onClick={() => {
            if (i !== activeIndex) onChoose(tab.id);
          }}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}

function TopicStrip() {
  const t = useT();
  const { data } = useQuery(topicsQuery());
  // The strip is an extra: without topics (or when they fail) the page simply goes without it.
  if (!data?.list.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="news-topics">
      <div className={styles.stripHead}>
        <h2 id="news-topics" className={styles.stripTitle}>
          {t('topics.title')}
        </h2>
        <Link className={styles.stripAll} to="/news_g/news-topic-list">
          {t('topics.all')} ›
        </Link>
      </div>
      <ul className={styles.stripList}>
        {data.list.map((topic) => (
          <li key={topic.id} className={styles.stripItem} data-testid="topic-chip">
            <Link className={styles.stripLink} to={`/news_g/news-topic?id=${topic.id}`}>
              {topic.cover ? (
                <img className={styles.stripCover} src={topic.cover} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className={styles.stripCover} aria-hidden="true" />
              )}
              <span className={styles.stripName}>{topic.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ListQuery = UseInfiniteQueryResult<InfiniteData<ApiData<'GET /v1/article/list'>, unknown>, Error>;

function Articles({ query }: { query: ListQuery }) {
  const t = useT();
  const { data, error, isPending, refetch } = query;
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('index.loadFailed'))} onRetry={() => void refetch()} />;

  const articles = uniqueItems(data.pages, (a) => a.id);
  if (articles.length === 0) return <Empty text={t('index.empty')} />;

  return (
    <>
      <ArticleList articles={articles} linkTo={articlePath} />
      <PagedListFooter query={query} />
    </>
  );
}
