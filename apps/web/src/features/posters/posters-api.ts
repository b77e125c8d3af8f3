import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export const POSTER_PAGE = 10;

export type CoachShare = ApiData<'GET /v1/coach/share-coach'>;
export type Poster = ApiData<'GET /v1/coach/posters'>['list'][number];
export type PosterInfo = ApiData<'GET /v1/poster/info'>;
export type Registration = ApiData<'GET /v1/coach/poster-regs'>['list'][number];

/** One key per endpoint; saving or deleting a poster invalidates `posters`. */
export const posterKeys = {
  shareCoach: ['coach', 'share-coach'] as const,
  posters: ['coach', 'posters'] as const,
  poster: (id: number) => ['poster', 'info', id] as const,
  regs: ['coach', 'poster-regs'] as const,
  recruitInfo: ['poster', 'recruit-info'] as const,
  lilun: (subject: 1 | 4) => ['coach', 'lilun', subject] as const,
  liHb: (id: string | undefined) => ['user', 'li-hb', id ?? 'latest'] as const,
  lessonShare: (id: number, coach: boolean) => ['share', 'lesson', id, coach ? 'coach' : 'student'] as const,
};

export const shareCoachQuery = () =>
  queryOptions({
    queryKey: posterKeys.shareCoach,
    queryFn: ({ signal }) => api('GET /v1/coach/share-coach', { signal }),
    staleTime: 60_000,
  });

export const recruitInfoQuery = () =>
  queryOptions({
    queryKey: posterKeys.recruitInfo,
    queryFn: ({ signal }) => api('GET /v1/poster/recruit-info', { signal }),
    staleTime: 5 * 60_000,
  });

export const posterQuery = (id: number) =>
  queryOptions({
    queryKey: posterKeys.poster(id),
    queryFn: ({ signal }) => api('GET /v1/poster/info', { query: { id }, signal }),
  });

export const postersQuery = () =>
  infiniteQueryOptions({
    queryKey: posterKeys.posters,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/posters', { query: { page: pageParam, num: POSTER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const regsQuery = () =>
  infiniteQueryOptions({
    queryKey: posterKeys.regs,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/coach/poster-regs', { query: { page: pageParam, num: POSTER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const lilunQuery = (subject: 1 | 4) =>
  queryOptions({
    queryKey: posterKeys.lilun(subject),
    queryFn: ({ signal }) => api('GET /v1/coach/lilun', { query: { type: subject }, signal }),
    staleTime: 5 * 60_000,
  });

export const liHbQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: posterKeys.liHb(id),
    queryFn: ({ signal }) => api('GET /v1/user/li-hb', { query: { id }, signal }),
  });

/** A coach shares a lesson with their own did; anyone else with the lessons area's share data. */
export const lessonShareQuery = (id: number, coach: boolean) =>
  queryOptions({
    queryKey: posterKeys.lessonShare(id, coach),
    queryFn: async ({ signal }) => {
      if (coach) {
        const data = await api('GET /v1/coach/lesson-share', { query: { id }, signal });
        return {
          share: { title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl },
          coach: data.coach,
        };
      }
      return { share: await api('GET /v1/lesson/share-lesson', { query: { id }, signal }), coach: null };
    },
  });
