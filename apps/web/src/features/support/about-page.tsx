import { AppIcon } from '../../components/app-icon';
import { LinkList } from '../../components/link-list';
import { useT } from './messages';
import { buildInfo } from './queries';
import styles from './support.module.css';

/** '/about': what the app is, this build, and the privacy policy, user terms and customer service. */
export default function AboutPage() {
  const t = useT();
  const build = buildInfo();
  const links = [
    { to: '/about/privacy', label: t('about.privacy') },
    { to: '/about/terms', label: t('about.terms') },
    { to: '/service', label: t('about.service') },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.about}>
        <AppIcon char="学" />
        <h1 className={styles.appName}>{t('app.name')}</h1>
        {build && (
          <p className={styles.build} data-testid="about-build">
            {t('about.version', { version: build.commit })}
            {build.date && ` · ${t('about.built', { date: build.date })}`}
          </p>
        )}
        <p className={styles.summary}>{t('about.summary')}</p>
      </header>
      <nav className={styles.card} aria-label={t('about.links')}>
        <LinkList
          className={styles.links}
          linkClassName={styles.link}
          items={links.map((l) => ({ to: l.to, label: <span>{l.label}</span> }))}
        />
      </nav>
    </div>
  );
}
