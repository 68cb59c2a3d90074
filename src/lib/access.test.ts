import { describe, expect, it } from 'vitest';
import { decideAccess, resolveCheckPage } from './access';

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

  it('refuses an off-site target and goes home instead', () => {
    expect(
      resolveCheckPage({ loggedIn: true, redirect: '//evil.example', remembered: null, locale: 'en' }),
    ).toBe('/en');
    expect(
      resolveCheckPage({ loggedIn: true, redirect: 'https://evil.example', remembered: null, locale: 'th' }),
    ).toBe('/');
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
