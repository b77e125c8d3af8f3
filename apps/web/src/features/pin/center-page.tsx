import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useT } from './messages';
import { bookingsQuery, conversationsQuery, myTripsQuery, ownerQuery, pendingQuery, placesQuery } from './pin-api';
import { PinNav } from './pin-nav';
import styles from './styles';

/** '/pin/personal-center': the person's roles in the shuttle and the way to each of their lists. */
export default function CenterPage() {
  const t = useT();
  const user = useSession((s) => s.user);
  const owner = useQuery(ownerQuery());
  const bookings = useInfiniteQuery(bookingsQuery());
  const places = useQuery(placesQuery());
  const conversations = useQuery(conversationsQuery());
  const approved = owner.data?.status === 'approved';
  const count = (n: number | undefined) => (n === undefined ? '' : String(n));

  const entry = (to: string, label: string, value: string, testId?: string) => (
    <li>
      <Link to={to} className={styles.entry} data-testid={testId}>
        <span>{label}</span>
        <span className={styles.entryValue}>{value} ›</span>
      </Link>
    </li>
  );

  return (
    <div className={styles.page}>
      <section className={styles.profile}>
        {user?.head_portrait ? (
          <img className={styles.avatarLarge} src={user.head_portrait} alt="" />
        ) : (
          <span className={styles.avatarLarge} aria-hidden="true">
            {[...(user?.nickname ?? '')][0] ?? '我'}
          </span>
        )}
        <div>
          <strong>{user?.nickname}</strong>
          <p className={styles.roles} data-testid="pin-roles">
            <span className={styles.roleTag}>{t('center.passenger')}</span>
            {owner.data && owner.data.status !== 'none' && (
              <span className={styles.roleTag} data-status={owner.data.status}>
                {t('center.owner')} · {t(`verify.status.${owner.data.status}`)}
              </span>
            )}
          </p>
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('center.asPassenger')}</h2>
        <ul className={styles.entries}>
          {entry('/pin/travel-records', t('center.records'), count(bookings.data?.pages[0]?.total), 'center-records')}
          {entry('/pin/passenger-site-list', t('center.search'), '')}
          {entry(
            '/pin/message',
            t('center.messages'),
            conversations.data?.unread ? t('center.unread', { n: conversations.data.unread }) : '',
          )}
          {entry('/pin/usualAddress', t('center.places'), count(places.data?.length), 'center-places')}
        </ul>
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('center.asOwner')}</h2>
        {owner.isPending ? (
          <Loading />
        ) : owner.isError ? (
          <Failed message={errorMessage(owner.error, t('owner.loadFailed'))} onRetry={() => void owner.refetch()} />
        ) : (
          <ul className={styles.entries}>
            {entry('/pin/verify', t('center.verify'), t(`verify.status.${owner.data.status}`), 'center-verify')}
            {approved && <OwnerEntries entry={entry} />}
            {entry('/pin/upinfo?next=center', t('center.details'), owner.data.name ? '' : t('center.fill'))}
            {entry('/pin/owner-circum', t('center.nearby'), '')}
          </ul>
        )}
      </section>
      <PinNav />
    </div>
  );
}

function OwnerEntries({
  entry,
}: {
  entry: (to: string, label: string, value: string, testId?: string) => React.ReactNode;
}) {
  const t = useT();
  const trips = useInfiniteQuery(myTripsQuery('upcoming'));
  const pending = useQuery(pendingQuery());
  const total = trips.data?.pages[0]?.total;
  return (
    <>
      {entry('/pin/car-owner-announce', t('center.publish'), '', 'center-publish')}
      {entry('/pin/car-owner-fare-list', t('center.trips'), total === undefined ? '' : String(total), 'center-trips')}
      {entry(
        '/pin/pin-notarize',
        t('center.pending'),
        pending.data?.length ? t('center.waiting', { n: pending.data.length }) : '',
        'center-pending',
      )}
    </>
  );
}
