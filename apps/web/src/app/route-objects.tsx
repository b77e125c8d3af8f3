import type { ComponentType } from 'react';
import { type RouteObject, replace } from 'react-router';
import { PageError } from './page-error';
import type { PageLoader, PageProps } from './pages';
import type { PageKey, RedirectEntry, RouteEntry } from './route-types';

/** The route's metadata rides in `handle`, for the layout (title, tab bar, keep-alive, share). */
export type RouteHandle = RouteEntry;

function pageRoot(entry: RouteEntry, Page: ComponentType<PageProps>) {
  function RoutePage() {
    return (
      <div className="page" data-route={entry.path}>
        <Page feature={entry.feature} />
      </div>
    );
  }
  RoutePage.displayName = `Route(${entry.path})`;
  return RoutePage;
}

/** One route object per path and alias; all of an entry's paths share one lazily loaded page. */
export function entryRoutes(
  entries: readonly RouteEntry[],
  load: (page: PageKey) => ReturnType<PageLoader>,
): RouteObject[] {
  return entries.flatMap((entry) => {
    let loaded: Promise<{ Component: ComponentType }> | undefined;
    const lazy = () => {
      loaded ??= load(entry.page).then((mod) => ({ Component: pageRoot(entry, mod.default) }));
      loaded.catch(() => {
        loaded = undefined;
      });
      return loaded;
    };
    return [entry.path, ...(entry.aliases ?? [])].map(
      (path): RouteObject => ({ path, handle: entry, lazy, ErrorBoundary: PageError }),
    );
  });
}

export function redirectRoutes(redirects: readonly RedirectEntry[]): RouteObject[] {
  return redirects.map((r) => ({ path: r.from, loader: ({ request }) => replace(r.to(new URL(request.url))) }));
}
