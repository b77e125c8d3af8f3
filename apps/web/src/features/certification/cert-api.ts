import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';

export type CertStatus = ApiData<'GET /v1/coach/has-auth'>;
export type CertState = CertStatus['status'];
export type CoachInfo = ApiData<'GET /v3/school/coach-info'>;
export type School = NonNullable<CoachInfo['school']>;
export type Crede = ApiData<'GET /v2/crede/info'>;

/** One key per endpoint; an upload or a school change updates or invalidates through these. */
export const certKeys = {
  status: ['coach', 'has-auth'] as const,
  coachInfo: ['school', 'coach-info'] as const,
  schools: (keyword: string) => ['school', 'all', keyword] as const,
  crede: (did: string) => ['crede', 'info', did] as const,
};

export const certStatusQuery = () =>
  queryOptions({
    queryKey: certKeys.status,
    queryFn: ({ signal }) => api('GET /v1/coach/has-auth', { signal }),
  });

export const coachInfoQuery = () =>
  queryOptions({
    queryKey: certKeys.coachInfo,
    queryFn: ({ signal }) => api('GET /v3/school/coach-info', { signal }),
  });

export const schoolsQuery = (keyword: string) =>
  queryOptions({
    queryKey: certKeys.schools(keyword),
    queryFn: ({ signal }) =>
      api('GET /v1/coach/all-school', { query: { keyword: keyword || undefined, num: 30 }, signal }),
    staleTime: 30_000,
  });

export const credeQuery = (did: string) =>
  queryOptions({
    queryKey: certKeys.crede(did),
    queryFn: ({ signal }) => api('GET /v2/crede/info', { query: { did }, signal }),
    retry: false,
  });

/** The check page of a coach: what goes into posters' QR codes and the profile's link. */
export const checkPath = (did: string) => `/yan?did=${encodeURIComponent(did)}`;
