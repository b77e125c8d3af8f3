import { chinaTime } from '@xueche/time';
import { useState } from 'react';
import { useT } from './messages';
import styles from './styles';
import { byDay, dayName, type Hour, MAX_HOURS } from './train-time';

/**
 * The coach's free hours of the next 14 days, a day at a time: one hour or up to four in a row are picked
 * (an hour next to the run extends it, an end of the run lets it go, any other starts again there).
 */
export function SlotPicker({
  hours,
  picked,
  onPick,
  error,
  describedBy,
}: {
  hours: Hour[];
  picked: number[];
  onPick: (at: number) => void;
  error?: string;
  describedBy?: string;
}) {
  const t = useT();
  const days = byDay(hours);
  const pickedDay = picked.length ? chinaTime(picked[0] as number)?.day : undefined;
  const [day, setDay] = useState<string | undefined>(undefined);
  const shown = days.find((d) => d.day === (day ?? pickedDay)) ?? days[0];
  if (!shown) {
    return (
      <p className={styles.emptyNote} data-testid="no-free-hours">
        {t('book.noFree')}
      </p>
    );
  }
  const pickedSet = new Set(picked);
  return (
    <div className={styles.slots} data-invalid={error ? 'true' : undefined}>
      <div className={styles.dayTabs} role="tablist" aria-label={t('book.days')}>
        {days.map((d) => {
          const name = dayName(d.day);
          const count = d.hours.filter((h) => pickedSet.has(h.at)).length;
          return (
            <button
              key={d.day}
              type="button"
              role="tab"
              aria-selected={d.day === shown.day}
              className={d.day === shown.day ? `${styles.dayTab} ${styles.dayTabOn}` : styles.dayTab}
              data-testid="slot-day"
              data-day={d.day}
              onClick={() => setDay(d.day)}
            >
              <strong>{name ? t(`day.${name}`) : t(`weekday.${d.weekday}` as 'weekday.1')}</strong>
              <small>{d.day.slice(5)}</small>
              {count > 0 && <span className={styles.dayTabCount}>{count}</span>}
            </button>
          );
        })}
      </div>
      <fieldset className={`${styles.hourGrid} ${styles.bare}`} aria-describedby={describedBy}>
        <legend className={styles.srOnly}>{shown.day}</legend>
        {shown.hours.map((hour) => {
          const on = pickedSet.has(hour.at);
          const t0 = chinaTime(hour.at);
          const t1 = chinaTime(hour.at + 3_600_000);
          return (
            <button
              key={hour.at}
              type="button"
              aria-pressed={on}
              className={on ? `${styles.hour} ${styles.hourOn}` : styles.hour}
              data-testid="slot"
              data-start={hour.start}
              data-at={hour.at}
              onClick={() => onPick(hour.at)}
            >
              {t0?.hm}–{t1?.hm}
            </button>
          );
        })}
      </fieldset>
      <p className={styles.hint}>{t('book.pickHint', { n: MAX_HOURS })}</p>
    </div>
  );
}
