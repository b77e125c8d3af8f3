import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { toast } from '../../lib/toast';
import { BookingRow } from './booking-row';
import { InlineConfirm } from './inline-confirm';
import { useT } from './messages';
import { pinKeys, refreshTrips, type Trip } from './pin-api';
import styles from './styles';
import { TripDetails } from './trip-details';
import { TripQueryPage } from './trip-query-page';

/** '/pin/car-owner-fare-look?id=': one of the owner's trips with every booking on it; calling it off. */
export default function MyTripPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <TripQueryPage id={id} back={{ action: t('owner.toTrips'), to: '/pin/car-owner-fare-list' }}>
      {(trip) => (
        <div className={styles.page}>
          <TripDetails trip={trip} />
          {trip.mine ? (
            <OwnerPart trip={trip} />
          ) : (
            <Link className={styles.link} to={`/pin/passenger-site-look?id=${trip.id}`}>
              {t('owner.notYours')} ›
            </Link>
          )}
        </div>
      )}
    </TripQueryPage>
  );
}

function OwnerPart({ trip }: { trip: Trip }) {
  const t = useT();
  const client = useQueryClient();
  const callOff = useMutation({
    mutationFn: () => api('POST /v1/pin/trip/cancel', { body: { id: trip.id } }),
    onSuccess: (next) => {
      client.setQueryData(pinKeys.trip(trip.id), (prev: Trip | undefined) => (prev ? { ...prev, ...next } : prev));
      refreshTrips(client);
      toast(t('owner.calledOff'), 'success');
    },
  });
  const live = (trip.status === 'open' || trip.status === 'full') && new Date(trip.depart_at).getTime() > Date.now();
  const seatsTaken = trip.bookings
    .filter((b) => b.status === 'confirmed' || b.status === 'pending')
    .reduce((n, b) => n + b.seats, 0);
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>
          {t('owner.bookings')}
          <small className={styles.titleNote}>{t('owner.seatsTaken', { n: seatsTaken, total: trip.seats })}</small>
        </h2>
        {trip.bookings.length === 0 ? (
          <p className={styles.note} data-testid="no-bookings">
            {t('owner.noBookings')}
          </p>
        ) : (
          <ul className={styles.bookingList} data-testid="trip-bookings">
            {trip.bookings.map((b) => (
              <BookingRow key={b.id} booking={b} />
            ))}
          </ul>
        )}
      </section>
      {live && (
        <section className={styles.card}>
          <p className={styles.hint}>{t('owner.callOffHint')}</p>
          {callOff.isError && (
            <p className={styles.fieldError} role="alert">
              {errorMessage(callOff.error, t('owner.callOffFailed'))}
            </p>
          )}
          <InlineConfirm
            label={t('owner.callOff')}
            question={t('owner.callOffQuestion')}
            confirmLabel={t('owner.callOffConfirm')}
            busy={callOff.isPending}
            testId="trip-call-off"
            onConfirm={() => callOff.mutateAsync().catch(() => undefined)}
          />
        </section>
      )}
    </>
  );
}
