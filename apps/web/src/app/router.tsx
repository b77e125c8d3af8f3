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
import { RootError } from './root-error';
import { findRoute, HOME_BY_ROLE } from './route-lookup';
import { setRoutes } from './route-objects';
import { createRouteSets, ROOT_ID, type RouteSets } from './route-sets';
import { loadSet } from './sets/load';

/**
 * docs/product.md#the-app-shell: a logged-in user asking for a route that is not theirs — the other role's page, or
 * nobody's — goes to the home of their type, told why in a short toast. Signed out, the guard has already sent them to
 * log in, so the not-found page is left for what slips past it.
 */
async function catchAllLoader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) return null;
  const role = roleOf();
  const other = await loadSet(role === 'coach' ? 'student' : 'coach');
  const otherRole = Boolean(findRoute(new URL(request.url).pathname, other.routes));
  toast(t(otherRole ? 'common.otherRolePage' : 'common.notFoundWentHome'));
  throw replace(HOME_BY_ROLE[role]);
}

export interface AppRoutes {
  routes: RouteObject[];
  routeSets: RouteSets;
}

/** The route tree: the root (guard, layout, boundaries) holding a catch-all; the sets arrive under it. */
export function createAppRoutes(
  guardFor: (routeSets: RouteSets) => MiddlewareFunction = (routeSets) => createLoginGuard({ routeSets }),
): AppRoutes {
  const routeSets = createRouteSets({
    role: () => (isLoggedIn(getSession()) ? roleOf() : undefined),
    load: loadSet,
    toRoutes: setRoutes,
  });
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      middleware: [guardFor(routeSets)],
      Component: AppLayout,
      HydrateFallback: BootScreen,
      ErrorBoundary: RootError,
      children: [
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
