import { Link } from '../../components/link';
import { formatDate, formatDistance, formatMoney, formatPhone } from '../../lib/format';
import { useT } from './messages';
import type { TripSummary } from './pin-api';
import { formatDrive } from './pin-format';
import { RouteImage } from './route-image';
import { RoutePoints } from './route-points';
import styles from './styles';

/** A trip as both sides read it: when, the route on the map and in words, seats, fare, car, notes, owner. */
export function TripDetails({ trip }: { trip: TripSummary }) {
  const t = useT();
  const { origin, waypoints, target } = trip.route;
  const drive = trip.route_s !== null ? formatDrive(trip.route_s) : null;
  return (
    <>
      <section className={styles.card} data-testid="trip-details" data-trip-id={trip.id} data-status={trip.status}>
        <div className={styles.tripTop}>
          <strong className={styles.bigTime} data-testid="trip-depart">
            {formatDate(trip.depart_at, 'YYYY-MM-DD HH:mm')}
          </strong>
          <span className={styles.statusTag} data-status={trip.status}>
            {t(`trip.status.${trip.status}`)}
          </span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('trip.fare')}</dt>
            <dd data-testid="trip-fare">¥{formatMoney(trip.fare_fen)}</dd>
          </div>
          <div>
            <dt>{t('trip.seats')}</dt>
            <dd data-testid="trip-seats-left">{t('trip.seatsOf', { n: trip.seats_left, total: trip.seats })}</dd>
          </div>
          {trip.route_m !== null && (
            <div>
              <dt>{t('trip.drive')}</dt>
              <dd>
                {formatDistance(trip.route_m)}
                {drive && ` · ${drive.h ? t('time.hm', drive) : t('time.m', drive)}`}
              </dd>
            </div>
          )}
          {trip.distance_m !== null && (
            <div>
              <dt>{t('trip.fromYou')}</dt>
              <dd>{formatDistance(trip.distance_m)}</dd>
            </div>
          )}
        </dl>
        <RoutePoints origin={origin} waypoints={waypoints} target={target} targetName={trip.field.field_name} />
      </section>
      <section className={styles.card}>
        <Link to={`/pin/map?trip=${trip.id}`} className={styles.mapLink} data-testid="trip-map-link">
          <RouteImage points={[origin, ...waypoints, target]} width={690} height={300} />
          <span>{t('map.open')} ›</span>
        </Link>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('trip.carAndOwner')}</h2>
        <dl className={styles.rows}>
          <div>
            <dt>{t('trip.owner')}</dt>
            <dd>
              {trip.owner.nickname}
              {trip.owner.verified && <span className={styles.verified}>{t('trip.verified')}</span>}
            </dd>
          </div>
          {trip.owner.phone && (
            <div>
              <dt>{t('trip.ownerPhone')}</dt>
              <dd>
                <a href={`tel:${trip.owner.phone}`} data-testid="owner-phone">
                  {formatPhone(trip.owner.phone)}
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('trip.car')}</dt>
            <dd data-testid="trip-car">
              {trip.car.plate} · {trip.car.colour} {trip.car.model}
            </dd>
          </div>
          {trip.notes && (
            <div>
              <dt>{t('trip.notes')}</dt>
              <dd className={styles.notes}>{trip.notes}</dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}
