import styles from './certification.module.css';

/** An upload's progress bar with its words; `spoken`: the words are also the bar's value for screen readers. */
export function UploadProgress({ percent, text, spoken }: { percent: number; text: string; spoken?: boolean }) {
  return (
    <div
      className={styles.progress}
      data-testid="upload-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={spoken ? text : undefined}
    >
      <span>{text}</span>
      <div className={styles.bar}>
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
