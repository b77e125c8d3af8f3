import { OpenLocation } from '../../components/open-location';
import { useT } from './messages';
import type { RoutePoint } from './route-store';
import styles from './styles';

/** Navigation to a point of a trip's route, its address shown either way. */
export function OpenNavigation({ point, label, testId }: { point: RoutePoint; label: string; testId?: string }) {
  const t = useT();
  return (
    <OpenLocation
      point={point}
      name={point.address}
      address={[point.province, point.city, point.district].filter(Boolean).join('')}
      label={label}
      className={styles.navigate}
      testId={testId}
      ariaLabel={t('map.navigateTo', { place: point.address })}
    />
  );
}
