import { useInfiniteQuery } from '@tanstack/react-query';
import type { LessonComment } from '@xueche/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { uniqueItems } from '../../components/lists/unique-items';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { CommentForm, CommentList } from './comments';
import styles from './lessons.module.css';
import { commentsQuery } from './lessons-api';
import { useT } from './messages';

/** '/comment?id=<lesson id>': every comment of a lesson, twenty at a time, with the box to add one. */
export default function CommentsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? params.get('lesson_id'));
  if (id === undefined) return <Failed message={t('comments.missingId')} />;
  return <AllComments key={id} lessonId={id} />;
}

function AllComments({ lessonId }: { lessonId: number }) {
  const t = useT();
  const query = useInfiniteQuery(commentsQuery(lessonId));
  const { data, error, isPending, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;

  let body: ReactNode;
  if (isPending) body = <Loading />;
  else if (error && !data)
    body = <Failed message={errorMessage(error, t('comments.loadFailed'))} onRetry={() => void refetch()} />;
  else {
    const comments = uniqueItems(data.pages, (c: LessonComment) => c.id);
    body =
      comments.length === 0 ? (
        <Empty text={t('comments.empty')} />
      ) : (
        <>
          <CommentList comments={comments} lessonId={lessonId} />
          <div className={styles.moreRow}>
            {isFetchingNextPage ? (
              <Loading />
            ) : isFetchNextPageError ? (
              <Failed message={errorMessage(error, t('comments.moreFailed'))} onRetry={() => void fetchNextPage()} />
            ) : hasNextPage ? (
              <PrimaryButton variant="ghost" size="small" onClick={() => void fetchNextPage()}>
                {t('comments.more')}
              </PrimaryButton>
            ) : (
              <span className={styles.muted}>{t('comments.end')}</span>
            )}
          </div>
        </>
      );
  }

  const total = data?.pages[0]?.total;
  return (
    <PullToRefresh onRefresh={() => refetch()}>
      <section className={styles.commentsPage}>
        <div className={styles.card} data-testid="comments">
          <h1 className={styles.cardTitle}>
            {total === undefined ? t('comments.title') : t('comments.count', { count: total })}
          </h1>
          <CommentForm lessonId={lessonId} />
          {body}
        </div>
      </section>
    </PullToRefresh>
  );
}
