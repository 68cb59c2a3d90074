/**
 * TanStack Query, loaded with the first screen that reads server data rather than on the first route
 * (the login page's JavaScript budget is 120 KiB gzip; see docs/decisions/003-bundle-budgets.md).
 * One client for the whole session, so the cache survives navigation between screens.
 * The spec says calls have no retry and no time-out: retries are off.
 */
import { type QueryKey, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { authStore } from './auth-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Cached server data is one member's: any sign-out (a 401 included) or another sign-in drops it.
authStore.subscribe((state, prev) => {
  if (state.token !== prev.token) queryClient.clear();
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

/**
 * Follows one query of the shared cache from outside the provider, for a screen measured against the
 * first route's budget (home): it imports this module when it needs data, so TanStack Query loads
 * after its first paint, and its data still lives in the one cache (cleared at sign-out, refreshed
 * like any other). Returns the unsubscribe.
 */
export function observeQuery<T>(
  options: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<T> },
  onChange: (result: { data: T | undefined; error: unknown }) => void,
): () => void {
  const observer = new QueryObserver<T, Error, T, T, QueryKey>(queryClient, options);
  onChange(observer.getCurrentResult());
  return observer.subscribe(onChange);
}
