import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonComment } from '@xueche/contract';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction, useSubmitCooldown } from '../../lib/debounce';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import styles from './lessons.module.css';
import { detailsQuery, lessonKeys, patchComment } from './lessons-api';
import { useT } from './messages';

const MIN_LENGTH = 2;
const MAX_LENGTH = 300;

/** Like or unlike: the count moves at once and goes back if the server refuses. */
function useLike(lessonId: number) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { comment: LessonComment; on: boolean }) =>
      api('POST /v1/lesson/comment-like', { body: { comment_id: vars.comment.id, on: vars.on } }),
    onMutate: ({ comment, on }) => {
      // A list arriving now would carry the old count: drop it, then move the count at once.
      void client.cancelQueries({ queryKey: lessonKeys.comments(lessonId) });
      patchComment(client, lessonId, comment.id, (c) => ({
        ...c,
        liked: on,
        likes: Math.max(0, c.likes + (on === c.liked ? 0 : on ? 1 : -1)),
      }));
      return { before: { liked: comment.liked, likes: comment.likes } };
    },
    onError: (error, { comment }, context) => {
      if (context) patchComment(client, lessonId, comment.id, (c) => ({ ...c, ...context.before }));
      toast(errorMessage(error, t('comments.likeFailed')), 'fail');
    },
    onSuccess: (result, { comment }) => {
      patchComment(client, lessonId, comment.id, (c) => ({ ...c, likes: result.likes, liked: result.liked }));
    },
  });
}

function CommentRow({ comment, lessonId }: { comment: LessonComment; lessonId: number }) {
  const t = useT();
  const like = useLike(lessonId);
  const [tapLike, likeCooling] = useDebouncedAction(like.mutate);
  const name = comment.user.nickname || '—';
  return (
    <li className={styles.comment} data-testid="comment" data-comment-id={comment.id}>
      {comment.user.head_portrait ? (
        <img className={styles.avatar} src={comment.user.head_portrait} alt="" loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className={styles.commentMain}>
        <div className={styles.commentHead}>
          <span className={styles.commentName}>{name}</span>
          <time className={styles.commentDate} dateTime={comment.created_at}>
            {formatDate(comment.created_at, 'YYYY-MM-DD HH:mm')}
          </time>
        </div>
        <p className={styles.commentText}>{comment.content}</p>
      </div>
      <button
        type="button"
        className={styles.like}
        aria-pressed={comment.liked}
        aria-label={`${comment.liked ? t('comments.unlike') : t('comments.like')} ${comment.likes}`}
        disabled={likeCooling}
        onClick={() => tapLike({ comment, on: !comment.liked })}
        data-testid="like"
      >
        <span aria-hidden="true">{comment.liked ? '♥' : '♡'}</span>
        <span data-testid="like-count">{comment.likes}</span>
      </button>
    </li>
  );
}

export function CommentList({ comments, lessonId }: { comments: LessonComment[]; lessonId: number }) {
  return (
    <ul className={styles.comments}>
      {comments.map((c) => (
        <CommentRow key={c.id} comment={c} lessonId={lessonId} />
      ))}
    </ul>
  );
}

/** The box to write a comment; a posted comment refreshes the lists and the lesson's count. */
export function CommentForm({ lessonId }: { lessonId: number }) {
  const t = useT();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [submitRef, cooling] = useSubmitCooldown();
  const add = useMutation({
    mutationFn: (content: string) => api('POST /v1/lesson/comment-add', { body: { lesson_id: lessonId, content } }),
    onSuccess: () => {
      setText('');
      toast(t('comments.added'), 'success');
      void client.invalidateQueries({ queryKey: lessonKeys.comments(lessonId) });
      client.setQueryData(detailsQuery(lessonId).queryKey, (data) =>
        data ? { ...data, lesson: { ...data.lesson, comments: data.lesson.comments + 1 } } : data,
      );
    },
    onError: (error) => toast(errorMessage(error, t('comments.addFailed')), 'fail'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content.length < MIN_LENGTH) {
      toast(t('comments.tooShort'));
      return;
    }
    add.mutate(content);
  };

  return (
    <form className={styles.commentForm} onSubmit={submit}>
      <textarea
        className={styles.commentInput}
        value={text}
        maxLength={MAX_LENGTH}
        rows={2}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('comments.placeholder')}
        aria-label={t('comments.placeholder')}
        data-testid="comment-input"
      />
      <button
        ref={submitRef}
        type="submit"
        className={styles.commentSubmit}
        disabled={add.isPending || cooling}
        data-testid="comment-submit"
      >
        {add.isPending ? t('comments.submitting') : t('comments.submit')}
      </button>
    </form>
  );
}
