import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { nextPage } from '../../lib/paging';

/** The coach workspace's server state: one key and fetcher per endpoint, shared by every coach page. */

export const PAGE = 15;

export type CoachIndex = ApiData<'GET /v1/coach/index'>;
export type CoachCenter = ApiData<'GET /v1/coach/center'>;
export type Student = ApiData<'GET /v1/coach/stus'>['list'][number];
export type StudentDetail = ApiData<'GET /v1/coach/stu'>;
export type SubCoach = ApiData<'GET /v1/coach/subor-coach'>['list'][number];
export type EarningsPage = ApiData<'GET /v1/coach/bene'>;
export type EarningEntry = EarningsPage['list'][number];
export type CoachOrder = ApiData<'GET /v1/coach/orders'>['list'][number];
export type Earnings = ApiData<'GET /v1/coach/earnings'>;
export type UpLevel = ApiData<'GET /v1/coach/up-dj'>;
export type PointEntry = ApiData<'GET /v1/coach/points'>['list'][number];
export type Application = ApiData<'GET /v3/apply/list'>['list'][number];
export type SmsSetting = ApiData<'GET /v1/coach/setting'>;
export type Days = 7 | 30;

export const coachKeys = {
  all: ['coach'] as const,
  index: ['coach', 'index'] as const,
  center: ['coach', 'center'] as const,
  students: (q: string) => ['coach', 'stus', q] as const,
  student: (id: number) => ['coach', 'stu', id] as const,
  subCoaches: ['coach', 'subor-coach'] as const,
  subCount: ['coach', 'sub-cnt'] as const,
  bene: (level: 1 | 2 | undefined) => ['coach', 'bene', level ?? 'all'] as const,
  subBene: ['coach', 'sub-bene'] as const,
  orders: ['coach', 'orders'] as const,
  earnings: (days: Days) => ['coach', 'earnings', days] as const,
  upLevel: ['coach', 'up-dj'] as const,
  points: ['coach', 'points'] as const,
  applications: (kind: 'kt' | 'class') => ['coach', 'apply', kind] as const,
  setting: ['coach', 'setting'] as const,
};

/** Next page while the pages loaded hold fewer items than the total. */

export const indexQuery = () =>
  queryOptions({ queryKey: coachKeys.index, queryFn: ({ signal }) => api('GET /v1/coach/index', { signal }) });

export const centerQuery = () =>
  queryOptions({ queryKey: coachKeys.center, queryFn: ({ signal }) => api('GET /v1/coach/center', { signal }) });

export const studentsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: coachKeys.students(q),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/stus', { query: { page: pageParam, num: PAGE, q: q || undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: coachKeys.student(id),
    queryFn: ({ signal }) => api('GET /v1/coach/stu', { query: { id }, signal }),
  });

export const subCoachesQuery = () =>
  infiniteQueryOptions({
    queryKey: coachKeys.subCoaches,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/subor-coach', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const subCountQuery = () =>
  queryOptions({ queryKey: coachKeys.subCount, queryFn: ({ signal }) => api('GET /v1/coach/sub-cnt', { signal }) });

/** Commission entries: both levels, or one. */
export const beneQuery = (level?: 1 | 2) =>
  infiniteQueryOptions({
    queryKey: coachKeys.bene(level),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/bene', { query: { page: pageParam, num: PAGE, level }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Level-2 entries (sub-bene, docs/glossary.md): what recruited coaches' sales earned this coach. */
export const subBeneQuery = () =>
  infiniteQueryOptions({
    queryKey: coachKeys.subBene,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/sub-bene', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: coachKeys.orders,
    queryFn: ({ pageParam, signal }) => api('GET /v1/coach/orders', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const earningsQuery = (days: Days) =>
  queryOptions({
    queryKey: coachKeys.earnings(days),
    queryFn: ({ signal }) => api('GET /v1/coach/earnings', { query: { days }, signal }),
  });

export const upLevelQuery = () =>
  queryOptions({ queryKey: coachKeys.upLevel, queryFn: ({ signal }) => api('GET /v1/coach/up-dj', { signal }) });

export const pointsQuery = () =>
  infiniteQueryOptions({
    queryKey: coachKeys.points,
    queryFn: ({ pageParam, signal }) => api('GET /v1/coach/points', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const applicationsQuery = (kind: 'kt' | 'class') =>
  infiniteQueryOptions({
    queryKey: coachKeys.applications(kind),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v3/apply/list', { query: { page: pageParam, num: PAGE, kind }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const settingQuery = () =>
  queryOptions({ queryKey: coachKeys.setting, queryFn: ({ signal }) => api('GET /v1/coach/setting', { signal }) });

/** "¥12.34" (or "-¥1.20" for a reversal) from fen. */
export const yuan = (fen: number) => (fen < 0 ? `-¥${formatMoney(-fen)}` : `¥${formatMoney(fen)}`);
