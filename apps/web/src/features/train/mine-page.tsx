import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { roleOf, useSession } from '../../lib/session';
import { BookingRow } from './booking-row';
import { useT } from './messages';
import { SetupSteps } from './setup-steps';
import styles from './styles';
import { bookingsQuery } from './train-api';
import { TrainTabBar } from './train-tab-bar';

/**
 * '/train/mine' (the area's 我的 tab; new: the original app had no page for it): a student's bookings;
 * a coach's listing and its setting up, the bookings of their students (name and phone) and their own.
 */
export default function MinePage() {
  const t = useT();
  const coach = useSession((s) => roleOf(s) === 'coach');
  const [side, setSide] = useState<'coach' | 'student'>(coach ? 'coach' : 'student');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('mine.title')}</h1>
      {coach && (
        <>
          <SetupSteps />
          <nav className={styles.linkRow} aria-label={t('mine.coachLinks')}>
            <Link className={styles.link} to="/coach/homepage" data-testid="own-homepage">
              {t('mine.homepage')} ›
            </Link>
            <Link className={styles.link} to="/train/share">
              {t('mine.share')} ›
            </Link>
            <Link className={styles.link} to="/coach-transactions" data-testid="mine-ledger">
              {t('mine.earnings')} ›
            </Link>
          </nav>
          <div className={styles.segmented} role="tablist" aria-label={t('mine.sides')}>
            {(['coach', 'student'] as const).map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={side === s}
                className={side === s ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
                data-testid={`mine-side-${s}`}
                onClick={() => setSide(s)}
              >
                {t(`mine.side.${s}`)}
              </button>
            ))}
          </div>
        </>
      )}
      <Bookings key={side} role={side} />
      <TrainTabBar />
    </div>
  );
}

function Bookings({ role }: { role: 'student' | 'coach' }) {
  const t = useT();
  const query = useInfiniteQuery(bookingsQuery(role));
  return (
    <PagedList
      query={query}
      keyOf={(b) => b.id}
      failText={t('mine.loadFailed')}
      endText={t('mine.end')}
      testId={`bookings-${role}`}
      className={styles.list}
      empty={
        <section className={styles.emptyBox} data-testid="bookings-empty">
          <p>{t(role === 'coach' ? 'mine.emptyCoach' : 'mine.emptyStudent')}</p>
          {role === 'student' && (
            <Link className={styles.link} to="/train/index">
              {t('mine.find')} ›
            </Link>
          )}
        </section>
      }
    >
      {(booking) => <BookingRow key={booking.id} booking={booking} />}
    </PagedList>
  );
}
