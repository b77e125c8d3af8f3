import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chinaDateTime } from '@xueche/time';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/area/field-error';
import { DebounceButton } from '../../components/debounce-button';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { refusal } from '../../lib/form-refusal';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import styles from './styles';
import { type Booking, refreshBookings } from './train-api';
import { yuan } from './train-format';

/** What cancelling does to this booking now, in words: frees the hours, refunds in full, or refunds nothing. */
export function useCancelWords(booking: Booking, now = Date.now()): string {
  const t = useT();
  if (booking.status === 'unpaid') return t('cancel.unpaid');
  const until = booking.refundable_until ? Date.parse(booking.refundable_until) : Number.NaN;
  if (Number.isFinite(until) && now < until) {
    return t('cancel.refund', { amount: yuan(booking.amount_fen), until: chinaDateTime(until) });
  }
  return t('cancel.noRefund');
}

/**
 * The student cancels, after reading what it refunds (a full refund until the rule's hour, nothing after;
 * an unpaid booking just frees its hours), and confirming.
 */
export function CancelBooking({ booking }: { booking: Booking }) {
  const t = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const words = useCancelWords(booking);
  const cancel = useMutation({
    mutationFn: () => api('POST /v1/train/booking/cancel', { body: { id: booking.id } }),
    onSuccess: (next) => {
      refreshBookings(client, next);
      setAsking(false);
      toast(next.refunded_fen > 0 ? t('cancel.doneRefund', { amount: yuan(next.refunded_fen) }) : t('cancel.done'));
    },
    onError: () => {
      // The booking may have moved on (paid, started): as it stands now.
      void client.invalidateQueries({ queryKey: ['train', 'booking', booking.id] });
    },
  });
  return (
    <section className={styles.card} data-testid="cancel-box">
      <p className={styles.note} data-testid="cancel-words">
        {words}
      </p>
      {cancel.isError && (
        <p className={styles.alert} role="alert" data-testid="cancel-error">
          {errorMessage(cancel.error, t('cancel.failed'))}
        </p>
      )}
      {asking ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t('cancel.confirmTitle')}>
          <p>{t('cancel.confirmTitle')}</p>
          <div className={styles.actions}>
            <PrimaryButton size="small" variant="ghost" onClick={() => setAsking(false)}>
              {t('cancel.keep')}
            </PrimaryButton>
            <DebounceButton
              size="small"
              data-testid="cancel-confirm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? t('cancel.sending') : t('cancel.confirm')}
            </DebounceButton>
          </div>
        </div>
      ) : (
        <PrimaryButton variant="ghost" block data-testid="cancel-booking" onClick={() => setAsking(true)}>
          {t('cancel.action')}
        </PrimaryButton>
      )}
    </section>
  );
}

/** The coach marks a paid session done once it has ended: its price less the fee enters their earnings. */
export function MarkDone({ booking, now = Date.now() }: { booking: Booking; now?: number }) {
  const t = useT();
  const client = useQueryClient();
  const ended = Date.parse(booking.end) <= now;
  const done = useMutation({
    mutationFn: () => api('POST /v1/train/booking/done', { body: { id: booking.id } }),
    onSuccess: (next) => {
      refreshBookings(client, next);
      // The ledger, the balance and the earnings pages change.
      for (const key of [['wallet'], ['coach']]) {
        void client.invalidateQueries({ queryKey: key });
      }
      toast(t('done.toast'), 'success');
    },
  });
  return (
    <section className={styles.card} data-testid="done-box">
      {ended ? (
        <p className={styles.note}>{t('done.ready')}</p>
      ) : (
        <p className={styles.note} data-testid="done-wait">
          {t('done.wait', { end: chinaDateTime(booking.end) })}
        </p>
      )}
      {done.isError && (
        <p className={styles.alert} role="alert" data-testid="done-error">
          {errorMessage(done.error, t('done.failed'))}
        </p>
      )}
      <DebounceButton block data-testid="mark-done" disabled={!ended || done.isPending} onClick={() => done.mutate()}>
        {done.isPending ? t('done.sending') : t('done.action')}
      </DebounceButton>
    </section>
  );
}

const RATE_FIELDS = ['stars', 'text'] as const;

/** The student rates a done session once: 1–5 stars and a few words; a refusal keeps both. */
export function RateForm({ booking }: { booking: Booking }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'stars' | 'text' | 'form', string>>>({});
  const rate = useMutation({
    mutationFn: () => api('POST /v1/train/booking/rate', { body: { id: booking.id, stars, text: text.trim() } }),
    onSuccess: (next) => {
      refreshBookings(client, next);
      toast(t('rate.thanks'), 'success');
    },
    onError: (error) => setErrors(refusal(isApiError(error) ? error : null, RATE_FIELDS, t('rate.failed'))),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rate.isPending) return;
    const found: typeof errors = {};
    if (stars < 1) found.stars = t('rate.pickStars');
    if (text.trim().length > 300) found.text = t('rate.tooLong');
    setErrors(found);
    if (Object.keys(found).length === 0) rate.mutate();
  };
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="rate-form">
      <h2 className={styles.sectionTitle}>{t('rate.title')}</h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('rate.starsLabel')}</legend>
        <div className={styles.starPicker}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={stars === n}
              aria-label={t('rate.stars', { n })}
              className={n <= stars ? `${styles.star} ${styles.starOn}` : styles.star}
              data-testid={`rate-star-${n}`}
              onClick={() => {
                setStars(n);
                setErrors(({ stars: _, ...rest }) => rest);
              }}
            >
              ★
            </button>
          ))}
        </div>
        {errors.stars && (
          <p className={styles.fieldError} role="alert">
            {errors.stars}
          </p>
        )}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-text`}>
          {t('rate.textLabel')}
        </label>
        <textarea
          id={`${ids}-text`}
          className={styles.input}
          rows={3}
          maxLength={320}
          value={text}
          placeholder={t('rate.placeholder')}
          data-testid="rate-text"
          aria-invalid={errors.text ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setErrors(({ text: _, ...rest }) => rest);
          }}
        />
        {errors.text && (
          <p className={styles.fieldError} role="alert">
            {errors.text}
          </p>
        )}
      </div>
      <FormAlert text={errors.form} className={styles.alert} testId="rate-error" />
      <SubmitButton block data-testid="rate-submit" disabled={rate.isPending}>
        {rate.isPending ? t('rate.sending') : t('rate.submit')}
      </SubmitButton>
    </form>
  );
}
