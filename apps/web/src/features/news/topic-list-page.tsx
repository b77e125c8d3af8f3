import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import styles from './news.module.css';
import { topicsQuery } from './queries';

/** '/news_g/news-topic-list', '/news/news-topic-list': every topic as a card; links keep the '_g' of this path. */
export default function TopicListPage() {
  const t = useT();
  const { pathname } = useLocation();
  const prefix = pathname.startsWith('/news_g/') ? '/news_g' : '/news';
  const { data, error, isPending, refetch } = useQuery(topicsQuery());

  let content: ReactNode;
  if (isPending) content = <Loading />;
  else if (!data)
    content = <Failed message={errorMessage(error, t('topicList.loadFailed'))} onRetry={() => void refetch()} />;
  else if (data.list.length === 0) content = <Empty text={t('topicList.empty')} />;
  else {
    content = (
      <ul className={styles.cards}>
        {data.list.map((topic) => (
          <li key={topic.id} className={styles.card} data-testid="topic-card">
            <Link className={styles.cardLink} to={`${prefix}/news-topic?id=${topic.id}`}>
              {topic.cover ? (
                <img className={styles.cardCover} src={topic.cover} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className={styles.cardCover} aria-hidden="true" />
              )}
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{topic.title}</span>
                {topic.summary && <span className={styles.cardSummary}>{topic.summary}</span>}
                <span className={styles.topicFacts}>
                  <span>{t('topics.count', { n: topic.article_count })}</span>
                  <span>{t('topics.visits', { n: topic.visits })}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('topicList.title')}</h1>
      {content}
    </section>
  );
}
