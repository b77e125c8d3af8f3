import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Wish } from '@xueche/contract';
import { type ApiData, api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export type { Wish, WishReportReason, WishState } from '@xueche/contract';
export type Sort = 'new' | 'hot' | 'mine';
export type WallPage = ApiData<'GET /v1/wish/list'>;

/** The server's limits (the contract's WISH_MIN_LENGTH / WISH_MAX_LENGTH; the web imports only its types). */
export const WISH_MIN = 4;
export const WISH_MAX = 200;
export const WISH_PAGE = 10;

export const wishKeys = {
  all: ['wish'] as const,
  list: (sort: Sort) => ['wish', 'list', sort] as const,
};

export const wishesQuery = (sort: Sort) =>
  infiniteQueryOptions({
    queryKey: wishKeys.list(sort),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/wish/list', { query: { sort, page: pageParam, num: WISH_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** One wish changed (a vote): every loaded list shows it at once, before their refetch. */
export function patchWish(client: QueryClient, id: number, patch: Partial<Wish>): void {
  client.setQueriesData<InfiniteData<WallPage, number>>({ queryKey: ['wish', 'list'] }, (prev) =>
    prev
      ? {
          ...prev,
          pages: prev.pages.map((page) => ({
            ...page,
            list: page.list.map((w) => (w.id === id ? { ...w, ...patch } : w)),
          })),
        }
      : prev,
  );
}
