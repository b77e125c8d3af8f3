import { useQuery } from '@tanstack/react-query';
import type { CourseInfo, LessonDetail } from '@xueche/contract';
import { type ReactNode, useId, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { ApplyForm } from './apply-form';
import { CommentForm, CommentList } from './comments';
import { CourseOutline } from './course-outline';
import styles from './lessons.module.css';
import { commentsPreviewQuery, detailsQuery } from './lessons-api';
import { useT } from './messages';
import { Player } from './player/player';

/** '/detail/:lesson_id' and '/video-info/:video_id': the lesson's video, its course, comments and the class form. */
export default function LessonPage() {
  const t = useT();
  const params = useParams();
  const id = parseId(params.lesson_id ?? params.video_id);
  const details = useQuery({ ...detailsQuery(id ?? 0), enabled: id !== undefined });

  if (id === undefined) return <Failed message={t('lesson.notFound')} />;
  if (details.isPending) return <Loading full />;
  if (details.isError) {
    if (isNotFound(details.error)) return <Failed message={t('lesson.notFound')} />;
    return (
      <Failed message={errorMessage(details.error, t('lesson.loadFailed'))} onRetry={() => void details.refetch()} />
    );
  }
  // The key gives each lesson its own player: the previous one saves its position as it goes.
  return <LessonView key={id} lesson={details.data.lesson} course={details.data.course} />;
}

function LessonView({ lesson, course }: { lesson: LessonDetail; course: CourseInfo }) {
  const t = useT();
  const navigate = useNavigate();
  const position = useRef(0);

  const landscape = () => {
    navigate(`/rotatePlayer?id=${lesson.id}&t=${Math.floor(position.current)}`);
  };

  return (
    <article className={styles.lessonPage}>
      <div className={styles.playerWrap}>
        <Player lesson={lesson} course={course} positionRef={position} />
      </div>

      <section className={styles.card} data-testid="lesson-info">
        <h1 className={styles.title}>{lesson.title}</h1>
        <p className={styles.muted}>
          {lesson.chapter_title
            ? t('lesson.meta', { chapter: lesson.chapter_title, views: lesson.views })
            : t('lesson.views', { views: lesson.views })}
        </p>
        {lesson.summary && <p className={styles.summary}>{lesson.summary}</p>}
        <div className={styles.infoActions}>
          <button type="button" className={styles.pill} onClick={landscape} data-testid="landscape">
            <span aria-hidden="true">⟲</span> {t('lesson.landscape')}
          </button>
        </div>
        <nav className={styles.prevNext} aria-label={t('course.title')}>
          {lesson.prev_id ? (
            <Link to={`/detail/${lesson.prev_id}`} className={styles.prevNextLink} rel="prev" data-testid="prev-lesson">
              ‹ {t('lesson.prev')}
            </Link>
          ) : (
            <span className={styles.prevNextNone}>{t('lesson.prevNone')}</span>
          )}
          {lesson.next_id ? (
            <Link to={`/detail/${lesson.next_id}`} className={styles.prevNextLink} rel="next" data-testid="next-lesson">
              {t('lesson.next')} ›
            </Link>
          ) : (
            <span className={styles.prevNextNone}>{t('lesson.nextNone')}</span>
          )}
        </nav>
      </section>

      <ErrorBoundary message={t('course.loadFailed')}>
        <CourseOutline fieldId={course.field_id} currentId={lesson.id} />
      </ErrorBoundary>

      <ErrorBoundary message={t('comments.loadFailed')}>
        <CommentsPreview lessonId={lesson.id} count={lesson.comments} />
      </ErrorBoundary>

      <ErrorBoundary message={t('common.pageError')}>
        <ApplyForm course={course} />
      </ErrorBoundary>
    </article>
  );
}

function CommentsPreview({ lessonId, count }: { lessonId: number; count: number }) {
  const t = useT();
  const id = useId();
  const comments = useQuery(commentsPreviewQuery(lessonId));
  const total = comments.data?.total ?? count;

  let body: ReactNode;
  if (comments.isPending) body = <Loading />;
  else if (comments.isError)
    body = (
      <Failed
        message={errorMessage(comments.error, t('comments.loadFailed'))}
        onRetry={() => void comments.refetch()}
      />
    );
  else if (comments.data.list.length === 0) body = <Empty text={t('comments.empty')} />;
  else body = <CommentList comments={comments.data.list} lessonId={lessonId} />;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="comments">
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('comments.count', { count: total })}
        </h2>
        <Link to={`/comment?id=${lessonId}`} className={styles.more} data-testid="all-comments">
          {t('comments.all')} ›
        </Link>
      </div>
      <CommentForm lessonId={lessonId} />
      {body}
    </section>
  );
}
