import { useQuery } from '@tanstack/react-query';
import { ProfileCard } from '../../components/account/profile-card';
import { RecordsCard } from '../../components/account/records-card';
import { SettingsCard } from '../../components/account/settings-card';
import { UnreadNoticesBadge } from '../../components/account/unread-notices-badge';
import { Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import styles from './coach.module.css';
import { type CoachCenter, centerQuery, yuan } from './coach-api';
import { type MessageKey, useT } from './messages';

/** Every coach page, grouped as a coach thinks of them. */
const GROUPS: { title: MessageKey; links: { to: string; label: MessageKey; notices?: true }[] }[] = [
  {
    title: 'center.groupPeople',
    links: [
      { to: '/user-list', label: 'coach.students' },
      { to: '/coach-agent', label: 'coach.recruitCoaches' },
      { to: '/poster/coach-poster', label: 'coach.posters' },
      { to: '/poster/coach-poster-list', label: 'center.posterList' },
      { to: '/poster/coach-register-list', label: 'center.registerList' },
    ],
  },
  {
    title: 'center.groupMoney',
    links: [
      { to: '/coach-earnings', label: 'coach.earnings' },
      { to: '/coach-sub-earnings', label: 'center.subEarnings' },
      { to: '/coach-order', label: 'coach.orders' },
      { to: '/coach-wallet', label: 'coach.wallet' },
      { to: '/coach-cash-list', label: 'center.cashList' },
      { to: '/coach-transactions', label: 'center.transactions' },
    ],
  },
  {
    title: 'center.groupGrowth',
    links: [
      { to: '/coach-zonghe', label: 'coach.overview' },
      { to: '/coach-integral', label: 'coach.points' },
      { to: '/coach-integral-list', label: 'center.pointsList' },
    ],
  },
  {
    title: 'center.groupWork',
    links: [
      { to: '/coach-kt-list', label: 'coach.theory' },
      { to: '/coach-audit', label: 'coach.audit' },
    ],
  },
  {
    title: 'center.groupAccount',
    links: [
      { to: '/coach-userinfo', label: 'center.userinfo' },
      { to: '/coach-addsch', label: 'coach.school' },
      { to: '/coach-phone-verify', label: 'center.phoneVerify' },
      { to: '/coach-verify', label: 'coach.verify' },
      { to: '/coach-setting', label: 'center.sms' },
    ],
  },
  {
    title: 'center.groupHelp',
    links: [
      { to: '/coach-help-list', label: 'center.help' },
      { to: '/help-video', label: 'center.helpVideo' },
      { to: '/notice-history', label: 'center.notices', notices: true },
      { to: '/service', label: 'center.service' },
      { to: '/about', label: 'center.about' },
    ],
  },
];

/**
 * '/coach-center': the coach's profile and standing, what they own elsewhere (their coach-for-hire listing and
 * bookings, shuttle trips, wishes: the records card), links to every coach page, language and logout.
 */
export default function CoachCenterPage() {
  const t = useT();
  const query = useQuery(centerQuery());
  return (
    <ErrorBoundary message={t('common.pageError')}>
      <ProfileCard />
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <Standing data={query.data} />
      )}
      <RecordsCard side="coach" />
      {GROUPS.map((g) => (
        <nav key={g.title} className={styles.section} aria-label={t(g.title)}>
          <h2 className={styles.title}>{t(g.title)}</h2>
          <ul className={styles.linkList}>
            {g.links.map((l) => (
              <li key={l.to}>
                <Link className={styles.linkRow} to={l.to}>
                  <span>{t(l.label)}</span>
                  <span className={styles.linkEnd}>
                    {l.notices && <UnreadNoticesBadge />}
                    <span aria-hidden="true">›</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <SettingsCard />
    </ErrorBoundary>
  );
}

const CERT: Record<CoachCenter['cert_status'], MessageKey> = {
  none: 'cert.none',
  pending: 'cert.pending',
  approved: 'cert.approved',
  rejected: 'cert.rejected',
};

function Standing({ data }: { data: CoachCenter }) {
  const t = useT();
  return (
    <section className={styles.section} aria-label={t('center.standing')} data-testid="coach-standing">
      <div className={styles.standingHead}>
        <div>
          <div className={styles.strong}>{data.real_name ?? data.nickname}</div>
          <div className={styles.muted}>{data.school ?? t('center.noSchool')}</div>
        </div>
        <span className={styles.certTag} data-cert={data.cert_status}>
          {t(CERT[data.cert_status])}
        </span>
      </div>
      <ul className={styles.stats}>
        <Stat to="/coach-integral" label={t('center.level')} value={t('points.levelName', { level: data.level })} />
        <Stat to="/coach-integral-list" label={t('center.points')} value={data.points} />
        <Stat to="/coach-wallet" label={t('center.balance')} value={yuan(data.balance)} />
        <Stat to="/user-list" label={t('center.students')} value={data.counts.students} />
        <Stat to="/coach-agent" label={t('center.coaches')} value={data.counts.coaches} />
        <Stat to="/coach-order" label={t('center.orders')} value={data.counts.orders} />
      </ul>
    </section>
  );
}

function Stat({ to, label, value }: { to: string; label: string; value: string | number }) {
  return (
    <li>
      <Link to={to} className={styles.stat}>
        <strong>{value}</strong>
        <span>{label}</span>
      </Link>
    </li>
  );
}
