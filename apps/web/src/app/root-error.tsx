import { useRouteError } from 'react-router';
import { Failed } from '../components/blocks';
import { LoginErrorScreen } from '../features/auth/login-error-screen';
import { useFirstScreenHandedOver } from '../lib/first-screen';
import { useT } from '../lib/i18n';
import { GuardFailure } from './login-guard';

/** Errors above every page: a failed login shows the login error page, anything else a plain failure. */
export function RootError() {
  const error = useRouteError();
  const t = useT();
  useFirstScreenHandedOver();
  if (error instanceof GuardFailure) return <LoginErrorScreen error={error.cause} />;
  console.error('app failed', error);
  return <Failed full message={t('common.pageError')} onRetry={() => window.location.reload()} />;
}
