import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export const PAGE_SIZE = 20;

export const noticeKeys = {
  history: ['notice', 'history'] as const,
  one: (id: number) => ['notice', 'one', id] as const,
};

/** A positive integer id from a URL piece, else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

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
