import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type HelpKind = 'article' | 'video';
export type HelpAudience = 'student' | 'coach';
export type DownloadKey = 'app' | 'jk';

export const helpKeys = {
  list: (kind: HelpKind, audience: HelpAudience) => ['help', 'list', audience, kind] as const,
  one: (id: number) => ['help', 'one', id] as const,
  download: (key: DownloadKey) => ['help', 'download', key] as const,
  event: (id: number) => ['event', id] as const,
};

/** A refused id (unknown, or malformed) is "not found", not a failure to retry. */

/** The coaches' help pages ('/coach-help-list', '/help-video') are the same pages with the coach audience. */
export const audienceOf = (pathname: string): HelpAudience =>
  pathname === '/coach-help-list' || pathname === '/help-video' ? 'coach' : 'student';

/** Where an audience's help videos are. */
export const videosPathOf = (audience: HelpAudience) => (audience === 'coach' ? '/help-video' : '/help-video-app');

export const helpListQuery = (kind: HelpKind, audience: HelpAudience = 'student') =>
  queryOptions({
    queryKey: helpKeys.list(kind, audience),
    queryFn: ({ signal }) => api('GET /v1/article/help', { query: { audience, kind }, signal }),
    staleTime: 10 * 60_000,
  });

export const helpOneQuery = (id: number) =>
  queryOptions({
    queryKey: helpKeys.one(id),
    queryFn: ({ signal }) => api('GET /v1/article/help-one', { query: { id }, signal }),
    staleTime: 10 * 60_000,
  });

export const downloadQuery = (key: DownloadKey) =>
  queryOptions({
    queryKey: helpKeys.download(key),
    queryFn: ({ signal }) => api('GET /v1/article/download', { query: { key }, signal }),
    staleTime: 30 * 60_000,
  });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: helpKeys.event(id),
    queryFn: ({ signal }) => api('GET /v1/user/event', { query: { id }, signal }),
  });

/** '/downloadJK' is the exam app's page; '/downloadApp' and '/news/Download4' the main app's. */
export const downloadKeyOf = (pathname: string): DownloadKey =>
  pathname.toLowerCase().startsWith('/downloadjk') ? 'jk' : 'app';
