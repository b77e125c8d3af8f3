import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export const PAGE_SIZE = 20;

export const noticeKeys = {
  history: ['notice', 'history'] as const,
  one: (id: number) => ['notice', 'one', id] as const,
};

export const noticeHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: noticeKeys.history,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/user/notice-history', { query: { page: pageParam, num: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Read state changes elsewhere (opening a notice): always look again when the list is opened.
    staleTime: 0,
  });

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.one(id),
    queryFn: ({ signal }) => api('GET /v1/user/notice', { query: { id }, signal }),
  });
