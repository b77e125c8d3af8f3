import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Categories and topics: the article form's choices and the taxonomy tab's tables. */
export const taxonomyQuery = queryOptions({
  queryKey: ['admin', 'content', 'taxonomy'],
  queryFn: () => api('GET /admin/content/taxonomy'),
});
