import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useT } from './messages';
import { type Tip, tipsQuery } from './pin-api';
import type { RoutePoint } from './route-store';
import styles from './styles';

/** How long typing rests before the map service is asked. */
export const TIPS_WAIT_MS = 400;

/** A value that follows `value` once it has stopped changing for `wait` ms. */
export function useSettled<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/** A suggested place as a route point: its name is what the person chose. */
export const tipPoint = (tip: Tip): RoutePoint => ({
  address: tip.name || tip.address,
  lng: tip.lng,
  lat: tip.lat,
  city: tip.city,
  district: tip.district,
  province: tip.province,
});

/** Places the map service suggests for what is typed (AMap input tips), near the student's exam city. */
export function TipSearch({ onChoose, chosen }: { onChoose: (point: RoutePoint) => void; chosen?: RoutePoint }) {
  const t = useT();
  const id = useId();
  const city = useSession((s) => s.field?.city_name ?? '');
  const [typed, setTyped] = useState('');
  const keywords = useSettled(typed.trim().slice(0, 40), TIPS_WAIT_MS);
  const tips = useQuery({ ...tipsQuery(keywords, city), enabled: keywords.length > 0 });
  const waiting = typed.trim().slice(0, 40) !== keywords;

  return (
    <div className={styles.tipSearch}>
      <label className={styles.srOnly} htmlFor={id}>
        {t('tips.label')}
      </label>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        enterKeyHint="search"
        maxLength={40}
        placeholder={t('tips.placeholder')}
        value={typed}
        autoComplete="off"
        data-testid="tips-input"
        onChange={(e) => setTyped(e.target.value)}
      />
      {keywords.length === 0 ? (
        <p className={styles.hint}>{t('tips.hint')}</p>
      ) : tips.isPending || (waiting && !tips.data) ? (
        <Loading text={t('tips.searching')} />
      ) : tips.isError ? (
        <Failed message={errorMessage(tips.error, t('tips.failed'))} onRetry={() => void tips.refetch()} />
      ) : tips.data.length === 0 ? (
        <Empty text={t('tips.none')} />
      ) : (
        <ul className={styles.choices} data-testid="tips">
          {tips.data.map((tip) => {
            const point = tipPoint(tip);
            const picked = chosen?.lng === point.lng && chosen.lat === point.lat && chosen.address === point.address;
            return (
              <li key={`${tip.name}-${tip.lng}-${tip.lat}`}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={picked}
                  data-testid="tip"
                  onClick={() => onChoose(point)}
                >
                  <span>{tip.name || tip.address}</span>
                  <small>{[tip.city, tip.district, tip.name ? tip.address : ''].filter(Boolean).join(' · ')}</small>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
