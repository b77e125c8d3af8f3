import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouteObject,
  replace,
} from 'react-router';
import { getSession, isLoggedIn, roleOf } from '../lib/session';
import { BootScreen } from './boot-screen';
import { AppLayout } from './layout/app-layout';
import { createLoginGuard } from './login-guard';
import { loadPage } from './pages';
import { RootError } from './root-error';
import { findRoute, HOME_BY_ROLE } from './route-lookup';
import { entryRoutes, redirectRoutes } from './route-objects';
import { createRouteSets, ROOT_ID, type RouteSets } from './route-sets';
import { commonRoutes, redirectTable } from './route-table/common';
import type { RouteEntry } from './route-types';

/** Each role's routes load only for that role, with the pages both roles share. */
async function roleEntries(role: 'student' | 'coach'): Promise<RouteEntry[]> {
  const [own, { sharedRoutes }] = await Promise.all([
    role === 'coach'
      ? import('./route-table/coach').then((m) => m.coachRoutes)
      : import('./route-table/student').then((m) => m.studentRoutes),
    import('./route-table/shared'),
    // Their pages' loaders, fetched alongside so opening a page costs no extra round trip.
    import('./role-pages'),
  ]);
  return [...own, ...sharedRoutes];
}

/**
 * A logged-in user asking for the other role's page goes to their home (SPEC §2); a path that is
 * nobody's page shows the not-found page, so a mistyped link is not silently swallowed.
 */
async function catchAllLoader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) return null;
  const role = roleOf();
  const otherRoutes = await roleEntries(role === 'coach' ? 'student' : 'coach');
  if (findRoute(new URL(request.url).pathname, otherRoutes)) throw replace(HOME_BY_ROLE[role]);
  return null;
}

export interface AppRoutes {
  routes: RouteObject[];
  routeSets: RouteSets;
}

/** The route tree: the root (guard, layout, boundaries) holding the common set, redirects and a catch-all. */
export function createAppRoutes(
  load: typeof loadPage = loadPage,
  guardFor: (routeSets: RouteSets) => MiddlewareFunction = (routeSets) => createLoginGuard({ routeSets }),
): AppRoutes {
  const routeSets = createRouteSets({
    role: () => (isLoggedIn(getSession()) ? roleOf() : undefined),
    entriesFor: roleEntries,
    toRoutes: (entries) => entryRoutes(entries, load),
  });
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      middleware: [guardFor(routeSets)],
      Component: AppLayout,
      HydrateFallback: BootScreen,
      ErrorBoundary: RootError,
      children: [
        ...entryRoutes(commonRoutes, load),
        ...redirectRoutes(redirectTable),
        // Rarely shown, so not part of the first load.
        {
          path: '*',
          loader: catchAllLoader,
          lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
        },
      ],
    },
  ];
  return { routes, routeSets };
}

export function createAppRouter() {
  const { routes, routeSets } = createAppRoutes();
  return createBrowserRouter(routes, { patchRoutesOnNavigation: routeSets.patch });
}
