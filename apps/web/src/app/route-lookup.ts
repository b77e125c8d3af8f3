import { matchRoutes } from 'react-router';
import type { RouteEntry } from './route-types';

export const HOME_BY_ROLE = { student: '/', coach: '/coach-index' } as const;

/** The entry a pathname shows among `entries` (aliases included), matched and ranked as the router does. */
export function findRoute(pathname: string, entries: readonly RouteEntry[]): RouteEntry | undefined {
  const routes = entries.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, entry })));
  return matchRoutes(routes, pathname)?.[0]?.route.entry;
}
