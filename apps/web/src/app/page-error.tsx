import { useRouteError } from 'react-router';
import { Failed } from '../components/blocks';
import { useT } from '../lib/i18n';

/** A page that failed to load or render: the rest of the app (tab bar, overlays) keeps working. */
export function PageError() {
  const error = useRouteError();
  const t = useT();
  console.error('page failed', error);
  return <Failed full message={t('common.pageError')} onRetry={() => window.location.reload()} />;
}
