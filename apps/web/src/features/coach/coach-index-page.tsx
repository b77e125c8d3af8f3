import { useQuery } from '@tanstack/react-query';
import { FieldCard } from '../../components/account/field-card';
import { Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { BalanceRow } from './balance-row';
import styles from './coach.module.css';
import { type CoachIndex, indexQuery, yuan } from './coach-api';
import { type MessageKey, useT } from './messages';

const SHORTCUTS: { to: string; label: MessageKey; mark: string; badge?: 'applications' }[] = [
  { to: '/user-list', label: 'coach.students', mark: '学' },
  { to: '/poster/coach-poster', label: 'coach.posters', mark: '报' },
  { to: '/coach-agent', label: 'coach.recruitCoaches', mark: '募' },
  { to: '/coach-wallet', label: 'coach.wallet', mark: '¥' },
  { to: '/coach-order', label: 'coach.orders', mark: '单' },
  { to: '/coach-earnings', label: 'coach.earnings', mark: '益' },
  { to: '/coach-zonghe', label: 'coach.overview', mark: '图' },
  { to: '/coach-integral', label: 'coach.points', mark: '分' },
  { to: '/coach-kt-list', label: 'coach.theory', mark: '理', badge: 'applications' },
  { to: '/coach-audit', label: 'coach.audit', mark: '审' },
  { to: '/coach-addsch', label: 'coach.school', mark: '校' },
  { to: '/coach-verify', label: 'coach.verify', mark: '证' },
  // Coach for hire: the listing's steps (details, photos, hours, checks) and the bookings, on the area's 我的.
  { to: '/train/mine', label: 'coach.trainService', mark: '陪' },
  { to: '/pin/personal-center', label: 'coach.pin', mark: '拼' },
];

/** '/coach-index': today's figures, the balance, what still needs doing, and shortcuts into every coach area. */
export default function CoachIndexPage() {
  const t = useT();
  const nickname = useSession((s) => s.user?.nickname);
  const query = useQuery(indexQuery());
  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <h1 className={styles.greeting}>{t('coach.greeting', { name: nickname ?? '' })}</h1>
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Reminder data={query.data} />
          <Today data={query.data} />
        </>
      )}
      <ErrorBoundary message={t('common.pageError')}>
        <FieldCard />
      </ErrorBoundary>
      <section className={styles.section} aria-labelledby="coach-shortcuts">
        <h2 id="coach-shortcuts" className={styles.title}>
          {t('coach.shortcuts')}
        </h2>
        <ul className={styles.grid}>
          {SHORTCUTS.map((s) => {
            const badge = s.badge === 'applications' ? (query.data?.pending_applications ?? 0) : 0;
            return (
              <li key={s.to}>
                <Link className={styles.link} to={s.to}>
                  <span className={styles.mark} aria-hidden="true">
                    {s.mark}
                    {badge > 0 && <span className={styles.badge}>{badge}</span>}
                  </span>
                  {t(s.label)}
                  {badge > 0 && <span className={styles.srOnly}>{t('index.pending', { n: badge })}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </PullToRefresh>
  );
}

/** What still stands between the coach and withdrawing: a verified phone, certification; then a school. */
function Reminder({ data }: { data: CoachIndex }) {
  const t = useT();
  let text: string;
  let to: string;
  let action: string;
  if (!data.has_profile) {
    [text, to, action] = [t('index.needPhone'), '/coach-phone-verify', t('index.verifyPhone')];
  } else if (data.cert_status === 'pending') {
    [text, to, action] = [t('index.certPending'), '/coach-verify', t('index.view')];
  } else if (data.cert_status === 'rejected') {
    [text, to, action] = [
      t('index.certRejected', { reason: data.cert_reason || t('index.noReason') }),
      '/coach-verify',
      t('index.resubmit'),
    ];
  } else if (data.cert_status === 'none') {
    [text, to, action] = [t('index.certNone'), '/coach-verify', t('index.certify')];
  } else if (!data.has_school) {
    [text, to, action] = [t('index.noSchool'), '/coach-addsch', t('index.addSchool')];
  } else return null;
  return (
    <div className={styles.reminder} role="note" data-testid="cert-reminder" data-cert={data.cert_status}>
      <span>{text}</span>
      <Link className={styles.reminderLink} to={to}>
        {action} ›
      </Link>
    </div>
  );
}

function Today({ data }: { data: CoachIndex }) {
  const t = useT();
  return (
    <section className={styles.hero} aria-labelledby="coach-today">
      <h2 id="coach-today" className={styles.heroTitle}>
        {t('index.today')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('index.todayStudents')}</dt>
          <dd data-testid="today-students">{data.today.students}</dd>
        </div>
        <div>
          <dt>{t('index.todaySales', { n: data.today.orders })}</dt>
          <dd data-testid="today-sales">{yuan(data.today.sales)}</dd>
        </div>
        <div>
          <dt>{t('index.todayEarnings')}</dt>
          <dd data-testid="today-earnings">{yuan(data.today.earnings)}</dd>
        </div>
      </dl>
      <BalanceRow balance={data.balance} />
      <p className={styles.heroNote}>
        {t('index.totals', {
          students: data.totals.students,
          coaches: data.totals.coaches,
          earnings: yuan(data.totals.earnings),
        })}
        {' · '}
        <Link to="/coach-integral" className={styles.heroInline}>
          {t('index.level', { level: data.level, points: data.points })}
        </Link>
      </p>
    </section>
  );
}
