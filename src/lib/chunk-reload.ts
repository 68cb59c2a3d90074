/**
 * A failed lazy chunk (usually a deploy replaced the hashed files) reloads the page, at most once per
 * 60 s (docs/spec.md section 9); a second failure inside the window shows the error page instead.
 * Offline, a reload would only swap the app for the browser's "no internet" page (and Back would lead
 * to about:blank): the screen waits instead, the offline banner says so, and the load is tried again
 * when the connection comes back (docs/decisions/077-offline-service-worker.md).
 */
import { isOnline, setWaitingForConnection, whenOnline } from './connection';
import { session } from './storage';

export const CHUNK_RELOAD_KEY = 'wl.chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export function shouldReloadForChunkError(now: number, lastReloadAt: string | null): boolean {
  const last = lastReloadAt ? Number(lastReloadAt) : Number.NaN;
  return !(Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS && now >= last);
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

export interface ChunkErrorOptions<T> {
  /** Loads the chunk again; offline, it runs once the connection is back. */
  retry?: () => Promise<T>;
  reload?: () => void;
  online?: () => boolean;
  waitOnline?: () => Promise<void>;
}

/**
 * Offline with a retry: waits for the connection, then retries (never reloads). Online: reloads (and
 * never resolves) when allowed; otherwise rethrows so the error page shows.
 */
export async function handleChunkError<T = never>(
  error: unknown,
  {
    retry,
    reload = () => window.location.reload(),
    online = isOnline,
    waitOnline = whenOnline,
  }: ChunkErrorOptions<T> = {},
): Promise<T> {
  if (!isChunkLoadError(error)) throw error;
  if (retry && !online()) {
    setWaitingForConnection(true);
    try {
      await waitOnline();
    } finally {
      setWaitingForConnection(false);
    }
    return retry();
  }
  const now = Date.now();
  if (shouldReloadForChunkError(now, session.get(CHUNK_RELOAD_KEY))) {
    session.set(CHUNK_RELOAD_KEY, String(now));
    reload();
    return new Promise<never>(() => {});
  }
  throw error;
}
