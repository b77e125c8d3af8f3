import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';
import { LinkList } from '../link-list';
import styles from './account.module.css';
import { type RecordsKey, useT } from './records-messages';

export type Records = ApiData<'GET /v1/user/records'>;

/** What the person owns across the areas; asked each time a centre opens (it changes in every area). */
export const recordsQuery = () =>
  queryOptions({
    queryKey: ['user', 'records'],
    queryFn: ({ signal }) => api('GET /v1/user/records', { signal }),
    staleTime: 0,
  });

type T = ReturnType<typeof useT>;

interface Row {
  key: string;
  to: string;
  label: RecordsKey;
  /** The state in a few words, from the records (undefined while they load or when they failed). */
  value: (r: Records, t: T) => string;
  /** Shown only when this holds (a row for something the person may not have at all). */
  when?: (r: Records) => boolean;
}

const shortDay = (date: string) => date.slice(5);

const orders: Row = {
  key: 'orders',
  to: '/Indent',
  label: 'records.orders',
  value: ({ orders: o }, t) =>
    o.unpaid
      ? t('records.ordersUnpaid', { n: o.unpaid })
      : o.refunded
        ? t('records.ordersRefunded', { total: o.total, n: o.refunded })
        : o.total
          ? t('records.ordersAll', { n: o.total })
          : t('records.ordersNone'),
};

const train: Row = {
  key: 'train',
  to: '/train/mine',
  label: 'records.train',
  value: ({ train: b }, t) =>
    b.to_rate
      ? t('records.trainToRate', { n: b.to_rate })
      : b.unpaid
        ? t('records.trainUnpaid', { n: b.unpaid })
        : b.upcoming
          ? t('records.trainUpcoming', { n: b.upcoming })
          : b.total
            ? t('records.trainAll', { n: b.total })
            : t('records.trainNone'),
};

const trainCoach: Row = {
  key: 'train-coach',
  to: '/train/mine',
  label: 'records.trainCoach',
  value: ({ train_coach: c }, t) =>
    !c?.listed
      ? t('records.trainUnlisted')
      : c.upcoming
        ? t('records.trainListedAhead', { n: c.upcoming })
        : t('records.trainListed'),
};

const pin: Row = {
  key: 'pin',
  to: '/pin/travel-records',
  label: 'records.pin',
  value: ({ pin: p }, t) =>
    p.pending
      ? t('records.pinPending', { n: p.pending })
      : p.confirmed
        ? t('records.pinConfirmed', { n: p.confirmed })
        : p.total
          ? t('records.pinAll', { n: p.total })
          : t('records.pinNone'),
};

const pinTrips: Row = {
  key: 'pin-trips',
  to: '/pin/car-owner-fare-list',
  label: 'records.pinTrips',
  value: ({ pin_trips: p }, t) =>
    p.upcoming
      ? t('records.pinTripsAhead', { n: p.upcoming })
      : p.total
        ? t('records.pinTripsAll', { n: p.total })
        : t('records.pinTripsNone'),
};

const practice: Row = {
  key: 'practice',
  to: '/k2vr/practice',
  label: 'records.practice',
  value: ({ practice: p }, t) =>
    p.latest
      ? t('records.practiceLatest', {
          date: shortDay(p.latest.date),
          slot: p.latest.slot,
          status: t(`records.practice.${p.latest.status}`),
        })
      : t('records.practiceNone'),
};

const light: Row = {
  key: 'light',
  to: '/light',
  label: 'records.light',
  value: ({ light: l }, t) =>
    l.exams && l.best !== null
      ? t('records.lightBest', { best: l.best, passed: l.passed, exams: l.exams })
      : t('records.lightNone'),
};

const vr: Row = {
  key: 'vr',
  to: '/vrland',
  label: 'records.vr',
  value: ({ vr: v }, t) =>
    !v
      ? t('records.vrNoField')
      : !v.has_yard
        ? t('records.vrNoYard', { field: v.field_name })
        : t(v.unlocked ? 'records.vrOpen' : 'records.vrLocked', { field: v.field_name }),
};

const wishes: Row = {
  key: 'wishes',
  to: '/wish?sort=mine',
  label: 'records.wishes',
  value: ({ wishes: w }, t) => (w.total ? t('records.wishesAll', { n: w.total }) : t('records.wishesNone')),
};

/**
 * Every kind of thing a person owns, one row each: what it is, its state in a few words, and the page that
 * lists them (each of those opens one). A student's list; a coach's leads with their coach-for-hire listing
 * and shows the rest once they have any.
 */
const ROWS: Record<'student' | 'coach', Row[]> = {
  student: [orders, train, pin, { ...pinTrips, when: (r) => r.pin_trips.total > 0 }, practice, light, vr, wishes],
  coach: [
    trainCoach,
    { ...train, when: (r) => r.train.total > 0 },
    { ...pinTrips, when: (r) => r.pin_trips.total > 0 },
    { ...pin, when: (r) => r.pin.total > 0 },
    { ...practice, when: (r) => r.practice.total > 0 },
    { ...light, when: (r) => r.light.exams > 0 },
    wishes,
  ],
};

/** '/center' and '/coach-center': the way to everything the person owns, each with its state. */
export function RecordsCard({ side }: { side: 'student' | 'coach' }) {
  const t = useT();
  const { data } = useQuery(recordsQuery());
  const rows = ROWS[side].filter((row) => !row.when || (data ? row.when(data) : false));
  return (
    <nav className={styles.group} aria-label={t('records.title')} data-testid="records">
      <h2 className={styles.groupTitle}>{t('records.title')}</h2>
      <LinkList
        className={styles.links}
        linkClassName={styles.link}
        endClassName={styles.linkEnd}
        items={rows.map((row) => ({
          to: row.to,
          testId: `record-${row.key}`,
          label: <span>{t(row.label)}</span>,
          end: (
            <span className={styles.state} data-testid={`record-${row.key}-state`}>
              {data ? row.value(data, t) : ''}
            </span>
          ),
        }))}
      />
    </nav>
  );
}
