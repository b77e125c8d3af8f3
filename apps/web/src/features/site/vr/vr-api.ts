import { queryOptions } from '@tanstack/react-query';
import type { YardItemKey } from '@xueche/contract';
import { type ApiData, api } from '../../../lib/api';

export type Land = ApiData<'GET /v2/k2/land'>;
export type Five = ApiData<'GET /v2/k2/five'>;
export type Item = Five['items'][number];
export type Layout = ApiData<'GET /v2/k2/map-info'>;

/**
 * The subject-two yard's reads. `signed` is in each key: these answer differently with a session (what
 * the student bought opens), so a sign-in never shows a cached locked copy.
 */
const vrKeys = {
  land: (fieldId: number | null, signed: boolean) => ['site', 'k2-land', fieldId, signed] as const,
  five: (fieldId: number | null, signed: boolean) => ['site', 'k2-five', fieldId, signed] as const,
  layout: (fieldId: number | null, signed: boolean) => ['site', 'k2-map-info', fieldId, signed] as const,
};

const query = (fieldId: number | null) => ({ field_id: fieldId ?? undefined });

export const landQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: vrKeys.land(fieldId, signed),
    queryFn: ({ signal }) => api('GET /v2/k2/land', { query: query(fieldId), signal }),
    staleTime: 5 * 60_000,
  });

export const fiveQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: vrKeys.five(fieldId, signed),
    queryFn: ({ signal }) => api('GET /v2/k2/five', { query: query(fieldId), signal }),
    staleTime: 5 * 60_000,
  });

export const layoutQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: vrKeys.layout(fieldId, signed),
    queryFn: ({ signal }) => api('GET /v2/k2/map-info', { query: query(fieldId), signal }),
    staleTime: 5 * 60_000,
  });

export const ITEM_KEYS: readonly YardItemKey[] = [
  'reverse_parking',
  'parallel_parking',
  'hill_start',
  'right_angle_turn',
  'curve',
];
