import { useT } from './messages';
import type { RoutePoint } from './route-store';
import styles from './styles';

/** A route read top to bottom: the start, each place it passes, the exam site. */
export function RoutePoints({
  origin,
  waypoints,
  target,
  targetName,
}: {
  origin: RoutePoint;
  waypoints: RoutePoint[];
  target: RoutePoint;
  /** The exam site's name, shown above its address. */
  targetName?: string;
}) {
  const t = useT();
  const line = (key: string, label: string, point: RoutePoint, kind: 'start' | 'via' | 'end', name?: string) => {
    const detail = name ? point.address : [point.city, point.district].filter(Boolean).join(' ');
    return (
      <li key={key} className={styles.pointRow} data-kind={kind}>
        <span
          className={kind === 'start' ? styles.dotStart : kind === 'end' ? styles.dotEnd : styles.dotVia}
          aria-hidden="true"
        />
        <span className={styles.pointText}>
          <small>{label}</small>
          <span data-testid="route-point">{name ?? (point.address || t('route.unset'))}</span>
          {detail && detail !== (name ?? point.address) && <small>{detail}</small>}
        </span>
      </li>
    );
  };
  return (
    <ol className={styles.points} data-testid="route-points">
      {line('origin', t('route.origin'), origin, 'start')}
      {waypoints.map((w, i) => line(`via-${i}`, t('route.waypoint', { n: i + 1 }), w, 'via'))}
      {line('target', t('route.target'), target, 'end', targetName)}
    </ol>
  );
}
