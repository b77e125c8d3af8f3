import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { LessonComment } from '@xueche/contract';
import { API_BASE, api, buildQuery } from '../../lib/api';
import { acceptLanguage } from '../../lib/i18n';
import { nextPage } from '../../lib/paging';

export const COMMENTS_PREVIEW = 5;
export const COMMENTS_PAGE = 20;

/** Everything of a lesson sits under ['lesson', …]: comments of one lesson can be patched together. */
export const lessonKeys = {
  details: (id: number) => ['lesson', 'details', id] as const,
  list: (fieldId: number) => ['lesson', 'list', fieldId] as const,
  data: (courseId: number) => ['lesson', 'data', courseId] as const,
  danmaku: (id: number) => ['lesson', 'dm', id] as const,
  comments: (id: number) => ['lesson', 'comments', id] as const,
  roads: (fieldId: number | undefined) => ['lesson', 'roads', fieldId ?? 'mine'] as const,
  road: (id: number) => ['lesson', 'road', id] as const,
};

export const detailsQuery = (id: number) =>
  queryOptions({
    queryKey: lessonKeys.details(id),
    queryFn: ({ signal }) => api('GET /v1/lesson/details', { query: { id }, signal }),
    // Every fetch counts a view: the page keeps what it loaded while it is open.
    staleTime: 5 * 60_000,
  });

export const courseQuery = (fieldId: number) =>
  queryOptions({
    queryKey: lessonKeys.list(fieldId),
    queryFn: ({ signal }) => api('GET /v1/lesson/list', { query: { field_id: fieldId }, signal }),
    staleTime: 0,
  });

/** The user's saved positions in a course, with when each was saved (to compare with this device's). */
export const progressQuery = (courseId: number) =>
  queryOptions({
    queryKey: lessonKeys.data(courseId),
    queryFn: ({ signal }) => api('GET /v1/lesson/data', { query: { course_id: courseId }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const danmakuQuery = (id: number) =>
  queryOptions({
    queryKey: lessonKeys.danmaku(id),
    queryFn: ({ signal }) => api('GET /v1/lesson/dm', { query: { id }, signal }),
    staleTime: 60_000,
  });

/** The first few comments, for the lesson page. */
export const commentsPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...lessonKeys.comments(id), 'preview'] as const,
    queryFn: ({ signal }) => api('GET /v1/lesson/comments', { query: { id, page: 1, num: COMMENTS_PREVIEW }, signal }),
  });

export const commentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...lessonKeys.comments(id), 'all'] as const,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/lesson/comments', { query: { id, page: pageParam, num: COMMENTS_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const roadsQuery = (fieldId: number | undefined) =>
  queryOptions({
    queryKey: lessonKeys.roads(fieldId),
    queryFn: ({ signal }) => api('GET /v1/lesson/all-roads', { query: fieldId ? { field_id: fieldId } : {}, signal }),
  });

export const roadQuery = (id: number) =>
  queryOptions({
    queryKey: lessonKeys.road(id),
    queryFn: ({ signal }) => api('GET /v1/lesson/road-map', { query: { id }, signal }),
    staleTime: 10 * 60_000,
  });

type CommentPage = { total: number; list: LessonComment[] };
type CommentCache = CommentPage | { pages: CommentPage[]; pageParams: unknown[] } | undefined;

/** Applies `change` to one comment wherever a lesson's comments are cached (preview and all pages). */
export function patchComment(
  client: QueryClient,
  lessonId: number,
  commentId: number,
  change: (c: LessonComment) => LessonComment,
): void {
  const patchPage = (page: CommentPage): CommentPage => ({
    ...page,
    list: page.list.map((c) => (c.id === commentId ? change(c) : c)),
  });
  client.setQueriesData<CommentCache>({ queryKey: lessonKeys.comments(lessonId) }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map(patchPage) };
    return patchPage(data);
  });
}

/** Saves a position in a way that survives the page closing (pagehide, leaving the route). */
export function saveProgressOnLeave(lessonId: number, position: number): void {
  const body = new URLSearchParams({ lesson_id: String(lessonId), position_s: position.toFixed(1) });
  try {
    void fetch(`${API_BASE}/v1/lesson/progress?${buildQuery(undefined).toString()}`, {
      method: 'POST',
      keepalive: true,
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguage(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
    }).catch(() => undefined);
  } catch {
    // fetch refused (keepalive quota): the local history still has the position
  }
}
