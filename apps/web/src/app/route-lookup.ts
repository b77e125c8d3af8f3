import { bestMatch } from './route-match';
import type { RouteEntry } from './route-types';

export const HOME_BY_ROLE = { student: '/', coach: '/coach-index' } as const;

/** The entry a pathname shows among `entries` (aliases included), ranked as the router ranks them. */
export function findRoute(pathname: string, entries: readonly RouteEntry[]): RouteEntry | undefined {
  const matchables = entries.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, entry })),
  );
  return bestMatch(matchables, pathname)?.entry;
}
