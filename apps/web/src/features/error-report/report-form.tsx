import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import styles from './error-report.module.css';
import { useT } from './messages';

export const KINDS = ['answer', 'explanation', 'typo', 'image', 'other'] as const;
export type Kind = (typeof KINDS)[number];
export const MIN_LENGTH = 2;
export const MAX_LENGTH = 500;

type Field = 'kind' | 'content' | 'question_id';
type FieldErrors = Partial<Record<Field, string>>;

interface Props {
  /** The question reported, or none for a general report. */
  questionId?: number;
  onSent: () => void;
}

/** The kind chips, the description and the submit button; what was typed survives every failure. */
export function ReportForm({ questionId, onSent }: Props) {
  const t = useT();
  const ids = useId();
  // A general report has no question to be wrong about: it starts as "other". A question report asks.
  const [kind, setKind] = useState<Kind | null>(questionId ? null : 'other');
  const [content, setContent] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const kindRef = useRef<HTMLFieldSetElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const mutation = useMutation({
    mutationFn: (body: { question_id?: number; kind: Kind; content: string }) =>
      api('POST /v1/lesson/submit-erro', { body }),
    onSuccess: onSent,
    onError: (error) => {
      const fields = isApiError(error) ? error.errors : {};
      const known: FieldErrors = {};
      for (const field of ['kind', 'content', 'question_id'] as const) {
        if (fields[field]) known[field] = fields[field];
      }
      setServerErrors(known);
      // The envelope's sentence, unless every problem already sits beside its field.
      setFormError(Object.keys(known).length ? null : errorMessage(error, t('report.failed')));
      if (known.content) contentRef.current?.focus();
    },
  });

  const trimmed = content.trim().length;
  const clientErrors: FieldErrors = {};
  if (!kind) clientErrors.kind = t('report.needKind');
  if (trimmed < MIN_LENGTH) clientErrors.content = t('report.tooShort', { min: MIN_LENGTH });
  else if (content.length > MAX_LENGTH) clientErrors.content = t('report.tooLong', { max: MAX_LENGTH });
  const shown: FieldErrors = { ...serverErrors, ...(attempted ? clientErrors : {}) };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setAttempted(true);
    if (clientErrors.kind || clientErrors.content || !kind) {
      if (clientErrors.kind) kindRef.current?.querySelector('input')?.focus();
      else contentRef.current?.focus();
      return;
    }
    setServerErrors({});
    setFormError(null);
    mutation.mutate({ ...(questionId ? { question_id: questionId } : {}), kind, content: content.trim() });
  };

  const errorId = (field: Field) => `${ids}-${field}-error`;
  const countId = `${ids}-count`;
  const near = content.length >= MAX_LENGTH - 50;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {questionId !== undefined && (
        <p className={styles.question}>
          {t('report.question', { id: questionId })}
          {shown.question_id && (
            <span id={errorId('question_id')} className={styles.fieldError}>
              {shown.question_id}
            </span>
          )}
        </p>
      )}

      <fieldset
        ref={kindRef}
        className={styles.fieldset}
        aria-describedby={shown.kind ? errorId('kind') : undefined}
        disabled={mutation.isPending}
      >
        <legend className={styles.label}>{t('report.kind')}</legend>
        <div className={styles.chips}>
          {KINDS.map((k) => (
            <label key={k} className={styles.chip}>
              <input
                className={styles.radio}
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setServerErrors(({ kind: _, ...rest }) => rest);
                }}
              />
              <span className={styles.chipFace}>{t(`kind.${k}`)}</span>
            </label>
          ))}
        </div>
        {shown.kind && (
          <p id={errorId('kind')} className={styles.fieldError} role="alert">
            {shown.kind}
          </p>
        )}
      </fieldset>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-content`}>
          {t('report.content')}
        </label>
        <textarea
          ref={contentRef}
          id={`${ids}-content`}
          className={styles.textarea}
          name="content"
          rows={6}
          maxLength={MAX_LENGTH}
          placeholder={t('report.placeholder')}
          value={content}
          readOnly={mutation.isPending}
          aria-invalid={shown.content ? true : undefined}
          aria-describedby={[shown.content && errorId('content'), countId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setContent(event.target.value);
            setServerErrors(({ content: _, ...rest }) => rest);
          }}
        />
        <div className={styles.fieldFoot}>
          {shown.content ? (
            <p id={errorId('content')} className={styles.fieldError} role="alert">
              {shown.content}
            </p>
          ) : (
            <span />
          )}
          <span id={countId} className={`${styles.count} ${near ? styles.countNear : ''}`}>
            <span aria-hidden="true">{t('report.count', { count: content.length, max: MAX_LENGTH })}</span>
            <span className={styles.srOnly}>{t('report.countLabel', { count: content.length, max: MAX_LENGTH })}</span>
          </span>
        </div>
      </div>

      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}

      <SubmitButton block disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('report.sending') : t('report.submit')}
      </SubmitButton>
    </form>
  );
}
