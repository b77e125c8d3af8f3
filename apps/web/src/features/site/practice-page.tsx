import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { PhoneField } from '../../components/area/phone-field';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { openFieldPicker } from '../../lib/field-picker';
import { isMobile } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { formatDate, formatPhone } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { useSiteField } from './paths';
import { practiceDays } from './practice-days';
import styles from './site.module.css';
import {
  type Application,
  applicationsQuery,
  refreshPractice,
  type SiteField,
  siteFieldQuery,
  slotsQuery,
} from './site-api';

const FIELDS = ['date', 'slot', 'phone', 'field_id'] as const;
type Field = (typeof FIELDS)[number] | 'form';

/**
 * '/k2vr/practice' (a new page): on-site practice at the exam field. Pick a day of the next 14 and a
 * slot with places left, give a phone, apply (`v2/k2/kc-apply`); the applications below show their state
 * and the operator's reply, and the decision is also texted to the phone.
 */
export default function PracticePage() {
  const t = useT();
  const { fieldId } = useSiteField();
  const info = useQuery({ ...siteFieldQuery(fieldId, true), enabled: fieldId !== null });
  let form: ReactNode;
  if (fieldId === null) {
    form = (
      <section className={styles.card} data-testid="practice-no-field">
        <p className={styles.note}>{t('practice.noField')}</p>
        <PrimaryButton size="small" onClick={openFieldPicker}>
          {t('field.pick')}
        </PrimaryButton>
      </section>
    );
  } else if (info.isPending) form = <Loading />;
  else if (info.isError) {
    form = <Failed message={errorMessage(info.error, t('practice.fieldFailed'))} onRetry={() => void info.refetch()} />;
  } else form = <PracticeForm key={info.data.field_id} field={info.data} />;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.kicker}>{t('practice.kicker')}</span>
        <h1>{info.data ? info.data.field_name : t('practice.title')}</h1>
        <p>{t('practice.intro')}</p>
        {info.data && (
          <button type="button" className={styles.heroLink} onClick={openFieldPicker}>
            {t('field.change')}
          </button>
        )}
      </header>
      {form}
      <Applications />
    </div>
  );
}

function PracticeForm({ field }: { field: SiteField }) {
  const t = useT();
  const client = useQueryClient();
  const days = useMemo(() => practiceDays(), []);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = (...fields: Field[]) =>
    setErrors((prev) => {
      const next = { ...prev };
      for (const f of [...fields, 'form' as const]) delete next[f];
      return next;
    });

  const mutation = useMutation({
    mutationFn: () => api('POST /v2/k2/kc-apply', { body: { field_id: field.field_id, date, slot, phone } }),
    onSuccess: () => {
      // The phone stays for the next application; the slot is taken.
      setSlot('');
      setErrors({});
      refreshPractice(client);
      toast(t('practice.sent'), 'success');
    },
    onError: (error) => {
      setErrors(refusal(isApiError(error) ? error : null, FIELDS, t('practice.failed')));
      // A slot that filled meanwhile: show the places as they are now.
      if (isApiError(error) && error.code !== 400) refreshPractice(client);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: typeof errors = {};
    if (!date) found.date = t('practice.pickDay');
    else if (!slot) found.slot = t('practice.pickSlot');
    if (!isMobile(phone)) found.phone = t('practice.phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  const weekday = (n: number) => t(`weekday.${n}` as 'weekday.0');

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="practice-form">
      <h2 className={styles.sectionTitle}>{t('practice.apply')}</h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('practice.day')}</legend>
        <div className={styles.dayRow}>
          {days.map((d) => (
            <button
              key={d.date}
              type="button"
              aria-pressed={d.date === date}
              className={styles.day}
              data-testid="practice-day"
              data-date={d.date}
              onClick={() => {
                setDate(d.date);
                setSlot('');
                clear('date', 'slot');
              }}
            >
              <small>{weekday(d.weekday)}</small>
              {d.short}
            </button>
          ))}
        </div>
        {errors.date && (
          <p className={styles.fieldError} role="alert">
            {errors.date}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('practice.slot')}</legend>
        {date ? (
          <Slots
            fieldId={field.field_id}
            date={date}
            value={slot}
            onChange={(s) => {
              setSlot(s);
              clear('slot');
            }}
          />
        ) : (
          <p className={styles.hint}>{t('practice.dayFirst')}</p>
        )}
        {errors.slot && (
          <p className={styles.fieldError} role="alert">
            {errors.slot}
          </p>
        )}
      </fieldset>
      <PhoneField
        styles={styles}
        label={t('practice.phone')}
        placeholder={t('practice.phoneHint')}
        hint={t('practice.phoneNote')}
        value={phone}
        error={errors.phone}
        testId="practice-phone"
        onChange={(v) => {
          setPhone(v);
          clear('phone');
        }}
      />
      {(errors.form || errors.field_id) && (
        <p className={styles.alert} role="alert" data-testid="practice-error">
          {errors.form ?? errors.field_id}
        </p>
      )}
      <SubmitButton block data-testid="practice-submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('practice.sending') : t('practice.submit')}
      </SubmitButton>
    </form>
  );
}

function Slots({
  fieldId,
  date,
  value,
  onChange,
}: {
  fieldId: number;
  date: string;
  value: string;
  onChange: (slot: string) => void;
}) {
  const t = useT();
  const query = useQuery(slotsQuery(fieldId, date));
  if (query.isPending) return <Loading text={t('practice.slotsLoading')} />;
  if (query.isError) {
    return (
      <Failed message={errorMessage(query.error, t('practice.slotsFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className={styles.hint} data-testid="practice-no-slots">
        {t('practice.noSlots')}
      </p>
    );
  }
  return (
    <div className={styles.slotGrid}>
      {query.data.map((s) => (
        <button
          key={s.slot}
          type="button"
          aria-pressed={s.slot === value}
          disabled={s.left <= 0}
          className={styles.slot}
          data-testid="practice-slot"
          data-slot={s.slot}
          data-left={s.left}
          onClick={() => onChange(s.slot)}
        >
          <strong>{s.slot}</strong>
          <small>{s.left > 0 ? t('practice.left', { left: s.left, capacity: s.capacity }) : t('practice.full')}</small>
        </button>
      ))}
    </div>
  );
}

function Applications() {
  const t = useT();
  const query = useQuery(applicationsQuery());
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body = (
      <Failed message={errorMessage(query.error, t('practice.listFailed'))} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className={styles.hint} data-testid="applications-empty">
        {t('practice.none')}
      </p>
    );
  } else {
    body = (
      <ul className={styles.applications} data-testid="applications">
        {query.data.map((a) => (
          <ApplicationRow key={a.id} application={a} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.sectionTitle}>{t('practice.mine')}</h2>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          data-testid="applications-refresh"
        >
          {t('practice.refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}

function ApplicationRow({ application: a }: { application: Application }) {
  const t = useT();
  return (
    <li className={styles.application} data-testid="application" data-id={a.id} data-status={a.status}>
      <div className={styles.cardHead}>
        <strong>
          {a.date} {a.slot}
        </strong>
        <span className={styles.statusTag} data-status={a.status}>
          {t(`status.${a.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {a.field_name} · {a.phone.includes('*') ? a.phone : formatPhone(a.phone)}
      </p>
      {a.reply && (
        <p className={styles.reply} data-testid="application-reply">
          {t('practice.reply', { reply: a.reply })}
        </p>
      )}
      <p className={styles.hint}>
        {t('practice.appliedAt', { at: formatDate(a.created_at, 'YYYY-MM-DD HH:mm') })}
        {a.decided_at && ` · ${t('practice.decidedAt', { at: formatDate(a.decided_at, 'YYYY-MM-DD HH:mm') })}`}
      </p>
      {a.cancellable && <CancelApplication application={a} />}
    </li>
  );
}

/** Withdraws a live application (the server's rule: until its slot begins), after asking. */
function CancelApplication({ application: a }: { application: Application }) {
  const t = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api('POST /v2/k2/kc-cancel', { body: { id: a.id } }),
    onSuccess: () => {
      setAsking(false);
      toast(t('practice.cancelled'), 'success');
    },
    // Cancelled, or moved on meanwhile (decided, begun): the list as it stands.
    onSettled: () => refreshPractice(client),
  });
  return (
    <div className={styles.cancelBox}>
      {cancel.isError && (
        <p className={styles.alert} role="alert" data-testid="application-cancel-error">
          {errorMessage(cancel.error, t('practice.cancelFailed'))}
        </p>
      )}
      {asking ? (
        <div role="alertdialog" aria-label={t('practice.cancel')}>
          <p className={styles.hint}>{t('practice.cancelAsk', { date: a.date, slot: a.slot })}</p>
          <div className={styles.cancelActions}>
            <PrimaryButton size="small" variant="ghost" onClick={() => setAsking(false)}>
              {t('practice.cancelKeep')}
            </PrimaryButton>
            <PrimaryButton
              size="small"
              disabled={cancel.isPending}
              data-testid="application-cancel-confirm"
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? t('practice.cancelling') : t('practice.cancelConfirm')}
            </PrimaryButton>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={styles.textButton}
          data-testid="application-cancel"
          onClick={() => setAsking(true)}
        >
          {t('practice.cancel')}
        </button>
      )}
    </div>
  );
}
