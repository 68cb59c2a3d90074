/**
 * The offline copy of the member's cards (issue 25, docs/decisions/077-offline-service-worker.md):
 * only cards and coverage, only for the member who saved them, gone at sign-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'wl.offline-cards';

async function load(token: string | null) {
  vi.resetModules();
  const auth = await import('./auth-store');
  auth.authStore.getState().setToken(token);
  const query = await import('./query');
  return { ...auth, ...query };
}

const saved = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the offline copy of cards and coverage', () => {
  it('keeps the card list, coverage and family cards, nothing else, marked for this member', async () => {
    const { queryClient, tokenMark } = await load('token-of-kanyarat');
    queryClient.setQueryData(['cards', 'list'], { personal: [{ id: 'c1' }] });
    queryClient.setQueryData(['cards', 'detail', 'c1'], { benefits: ['OPD'] });
    queryClient.setQueryData(['cards', 'family'], { members: [] });
    queryClient.setQueryData(['cards', 'insurers'], ['x']);
    queryClient.setQueryData(['home', 'th'], { banners: [] });
    queryClient.setQueryData(['notifications'], [{ id: 'n1' }]);
    queryClient.setQueryData(['use-sessions', 's1'], { qr: 'secret' });
    await vi.waitFor(() => expect(saved()?.clientState.queries).toHaveLength(3), { timeout: 10_000 });
    const keys = saved().clientState.queries.map((q: { queryKey: unknown[] }) => q.queryKey.join('/'));
    expect(keys.sort()).toEqual(['cards/detail/c1', 'cards/family', 'cards/list']);
    expect(saved().buster).toBe(tokenMark('token-of-kanyarat'));
    expect(localStorage.getItem(KEY)).not.toContain('token-of-kanyarat');
    expect(saved().clientState.mutations).toEqual([]);
  });

  it('shows the same member their cards on the next visit, before any request', async () => {
    const first = await load('token-a');
    first.queryClient.setQueryData(['cards', 'list'], { personal: [{ id: 'c1' }] });
    await vi.waitFor(() => expect(saved()).not.toBeNull(), { timeout: 10_000 });
    // A fresh page load of the same member.
    localStorage.setItem('auth._token.local', 'Bearer token-a');
    vi.resetModules();
    const { queryClient } = await import('./query');
    expect(queryClient.getQueryData(['cards', 'list'])).toEqual({ personal: [{ id: 'c1' }] });
  });

  it('never shows them to another member on the same device, and deletes the copy', async () => {
    const first = await load('token-a');
    first.queryClient.setQueryData(['cards', 'list'], { personal: [{ id: 'c1' }] });
    await vi.waitFor(() => expect(saved()).not.toBeNull(), { timeout: 10_000 });
    localStorage.setItem('auth._token.local', 'Bearer token-b');
    vi.resetModules();
    const { queryClient } = await import('./query');
    expect(queryClient.getQueryData(['cards', 'list'])).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('deletes the copy at sign-out, even a save still queued', async () => {
    const { queryClient, authStore, offlineStorage, tokenMark } = await load('token-a');
    queryClient.setQueryData(['cards', 'list'], { personal: [{ id: 'c1' }] });
    await vi.waitFor(() => expect(saved()).not.toBeNull(), { timeout: 10_000 });
    authStore.getState().setToken(null);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(queryClient.getQueryData(['cards', 'list'])).toBeUndefined();
    // The persister's throttled save, arriving after the sign-out, finds no member: nothing is written.
    const late = {
      buster: tokenMark('token-a'),
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [] },
    };
    offlineStorage.setItem(KEY, JSON.stringify(late));
    expect(localStorage.getItem(KEY)).toBeNull();
    // Nor under another member's session.
    authStore.getState().setToken('token-b');
    offlineStorage.setItem(KEY, JSON.stringify(late));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a copy older than 7 days', async () => {
    const { readOfflineCache, tokenMark, OFFLINE_CACHE_MAX_AGE_MS } = await load('token-a');
    const old = { buster: tokenMark('token-a'), timestamp: 0, clientState: { queries: [], mutations: [] } };
    localStorage.setItem(KEY, JSON.stringify(old));
    expect(readOfflineCache('token-a', OFFLINE_CACHE_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readOfflineCache('token-a', OFFLINE_CACHE_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('deletes the copy when the member changes even if the query module never loaded', async () => {
    vi.resetModules();
    localStorage.setItem(KEY, '{"buster":"x"}');
    const { authStore } = await import('./auth-store');
    authStore.getState().setToken('token-new');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
