import { describe, expect, it } from 'vitest';
import { captureUrlCredentials, readBarStatus, STORAGE_KEYS, writeBarStatus } from './storage';

function fakeLocation(href: string) {
  return { href } as Location;
}

function fakeHistory() {
  const calls: string[] = [];
  return {
    calls,
    history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => calls.push(url) },
  };
}

describe('captureUrlCredentials', () => {
  it('stores partner_id and secret_key, returns the token, and strips all three from the address bar', () => {
    const h = fakeHistory();
    const found = captureUrlCredentials(
      fakeLocation(
        'https://app.example/en/coverages?partner_id=siam-life&secret_key=abcdefghijklmnop1234&token=tok_abcdefghijklmnop&tab=2#top',
      ),
      h.history as unknown as History,
    );
    expect(found).toEqual({
      partnerId: 'siam-life',
      secretKey: 'abcdefghijklmnop1234',
      token: 'tok_abcdefghijklmnop',
    });
    expect(localStorage.getItem(STORAGE_KEYS.partnerId)).toBe('siam-life');
    expect(localStorage.getItem(STORAGE_KEYS.secretKey)).toBe('abcdefghijklmnop1234');
    expect(h.calls).toEqual(['/en/coverages?tab=2#top']);
  });

  it('leaves a clean URL alone', () => {
    const h = fakeHistory();
    expect(
      captureUrlCredentials(fakeLocation('https://app.example/?x=1'), h.history as unknown as History),
    ).toEqual({});
    expect(h.calls).toEqual([]);
  });

  it('strips malformed credentials without storing them', () => {
    const h = fakeHistory();
    const found = captureUrlCredentials(
      fakeLocation('https://app.example/?partner_id=%3Cscript%3E&secret_key=short'),
      h.history as unknown as History,
    );
    expect(found).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.partnerId)).toBeNull();
    expect(h.calls).toEqual(['/']);
  });
});

describe('bar status', () => {
  it('shows everything by default and honours stored flags', () => {
    expect(readBarStatus()).toEqual({ topbar: true, bottom: true, logo: true });
    writeBarStatus({ topbar: false, bottom: true, logo: false });
    expect(readBarStatus()).toEqual({ topbar: false, bottom: true, logo: false });
    localStorage.setItem(STORAGE_KEYS.status, '{broken');
    expect(readBarStatus()).toEqual({ topbar: true, bottom: true, logo: true });
    localStorage.setItem(STORAGE_KEYS.status, '{"topbar":0,"bottom":"false"}');
    expect(readBarStatus()).toEqual({ topbar: false, bottom: false, logo: true });
  });
});

describe('sign-out', () => {
  it("wipes a member's drafts from sessionStorage even when their screens never loaded", async () => {
    const { authStore, MEMBER_SESSION_KEYS } = await import('./auth-store');
    authStore.getState().setToken('tok_abcdefghijklmnop');
    for (const key of MEMBER_SESSION_KEYS) sessionStorage.setItem(key, '{"state":{"company":"x"}}');
    sessionStorage.setItem('unrelated', 'kept');
    authStore.getState().setToken(null);
    for (const key of MEMBER_SESSION_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
