import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { RouteEntry } from './route-types';

/** SPEC §2: 0 the role set is not added yet; 1 just added; 2 from the following navigation on. */
export type RouteSetStatus = 0 | 1 | 2;

export interface RouteSets {
  readonly status: RouteSetStatus;
  /** For `patchRoutesOnNavigation`: adds the logged-in role's routes under the root, once. */
  patch: PatchRoutesOnNavigationFunction;
  /** Called by the guard on every navigation, after discovery. */
  onNavigation(): void;
}

export const ROOT_ID = 'root';

/**
 * The router starts with the common routes only; each role's set is its own chunk, fetched at login. The first navigation that does not resolve among them
 * (or lands on a parameterised route) asks for more; once logged in, the role's set is patched in and the
 * router matches the requested path again — so a path of the new set opens where it was asked for.
 */
export function createRouteSets(deps: {
  role: () => 'student' | 'coach' | undefined;
  entriesFor: (role: 'student' | 'coach') => Promise<RouteEntry[]>;
  toRoutes: (entries: RouteEntry[]) => RouteObject[];
}): RouteSets {
  let status: RouteSetStatus = 0;
  let addedThisNavigation = false;
  return {
    get status() {
      return status;
    },
    patch: async ({ patch }) => {
      const role = deps.role();
      if (!role || status !== 0) return;
      const entries = await deps.entriesFor(role);
      if (status !== 0) return; // another navigation added it meanwhile
      patch(ROOT_ID, deps.toRoutes(entries));
      status = 1;
      addedThisNavigation = true;
    },
    onNavigation() {
      if (status === 1 && !addedThisNavigation) status = 2;
      addedThisNavigation = false;
    },
  };
}
