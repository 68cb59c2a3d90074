/**
 * Registers the service worker (scripts/vite-pwa.ts; docs/decisions/077-offline-service-worker.md),
 * loaded lazily by src/app/main.tsx once the first screen is up. A new worker waits until every tab is
 * closed (no skipWaiting), so the app never reloads under the member.
 */
import { PAGES_CACHE, SERVICE_WORKER_PATH } from '../../shared/config/service-worker';

/**
 * The page that installed the worker loaded before it: its HTML is kept now, so reopening the app
 * offline finds a page (later navigations are kept by the worker itself). Path only: the query string
 * can carry credentials. A 404 or a non-HTML answer is not kept.
 */
export async function keepCurrentPage(cacheStorage: CacheStorage = caches, loc: Location = location) {
  const cache = await cacheStorage.open(PAGES_CACHE);
  const key = `${loc.origin}${loc.pathname}`;
  if (await cache.match(key, { ignoreVary: true })) return;
  const response = await fetch(loc.pathname, {
    headers: { accept: 'text/html' },
    credentials: 'same-origin',
  });
  if (response.ok && response.headers.get('content-type')?.startsWith('text/html'))
    await cache.put(key, response);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
    await navigator.serviceWorker.ready;
    await keepCurrentPage();
  } catch {
    // No worker (private mode, blocked, an old browser): the app works online as before.
  }
}
