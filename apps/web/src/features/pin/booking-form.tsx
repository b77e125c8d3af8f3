import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/area/field-error';
import { BookPhoneField, usePhoneInput } from '../../components/area/phone-field';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { isMobile } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { pinKeys, refreshTrips, type Trip } from './pin-api';
import { cutoffParams } from './pin-format';
import styles from './styles';

const FIELDS = ['seats', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/** The most seats one booking takes (the contract's limit), never more than are left. */
export const maxSeats = (left: number) => Math.max(0, Math.min(6, left));

/** Booking N seats with a phone number; the rule on cancelling is read before the button. */
export function BookingForm({ trip }: { trip: Trip }) {
  const t = useT();
  const client = useQueryClient();
  const most = maxSeats(trip.seats_left);
  const [seats, setSeats] = useState(Math.min(1, most));
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [phone, typePhone] = usePhoneInput(() => setErrors(({ phone: _, ...rest }) => rest));

  const mutation = useMutation({
    mutationFn: () => api('POST /v1/pin/book', { body: { trip_id: trip.id, seats, phone } }),
    onSuccess: (booking) => {
      client.setQueryData(pinKeys.trip(trip.id), (prev: Trip | undefined) =>
        prev ? { ...prev, my_booking: booking, seats_left: prev.seats_left - booking.seats } : prev,
      );
      refreshTrips(client);
      toast(t('book.done'), 'success');
    },
    onError: (error) => {
      // Refusals of the booking itself (no seats left, the trip has gone) read as the form's sentence.
      setErrors(refusal(isApiError(error) ? error : null, FIELDS, t('book.failed')));
      if (isApiError(error) && error.code === 409) void client.invalidateQueries({ queryKey: pinKeys.trip(trip.id) });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: typeof errors = {};
    if (seats < 1 || seats > most) found.seats = t('book.seatsRange', { n: most });
    if (!isMobile(phone)) found.phone = t('book.phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="booking-form">
      <h2 className={styles.sectionTitle}>{t('book.title')}</h2>
      <fieldset className={`${styles.field} ${styles.fieldset}`}>
        <legend className={styles.label}>{t('book.seats')}</legend>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('book.fewer')}
            disabled={seats <= 1}
            data-testid="seats-minus"
            onClick={() => setSeats((n) => Math.max(1, n - 1))}
          >
            −
          </button>
          <output data-testid="seats-value" aria-live="polite">
            {seats}
          </output>
          <button
            type="button"
            aria-label={t('book.more')}
            disabled={seats >= most}
            data-testid="seats-plus"
            onClick={() => setSeats((n) => Math.min(most, n + 1))}
          >
            ＋
          </button>
        </div>
        {errors.seats && (
          <p className={styles.fieldError} role="alert">
            {errors.seats}
          </p>
        )}
      </fieldset>
      <BookPhoneField styles={styles} words={t} value={phone} error={errors.phone} onChange={typePhone} />
      <div className={styles.rule} data-testid="cutoff-rule">
        <strong>{t('book.ruleTitle')}</strong>
        <p>{t('book.cutoffRule', cutoffParams(trip))}</p>
        <p>{t('book.payRule')}</p>
      </div>
      <p className={styles.total}>{t('book.total', { n: seats, fare: formatMoney(trip.fare_fen * seats) })}</p>
      <FormAlert text={errors.form} className={styles.alert} testId="book-error" />
      <SubmitButton block data-testid="book-submit" disabled={mutation.isPending || most === 0}>
        {mutation.isPending ? t('book.sending') : t('book.submit', { n: seats })}
      </SubmitButton>
    </form>
  );
}
