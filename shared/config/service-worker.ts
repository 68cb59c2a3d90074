/**
 * Names shared by the build (scripts/vite-pwa.ts), the server (server/web/routes.ts) and the app
 * (src/lib/service-worker.ts): docs/decisions/077-offline-service-worker.md.
 */
/** The service worker's URL: served from the root so its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The Cache Storage cache of kept pages (written literally in scripts/vite-pwa.ts's functions too). */
export const PAGES_CACHE = 'wl-pages';
/** The per-partner web manifest (server/web/web-manifest.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
