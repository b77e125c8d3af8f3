import type { FeatureKey, RouteEntry } from '../route-types';

type Flags = Omit<RouteEntry, 'path' | 'title' | 'page' | 'feature' | 'role'>;

/** A page a later issue builds: for now the coming-soon page of its feature. */
export function soon(path: string, title: string, feature: FeatureKey, role: RouteEntry['role'], flags: Flags = {}) {
  return { path, title, page: 'coming-soon', feature, role, ...flags } satisfies RouteEntry;
}
