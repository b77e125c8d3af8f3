import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { LoginErrorScreen } from '../../features/auth/login-error-screen';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { fieldPickerAsked } from '../../lib/field-picker';
import { useFirstScreenHandedOver } from '../../lib/first-screen';
import { useLoginFailure } from '../../lib/login-failure';
import { QueryGate } from '../../lib/query-gate';
import { roleOf, useSession } from '../../lib/session';
import type { RouteEntry } from '../route-types';
import { AppTabBar } from './app-tab-bar';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useDocumentTitle, useScrollToTop } from './use-route-effects';

// Dialogs, WeChat's share menu and the session's refresh from the server come after the first screen: it
// draws from what is stored, and their code and reads would share a phone's first round trips with it. A tap
// on 切换考场 before then (home's field card) brings them at once: they show the field picker.
const DeferredShell = lazy(() =>
  Promise.race([afterFirstScreen(), fieldPickerAsked()]).then(() => import('./deferred-shell')),
);

function useCurrentEntry(): RouteEntry | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteEntry | undefined;
}

/** The shell around every page: title, scroll, keep-alive, tab bar and global overlays (with share set-up). */
export function AppLayout() {
  const entry = useCurrentEntry();
  const role = roleOf(useSession());
  const loginFailure = useLoginFailure((s) => s.message);
  useDocumentTitle(entry?.title);
  useScrollToTop();
  useFirstScreenHandedOver();

  if (loginFailure) return <LoginErrorScreen message={loginFailure} />;
  // The role's tab bar; an area with its own ('train') draws it in its pages, outside the first load.
  const tabBar = entry?.tabBar;
  return (
    <>
      <main className={tabBar ? 'app-main with-tab-bar' : 'app-main'}>
        <KeepAliveOutlet entry={entry} />
      </main>
      {tabBar === true && <AppTabBar role={role} />}
      <Suspense fallback={null}>
        <QueryGate>
          <DeferredShell entry={entry} />
        </QueryGate>
      </Suspense>
    </>
  );
}
