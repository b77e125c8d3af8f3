import { useEffect, useId, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/upload';
import styles from './certification.module.css';
import { useT } from './messages';

export const CERT_FIELDS = ['id_front', 'id_back', 'licence'] as const;
export type CertField = (typeof CERT_FIELDS)[number];

/** A local preview of a chosen file, released when the file changes or the field goes away. */
export function usePreview(file: File | undefined): string | undefined {
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

interface Props {
  field: CertField;
  file?: File;
  error?: string;
  /** 0–1 while this file is being sent. */
  progress?: number;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
}

/** One document photo: the picker (which is also its preview), its name and hint, its own progress. */
export function CertFileField({ field, file, error, progress, disabled, onPick }: Props) {
  const t = useT();
  const ids = useId();
  const preview = usePreview(file);
  const label = t(`file.${field}`);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  return (
    <div className={styles.file}>
      <label className={styles.pick} data-invalid={error ? 'true' : undefined}>
        {preview ? (
          <img className={styles.preview} src={preview} alt={t('file.preview', { field: label })} />
        ) : (
          <span aria-hidden="true">＋</span>
        )}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          data-testid={`cert-file-${field}`}
          aria-label={label}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            // The same file chosen again after a refusal still fires a change.
            event.target.value = '';
          }}
        />
      </label>
      <div>
        <p className={styles.fileLabel}>{label}</p>
        <p id={`${ids}-hint`} className={styles.fileHint}>
          {file ? `${file.name} · ${t('file.change')}` : `${t(`file.${field}.hint`)} · ${t('file.choose')}`}
        </p>
        {percent !== undefined && (
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid={`upload-progress-${field}`}
          >
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
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
