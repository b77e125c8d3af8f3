import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouteObject,
  replace,
} from 'react-router';
import { t } from '../lib/i18n';
import { getSession, isLoggedIn, roleOf } from '../lib/session';
import { toast } from '../lib/toast';
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
 * SPEC §2: a logged-in user asking for a route that is not theirs — the other role's page, or nobody's —
 * goes to the home of their type, told why in a short toast. Signed out, the guard has already sent them
 * to log in, so the not-found page is left for what slips past it.
 */
async function catchAllLoader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) return null;
  const role = roleOf();
  const otherRoutes = await roleEntries(role === 'coach' ? 'student' : 'coach');
  const otherRole = Boolean(findRoute(new URL(request.url).pathname, otherRoutes));
  toast(t(otherRole ? 'common.otherRolePage' : 'common.notFoundWentHome'));
  throw replace(HOME_BY_ROLE[role]);
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
