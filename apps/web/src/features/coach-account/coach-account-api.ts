import type { ApiData } from '../../lib/api';
import { api } from '../../lib/api';

export type CoachCard = ApiData<'GET /v1/user/did'>;
export type RegStatus = ApiData<'POST /v1/coach/is-reg'>;
export type School = ApiData<'GET /v2/default/school-search'>['list'][number];

/** This area's server state: one key per read. */
export const accountKeys = {
  isReg: ['coach-account', 'is-reg'] as const,
  coach: (did: string) => ['coach-account', 'did', did] as const,
  schools: (keyword: string) => ['coach-account', 'schools', keyword] as const,
};

export const isRegQuery = () => ({
  queryKey: accountKeys.isReg,
  queryFn: () => api('POST /v1/coach/is-reg'),
});

export const coachByDidQuery = (did: string) => ({
  queryKey: accountKeys.coach(did),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('GET /v1/user/did', { query: { did }, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});
