import { describe, expect, it } from 'vitest';
import { decideAccess, resolveCheckPage } from './access';
import { isSafeInternalPath } from './safe-path';

describe('decideAccess', () => {
  it.each([
    ['protected', false, 'th', '/coverages', '/check-page?redirect=%2Fcoverages'],
    ['protected', false, 'en', '/en/coverages?x=1', '/en/check-page?redirect=%2Fen%2Fcoverages%3Fx%3D1'],
    ['guest', true, 'th', '/login', '/'],
    ['guest', true, 'en', '/en/login', '/en'],
  ] as const)('%s page, logged in %s, %s %s → %s', (access, loggedIn, locale, path, to) => {
    expect(decideAccess({ access, loggedIn, locale, path })).toMatchObject({ kind: 'redirect', to });
  });

  it.each([
    ['protected', true],
    ['guest', false],
    ['public', false],
    ['public', true],
  ] as const)('%s page, logged in %s → allowed', (access, loggedIn) => {
    expect(decideAccess({ access, loggedIn, locale: 'th', path: '/x' })).toEqual({ kind: 'allow' });
  });

  it('remembers the intended path', () => {
    const d = decideAccess({ access: 'protected', loggedIn: false, locale: 'th', path: '/claim-status/c1' });
    expect(d).toMatchObject({ remember: '/claim-status/c1' });
  });
});

describe('resolveCheckPage', () => {
  it('sends a member to the remembered path', () => {
    expect(resolveCheckPage({ loggedIn: true, redirect: '/coverages', remembered: null, locale: 'th' })).toBe(
      '/coverages',
    );
    expect(
      resolveCheckPage({ loggedIn: true, redirect: null, remembered: '/en/setting', locale: 'en' }),
    ).toBe('/en/setting');
  });

  it('keeps the language of the page the member signs in on (issue 10)', () => {
    // Signed in on a Thai page, remembered from an English visit: the Thai screen.
    expect(
      resolveCheckPage({ loggedIn: true, redirect: null, remembered: '/en/coverages?tab=2', locale: 'th' }),
    ).toBe('/coverages?tab=2');
    // /en/check-page?redirect=/setting: the English screen, not the Thai one.
    expect(resolveCheckPage({ loggedIn: true, redirect: '/setting', remembered: null, locale: 'en' })).toBe(
      '/en/setting',
    );
    expect(resolveCheckPage({ loggedIn: true, redirect: '/en', remembered: null, locale: 'th' })).toBe('/');
    expect(resolveCheckPage({ loggedIn: false, redirect: '/setting', remembered: null, locale: 'en' })).toBe(
      '/en/login?redirect=%2Fen%2Fsetting',
    );
  });

  it('refuses an off-site target and goes home instead', () => {
    expect(
      resolveCheckPage({ loggedIn: true, redirect: '//evil.example', remembered: null, locale: 'en' }),
    ).toBe('/en');
    expect(
      resolveCheckPage({ loggedIn: true, redirect: 'https://evil.example', remembered: null, locale: 'th' }),
    ).toBe('/');
  });

  it('refuses a target that only looks safe until moved to the page language, and lands home (issue 25)', () => {
    // /check-page?redirect=%2Fen%2F%2Fevil.example: in Thai, "/en//evil.example" would be "//evil.example".
    expect(
      resolveCheckPage({ loggedIn: true, redirect: '/en//evil.example', remembered: null, locale: 'th' }),
    ).toBe('/');
    expect(
      resolveCheckPage({ loggedIn: true, redirect: '/en//evil.example', remembered: null, locale: 'en' }),
    ).toBe('/en');
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: '/en/%2F%2Fevil.example',
        remembered: null,
        locale: 'en',
      }),
    ).toBe('/en');
    // A visitor on a crafted link lands home too (not on a sign-in nobody asked for).
    expect(
      resolveCheckPage({ loggedIn: false, redirect: '/en//evil.example', remembered: null, locale: 'th' }),
    ).toBe('/');
    expect(
      resolveCheckPage({ loggedIn: false, redirect: 'https://evil.example', remembered: null, locale: 'en' }),
    ).toBe('/en');
    // Whatever comes out is a path the router can go to.
    for (const redirect of ['/en//evil.example', '/en/\\evil.example', '/en/%2F%2Fevil', '//x', '/en//']) {
      for (const locale of ['th', 'en'] as const)
        for (const loggedIn of [true, false]) {
          const to = resolveCheckPage({ loggedIn, redirect, remembered: null, locale });
          expect(to.startsWith('//')).toBe(false);
          expect(isSafeInternalPath(to)).toBe(true);
        }
    }
  });

  it('sends a visitor to login carrying the remembered path', () => {
    expect(
      resolveCheckPage({ loggedIn: false, redirect: '/coverages', remembered: null, locale: 'th' }),
    ).toBe('/login?redirect=%2Fcoverages');
    expect(resolveCheckPage({ loggedIn: false, redirect: null, remembered: null, locale: 'en' })).toBe(
      '/en/login',
    );
  });
});

describe('resolveCheckPage: consent and renewal steps', () => {
  it('sends a member from before the privacy update to the password renewal, keeping the target', () => {
    expect(
      resolveCheckPage({
        loggedIn: false,
        redirect: '/coverages',
        remembered: null,
        locale: 'th',
        renewalPending: true,
      }),
    ).toBe('/renew-password?redirect=%2Fcoverages');
    expect(
      resolveCheckPage({
        loggedIn: false,
        redirect: null,
        remembered: null,
        locale: 'en',
        renewalPending: true,
      }),
    ).toBe('/en/renew-password');
  });

  it('sends a member with a pending consent to its update screen before anything else', () => {
    const terms = { type: 'terms', is_force: true } as const;
    const privacy = { type: 'privacy', is_force: true } as const;
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: '/claim-status',
        remembered: null,
        locale: 'th',
        pendingConsents: [privacy, terms],
      }),
    ).toBe('/condition-update?redirect=%2Fclaim-status');
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: null,
        remembered: null,
        locale: 'en',
        pendingConsents: [privacy],
      }),
    ).toBe('/en/privacy-update');
  });

  it('puts a forced document before one that may wait', () => {
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: null,
        remembered: null,
        locale: 'th',
        pendingConsents: [
          { type: 'terms', is_force: false },
          { type: 'privacy', is_force: true },
        ],
      }),
    ).toBe('/privacy-update');
  });

  it('never carries an off-site target into the update screen', () => {
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: 'https://evil.example/x',
        remembered: null,
        locale: 'th',
        pendingConsents: [{ type: 'terms', is_force: true }],
      }),
    ).toBe('/condition-update');
  });

  it('ignores a stale renewal once the member is signed in', () => {
    expect(
      resolveCheckPage({
        loggedIn: true,
        redirect: '/setting',
        remembered: null,
        locale: 'th',
        renewalPending: true,
      }),
    ).toBe('/setting');
  });
});
