import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

/**
 * TanStack Query and the app's client, fetched the first time something needs server state: never part
 * of the first screen of '/', which shows none.
 */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    (m) => {
      client = m.queryClient;
      return client;
    },
    (error: unknown) => {
      loading = undefined; // a failed fetch is tried again by the next region that asks
      throw error;
    },
  );
  return loading;
}

/** Gives its children the query client, suspending until it has arrived. */
export function QueryGate({ children }: { children: ReactNode }) {
  const value = client ?? use(loadQueryClient());
  return <QueryClientContext value={value}>{children}</QueryClientContext>;
}
