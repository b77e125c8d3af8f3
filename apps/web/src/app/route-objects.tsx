import type { ComponentType } from 'react';
import { type RouteObject, replace } from 'react-router';
import { loadQueryClient, QueryGate } from '../lib/query-gate';
import { PageError } from './page-error';
import type { PageKey, PageProps, RedirectEntry, RouteEntry, RouteSet } from './route-types';

/** The route's metadata rides in `handle`, for the layout (title, tab bar, keep-alive, share). */
export type RouteHandle = RouteEntry;

/**
 * Home's first screen shows no server state: it opens without waiting for TanStack Query, and its
 * sections wait for it themselves. Every other page opens once its module and the query client are both
 * here (fetched side by side).
 */
const OPENS_BEFORE_QUERY: ReadonlySet<PageKey> = new Set(['home']);

function pageRoot(entry: RouteEntry, Page: ComponentType<PageProps>) {
  function RoutePage() {
    const page = <Page feature={entry.feature} webview={entry.webview} />;
    return (
      <div className="page" data-route={entry.path}>
        {OPENS_BEFORE_QUERY.has(entry.page) ? page : <QueryGate>{page}</QueryGate>}
      </div>
    );
  }
  RoutePage.displayName = `Route(${entry.path})`;
  return RoutePage;
}

/** One route object per path and alias; all of an entry's paths share one lazily loaded page. */
function entryRoutes(entry: RouteEntry, set: RouteSet): RouteObject[] {
  let loaded: Promise<{ Component: ComponentType }> | undefined;
  const lazy = () => {
    const load = set.pages[entry.page];
    if (!load) throw new Error(`no page module for ${entry.page}`);
    loaded ??= Promise.all([load(), OPENS_BEFORE_QUERY.has(entry.page) || loadQueryClient()]).then(([mod]) => ({
      Component: pageRoot(entry, mod.default),
    }));
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return [entry.path, ...(entry.aliases ?? [])].map(
    (path): RouteObject => ({ path, handle: entry, lazy, ErrorBoundary: PageError }),
  );
}

function redirectRoute(r: RedirectEntry): RouteObject {
  return { path: r.from, loader: ({ request }) => replace(r.to(new URL(request.url))) };
}

/** The router's routes for one set: its pages and its redirects. */
export function setRoutes(set: RouteSet): RouteObject[] {
  return [...set.routes.flatMap((entry) => entryRoutes(entry, set)), ...(set.redirects ?? []).map(redirectRoute)];
}
