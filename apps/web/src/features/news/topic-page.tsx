import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { NotFoundState } from '../../components/not-found-state';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { ArticleList } from './article-item';
import { useT } from './messages';
import styles from './news.module.css';
import { topicQuery, visitTopic } from './queries';

const articlePath = (id: number) => `/news/detail_g/${id}`;

/** '/news_g/news-topic?id=', '/news/news-topic?id=': a topic's cover, summary and articles; opening it counts a visit. */
export default function TopicPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = parseId(params.get('id'));
  const listPath = pathname.startsWith('/news_g/') ? '/news_g/news-topic-list' : '/news/news-topic-list';
  if (id === undefined) return <NotFoundState text={t('topic.notFound')} action={t('topicList.title')} to={listPath} />;
  return <Topic key={id} id={id} listPath={listPath} />;
}

/** Counts one visit per opening; the count it answers with is at least as new as the topic's own. */
function useVisit(id: number): number | undefined {
  const [visits, setVisits] = useState<number | undefined>(undefined);
  const counted = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    visitTopic(id).then(
      (reply) => setVisits(reply.visits),
      () => undefined, // A visit that did not count is not worth bothering the reader with.
    );
  }, [id]);
  return visits;
}

function Topic({ id, listPath }: { id: number; listPath: string }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(topicQuery(id));
  const counted = useVisit(id);
  if (isPending) return <Loading />;
  if (!data) {
    if (isNotFound(error))
      return <NotFoundState text={t('topic.notFound')} action={t('topicList.title')} to={listPath} />;
    return <Failed message={errorMessage(error, t('topic.loadFailed'))} onRetry={() => void refetch()} />;
  }
  return (
    <div className={styles.page} data-testid="topic">
      <header className={styles.topicHead}>
        {data.cover && <img className={styles.topicCover} src={data.cover} alt="" decoding="async" />}
        <div className={styles.topicInfo}>
          <h1 className={styles.topicTitle}>{data.title}</h1>
          {data.summary && <p className={styles.topicSummary}>{data.summary}</p>}
          <p className={styles.topicFacts}>
            <span data-testid="topic-visits">{t('topics.visits', { n: Math.max(data.visits, counted ?? 0) })}</span>
            <span>{t('topics.count', { n: data.articles.length })}</span>
          </p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="topic-articles">
        <h2 id="topic-articles" className={styles.sectionTitle}>
          {t('topic.articles')}
        </h2>
        {data.articles.length === 0 ? (
          <Empty text={t('topic.empty')} />
        ) : (
          <ArticleList articles={data.articles} linkTo={articlePath} />
        )}
      </section>
    </div>
  );
}
