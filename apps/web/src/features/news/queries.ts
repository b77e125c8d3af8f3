import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export const PAGE_SIZE = 10;
export const MORE_COUNT = 5;

/** Every key starts with 'article', so one invalidation refreshes all of this area. */
export const newsKeys = {
  list: (categoryId: number | undefined) => ['article', 'list', categoryId ?? 'all'] as const,
  details: (id: number, did: string | undefined) => ['article', 'details', id, did ?? ''] as const,
  more: (id: number) => ['article', 'more', id] as const,
  topics: ['article', 'topics'] as const,
  topic: (id: number) => ['article', 'topic', id] as const,
  statistics: (fieldId: number | undefined) => ['article', 'statistics', fieldId ?? 'mine'] as const,
};

/** A refused id (unknown, or malformed) is shown as "not found", not as a failure to retry. */

export const articleListQuery = (categoryId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(categoryId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/article/list', { query: { page: pageParam, num: PAGE_SIZE, category_id: categoryId }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const articleQuery = (id: number, did: string | undefined) =>
  queryOptions({
    queryKey: newsKeys.details(id, did),
    queryFn: ({ signal }) => api('GET /v1/article/details', { query: { id, did }, signal }),
  });

export const moreQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.more(id),
    queryFn: ({ signal }) => api('GET /v1/article/more', { query: { id, num: MORE_COUNT }, signal }),
  });

export const topicsQuery = () =>
  queryOptions({
    queryKey: newsKeys.topics,
    queryFn: ({ signal }) => api('GET /v1/article/zt-list', { signal }),
    staleTime: 5 * 60_000,
  });

export const topicQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.topic(id),
    queryFn: ({ signal }) => api('GET /v1/article/zt-details', { query: { id }, signal }),
  });

export const statisticsQuery = (fieldId: number | undefined) =>
  queryOptions({
    queryKey: newsKeys.statistics(fieldId),
    queryFn: ({ signal }) => api('GET /v1/article/statistics', { query: { field_id: fieldId }, signal }),
    staleTime: 10 * 60_000,
  });

export const visitTopic = (id: number) => api('GET /v1/article/zt-visit', { query: { id } });
