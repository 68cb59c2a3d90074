import { describe, expect, it } from 'vitest';
import { decideLineGate, resolveLiffState } from './gate';

describe('decideLineGate (docs/spec.md section 4, in-app browser)', () => {
  const base = { lineLoginEnabled: true, loggedIn: false, lineIsReady: true, lineIsClient: true, path: '/' };

  it.each([
    // lineLoginEnabled, loggedIn, lineIsReady, lineIsClient → decision
    [true, false, false, false, 'not-found'], // LINE login on, not logged in, not in LINE
    [true, false, true, false, 'not-found'], // ready but not a client
    [true, true, true, false, 'not-found'], // ready and not a client, even when logged in
    [true, true, false, false, 'allow'], // LIFF failed to start: a signed-in member keeps working
    [true, false, true, true, 'allow'], // inside LINE
    [true, true, true, true, 'allow'],
    [false, false, true, false, 'allow'], // LINE login off: any browser works
    [false, false, false, false, 'allow'],
  ] as const)(
    'enabled %s, logged in %s, ready %s, client %s → %s',
    (lineLoginEnabled, loggedIn, lineIsReady, lineIsClient, want) => {
      expect(decideLineGate({ ...base, lineLoginEnabled, loggedIn, lineIsReady, lineIsClient })).toBe(want);
    },
  );

  it('never sends the member away from the screen that explains how to open LINE', () => {
    expect(decideLineGate({ ...base, lineIsClient: false, path: '/not-found' })).toBe('allow');
  });
});

describe('resolveLiffState (deep links through liff.line.me)', () => {
  it('restores the path and query a LIFF URL carried', () => {
    expect(resolveLiffState('https://app.example/?liff.state=%2Fcoverages%3Fx%3D1')).toBe('/coverages?x=1');
    expect(resolveLiffState('https://app.example/en?liff.state=%2Fen%2Fclaim-status%2Fc1')).toBe(
      '/en/claim-status/c1',
    );
  });

  it('keeps the other query parameters of the endpoint URL', () => {
    expect(resolveLiffState('https://app.example/?line_liff_key=claim&liff.state=%2Fe-claim')).toBe(
      '/e-claim?line_liff_key=claim',
    );
  });

  it('refuses an off-site or scheme target and stays on the endpoint path', () => {
    expect(resolveLiffState('https://app.example/?liff.state=%2F%2Fevil.example%2Fx')).toBe('/');
    expect(resolveLiffState('https://app.example/?liff.state=javascript%3Aalert(1)')).toBe('/');
    expect(resolveLiffState('https://app.example/en?liff.state=https%3A%2F%2Fevil.example')).toBe('/en');
  });

  it('does nothing without liff.state', () => {
    expect(resolveLiffState('https://app.example/coverages?x=1')).toBeNull();
  });

  it('keeps a plain hash and drops a suspicious one', () => {
    expect(resolveLiffState('https://app.example/?liff.state=%2Farticle%2Fa1%23top')).toBe('/article/a1#top');
    expect(resolveLiffState('https://app.example/?liff.state=%2Farticle%23%3Cscript%3E')).toBe('/article');
  });
});
