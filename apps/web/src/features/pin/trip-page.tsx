import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatPhone } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { toast } from '../../lib/toast';
import { BookingForm } from './booking-form';
import { InlineConfirm } from './inline-confirm';
import { useT } from './messages';
import { type Booking, pinKeys, refreshTrips, type Trip } from './pin-api';
import { cutoffParams } from './pin-format';
import styles from './styles';
import { TripDetails } from './trip-details';
import { TripQueryPage } from './trip-query-page';

/**
 * '/pin/passenger-site-look?id=': one trip for a passenger: the route, seats, fare, car and owner; booking
 * seats (with the rule on cancelling first), then the booking itself, cancelling it and its conversation.
 */
export default function TripPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <TripQueryPage id={id} back={{ action: t('trip.toPin'), to: '/pin' }}>
      {(trip) => (
        <div className={styles.page}>
          <TripDetails trip={trip} />
          <PassengerPart trip={trip} />
        </div>
      )}
    </TripQueryPage>
  );
}

function PassengerPart({ trip }: { trip: Trip }) {
  const t = useT();
  if (trip.mine) {
    return (
      <section className={styles.card} data-testid="trip-mine">
        <p className={styles.note}>{t('trip.yours')}</p>
        <Link className={styles.link} to={`/pin/car-owner-fare-look?id=${trip.id}`}>
          {t('trip.manage')} ›
        </Link>
      </section>
    );
  }
  if (trip.my_booking) return <MyBooking trip={trip} booking={trip.my_booking} />;
  const gone = new Date(trip.depart_at).getTime() <= Date.now();
  if (trip.status === 'cancelled' || trip.status === 'departed' || gone) {
    return (
      <p className={styles.alert} data-testid="cannot-book">
        {t(trip.status === 'cancelled' ? 'book.cancelledTrip' : 'book.departed')}
      </p>
    );
  }
  if (trip.seats_left <= 0) {
    return (
      <p className={styles.alert} data-testid="cannot-book">
        {t('book.full')}
      </p>
    );
  }
  return <BookingForm trip={trip} />;
}

function MyBooking({ trip, booking }: { trip: Trip; booking: Booking }) {
  const t = useT();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => api('POST /v1/pin/booking/cancel', { body: { id: booking.id } }),
    onSuccess: (cancelled) => {
      client.setQueryData(pinKeys.trip(trip.id), (prev: Trip | undefined) =>
        prev ? { ...prev, my_booking: null, seats_left: prev.seats_left + cancelled.seats } : prev,
      );
      refreshTrips(client);
      toast(t('booking.cancelled'), 'success');
    },
  });
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <section className={styles.card} data-testid="my-booking" data-status={booking.status}>
      <h2 className={styles.sectionTitle}>{t('booking.mine')}</h2>
      <p className={styles.bookingLine}>
        <span className={styles.statusTag} data-status={booking.status} data-testid="my-booking-status">
          {t(`booking.status.${booking.status}`)}
        </span>
        {t('booking.seatsBooked', { n: booking.seats })}
        <small>{formatDate(booking.created_at, 'YYYY-MM-DD HH:mm')}</small>
      </p>
      <p className={styles.note}>{t(`booking.explain.${booking.status}`)}</p>
      {booking.status === 'confirmed' && trip.owner.phone && (
        <p className={styles.note}>
          {t('booking.callOwner')}
          <a href={`tel:${trip.owner.phone}`}>{formatPhone(trip.owner.phone)}</a>
        </p>
      )}
      {cancel.isError && (
        <p className={styles.alert} role="alert" data-testid="cancel-error">
          {errorMessage(cancel.error, t('booking.cancelFailed'))}
        </p>
      )}
      <div className={styles.actions}>
        <Link
          className={styles.linkButtonSolid}
          to={`/pin/message?booking_id=${booking.id}`}
          data-testid="booking-chat"
        >
          {t('booking.chat')}
          {booking.unread > 0 && <span className={styles.badge}>{booking.unread}</span>}
        </Link>
        {live && (
          <InlineConfirm
            label={t('booking.cancel')}
            question={t('booking.cancelQuestion')}
            confirmLabel={t('booking.cancelConfirm')}
            busy={cancel.isPending}
            testId="booking-cancel"
            onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
          />
        )}
      </div>
      {live && <p className={styles.hint}>{t('book.cutoffRule', cutoffParams(trip))}</p>}
    </section>
  );
}
