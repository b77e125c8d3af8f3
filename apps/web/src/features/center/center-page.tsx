import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../components/account/account.module.css';
import { ProfileCard } from '../../components/account/profile-card';
import { SettingsCard } from '../../components/account/settings-card';
import { ErrorBoundary } from '../../components/error-boundary';
import { myCoachQuery } from '../../lib/queries';
import { useT } from './messages';

/** '/center': the student's profile, their coach, exam field, language and logout. */
export default function CenterPage() {
  const t = useT();
  return (
    <ErrorBoundary message={t('common.pageError')}>
      <ProfileCard />
      <CoachCard />
      <SettingsCard />
    </ErrorBoundary>
  );
}

/** The coach the student is bound to and whether progress is shared; opens '/my-coach'. */
function CoachCard() {
  const t = useT();
  // Shared with '/my-coach', so a change of consent there shows here.
  const coach = useQuery(myCoachQuery());
  const value = coach.isPending
    ? t('coach.loading')
    : !coach.data
      ? coach.isError
        ? ''
        : t('coach.none')
      : `${coach.data.nickname} · ${t(coach.data.share_progress ? 'coach.sharing' : 'coach.notSharing')}`;
  return (
    <section className={styles.card}>
      <Link
        to="/my-coach"
        className={styles.row}
        data-testid="my-coach"
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <span>{t('coach.title')}</span>
        <span className={styles.value}>{value} ›</span>
      </Link>
    </section>
  );
}
