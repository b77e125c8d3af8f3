import styles from './vr.module.css';

/** The yard's camera choices over its stage, one of them selected. */
export function ViewSwitch<V extends string>({
  views,
  value,
  onChange,
  label,
}: {
  views: readonly V[];
  value: V;
  onChange: (view: V) => void;
  label: (view: V) => string;
}) {
  return (
    <div className={styles.viewSwitch} role="tablist">
      {views.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={value === v}
          onClick={() => onChange(v)}
          data-testid={`view-${v}`}
        >
          {label(v)}
        </button>
      ))}
    </div>
  );
}
