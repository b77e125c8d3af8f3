import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { WithListing } from './coach-only';
import { useListing } from './edit-page';
import { useT } from './messages';
import { SetupSteps } from './setup-steps';
import styles from './styles';
import { type Listing, trainKeys } from './train-api';
import { FIRST_HOUR, hoursToRanges, LAST_HOUR, rangesToHours } from './train-time';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
/** The contract's limit on ranges in a week. */
const MAX_RANGES = 21;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '/train/train-edit/{id?}': the weekly hours students can book, whole hours from 06 to 22 China time, a
 * weekday at a time (`id` opens that weekday, 1 = Monday): tap hours on and off, fill or clear a day, copy a
 * day to the others; saved as each day's runs of hours.
 */
export default function HoursPage() {
  const t = useT();
  const query = useListing();
  const { id } = useParams();
  const asked = Number(id);
  const start = Number.isInteger(asked) && asked >= 1 && asked <= 7 ? asked : 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('hours.title')}</h1>
      <SetupSteps current="hours" />
      <WithListing query={query}>{(listing) => <HoursForm listing={listing} startDay={start} />}</WithListing>
    </div>
  );
}

function HoursForm({ listing, startDay }: { listing: Listing; startDay: number }) {
  const t = useT();
  const client = useQueryClient();
  const [days, setDays] = useState(() => rangesToHours(listing.weekly));
  const [day, setDay] = useState(startDay);
  const [error, setError] = useState<string | null>(null);
  const ranges = hoursToRanges(days);

  const change = (next: (d: Map<number, Set<number>>) => void) => {
    setDays((prev) => {
      const copy = new Map([...prev].map(([k, v]) => [k, new Set(v)]));
      next(copy);
      return copy;
    });
    setError(null);
  };
  const toggle = (hour: number) =>
    change((d) => {
      const set = d.get(day) as Set<number>;
      if (set.has(hour)) set.delete(hour);
      else set.add(hour);
    });
  const fill = (all: boolean) => change((d) => d.set(day, new Set(all ? HOURS : [])));
  const copyTo = (targets: readonly number[]) =>
    change((d) => {
      const source = d.get(day) as Set<number>;
      for (const w of targets) d.set(w, new Set(source));
    });

  const save = useMutation({
    mutationFn: () => api('POST /v1/train/availability', { body: { weekly: ranges } }),
    onSuccess: (next) => {
      client.setQueryData(trainKeys.listing, next);
      void client.invalidateQueries({ queryKey: ['train', 'coach'] });
      void client.invalidateQueries({ queryKey: ['train', 'coaches'] });
      toast(t('hours.saved'), 'success');
    },
    onError: (e) => setError(errorMessage(e, t('hours.failed'))),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (ranges.length > MAX_RANGES) {
      setError(t('hours.tooMany', { n: MAX_RANGES }));
      return;
    }
    save.mutate();
  };

  const current = days.get(day) as Set<number>;
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="hours-form">
      <div className={`${styles.dayTabs} ${styles.weekTabs}`} role="tablist" aria-label={t('hours.weekdays')}>
        {WEEKDAYS.map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            aria-selected={w === day}
            className={w === day ? `${styles.dayTab} ${styles.dayTabOn}` : styles.dayTab}
            data-testid="hours-day"
            data-weekday={w}
            onClick={() => setDay(w)}
          >
            <strong>{t(`weekday.${w}` as 'weekday.1')}</strong>
            <small>{t('hours.count', { n: days.get(w)?.size ?? 0 })}</small>
          </button>
        ))}
      </div>
      <fieldset className={`${styles.hourGrid} ${styles.bare}`}>
        <legend className={styles.srOnly}>{t(`weekday.${day}` as 'weekday.1')}</legend>
        {HOURS.map((h) => {
          const on = current.has(h);
          return (
            <button
              key={h}
              type="button"
              aria-pressed={on}
              className={on ? `${styles.hour} ${styles.hourOn}` : styles.hour}
              data-testid="hours-hour"
              data-hour={h}
              onClick={() => toggle(h)}
            >
              {pad(h)}:00–{pad(h + 1)}:00
            </button>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <PrimaryButton size="small" variant="ghost" onClick={() => fill(true)} data-testid="hours-fill">
          {t('hours.fill')}
        </PrimaryButton>
        <PrimaryButton size="small" variant="ghost" onClick={() => fill(false)} data-testid="hours-clear">
          {t('hours.clear')}
        </PrimaryButton>
        <PrimaryButton
          size="small"
          variant="ghost"
          onClick={() => copyTo([1, 2, 3, 4, 5])}
          data-testid="hours-weekdays"
        >
          {t('hours.copyWeekdays')}
        </PrimaryButton>
        <PrimaryButton size="small" variant="ghost" onClick={() => copyTo(WEEKDAYS)} data-testid="hours-every-day">
          {t('hours.copyAll')}
        </PrimaryButton>
      </div>
      <h2 className={styles.sectionTitle}>{t('hours.summary')}</h2>
      <ul className={styles.summary} data-testid="hours-summary">
        {WEEKDAYS.map((w) => {
          const own = ranges.filter((r) => r.weekday === w);
          return (
            <li key={w}>
              <strong>{t(`weekday.${w}` as 'weekday.1')}</strong>{' '}
              {own.length ? own.map((r) => `${pad(r.from)}:00–${pad(r.to)}:00`).join('、') : t('hours.none')}
            </li>
          );
        })}
      </ul>
      <p className={styles.hint}>{t('hours.hint')}</p>
      {error && (
        <p className={styles.alert} role="alert" data-testid="hours-error">
          {error}
        </p>
      )}
      <SubmitButton block data-testid="hours-submit" disabled={save.isPending}>
        {save.isPending ? t('hours.saving') : t('hours.save')}
      </SubmitButton>
    </form>
  );
}
