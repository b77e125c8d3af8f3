import { useQueryClient } from '@tanstack/react-query';
import { chinaTime } from '@xueche/time';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { FormAlert } from '../../components/area/field-error';
import { BookPhoneField, usePhoneInput } from '../../components/area/phone-field';
import { Link } from '../../components/link';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { isMobile } from '../../lib/form-input';
import { refusal } from '../../lib/form-refusal';
import { useT } from './messages';
import { bookingPath } from './pay';
import { SlotPicker } from './slot-picker';
import styles from './styles';
import { type CoachPage, trainKeys } from './train-api';
import { yuan } from './train-format';
import { freeHours, HOUR_MS, pickHour, stillFree } from './train-time';
import { useBookingPay } from './use-booking-pay';

const FIELDS = ['start', 'hours', 'phone'] as const;
type Errors = Partial<Record<'slots' | 'phone' | 'form', string>>;

/**
 * Booking hours of a coach: the free hours (one, or up to four in a row), a phone for the coach, the
 * refund rule in full (TrainRules.text) and the total, then WeChat Pay. A refusal shows beside the part it
 * names and keeps what was picked and typed; hours someone else took meanwhile are let go, with a word.
 */
export function BookForm({ coach }: { coach: CoachPage }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const pay = useBookingPay();
  const hours = useMemo(() => freeHours(coach.free), [coach.free]);
  const free = useMemo(() => new Set(hours.map((h) => h.at)), [hours]);
  const [picked, setPicked] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [phone, typePhone] = usePhoneInput(() => setErrors(({ phone: _, ...rest }) => rest));

  // The free hours were asked again (after a refusal, or coming back): hours no longer free are let go
  // (not the ones this page just booked, held for its own payment).
  const ownBooking = pay.busy || pay.notice?.bookingId !== undefined;
  useEffect(() => {
    if (picked.length && !ownBooking && !stillFree(picked, free)) {
      setPicked([]);
      setErrors((e) => ({ ...e, slots: e.slots ?? t('book.taken') }));
    }
  }, [free, picked, ownBooking, t]);

  const pick = (at: number) => {
    setPicked((prev) => pickHour(prev, at, free));
    setErrors(({ slots: _, form: __, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.busy) return;
    const found: Errors = {};
    if (picked.length === 0) found.slots = t('book.pickFirst');
    if (!isMobile(phone)) found.phone = t('book.phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    const first = hours.find((h) => h.at === picked[0]);
    if (!first) return;
    pay.start(
      () =>
        api('POST /v1/train/book', {
          body: { member_id: coach.member_id, start: first.start, hours: picked.length, phone },
        }),
      (error) => {
        const sentences = refusal(isApiError(error) ? error : null, FIELDS, t('book.failed'));
        setErrors({
          slots: sentences.start ?? sentences.hours,
          phone: sentences.phone,
          form: sentences.form,
        });
        // Taken meanwhile (or the coach's hours changed): the free hours again.
        if (isApiError(error) && (error.code === 409 || error.code === 400 || error.code === 422)) {
          void client.invalidateQueries({ queryKey: trainKeys.coach(coach.member_id) });
        }
      },
    );
  };

  const from = picked.length ? chinaTime(picked[0] as number) : null;
  const to = picked.length ? chinaTime((picked[picked.length - 1] as number) + HOUR_MS) : null;
  const total = coach.price_fen * picked.length;
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="book-form">
      <h2 className={styles.sectionTitle}>{t('book.title')}</h2>
      <SlotPicker
        hours={hours}
        picked={picked}
        onPick={pick}
        error={errors.slots}
        describedBy={errors.slots ? `${ids}-slots-error` : undefined}
      />
      {errors.slots && (
        <p id={`${ids}-slots-error`} className={styles.fieldError} role="alert" data-testid="slots-error">
          {errors.slots}
        </p>
      )}
      {from && to && (
        <p className={styles.picked} data-testid="picked">
          {t('book.picked', { day: from.day, from: from.hm, to: to.hm, n: picked.length })}
        </p>
      )}
      <BookPhoneField styles={styles} words={t} value={phone} error={errors.phone} onChange={typePhone} />
      <div className={styles.rule} data-testid="refund-rule">
        <strong>{t('book.ruleTitle')}</strong>
        <p>{coach.rules.text}</p>
        <p>{t('book.holdRule', { n: coach.rules.hold_minutes })}</p>
      </div>
      <p className={styles.total} data-testid="book-total">
        {picked.length
          ? t('book.total', { n: picked.length, price: yuan(coach.price_fen), total: yuan(total) })
          : t('book.totalNone', { price: yuan(coach.price_fen) })}
      </p>
      <FormAlert text={errors.form} className={styles.alert} testId="book-error" />
      {pay.notice && (
        <div className={styles.alert} role="alert" data-testid="pay-notice">
          <p>{pay.notice.text}</p>
          {pay.notice.bookingId !== undefined && (
            <Link className={styles.link} to={bookingPath(pay.notice.bookingId)}>
              {t('pay.viewBooking')} ›
            </Link>
          )}
        </div>
      )}
      <SubmitButton block data-testid="book-submit" disabled={pay.busy || hours.length === 0} aria-busy={pay.busy}>
        {pay.busy ? t('book.paying') : picked.length ? t('book.submit', { total: yuan(total) }) : t('book.submitNone')}
      </SubmitButton>
    </form>
  );
}
