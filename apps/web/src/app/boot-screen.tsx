import { Loading } from '../components/blocks';
import { useT } from '../lib/i18n';

/** What shows while the first navigation (login included) resolves. */
export function BootScreen() {
  const t = useT();
  const returning = new URLSearchParams(window.location.search).has('code');
  return <Loading full text={returning ? t('login.inProgress') : t('common.loading')} />;
}
