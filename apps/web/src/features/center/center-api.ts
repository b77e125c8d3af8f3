import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';

export type YardHistory = ApiData<'GET /v2/k2/yard-runs'>;

/**
 * The student's drives in their own field's yard. Its key sits beside the yard hub's (['site', 'yard-runs',
 * field]) so that invalidating ['site', 'yard-runs'] after a drive refreshes both; asked afresh on each visit.
 */
export const yardRunsQuery = () =>
  queryOptions({
    queryKey: ['site', 'yard-runs', null] as const,
    queryFn: ({ signal }) => api('GET /v2/k2/yard-runs', { signal }),
    staleTime: 0,
  });

/** The driving page for one item of the field's yard. */
export const driveHref = (fieldId: number, item: string) => `/k2vr/drive?field_id=${fieldId}&item=${item}`;
