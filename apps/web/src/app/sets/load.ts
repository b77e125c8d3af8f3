import type { SetName } from '../route-sets';
import type { RouteSet } from '../route-types';

const loaders: Record<SetName, () => Promise<RouteSet>> = {
  common: () => import('./common').then((m) => m.commonSet),
  shared: () => import('./shared').then((m) => m.sharedSet),
  student: () => import('./student').then((m) => m.studentSet),
  coach: () => import('./coach').then((m) => m.coachSet),
};

const loading = new Map<SetName, Promise<RouteSet>>();

/** A route set's chunk, fetched once (again after a failure). */
export function loadSet(name: SetName): Promise<RouteSet> {
  let set = loading.get(name);
  if (!set) {
    set = loaders[name]();
    loading.set(name, set);
    set.catch(() => loading.delete(name));
  }
  return set;
}
