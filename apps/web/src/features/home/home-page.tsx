import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { FieldCardView } from '../../components/account/field-card-view';
import { ErrorBoundary } from '../../components/error-boundary';
import { useT } from '../../lib/i18n';
import { loadQueryClient, QueryGate } from '../../lib/query-gate';
import { useSession } from '../../lib/session';
import { read } from '../../lib/storage';
import { Entries } from './entries';
import styles from './home.module.css';
import { NoticeView } from './notice-view';

// The first screen is the header, the stored notice and field, and the doors: nothing on it waits for the
// server or for TanStack Query. Everything else arrives right after it, in its own chunk (sections.ts): the
// banners first, then the rest.
type Sections = typeof import('./sections');
let sections: Sections | undefined;

/**
 * The sections' code and the query client, undefined until both are here; a failed fetch is the page's error.
 * State, not Suspense: React holds back the reveal that follows a Suspense fallback by up to 300 ms, which put
 * the banners that much late.
 */
function useSections(): Sections | undefined {
  const [state, setState] = useState<Sections | Error | undefined>(sections);
  useEffect(() => {
    if (state) return;
    Promise.all([import('./sections'), loadQueryClient()]).then(([m]) => {
      sections = m;
      setState(m);
    }, setState);
  }, [state]);
  if (state instanceof Error) throw state;
  return state;
}

interface SectionProps {
  /** Its code and the query client; undefined until they are here. */
  loaded: Sections | undefined;
  /** What shows until its code, and then its data, are here. */
  fallback?: ReactNode;
  draw: (s: Sections) => ReactNode;
}

/** A region drawn from server state. Offers and the feed suspend until their data is in. */
function Section({ loaded, fallback = null, draw }: SectionProps) {
  const t = useT();
  return (
    <ErrorBoundary message={t('common.pageError')}>
      {loaded ? (
        <Suspense fallback={fallback}>
          <QueryGate>{draw(loaded)}</QueryGate>
        </Suspense>
      ) : (
        fallback
      )}
    </ErrorBoundary>
  );
}

/** Home '/': the current exam field, the notice, the doors into each area and a student's offers. */
export default function HomePage() {
  const t = useT();
  const storedField = useSession((s) => s.field);
  const loaded = useSections();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t('app.name')}</h1>
      </header>
      <Section
        loaded={loaded}
        fallback={<NoticeView notice={read('noticeData')} />}
        draw={(s) => (
          <s.AfterBanner>
            <s.NoticeBar />
          </s.AfterBanner>
        )}
      />
      <Section
        loaded={loaded}
        fallback={<FieldCardView field={storedField} loading={!storedField} />}
        draw={(s) => (
          <s.AfterBanner>
            <s.FieldCard />
          </s.AfterBanner>
        )}
      />
      <Section loaded={loaded} fallback={<div className={styles.bannerSlot} />} draw={(s) => <s.Banners />} />
      <Entries />
      {/* Under the doors, which they pushed down when they arrived above them; the feed shows with them. */}
      <Section
        loaded={loaded}
        draw={(s) => (
          <s.AfterBanner>
            <s.HomeOffers />
            <s.HomeFeed />
          </s.AfterBanner>
        )}
      />
    </>
  );
}
