import { lazy, type ReactNode, Suspense } from 'react';
import { FieldCardView } from '../../components/account/field-card-view';
import { ErrorBoundary } from '../../components/error-boundary';
import { useT } from '../../lib/i18n';
import { QueryGate } from '../../lib/query-gate';
import { useSession } from '../../lib/session';
import { read } from '../../lib/storage';
import { Entries } from './entries';
import styles from './home.module.css';
import { NoticeView } from './notice-view';

// The first screen is the header, the stored field and the doors: nothing on it waits for the server or
// for TanStack Query. Everything else arrives right after it (sections.ts).
const sections = () => import('./sections');
const NoticeBar = lazy(() => sections().then((m) => ({ default: m.NoticeBar })));
const FieldCard = lazy(() => sections().then((m) => ({ default: m.FieldCard })));
const Banners = lazy(() => sections().then((m) => ({ default: m.Banners })));
const HomeOffers = lazy(() => sections().then((m) => ({ default: m.HomeOffers })));
const HomeFeed = lazy(() => sections().then((m) => ({ default: m.HomeFeed })));

/** A region drawn from server state: the fallback until its code and the query client are here. */
function Section({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <ErrorBoundary message={t('common.pageError')}>
      <Suspense fallback={fallback}>
        <QueryGate>{children}</QueryGate>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Home '/': the current exam field, the notice, the doors into each area and a student's offers. */
export default function HomePage() {
  const t = useT();
  const storedField = useSession((s) => s.field);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t('app.name')}</h1>
      </header>
      <Section fallback={<NoticeView notice={read('noticeData')} />}>
        <NoticeBar />
      </Section>
      <Section fallback={<FieldCardView field={storedField} loading={!storedField} />}>
        <FieldCard />
      </Section>
      <Section fallback={<div className={styles.bannerSlot} />}>
        <Banners />
      </Section>
      <Entries />
      {/* Under the doors, which they pushed down when they arrived above them; the feed shows with them. */}
      <Section>
        <HomeOffers />
        <HomeFeed />
      </Section>
    </>
  );
}
