import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * The app's one cache of server state. Refused requests (4xx) are answers, not hiccups: only network and
 * server failures are retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(isApiError(error) && error.code >= 400 && error.code < 500),
    },
    mutations: { retry: false },
  },
});

// What QueryClientProvider does on mount: follow the network coming back (and focus) for the app's lifetime.
queryClient.mount();
