import { useQuery } from '@tanstack/react-query';
import type { LessonItem } from '@xueche/contract';
import { type ReactNode, useId } from 'react';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { formatDuration } from '../../lib/format';
import { END_MARGIN_S } from './history';
import styles from './lessons.module.css';
import { courseQuery } from './lessons-api';
import { useT } from './messages';

function ProgressNote({ lesson }: { lesson: LessonItem }) {
  const t = useT();
  if (!(lesson.progress_s > 0)) return <span className={styles.progressNote}>{t('progress.none')}</span>;
  const end = lesson.locked ? lesson.preview_s : lesson.duration_s;
  if (lesson.progress_s >= end - END_MARGIN_S && !lesson.locked) {
    return <span className={`${styles.progressNote} ${styles.progressDone}`}>{t('progress.done')}</span>;
  }
  const percent = lesson.duration_s > 0 ? Math.min(100, Math.round((lesson.progress_s / lesson.duration_s) * 100)) : 0;
  return <span className={styles.progressNote}>{t('progress.percent', { percent })}</span>;
}

/** The course's chapters and lessons, the one playing marked; each lesson links to its page. */
export function CourseOutline({ fieldId, currentId }: { fieldId: number; currentId: number }) {
  const t = useT();
  const id = useId();
  const outline = useQuery(courseQuery(fieldId));

  let body: ReactNode;
  if (outline.isPending) body = <Loading />;
  else if (outline.isError)
    body = (
      <Failed message={errorMessage(outline.error, t('course.loadFailed'))} onRetry={() => void outline.refetch()} />
    );
  else if (outline.data.chapters.every((c) => c.lessons.length === 0)) body = <Empty text={t('course.empty')} />;
  else
    body = outline.data.chapters.map((chapter) => (
      <div key={chapter.id} className={styles.chapter}>
        <h3 className={styles.chapterTitle}>{chapter.title}</h3>
        <ol className={styles.lessonList}>
          {chapter.lessons.map((lesson) => {
            const current = lesson.id === currentId;
            return (
              <li key={lesson.id}>
                <Link
                  to={`/detail/${lesson.id}`}
                  className={`${styles.lessonRow} ${current ? styles.lessonCurrent : ''}`}
                  aria-current={current ? 'page' : undefined}
                  data-testid="lesson-row"
                  data-lesson-id={lesson.id}
                >
                  <span className={styles.lessonTitle}>{lesson.title}</span>
                  <span className={styles.lessonMeta}>
                    {lesson.free === 1 ? (
                      <span className={`${styles.badge} ${styles.badgeFree}`} data-testid="badge-free">
                        {t('badge.free')}
                      </span>
                    ) : lesson.locked ? (
                      <span className={`${styles.badge} ${styles.badgeLocked}`} data-testid="badge-locked">
                        <span aria-hidden="true">🔒</span> {t('badge.locked')}
                      </span>
                    ) : null}
                    {current && <span className={`${styles.badge} ${styles.badgeCurrent}`}>{t('badge.current')}</span>}
                    <span>{formatDuration(lesson.duration_s)}</span>
                    <ProgressNote lesson={lesson} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    ));

  const course = outline.data?.course;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="course-outline">
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('course.title')}
        </h2>
        {course && (
          <span className={styles.muted}>
            {course.is_buy === 1
              ? t('course.bought')
              : t('course.summary', { count: course.lesson_count, free: course.free_count })}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}
