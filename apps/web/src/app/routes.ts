import { findRoute as findIn, HOME_BY_ROLE } from './route-lookup';
import { coachRoutes } from './route-table/coach';
import { commonRoutes, redirectTable } from './route-table/common';
import { sharedRoutes } from './route-table/shared';
import { studentRoutes } from './route-table/student';
import type { RedirectEntry, Role, RouteEntry } from './route-types';

export { HOME_BY_ROLE, redirectTable };

/**
 * Every route (docs/product.md#the-app-shell), in one table (for tests and tools; the router loads the role sets on
 * demand). Order matters only where patterns tie (see services.ts).
 */
export const routeTable: readonly RouteEntry[] = [...studentRoutes, ...commonRoutes, ...sharedRoutes, ...coachRoutes];

/** The routes of one role: 'any' are the pages both roles open (the login-free ones among them). */
export function routesForRole(role: Role): RouteEntry[] {
  return routeTable.filter((route) => route.role === role);
}

/** The table entry a pathname shows (aliases included), ranked as the router ranks them. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return findIn(pathname, routeTable);
}

export function findRedirect(pathname: string): RedirectEntry | undefined {
  return redirectTable.find((r) => r.from.toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase());
}
