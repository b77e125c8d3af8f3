import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { fieldQuery } from '../../lib/queries';
import { toast } from '../../lib/toast';
import styles from './coach.module.css';
import { coachKeys } from './coach-api';
import { useT } from './messages';

const PHONE = /^1\d{10}$/;
type Errors = Partial<Record<'student_name' | 'student_phone' | 'subject' | 'field_id' | 'note', string>>;

/** Apply to open the theory course (subject one or four) for a student; an operator reviews it. */
export function KtForm() {
  const t = useT();
  const id = useId();
  const client = useQueryClient();
  const field = useQuery(fieldQuery());
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [subject, setSubject] = useState<1 | 4>(1);
  const [withField, setWithField] = useState(true);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fieldId = withField ? field.data?.field_id : undefined;

  const apply = useMutation({
    mutationFn: () =>
      api('POST /v3/apply/kt', {
        body: { student_name: name.trim(), student_phone: phone, subject, field_id: fieldId, note: note.trim() },
      }),
    onSuccess: () => {
      toast(t('kt.done'), 'success');
      setName('');
      setPhone('');
      setNote('');
      setErrors({});
      void client.invalidateQueries({ queryKey: coachKeys.applications('kt') });
      void client.invalidateQueries({ queryKey: coachKeys.index });
    },
    onError: (error) => {
      if (isApiError(error)) {
        const named = Object.keys(error.errors) as (keyof Errors)[];
        if (named.length) setErrors(Object.fromEntries(named.map((k) => [k, error.errors[k]])) as Errors);
      }
      toast(errorMessage(error, t('kt.failed')), 'fail');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) next.student_name = t('kt.nameInvalid');
    if (!PHONE.test(phone)) next.student_phone = t('kt.phoneInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    apply.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('kt.formTitle')}
      </h2>
      <p className={styles.muted}>{t('kt.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="kt-form">
        <label className={styles.field} htmlFor={`${id}-name`}>
          <span>{t('kt.name')}</span>
          <input
            id={`${id}-name`}
            name="student_name"
            className={styles.input}
            value={name}
            maxLength={20}
            placeholder={t('kt.namePlaceholder')}
            aria-invalid={Boolean(errors.student_name)}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </label>
        {errors.student_name && <p className={styles.fieldError}>{errors.student_name}</p>}
        <label className={styles.field} htmlFor={`${id}-phone`}>
          <span>{t('kt.phone')}</span>
          <input
            id={`${id}-phone`}
            name="student_phone"
            className={styles.input}
            value={phone}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('kt.phonePlaceholder')}
            aria-invalid={Boolean(errors.student_phone)}
            onChange={(e) => setPhone(e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
          />
        </label>
        {errors.student_phone && <p className={styles.fieldError}>{errors.student_phone}</p>}
        <fieldset className={styles.choices}>
          <legend>{t('kt.subject')}</legend>
          {([1, 4] as const).map((s) => (
            <label key={s} className={styles.choice}>
              <input type="radio" name="subject" value={s} checked={subject === s} onChange={() => setSubject(s)} />
              {t(s === 1 ? 'subject.1' : 'subject.4')}
            </label>
          ))}
        </fieldset>
        {field.data && (
          <label className={styles.choice}>
            <input type="checkbox" checked={withField} onChange={(e) => setWithField(e.currentTarget.checked)} />
            {t('kt.withField', { field: field.data.field_name })}
          </label>
        )}
        {errors.field_id && <p className={styles.fieldError}>{errors.field_id}</p>}
        <label className={styles.field} htmlFor={`${id}-note`}>
          <span>{t('kt.note')}</span>
          <textarea
            id={`${id}-note`}
            name="note"
            className={styles.input}
            value={note}
            rows={2}
            maxLength={200}
            placeholder={t('kt.notePlaceholder')}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </label>
        <SubmitButton block disabled={apply.isPending} data-testid="kt-submit">
          {apply.isPending ? t('kt.submitting') : t('kt.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
