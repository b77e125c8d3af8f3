import { useEffect, useId, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/upload';
import styles from './photo-pick.module.css';

/** A local preview of a chosen file, released when the file changes or the picker goes away. */
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

interface Props {
  label: string;
  /** What to photograph, shown until a file is chosen. */
  hint: string;
  /** Shown after the chosen file's name: how to choose another. */
  changeText: string;
  previewAlt: string;
  file?: File;
  error?: string;
  /** 0–1 while this file is being sent. */
  progress?: number;
  disabled?: boolean;
  testId: string;
  progressTestId?: string;
  /** The area's own touches to the layout (the root element). */
  className?: string;
  onPick: (file: File | undefined) => void;
}

/**
 * One document photo (the shuttle's owner check, coach-for-hire's checks, coach certification): the picker is its
 * own preview, with its name, hint, error and its share of the upload. The words come from the area.
 */
export function PhotoPick({
  label,
  hint,
  changeText,
  previewAlt,
  file,
  error,
  progress,
  disabled,
  testId,
  progressTestId,
  className,
  onPick,
}: Props) {
  const ids = useId();
  const preview = usePreview(file);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  return (
    <div className={className ? `${styles.photo} ${className}` : styles.photo}>
      <label className={styles.pick} data-invalid={error ? 'true' : undefined}>
        {preview ? <img src={preview} alt={previewAlt} /> : <span aria-hidden="true">＋</span>}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={label}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            // The same file chosen again after a refusal still fires a change.
            event.target.value = '';
          }}
        />
      </label>
      <div className={styles.text}>
        <p className={styles.label}>{label}</p>
        <p id={`${ids}-hint`} className={styles.hint}>
          {file ? `${file.name} · ${changeText}` : hint}
        </p>
        {percent !== undefined && (
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid={progressTestId}
          >
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
        )}
        {error && (
          <p id={`${ids}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
