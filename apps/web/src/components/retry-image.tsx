import { useState } from 'react';
import { useT } from '../lib/i18n';

/**
 * An image the network may fail to bring (a map drawn by the map service): a note while it loads, and on
 * failure a sentence with a retry that asks for it again. The area gives its words and classes.
 */
export function RetryImage({
  src,
  alt,
  width,
  height,
  loading,
  failed,
  classes,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Said while it loads, and when it failed. */
  loading: string;
  failed: string;
  classes: {
    figure: string | undefined;
    note: string | undefined;
    retry: string | undefined;
    hidden: string | undefined;
  };
}) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${src}#${attempt}`;
  const status = done?.key === key ? (done.ok ? 'ready' : 'failed') : 'loading';
  return (
    <figure className={classes.figure} data-testid="route-map" data-state={status}>
      {status === 'loading' && <span className={classes.note}>{loading}</span>}
      {status === 'failed' && (
        <span className={classes.note} role="alert">
          {failed}
          <button type="button" className={classes.retry} onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </span>
      )}
      <img
        key={key}
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={status === 'failed' ? classes.hidden : undefined}
        data-testid="route-image"
        onLoad={() => setDone({ key, ok: true })}
        onError={() => setDone({ key, ok: false })}
      />
    </figure>
  );
}
