/**
 * A failed lazy chunk (usually a deploy replaced the hashed files) reloads the page, at most once per
 * 60 s (docs/spec.md section 9); a second failure inside the window shows the error page instead.
 */
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

/** Reloads (and never resolves) when allowed; otherwise rethrows so the error page shows. */
export function handleChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): Promise<never> {
  const now = Date.now();
  if (isChunkLoadError(error) && shouldReloadForChunkError(now, session.get(CHUNK_RELOAD_KEY))) {
    session.set(CHUNK_RELOAD_KEY, String(now));
    reload();
    return new Promise<never>(() => {});
  }
  return Promise.reject(error);
}
