import { useT } from './messages';
import { RADII } from './pin-format';
import styles from './styles';

/** How far from the person a search by position reaches (one of RADII, in km). */
export function RadiusSelect({
  value,
  testId,
  onChange,
}: {
  value: number;
  testId: string;
  /** The chosen distance as the option's value ("10"). */
  onChange: (km: string) => void;
}) {
  const t = useT();
  return (
    <select
      className={styles.inputSmall}
      aria-label={t('search.radius')}
      value={value}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
    >
      {RADII.map((r) => (
        <option key={r} value={r}>
          {t('search.withinKm', { n: r })}
        </option>
      ))}
    </select>
  );
}
