import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export type Subject = 1 | 4;

/** Both theory subjects are 100 points with 90 to pass (the stats reply does not repeat the rules). */
export const PASS_MARK = 90;
export const PAGE_SIZE = 20;

/** Keys under 'exam', so whatever finishes a paper can invalidate ['exam'] and this page follows. */
export const historyKeys = {
  stats: (subject: Subject) => ['exam', 'stats', subject, 'car'] as const,
  list: (subject: Subject) => ['exam', 'history', subject] as const,
};

/** `?subject=4` is subject four; anything else subject one. */
export const parseSubject = (raw: string | null): Subject => (raw === '4' ? 4 : 1);

export const statsQuery = (subject: Subject) =>
  queryOptions({
    queryKey: historyKeys.stats(subject),
    queryFn: ({ signal }) => api('GET /v1/exam/stats', { query: { subject, bank: 'car' }, signal }),
  });

export const examListQuery = (subject: Subject) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(subject),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/user/exam-list', { query: { subject, page: pageParam, num: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
