import { useEffect, useId, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/upload';
import { useT } from './messages';
import styles from './styles';

function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One photo to send: the picker is its own preview; its hint, its error, its share of the upload. */
export function PhotoPick({
  name,
  label,
  hint,
  file,
  error,
  progress,
  disabled,
  onPick,
}: {
  name: string;
  label: string;
  hint: string;
  file?: File;
  error?: string;
  progress?: number;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const t = useT();
  const ids = useId();
  const preview = usePreview(file);
  return (
    <div className={styles.photo}>
      <label className={styles.photoPick} data-invalid={error ? 'true' : undefined}>
        {preview ? <img src={preview} alt={t('photo.preview', { label })} /> : <span aria-hidden="true">＋</span>}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={label}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          data-testid={`train-file-${name}`}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <div className={styles.photoText}>
        <p className={styles.photoLabel}>{label}</p>
        <p id={`${ids}-hint`} className={styles.hint}>
          {file ? `${file.name} · ${t('photo.change')}` : hint}
        </p>
        {progress !== undefined && (
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div className={styles.barFill} style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        {error && (
          <p id={`${ids}-error`} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
