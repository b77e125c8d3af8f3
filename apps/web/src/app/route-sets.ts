import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { RouteSet } from './route-types';

export type SetName = 'common' | 'shared' | 'student' | 'coach';

/** docs/product.md#the-app-shell: 0 the role set is not added yet; 1 just added; 2 from the following navigation on. */
export type RouteSetStatus = 0 | 1 | 2;

export interface RouteSets {
  readonly status: RouteSetStatus;
  /** For `patchRoutesOnNavigation`: adds the sets this person may open under the root, each once. */
  patch: PatchRoutesOnNavigationFunction;
  /** Called by the guard on every navigation, after discovery. */
  onNavigation(): void;
}

export const ROOT_ID = 'root';

/**
 * The router starts with no page at all: each set is its own chunk, fetched on the first navigation that
 * lands outside the sets added so far (anything unmatched, or a parameterised route). Logged in, that is
 * the role's set, then the pages both roles open, then the login-free ones; signed out, only the
 * login-free ones. All of them are fetched at once, and added in that order until one holds the path: a
 * student opening '/' waits for the student's set only, and a path of a new set opens where it was asked for.
 */
export function createRouteSets(deps: {
  role: () => 'student' | 'coach' | undefined;
  load: (name: SetName) => Promise<RouteSet>;
  toRoutes: (set: RouteSet) => RouteObject[];
}): RouteSets {
  let status: RouteSetStatus = 0;
  let addedThisNavigation = false;
  const added = new Set<SetName>();
  const addedRoutes: RouteObject[] = [];
  return {
    get status() {
      return status;
    },
    patch: async ({ path, patch }) => {
      // The router also asks on every parameterised path, found or not.
      if (matchRoutes(addedRoutes, path)) return;
      const role = deps.role();
      const wanted: SetName[] = role ? [role, 'shared', 'common'] : ['common'];
      const loads = wanted.filter((name) => !added.has(name)).map((name) => [name, deps.load(name)] as const);
      // Sets not waited for this time fail quietly; the next navigation that needs one asks again.
      for (const [, loading] of loads) loading.catch(() => undefined);
      for (const [name, loading] of loads) {
        const set = await loading;
        if (added.has(name)) continue; // another navigation added it meanwhile
        const routes = deps.toRoutes(set);
        patch(ROOT_ID, routes);
        added.add(name);
        addedRoutes.push(...routes);
        if (name === role) {
          status = 1;
          addedThisNavigation = true;
        }
        if (matchRoutes(routes, path)) return;
      }
    },
    onNavigation() {
      if (status === 1 && !addedThisNavigation) status = 2;
      addedThisNavigation = false;
    },
  };
}
