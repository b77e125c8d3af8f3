import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorRole } from '@xueche/contract';
import { ApiError, api, setCsrfToken } from './api';

/** The signed-in operator, or null when there is no session (401). Keeps the CSRF token for writes. */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async () => {
    try {
      const session = await api('GET /admin/session');
      setCsrfToken(session.csrf_token);
      return session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setCsrfToken('');
        return null;
      }
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useOperator() {
  const { data } = useQuery(sessionQuery);
  return data?.operator ?? null;
}

/** Whether a role may open something that lists its roles. */
export const allowed = (role: OperatorRole | undefined, roles: readonly OperatorRole[]) =>
  role !== undefined && roles.includes(role);
