import { Link } from '../../components/link';
import { roleOf, useSession } from '../../lib/session';
import styles from './coming-soon.module.css';
import { type MessageKey, useT } from './messages';

/** An honest placeholder for an area a later release builds: it names the feature and leads home. */
export default function ComingSoonPage({ feature }: { feature?: string }) {
  const t = useT();
  const home = roleOf(useSession()) === 'coach' ? '/coach-index' : '/';
  const name = feature ? t(`feature.${feature}` as MessageKey) : t('app.name');
  return (
    <section className={styles.page} data-testid="coming-soon">
      <div className={styles.badge} aria-hidden="true">
        ⏳
      </div>
      <h1 className={styles.title}>{t('comingSoon.title', { feature: name })}</h1>
      <p className={styles.body}>{t('comingSoon.body')}</p>
      <Link className={styles.home} to={home}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
