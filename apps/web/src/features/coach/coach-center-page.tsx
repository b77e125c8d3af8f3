import { ProfileCard } from '../../components/account/profile-card';
import { SettingsCard } from '../../components/account/settings-card';
import { ErrorBoundary } from '../../components/error-boundary';
import { useT } from '../../lib/i18n';

/** '/coach-center': the coach's profile, exam field, language and logout. */
export default function CoachCenterPage() {
  const t = useT();
  return (
    <ErrorBoundary message={t('common.pageError')}>
      <ProfileCard />
      <SettingsCard />
    </ErrorBoundary>
  );
}
