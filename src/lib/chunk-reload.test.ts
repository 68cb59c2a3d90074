import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  handleChunkError,
  isChunkLoadError,
  shouldReloadForChunkError,
} from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('chunk reload guard', () => {
  it('reloads when there was no reload in the last 60 s', () => {
    expect(shouldReloadForChunkError(100_000, null)).toBe(true);
    expect(shouldReloadForChunkError(100_000, '30000')).toBe(true);
    expect(shouldReloadForChunkError(100_000, '50000')).toBe(false);
    expect(shouldReloadForChunkError(100_000, 'garbage')).toBe(true);
  });

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then lets the error through inside the window', async () => {
    const reload = vi.fn();
    void handleChunkError(chunkError, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeTruthy();
    await expect(handleChunkError(chunkError, reload)).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors', async () => {
    const reload = vi.fn();
    const err = new Error('render failed');
    await expect(handleChunkError(err, reload)).rejects.toBe(err);
    expect(reload).not.toHaveBeenCalled();
  });
});
