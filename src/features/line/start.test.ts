import liff from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLine } from './start';
import { lineStore } from '../../lib/line-store';

type MockedLiff = typeof liff & { $mock: { set: (d: Record<string, unknown>) => void; clear: () => void } };
const mocked = liff as MockedLiff;

beforeAll(() => {
  liff.use(new LiffMockPlugin());
});

beforeEach(() => {
  lineStore.getState().set({ lineIsReady: false, lineIsClient: false, lineUserId: null });
  window.history.replaceState(null, '', '/');
});

function setup(url: string, loggedIn = false) {
  window.history.replaceState(null, '', url);
  const exchangeIdToken = vi.fn(async (_idToken: string) => 'session-token-from-server');
  const setToken = vi.fn();
  return {
    exchangeIdToken,
    setToken,
    run: () =>
      startLine({
        liffId: '1657123456-KsbMa1n7',
        loadLiff: async () => {
          // liff.$mock exists once the plugin is installed; set the scenario before init runs.
          return liff;
        },
        initExtra: { mock: true },
        loggedIn: () => loggedIn,
        exchangeIdToken,
        setToken,
      }),
  };
}

describe('startLine with @line/liff-mock', () => {
  it('inside LINE: records the flags and signs in with the ID token through the server', async () => {
    const s = setup('/');
    mocked.$mock.set({
      isInClient: true,
      getIDToken: 'line-id-token',
      getDecodedIDToken: { sub: 'U1234' } as never,
    });
    await s.run();
    expect(lineStore.getState()).toMatchObject({
      lineIsReady: true,
      lineIsClient: true,
      lineUserId: 'U1234',
    });
    expect(s.exchangeIdToken).toHaveBeenCalledWith('line-id-token');
    expect(s.setToken).toHaveBeenCalledWith('session-token-from-server');
  });

  it('outside LINE: ready but not a client, and no LINE sign-in is attempted', async () => {
    const s = setup('/');
    mocked.$mock.set({ isInClient: false, getIDToken: 'line-id-token' });
    await s.run();
    expect(lineStore.getState()).toMatchObject({ lineIsReady: true, lineIsClient: false });
    expect(s.exchangeIdToken).not.toHaveBeenCalled();
  });

  it('a member already signed in keeps their session', async () => {
    const s = setup('/', true);
    mocked.$mock.set({ isInClient: true, getIDToken: 'line-id-token' });
    await s.run();
    expect(s.exchangeIdToken).not.toHaveBeenCalled();
  });

  it('restores a liff.state deep link before the router starts', async () => {
    const s = setup('/en?line_liff_key=claim&liff.state=%2Fen%2Fclaim-status%2Fc1');
    mocked.$mock.set({ isInClient: true, getIDToken: 'line-id-token' });
    await s.run();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/en/claim-status/c1?line_liff_key=claim',
    );
  });

  it('an unlinked LINE account stays signed out', async () => {
    const s = setup('/');
    s.exchangeIdToken.mockResolvedValueOnce(null as never);
    mocked.$mock.set({ isInClient: true, getIDToken: 'line-id-token' });
    await s.run();
    expect(s.setToken).not.toHaveBeenCalled();
  });

  it('a SDK that fails to load leaves the flags false and still restores the deep link', async () => {
    window.history.replaceState(null, '', '/?liff.state=%2Fpromotion');
    await startLine({
      liffId: '1657123456-KsbMa1n7',
      loadLiff: async () => {
        throw new Error('blocked');
      },
      loggedIn: () => false,
      exchangeIdToken: async () => null,
      setToken: () => {},
    });
    expect(lineStore.getState()).toMatchObject({ lineIsReady: false, lineIsClient: false });
    expect(window.location.pathname).toBe('/promotion');
  });
});
