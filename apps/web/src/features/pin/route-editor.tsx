import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { useT } from './messages';
import { RouteImage } from './route-image';
import { chosenPoints, isSet, MAX_WAYPOINTS, type RoutePoint, routeActions, useRouteStore } from './route-store';
import styles from './styles';

/**
 * The route of the trip being published: the start, up to five places on the way, the exam site. Each
 * point is chosen on the search page or from saved places; waypoints are added empty, replaced and
 * removed by their place in the list; the whole route can be turned round.
 */
export function RouteEditor({
  targetName,
  errors,
}: {
  /** The exam site's name when the target is one. */
  targetName?: string;
  /** Sentences by slot: 'origin', 'target', 'waypoint.N', 'waypoints'. */
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  const origin = useRouteStore((s) => s.origin);
  const waypoints = useRouteStore((s) => s.waypoints);
  const target = useRouteStore((s) => s.target);
  const points = chosenPoints({ origin, waypoints, target });

  const row = (opts: {
    key: string;
    kind: 'start' | 'via' | 'end';
    label: string;
    point: RoutePoint;
    pick: string;
    placeholder: string;
    name?: string;
    error?: string;
    onRemove?: () => void;
    places?: boolean;
  }) => (
    <li key={opts.key} className={styles.editRow} data-testid={`edit-${opts.key}`} data-set={isSet(opts.point)}>
      <span
        className={opts.kind === 'start' ? styles.dotStart : opts.kind === 'end' ? styles.dotEnd : styles.dotVia}
        aria-hidden="true"
      />
      <div className={styles.editMain}>
        <small>{opts.label}</small>
        <Link
          to={`/pin/map?pick=${opts.pick}`}
          className={isSet(opts.point) ? styles.editValue : styles.editPlaceholder}
          data-testid={`pick-${opts.key}`}
        >
          {isSet(opts.point) ? (opts.name ?? opts.point.address) : opts.placeholder}
        </Link>
        {opts.name && isSet(opts.point) && <small>{opts.point.address}</small>}
        {opts.error && (
          <p className={styles.fieldError} role="alert">
            {opts.error}
          </p>
        )}
      </div>
      {opts.places && (
        <Link to={`/pin/usualAddress?pick=${opts.pick}`} className={styles.editSide} data-testid={`places-${opts.key}`}>
          {t('edit.saved')}
        </Link>
      )}
      {opts.onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('edit.removeWaypoint', { n: Number(opts.pick) + 1 })}
          data-testid={`remove-${opts.key}`}
          onClick={opts.onRemove}
        >
          ×
        </button>
      )}
    </li>
  );

  return (
    <section className={styles.card} data-testid="route-editor">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('edit.title')}</h2>
        <PrimaryButton size="small" variant="ghost" data-testid="route-reverse" onClick={routeActions.reverse}>
          ⇅ {t('edit.reverse')}
        </PrimaryButton>
      </div>
      <ol className={styles.editList}>
        {row({
          key: 'origin',
          kind: 'start',
          label: t('route.origin'),
          point: origin,
          pick: 'origin',
          placeholder: t('edit.pickOrigin'),
          error: errors.origin,
          places: true,
        })}
        {waypoints.map((w, i) =>
          row({
            key: `waypoint-${i}`,
            kind: 'via',
            label: t('route.waypoint', { n: i + 1 }),
            point: w,
            pick: String(i),
            placeholder: t('edit.pickWaypoint'),
            error: errors[`waypoint.${i}`],
            onRemove: () => routeActions.removeWaypoint(i),
            places: true,
          }),
        )}
        {row({
          key: 'target',
          kind: 'end',
          label: t('route.target'),
          point: target,
          pick: 'target',
          placeholder: t('edit.pickTarget'),
          name: targetName,
          error: errors.target,
        })}
      </ol>
      {errors.waypoints && (
        <p className={styles.fieldError} role="alert">
          {errors.waypoints}
        </p>
      )}
      <PrimaryButton
        size="small"
        variant="ghost"
        data-testid="add-waypoint"
        disabled={waypoints.length >= MAX_WAYPOINTS}
        onClick={routeActions.addWaypoint}
      >
        ＋ {waypoints.length >= MAX_WAYPOINTS ? t('edit.maxWaypoints', { n: MAX_WAYPOINTS }) : t('edit.addWaypoint')}
      </PrimaryButton>
      {points.length >= 2 && (
        <Link to="/pin/map" className={styles.mapLink} data-testid="edit-map-link">
          <RouteImage points={points} width={690} height={300} />
          <span>{t('map.open')} ›</span>
        </Link>
      )}
    </section>
  );
}
