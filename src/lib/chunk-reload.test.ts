import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from './connection';
import {
  CHUNK_RELOAD_KEY,
  handleChunkError,
  isChunkLoadError,
  shouldReloadForChunkError,
} from './chunk-reload';

const readWaiting = () => renderHook(() => useConnection()).result.current.waiting;

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
    void handleChunkError(chunkError, { reload, online: () => true });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeTruthy();
    await expect(handleChunkError(chunkError, { reload, online: () => true })).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors', async () => {
    const reload = vi.fn();
    const err = new Error('render failed');
    await expect(handleChunkError(err, { reload })).rejects.toBe(err);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('chunk errors offline (issue 25: never the browser\'s "no internet" page)', () => {
  beforeEach(() => sessionStorage.clear());

  it('never reloads offline: the screen waits, marked as waiting, and loads when back online', async () => {
    const reload = vi.fn();
    let backOnline: () => void = () => {};
    const waitOnline = () => new Promise<void>((resolve) => (backOnline = resolve));
    const retry = vi.fn(async () => 'screen');
    const pending = handleChunkError(chunkError, { reload, retry, online: () => false, waitOnline });
    await vi.waitFor(() => expect(readWaiting()).toBe(true));
    expect(reload).not.toHaveBeenCalled();
    expect(retry).not.toHaveBeenCalled();
    backOnline();
    await expect(pending).resolves.toBe('screen');
    expect(retry).toHaveBeenCalledTimes(1);
    expect(readWaiting()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('uses navigator.onLine and the online event by default', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const retry = vi.fn(async () => 'screen');
    const pending = handleChunkError(chunkError, { reload, retry });
    await vi.waitFor(() => expect(readWaiting()).toBe(true));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(pending).resolves.toBe('screen');
    expect(reload).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it('still reloads online (a deploy replaced the files)', async () => {
    const reload = vi.fn();
    void handleChunkError(chunkError, { reload, retry: async () => 'x', online: () => true });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
