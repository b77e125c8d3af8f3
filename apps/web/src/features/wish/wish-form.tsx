import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useT } from './messages';
import styles from './wish.module.css';
import { WISH_MAX, WISH_MIN } from './wish-api';

interface Props {
  /** Wishes the person may still make today and the daily number; unknown until the wall loads. */
  allowance: { left: number; max: number } | undefined;
  onPosted: () => void;
}

/**
 * The wish box: what is typed survives every failure; the length is checked before sending. A posted wish is
 * said here, beside the box (a toast in the middle of the screen sat on the new wish itself).
 */
export function WishForm({ allowance, onPosted }: Props) {
  const t = useT();
  const ids = useId();
  const [content, setContent] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const mutation = useMutation({
    mutationFn: (text: string) => api('POST /v1/wish/add', { body: { content: text } }),
    onSuccess: () => {
      setContent('');
      setAttempted(false);
      setServerError(null);
      setPosted(true);
      onPosted();
    },
    onError: (error) => {
      // A field message from validation, else the envelope's sentence (the daily limit says when).
      const field = isApiError(error) && error.code === 400 ? error.errors.content : undefined;
      setServerError(field ?? errorMessage(error, t('wish.postFailed')));
      box.current?.focus();
    },
  });

  const trimmed = content.trim().length;
  const clientError =
    trimmed < WISH_MIN
      ? t('wish.tooShort', { min: WISH_MIN })
      : trimmed > WISH_MAX
        ? t('wish.tooLong', { max: WISH_MAX })
        : null;
  const shown = serverError ?? (attempted ? clientError : null);
  const spent = allowance !== undefined && allowance.left <= 0;

  const handleSubmit = () => {
    if (mutation.isPending) return;
    setAttempted(true);
    setPosted(false);
    setServerError(null);
    if (clientError) {
      box.current?.focus();
      return;
    }
    mutation.mutate(content.trim());
  };

  const errorId = `${ids}-error`;
  const countId = `${ids}-count`;
  return (
    <section className={styles.form} aria-labelledby={`${ids}-label`}>
      <label id={`${ids}-label`} className={styles.label} htmlFor={`${ids}-content`}>
        {t('wish.label')}
      </label>
      <textarea
        ref={box}
        id={`${ids}-content`}
        className={styles.textarea}
        rows={3}
        maxLength={WISH_MAX + 20}
        placeholder={t('wish.placeholder')}
        value={content}
        readOnly={mutation.isPending}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[shown && errorId, countId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setContent(event.target.value);
          setServerError(null);
          setPosted(false);
        }}
      />
      <div className={styles.formFoot}>
        {shown ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {shown}
          </p>
        ) : (
          <span className={styles.muted} data-testid="wish-allowance">
            {allowance
              ? spent
                ? t('wish.noneLeft', { max: allowance.max })
                : t('wish.left', { left: allowance.left })
              : ''}
          </span>
        )}
        <span id={countId} className={`${styles.count} ${trimmed > WISH_MAX ? styles.countOver : ''}`}>
          <span aria-hidden="true">{t('wish.count', { count: trimmed, max: WISH_MAX })}</span>
          <span className={styles.srOnly}>{t('wish.countLabel', { count: trimmed, max: WISH_MAX })}</span>
        </span>
      </div>
      {posted && (
        <p className={styles.posted} role="status" data-testid="wish-posted">
          {t('wish.posted')}
        </p>
      )}
      <DebounceButton
        block
        disabled={mutation.isPending || spent}
        aria-busy={mutation.isPending}
        onClick={handleSubmit}
        data-testid="wish-submit"
      >
        {mutation.isPending ? t('wish.sending') : t('wish.submit')}
      </DebounceButton>
    </section>
  );
}
