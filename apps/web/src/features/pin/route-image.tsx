import { useState } from 'react';
import { useT } from './messages';
import { routeImageUrl } from './pin-api';
import styles from './styles';

/** The route drawn by the map service (origin first, exam site last, a marker at each point). */
export function RouteImage({
  points,
  width = 690,
  height = 400,
}: {
  points: { lng: number; lat: number }[];
  /** Pixels asked of the map service (drawn at half size on the phone's 2x screen). */
  width?: number;
  height?: number;
}) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ key: string; ok: boolean } | null>(null);
  if (points.length < 2) return <p className={styles.mapEmpty}>{t('map.needTwo')}</p>;
  const src = routeImageUrl(points, width, height);
  const key = `${src}#${attempt}`;
  const status = done?.key === key ? (done.ok ? 'ready' : 'failed') : 'loading';
  return (
    <figure className={styles.map} data-testid="route-map" data-state={status}>
      {status === 'loading' && <span className={styles.mapNote}>{t('map.loading')}</span>}
      {status === 'failed' && (
        <span className={styles.mapNote} role="alert">
          {t('map.failed')}
          <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </span>
      )}
      <img
        key={key}
        src={src}
        alt={t('map.alt')}
        width={width / 2}
        height={height / 2}
        className={status === 'failed' ? styles.hidden : undefined}
        data-testid="route-image"
        onLoad={() => setDone({ key, ok: true })}
        onError={() => setDone({ key, ok: false })}
      />
    </figure>
  );
}
