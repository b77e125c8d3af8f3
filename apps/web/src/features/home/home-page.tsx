import { lazy, Suspense } from 'react';
import { FieldCard } from '../../components/account/field-card';
import { ErrorBoundary } from '../../components/error-boundary';
import { useT } from '../../lib/i18n';
import { Entries } from './entries';
import styles from './home.module.css';
import { NoticeBar } from './notice-bar';

// The first screen is the field and the doors; banners and the feed arrive right after it.
const Banners = lazy(() => import('./banners'));
const HomeFeed = lazy(() => import('./home-feed'));
const HomeOffers = lazy(() => import('./offers'));

/** Home '/': the current exam field, the notice, a student's offers and the doors into each area. */
export default function HomePage() {
  const t = useT();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t('app.name')}</h1>
      </header>
      <ErrorBoundary message={t('common.pageError')}>
        <NoticeBar />
      </ErrorBoundary>
      <ErrorBoundary message={t('common.pageError')}>
        <FieldCard />
      </ErrorBoundary>
      <ErrorBoundary message={t('common.pageError')}>
        <Suspense fallback={<div className={styles.bannerSlot} />}>
          <Banners />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary message={t('common.pageError')}>
        <Suspense fallback={null}>
          <HomeOffers />
        </Suspense>
      </ErrorBoundary>
      <Entries />
      <ErrorBoundary message={t('common.pageError')}>
        <Suspense fallback={null}>
          <HomeFeed />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
