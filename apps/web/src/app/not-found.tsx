import { Link } from '../components/link';
import { useT } from '../lib/i18n';

export function NotFound() {
  const t = useT();
  return (
    <div className="page centered-page" data-route="*">
      <h1>{t('common.notFound')}</h1>
      <Link to="/" replace>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
