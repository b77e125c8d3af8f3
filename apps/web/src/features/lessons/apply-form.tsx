import { useMutation } from '@tanstack/react-query';
import type { CourseInfo } from '@xueche/contract';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import styles from './lessons.module.css';
import { type MessageKey, useT } from './messages';

const PHONE = /^1\d{10}$/;

/** "报名线下班": name, phone and a note for the field's offline class; then the application's status. */
export function ApplyForm({ course }: { course: CourseInfo }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const apply = useMutation({
    mutationFn: () =>
      api('POST /v1/lesson/apply', {
        body: { field_id: course.field_id, name: name.trim(), phone, note: note.trim() },
      }),
    onError: (error) => {
      if (isApiError(error) && (error.errors.name || error.errors.phone)) {
        setErrors({
          ...(error.errors.name ? { name: t('apply.nameInvalid') } : {}),
          ...(error.errors.phone ? { phone: t('apply.phoneInvalid') } : {}),
        });
      }
      toast(errorMessage(error, t('apply.failed')), 'fail');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) next.name = t('apply.nameInvalid');
    if (!PHONE.test(phone)) next.phone = t('apply.phoneInvalid');
    setErrors(next);
    if (next.name || next.phone) return;
    apply.mutate();
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="apply">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('apply.title')}
      </h2>
      <p className={styles.muted}>{t('apply.intro', { field: course.field_name })}</p>
      {apply.data ? (
        <p className={styles.applyDone} role="status" data-testid="apply-status" data-status={apply.data.status}>
          {t('apply.done', {
            id: apply.data.id,
            status: t(`apply.status.${apply.data.status}` as MessageKey),
          })}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field} htmlFor={`${id}-name`}>
            <span>{t('apply.name')}</span>
            <input
              id={`${id}-name`}
              name="name"
              className={styles.input}
              value={name}
              maxLength={20}
              autoComplete="name"
              placeholder={t('apply.namePlaceholder')}
              aria-invalid={Boolean(errors.name)}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </label>
          {errors.name && <p className={styles.fieldError}>{errors.name}</p>}
          <label className={styles.field} htmlFor={`${id}-phone`}>
            <span>{t('apply.phone')}</span>
            <input
              id={`${id}-phone`}
              name="phone"
              className={styles.input}
              value={phone}
              inputMode="numeric"
              type="tel"
              maxLength={11}
              autoComplete="tel"
              placeholder={t('apply.phonePlaceholder')}
              aria-invalid={Boolean(errors.phone)}
              onChange={(e) => setPhone(e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
            />
          </label>
          {errors.phone && <p className={styles.fieldError}>{errors.phone}</p>}
          <label className={styles.field} htmlFor={`${id}-note`}>
            <span>{t('apply.note')}</span>
            <textarea
              id={`${id}-note`}
              name="note"
              className={styles.input}
              value={note}
              maxLength={200}
              rows={2}
              placeholder={t('apply.notePlaceholder')}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          </label>
          <SubmitButton block disabled={apply.isPending} data-testid="apply-submit">
            {apply.isPending ? t('apply.submitting') : t('apply.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
