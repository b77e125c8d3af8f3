import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Home's banners (adv): the largest picture of the first screen. */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ['article', 'adv'],
    queryFn: ({ signal }) => api('GET /v1/article/adv', { signal }),
    staleTime: 5 * 60_000,
  });
