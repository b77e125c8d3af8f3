import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from './api';

/** Server state several areas read: one key and fetcher each, so every screen shares the cache. */
export const queryKeys = {
  user: ['user', 'base'] as const,
  field: ['user', 'field'] as const,
  switch: ['user', 'switch'] as const,
  loc: ['user', 'loc'] as const,
  city: (cityId: number) => ['user', 'top-info', cityId] as const,
  myCoach: ['user', 'my-coach'] as const,
};

export const userQuery = () =>
  queryOptions({ queryKey: queryKeys.user, queryFn: ({ signal }) => api('GET /v1/user/base', { signal }) });

/** The coach a student is bound to: the personal center's card and '/my-coach'. */
export const myCoachQuery = () =>
  queryOptions({ queryKey: queryKeys.myCoach, queryFn: ({ signal }) => api('GET /v1/user/my-coach', { signal }) });

export const fieldQuery = () =>
  queryOptions({ queryKey: queryKeys.field, queryFn: ({ signal }) => api('GET /v1/user/field', { signal }) });

export const switchQuery = () =>
  queryOptions({
    queryKey: queryKeys.switch,
    queryFn: ({ signal }) => api('GET /v1/user/switch', { signal }),
    staleTime: 5 * 60_000,
  });

export const locQuery = () =>
  queryOptions({
    queryKey: queryKeys.loc,
    queryFn: ({ signal }) => api('GET /v1/user/loc', { signal }),
    staleTime: 30 * 60_000,
  });

export const cityQuery = (cityId: number) =>
  queryOptions({
    queryKey: queryKeys.city(cityId),
    queryFn: ({ signal }) => api('GET /v1/user/top-info', { query: { city_id: cityId }, signal }),
    staleTime: 10 * 60_000,
  });

export type YardHistory = ApiData<'GET /v2/k2/yard-runs'>;

/**
 * The student's drives in a field's yard and their weak items (the student's own field when null): the
 * subject-two hub and the centre show them. Asked afresh each time a page opens, and invalidated under
 * ['site'] when a drive is kept, so both refresh.
 */
export const yardRunsQuery = (fieldId: number | null) =>
  queryOptions({
    queryKey: ['site', 'yard-runs', fieldId] as const,
    queryFn: ({ signal }) => api('GET /v2/k2/yard-runs', { query: { field_id: fieldId ?? undefined }, signal }),
    staleTime: 0,
  });
