/**
 * TanStack Query, loaded with the first screen that reads server data rather than on the first route
 * (the login page's JavaScript budget is 120 KiB gzip; see docs/decisions/003-bundle-budgets.md).
 * One client for the whole session, so the cache survives navigation between screens.
 * The spec says calls have no retry and no time-out: retries are off.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryKey,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { authStore, OFFLINE_CACHE_KEY } from './auth-store';
import { local } from './storage';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Offline, the member's cards and coverage from the last visit still show
 * (docs/decisions/077-offline-service-worker.md): only the card list, each card's coverage and the
 * family's cards are kept in localStorage, for 7 days at most, under OFFLINE_CACHE_KEY (auth-store). The copy is
 * marked with a hash of the session token (the buster): another sign-in on the same device never
 * reads it, and any sign-out (a 401 included) or another sign-in deletes it.
 */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The queries kept for offline use: ['cards', 'list' | 'detail' | 'family', …]. */
export function isKeptOffline(queryKey: QueryKey): boolean {
  return queryKey[0] === 'cards' && ['list', 'detail', 'family'].includes(String(queryKey[1]));
}

/** A short, non-reversible mark of the token (FNV-1a): tells members apart, reveals nothing. */
export function tokenMark(token: string | null): string {
  if (!token) return '';
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** What is stored: the shape @tanstack/query-sync-storage-persister writes. */
interface PersistedClient {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

/** A save still queued when the member changed (the persister throttles) is dropped, never written. */
export const offlineStorage = {
  getItem: local.get,
  removeItem: local.remove,
  setItem: (key: string, value: string) => {
    const { token } = authStore.getState();
    if (token && (JSON.parse(value) as PersistedClient).buster === tokenMark(token)) local.set(key, value);
  },
};
const persister = createSyncStoragePersister({ storage: offlineStorage, key: OFFLINE_CACHE_KEY });

/** The kept copy, when it is this member's and fresh enough; anything else is deleted. */
export function readOfflineCache(token: string | null, now = Date.now()): PersistedClient | null {
  const raw = local.get(OFFLINE_CACHE_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as PersistedClient;
    if (token && saved.buster === tokenMark(token) && now - saved.timestamp < OFFLINE_CACHE_MAX_AGE_MS)
      return saved;
  } catch {
    // Unreadable: deleted below.
  }
  local.remove(OFFLINE_CACHE_KEY);
  return null;
}

let stopPersisting: (() => void) | null = null;

/** Restores this member's kept cards at once (before any screen asks), then keeps the copy current. */
function startOfflineCache(token: string | null) {
  stopPersisting?.();
  stopPersisting = null;
  if (!token) {
    local.remove(OFFLINE_CACHE_KEY);
    return;
  }
  const saved = readOfflineCache(token);
  if (saved) hydrate(queryClient, saved.clientState);
  const buster = tokenMark(token);
  // Saved (throttled by the persister) whenever a kept query changes; other queries never trigger it.
  stopPersisting = queryClient.getQueryCache().subscribe((event) => {
    if (!isKeptOffline(event.query.queryKey)) return;
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptOffline(query.queryKey),
      shouldDehydrateMutation: () => false,
    });
    void persister.persistClient({ buster, timestamp: Date.now(), clientState });
  });
}

// Kept queries outlive their screens for as long as the copy may be used.
queryClient.setQueryDefaults(['cards'], { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
startOfflineCache(authStore.getState().token);

// Cached server data is one member's: any sign-out (a 401 included) or another sign-in drops it,
// the offline copy included.
authStore.subscribe((state, prev) => {
  if (state.token === prev.token) return;
  stopPersisting?.();
  stopPersisting = null;
  local.remove(OFFLINE_CACHE_KEY);
  queryClient.clear();
  startOfflineCache(state.token);
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
