import { useEffect, useId, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/upload';
import { useT } from './messages';
import styles from './styles';

export const PHOTO_FIELDS = ['licence', 'vehicle_licence', 'plate'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

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

/** One document photo: the picker is its own preview; its hint, its error, its share of the upload. */
export function PhotoField({
  field,
  file,
  error,
  progress,
  disabled,
  onPick,
}: {
  field: PhotoField;
  file?: File;
  error?: string;
  progress?: number;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const t = useT();
  const ids = useId();
  const preview = usePreview(file);
  const label = t(`photo.${field}`);
  return (
    <div className={styles.photo}>
      <label className={styles.photoPick} data-invalid={error ? 'true' : undefined}>
        {preview ? (
          <img src={preview} alt={t('photo.preview', { field: label })} />
        ) : (
          <span aria-hidden="true">＋</span>
        )}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={label}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          data-testid={`pin-file-${field}`}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <div className={styles.photoText}>
        <p className={styles.photoLabel}>{label}</p>
        <p id={`${ids}-hint`} className={styles.hint}>
          {file ? `${file.name} · ${t('photo.change')}` : t(`photo.${field}.hint`)}
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
