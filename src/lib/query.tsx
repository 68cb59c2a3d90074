/**
 * TanStack Query, loaded with the first screen that reads server data rather than on the first route
 * (the login page's JavaScript budget is 120 KiB gzip; see docs/decisions/003-bundle-budgets.md).
 * One client for the whole session, so the cache survives navigation between screens.
 * The spec says calls have no retry and no time-out: retries are off.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Wraps a screen so it (and everything inside) can use queries and mutations. */
export function withQueryClient<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Screen.displayName ?? Screen.name})`;
  return WithQueryClient;
}
