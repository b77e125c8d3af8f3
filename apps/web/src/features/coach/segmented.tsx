import styles from './coach.module.css';

/** A small choice of views (7 days / 30 days, all / level 1 / level 2) as tabs. */
export function Segmented<V extends string | number>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  testId?: string;
}) {
  return (
    <div className={styles.segment} role="tablist" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={styles.segmentButton}
          data-value={o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
