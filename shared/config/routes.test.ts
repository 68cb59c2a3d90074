import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import th from '../../locales/th/common.json';
import {
  examplePath,
  localeOfPath,
  localizePath,
  localizePathname,
  PARAM_PATTERN,
  ROUTES,
  stripLocale,
} from './routes';

// docs/spec.md section 2, verbatim.
const PLAIN =
  '/, /login, /register, /otp, /otp-card, /otp-delete, /forget-username, /forget-password, /renew-password, /change-password, /edit-profile, /setting, /delete-account, /condition, /condition-setting, /condition-update, /privacy, /privacy-setting, /privacy-update, /coverages, /coverages/eclaim, /family-coverages, /search-idcard, /search-idcard-family, /view-card-detail, /add-card, /add-card-family, /add-coverage, /add-coverage-family, /edit-coverage, /edit-coverage-family, /insurance-list, /hospital-list, /search-hospital, /search-hospital/select-hospital, /claim-status, /e-claim, /attach-file-other, /symptom, /provider-list, /promotion, /article, /notification, /telemed-mart, /telemed-mart/search, /telemed-policy-1, /telemed-policy-2, /telemed-policy-3, /telemed-policy-coverage-1, /telemed-policy-coverage-2, /telemed-policy-coverage-3, /sso, /check-page, /check-page-auth, /not-found, /not-page'.split(
    ', ',
  );
const PARAMETERISED =
  '/coverages/{id}, /family-coverages/{id?}, /edit-card/{id?}, /edit-card-family/{id?}, /claim-status/{id?}, /search-hospital/detail/{id}, /telemed-mart/{id?}, /telemed-mart/search/{id}, /telemedicine/{id?}, /telemedicine-coverage/{id?}, /preview-telemedicine/{id?}, /preview-telemedicine-code/{id?}, /promotion/{id}, /article/{id}, /article/partner/{id?}, /notification/{id}, /others/{type?}'.split(
    ', ',
  );

const toRouter = (p: string) => p.replace(/\{(\w+)\?\}/g, ':$1?').replace(/\{(\w+)\}/g, ':$1');
const paths = new Set<string>(ROUTES.map((r) => r.path));
// An optional parameter route also serves the plain path (/claim-status via /claim-status/:id?).
const served = (p: string) => paths.has(p) || paths.has(`${p}/:id?`) || paths.has(`${p}/:type?`);

describe('route table', () => {
  it.each(PLAIN)('serves the plain route %s', (p) => {
    expect(served(p)).toBe(true);
  });

  it.each(PARAMETERISED)('serves the parameterised route %s', (p) => {
    expect(paths.has(toRouter(p))).toBe(true);
  });

  it('has no duplicate paths', () => {
    expect(paths.size).toBe(ROUTES.length);
  });

  it('has a Thai and an English title for every route', () => {
    for (const r of ROUTES) {
      expect((th.routes as Record<string, string>)[r.title], r.path).toBeTruthy();
      expect((en.routes as Record<string, string>)[r.title], r.path).toBeTruthy();
    }
  });

  it('marks the auth pages guest-only and member pages protected', () => {
    const access = (p: string) => ROUTES.find((r) => r.path === p)?.access;
    expect(access('/login')).toBe('guest');
    expect(access('/register')).toBe('guest');
    expect(access('/coverages')).toBe('protected');
    expect(access('/check-page')).toBe('public');
    expect(access('/')).toBe('public');
  });
});

describe('locale paths', () => {
  it.each([
    ['/', 'th', '/'],
    ['/en', 'en', '/'],
    ['/en/coverages', 'en', '/coverages'],
    ['/english', 'th', '/english'],
    ['/coverages', 'th', '/coverages'],
  ] as const)('%s is %s at %s', (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(bare);
    expect(localizePathname(bare, locale)).toBe(path);
    if (bare !== '/english') expect(localizePath(bare, locale)).toBe(path);
  });

  it('fills example parameters', () => {
    expect(examplePath({ path: '/coverages/:id', screen: '', title: '', access: 'public' })).toBe(
      '/coverages/demo-1',
    );
    expect(examplePath({ path: '/claim-status/:id?', screen: '', title: '', access: 'public' })).toBe(
      '/claim-status',
    );
  });

  it('can fill optional parameters so optional-parameter routes get their own example', () => {
    expect(
      examplePath({ path: '/telemed-mart/:id?', screen: '', title: '', access: 'public' }, 'x', true),
    ).toBe('/telemed-mart/x');
  });

  it('accepts ids and refuses anything else as a parameter', () => {
    expect(PARAM_PATTERN.test('abc-123_X')).toBe(true);
    for (const bad of ['', 'a b', '../x', 'a'.repeat(65), '<script>', 'ก'])
      expect(PARAM_PATTERN.test(bad)).toBe(false);
  });
});
