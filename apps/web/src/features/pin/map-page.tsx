import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useT } from './messages';
import { OpenNavigation } from './open-navigation';
import type { Trip } from './pin-api';
import { PointPicker } from './point-picker';
import { RouteImage } from './route-image';
import { RoutePoints } from './route-points';
import { chosenPoints, routeActions, useRouteStore } from './route-store';
import styles from './styles';
import { TripQueryPage } from './trip-query-page';

/**
 * '/pin/map': the map. `?pick=origin|target|N` chooses a point of the route being edited (by search, or
 * the exam site for the target); `?trip=` shows a trip's route with the way to navigate to its points;
 * alone, the route being edited.
 */
export default function MapPage() {
  const [params] = useSearchParams();
  const pick = params.get('pick');
  const tripId = parseId(params.get('trip'));
  if (pick !== null) return <PointPicker pick={pick} />;
  if (tripId !== undefined) return <TripMap id={tripId} />;
  return <EditingMap />;
}

function TripMap({ id }: { id: number }) {
  const t = useT();
  return (
    <TripQueryPage id={id} back={{ action: t('trip.toPin'), to: '/pin' }}>
      {(trip) => <TripRoute trip={trip} />}
    </TripQueryPage>
  );
}

function TripRoute({ trip }: { trip: Trip }) {
  const t = useT();
  const { origin, waypoints, target } = trip.route;
  return (
    <div className={styles.page} data-testid="trip-map">
      <section className={styles.card}>
        <h1 className={styles.sectionTitle}>
          {t('map.tripTitle', { time: formatDate(trip.depart_at, 'YYYY-MM-DD HH:mm'), field: trip.field.field_name })}
        </h1>
        <RouteImage points={[origin, ...waypoints, target]} width={690} height={760} />
      </section>
      <section className={styles.card}>
        <RoutePoints origin={origin} waypoints={waypoints} target={target} targetName={trip.field.field_name} />
        <div className={styles.navList}>
          <OpenNavigation point={origin} label={t('map.toOrigin')} testId="navigate-origin" />
          {waypoints.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trip's waypoints never change order on this page
            <OpenNavigation key={`${w.lng},${w.lat},${i}`} point={w} label={t('map.toWaypoint', { n: i + 1 })} />
          ))}
          <OpenNavigation point={target} label={t('map.toTarget')} testId="navigate-target" />
        </div>
        <p className={styles.hint}>{t('map.navigateHint')}</p>
      </section>
      <Link
        className={styles.link}
        to={trip.mine ? `/pin/car-owner-fare-look?id=${trip.id}` : `/pin/passenger-site-look?id=${trip.id}`}
      >
        {t('map.backToTrip')} ›
      </Link>
    </div>
  );
}

function EditingMap() {
  const t = useT();
  const route = useRouteStore();
  const points = chosenPoints(route);
  return (
    <div className={styles.page} data-testid="editing-map">
      <section className={styles.card}>
        <div className={styles.sectionHead}>
          <h1 className={styles.sectionTitle}>{t('map.editingTitle')}</h1>
          <PrimaryButton size="small" variant="ghost" data-testid="map-reverse" onClick={routeActions.reverse}>
            ⇅ {t('edit.reverse')}
          </PrimaryButton>
        </div>
        <RouteImage points={points} width={690} height={760} />
      </section>
      <section className={styles.card}>
        <RoutePoints origin={route.origin} waypoints={route.waypoints} target={route.target} />
      </section>
      <Link className={styles.linkButtonSolid} to="/pin/car-owner-announce" data-testid="back-to-edit">
        {t('map.backToEdit')}
      </Link>
    </div>
  );
}
