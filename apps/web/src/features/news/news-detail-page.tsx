import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { NotFoundState } from '../../components/not-found-state';
import { RichText } from '../../components/rich-text';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { ArticleList } from './article-item';
import { useT } from './messages';
import styles from './news.module.css';
import { articleQuery, moreQuery } from './queries';

/** '/news/detail_g/:aid', '/coach-news/:aid', '/coach_g_news/:aid': one article, then more like it. */
export default function NewsDetailPage() {
  const t = useT();
  const { aid } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = parseId(aid);
  const did = params.get('did') || undefined;
  // "More" links keep this page's route shape (student or coach article page).
  const linkTo = (next: number) => pathname.replace(/[^/]*$/, String(next));

  if (id === undefined)
    return <NotFoundState text={t('detail.notFound')} action={t('detail.backToList')} to="/news_g/index" />;
  return (
    <div className={styles.page}>
      <Article key={id} id={id} did={did} linkTo={linkTo} />
    </div>
  );
}

function Article({ id, did, linkTo }: { id: number; did: string | undefined; linkTo: (id: number) => string }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(articleQuery(id, did));
  if (isPending) return <Loading />;
  if (!data) {
    if (isNotFound(error)) {
      return <NotFoundState text={t('detail.notFound')} action={t('detail.backToList')} to="/news_g/index" />;
    }
    return <Failed message={errorMessage(error, t('detail.loadFailed'))} onRetry={() => void refetch()} />;
  }
  return (
    <>
      <article className={styles.article} data-testid="article">
        <h1 className={styles.articleTitle}>{data.title}</h1>
        <p className={styles.articleMeta}>
          {data.author && <span>{t('article.by', { author: data.author })}</span>}
          <time dateTime={data.published_at}>{formatDate(data.published_at)}</time>
          <span>{t('article.reads', { n: data.reads })}</span>
        </p>
        {data.cover && <img className={styles.articleCover} src={data.cover} alt="" decoding="async" />}
        <RichText html={data.body} testId="article-body" />
      </article>
      <ErrorBoundary message={t('common.pageError')}>
        <MoreArticles id={id} linkTo={linkTo} />
      </ErrorBoundary>
    </>
  );
}

function MoreArticles({ id, linkTo }: { id: number; linkTo: (id: number) => string }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(moreQuery(id));
  const others = data?.list.filter((a) => a.id !== id) ?? [];
  return (
    <section className={styles.section} aria-labelledby="news-more">
      <h2 id="news-more" className={styles.sectionTitle}>
        {t('detail.more')}
      </h2>
      {isPending ? (
        <Loading />
      ) : !data ? (
        <Failed message={errorMessage(error, t('detail.moreFailed'))} onRetry={() => void refetch()} />
      ) : others.length === 0 ? (
        <Empty text={t('detail.moreEmpty')} />
      ) : (
        <ArticleList articles={others} linkTo={linkTo} />
      )}
    </section>
  );
}
