import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { cityQuery } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { type MessageKey, useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import { type CoachCard, coachPoster } from './poster-content';
import styles from './posters.module.css';
import { posterKeys, shareCoachQuery } from './posters-api';
import { isTemplateKey, type TemplateKey } from './templates';

export const TITLE_MIN = 2;
export const TITLE_MAX = 20;
export const SLOGAN_MAX = 40;

/** The same rules as the API's (trimmed title 2–20, slogan up to 40), checked before sending. */
export function checkPoster(title: string, slogan: string): { title?: MessageKey; slogan?: MessageKey } {
  const errors: { title?: MessageKey; slogan?: MessageKey } = {};
  const length = [...title.trim()].length;
  if (length < TITLE_MIN) errors.title = 'set.titleShort';
  else if (length > TITLE_MAX) errors.title = 'set.titleLong';
  if ([...slogan.trim()].length > SLOGAN_MAX) errors.slogan = 'set.sloganLong';
  return errors;
}

/** '/poster/coach-poster-set?template=…': title, slogan and field of a new poster; saving makes the poster. */
export default function PosterSetPage() {
  const t = useT();
  const [params] = useSearchParams();
  const template: TemplateKey = isTemplateKey(params.get('template'))
    ? (params.get('template') as TemplateKey)
    : 'recruit-student';
  const query = useQuery(shareCoachQuery());
  if (query.isPending) return <Loading full />;
  if (!query.data) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  return <PosterForm key={template} template={template} coach={query.data} />;
}

function PosterForm({ template, coach }: { template: TemplateKey; coach: CoachCard }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState(() => t(`template.${template}.title`));
  const [slogan, setSlogan] = useState(() => t(`template.${template}.slogan`));
  const [fieldId, setFieldId] = useState<number | null>(coach.field_id);
  const [touched, setTouched] = useState(false);
  const cityId = useSession((s) => s.field?.city_id);
  const city = useQuery({ ...cityQuery(cityId ?? 0), enabled: Boolean(cityId) });
  const fields = city.data?.fields ?? [];

  const save = useMutation({
    mutationFn: () =>
      api('POST /v1/coach/poster', {
        body: { template, title: title.trim(), slogan: slogan.trim(), field_id: fieldId ?? undefined },
      }),
    onSuccess: (poster) => {
      void client.invalidateQueries({ queryKey: posterKeys.posters });
      navigate(`/poster/coach-poster-save?id=${poster.id}`);
    },
  });
  const errors = checkPoster(title, slogan);
  const serverErrors = isApiError(save.error) ? save.error.errors : {};
  const titleError = touched && errors.title ? t(errors.title) : serverErrors.title;
  const sloganError = touched && errors.slogan ? t(errors.slogan) : serverErrors.slogan;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.title || errors.slogan || save.isPending) return;
    save.mutate();
  };

  const preview = useDeferredValue({ title: title.trim(), slogan: slogan.trim(), fieldId });
  const fieldName = fields.find((f) => f.field_id === fieldId)?.field_name ?? coach.field_name;

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.sectionTitle}>
        {t('set.title')} · {t(`template.${template}.name`)}
      </h1>
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate>
        <label className={styles.field}>
          <span className={styles.label}>
            {t('set.posterTitle')}
            <span className={styles.muted}>{t('set.count', { n: [...title.trim()].length, max: TITLE_MAX })}</span>
          </span>
          <input
            className={styles.input}
            value={title}
            maxLength={TITLE_MAX + 10}
            placeholder={t('set.titlePlaceholder')}
            aria-invalid={Boolean(titleError)}
            data-testid="poster-title-input"
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          {titleError && (
            <span className={styles.fieldError} role="alert">
              {titleError}
            </span>
          )}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>
            {t('set.slogan')}
            <span className={styles.muted}>{t('set.count', { n: [...slogan.trim()].length, max: SLOGAN_MAX })}</span>
          </span>
          <input
            className={styles.input}
            value={slogan}
            maxLength={SLOGAN_MAX + 10}
            placeholder={t('set.sloganPlaceholder')}
            aria-invalid={Boolean(sloganError)}
            data-testid="poster-slogan-input"
            onChange={(e) => setSlogan(e.target.value)}
          />
          {sloganError && (
            <span className={styles.fieldError} role="alert">
              {sloganError}
            </span>
          )}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('set.field')}</span>
          <select
            className={styles.select}
            value={fieldId ?? ''}
            data-testid="poster-field-select"
            onChange={(e) => setFieldId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('set.fieldNone')}</option>
            {coach.field_id && !fields.some((f) => f.field_id === coach.field_id) && (
              <option value={coach.field_id}>{coach.field_name}</option>
            )}
            {fields.map((f) => (
              <option key={f.field_id} value={f.field_id}>
                {f.field_name}
              </option>
            ))}
          </select>
          <span className={styles.muted}>{t('set.fieldHint')}</span>
        </label>
        {save.isError && (
          <p className={styles.notice} role="alert">
            {errorMessage(save.error, t('set.saveFailed'))}
          </p>
        )}
        <SubmitButton block disabled={save.isPending} aria-busy={save.isPending} data-testid="poster-save">
          {save.isPending ? t('set.saving') : t('set.save')}
        </SubmitButton>
      </form>
      <PosterCanvas
        mode="preview"
        poster={coachPoster(
          t,
          template,
          { ...coach, field_name: fieldName },
          {
            title: preview.title || t(`template.${template}.title`),
            slogan: preview.slogan,
            fieldId: preview.fieldId,
          },
        )}
      />
    </section>
  );
}
