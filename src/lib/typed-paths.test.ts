/**
 * Typed app navigation (docs/decisions/006-typed-navigation.md). The type-level checks below are
 * enforced by `tsc`: each `@ts-expect-error` line must fail to compile, or tsc reports the directive
 * as unused. The runtime tests check the builder's encoding and that every route round-trips.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { useLocalePath } from './locale';
import {
  type AppHref,
  type AppPath,
  examplePath,
  isAppHref,
  type LocalizedHref,
  localizePath,
  type PathOf,
  pathTo,
  type RouteParams,
  type RoutePattern,
  ROUTES,
} from '../../shared/config/routes';

/** A link helper's parameter, as lp() and the e2e helpers take it. */
const href = (h: AppHref) => h;

/** Compiled by tsc, never run: pathTo throws on the missing parameters below. */
function typeChecks(id: string) {
  // Patterns are the table's literals, not `string`.
  expectTypeOf<'/coverages/:id'>().toExtend<RoutePattern>();
  expectTypeOf<string>().not.toExtend<RoutePattern>();

  // A pattern with parameters turns into the hrefs it accepts; `:id?` gives both forms.
  expectTypeOf<PathOf<'/coverages/:id'>>().toEqualTypeOf<`/coverages/${string}`>();
  expectTypeOf<PathOf<'/claim-status/:id?'>>().toEqualTypeOf<'/claim-status' | `/claim-status/${string}`>();
  expectTypeOf<PathOf<'/search-hospital/detail/:id'>>().toEqualTypeOf<`/search-hospital/detail/${string}`>();
  expectTypeOf<RouteParams<'/coverages/:id'>>().toEqualTypeOf<{ id: string }>();
  expectTypeOf<RouteParams<'/others/:type?'>>().toEqualTypeOf<{ type?: string | null }>();

  // The builder requires exactly the pattern's parameters.
  expectTypeOf(pathTo('/coverages/:id', { id })).toEqualTypeOf<`/coverages/${string}`>();
  expectTypeOf(pathTo('/coverages')).toEqualTypeOf<'/coverages'>();
  pathTo('/claim-status/:id?');
  pathTo('/claim-status/:id?', { id });
  pathTo('/others/:type?', { type: id });
  // @ts-expect-error a page that does not exist
  pathTo('/coverage/:id', { id });
  // @ts-expect-error the pattern's parameter is missing
  pathTo('/coverages/:id');
  // @ts-expect-error the pattern's parameter is missing
  pathTo('/coverages/:id', {});
  // @ts-expect-error a parameter the pattern does not have
  pathTo('/coverages/:id', { id, card: id });
  // @ts-expect-error a route without parameters takes none
  pathTo('/coverages', { id });
  // @ts-expect-error the optional parameter of /others is `type`, not `id`
  pathTo('/others/:type?', { id });

  // Link helpers take paths that exist, with their parameters, and the query or hash screens read.
  href('/');
  href('/coverages');
  href(`/coverages/${id}`);
  href(pathTo('/coverages/:id', { id }));
  href('/claim-status');
  href('/claim-status/c-1?tab=history');
  href(`/hospital-list?card=${encodeURIComponent(id)}`);
  href('/telemed-policy-3');
  // @ts-expect-error a page that does not exist
  href('/coverage');
  // @ts-expect-error the required parameter of /search-hospital/detail/:id is missing
  href('/search-hospital/detail');
  // @ts-expect-error only three telemedicine policy pages exist
  href('/telemed-policy-4');
  // @ts-expect-error app paths carry no locale prefix: localizePath adds it
  href('/en/coverages');
  // @ts-expect-error any string is not an app path
  href(String(id));

  // The hook and the e2e helpers take the same types.
  expectTypeOf<Parameters<ReturnType<typeof useLocalePath>>[0]>().toEqualTypeOf<AppHref>();
  expectTypeOf(localizePath('/coverages', 'en')).toEqualTypeOf<LocalizedHref>();
  const localized: LocalizedHref[] = [
    '/en',
    '/en/coverages',
    '/en?partner_id=x',
    '/claim-status?tab=history',
  ];
  // @ts-expect-error an English path of a page that does not exist
  const wrong: LocalizedHref = '/en/coverage';
  return [localized, wrong];
}

/** The builder without its types, to exercise every row of the table and the runtime checks. */
const build = pathTo as unknown as (pattern: string, params?: Record<string, string | null>) => string;
const table = ROUTES.map((route) => ({ path: route.path }));
const resolve = (path: string) => matchRoutes(table, path)?.at(-1);
const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

describe('pathTo', () => {
  it('is only checked by the compiler', () => {
    expect(typeChecks).toBeTypeOf('function');
  });

  it('fills and URL-encodes parameters', () => {
    expect(pathTo('/coverages/:id', { id: 'c-1' })).toBe('/coverages/c-1');
    expect(pathTo('/coverages/:id', { id: 'a b/ก?#%' })).toBe('/coverages/a%20b%2F%E0%B8%81%3F%23%25');
    expect(pathTo('/search-hospital/detail/:id', { id: 'h 1' })).toBe('/search-hospital/detail/h%201');
  });

  it('drops an optional parameter that is absent, null or empty, with its slash', () => {
    expect(pathTo('/claim-status/:id?')).toBe('/claim-status');
    expect(pathTo('/claim-status/:id?', {})).toBe('/claim-status');
    expect(pathTo('/claim-status/:id?', { id: null })).toBe('/claim-status');
    expect(pathTo('/claim-status/:id?', { id: '' })).toBe('/claim-status');
    expect(pathTo('/claim-status/:id?', { id: 'c 1' })).toBe('/claim-status/c%201');
  });

  it('leaves routes without parameters as they are', () => {
    expect(pathTo('/')).toBe('/');
    expect(pathTo('/coverages/eclaim')).toBe('/coverages/eclaim');
  });

  it('refuses a missing or empty required parameter at run time too', () => {
    expect(() => build('/coverages/:id')).toThrow('"id" is missing');
    expect(() => build('/coverages/:id', { id: '' })).toThrow('"id" is missing');
  });

  it.each(ROUTES.map((r) => r.path))('round-trips %s through the router', (pattern) => {
    for (const value of ['demo-1', 'a b/ก?#%']) {
      const params = Object.fromEntries(paramNames(pattern).map((name) => [name, value]));
      const match = resolve(build(pattern, params));
      expect(match?.route.path).toBe(pattern);
      for (const name of Object.keys(params)) expect(match?.params[name]).toBe(value);
    }
  });

  it.each(ROUTES.filter((r) => r.path.includes('?')).map((r) => r.path))(
    'serves %s without its optional parameter, unless a plain route has that path',
    (pattern) => {
      const bare = build(pattern);
      const plain = ROUTES.find((r) => r.path === bare);
      expect(resolve(bare)?.route.path).toBe(plain ? plain.path : pattern);
      expect(resolve(bare)?.params).toEqual(plain ? {} : { [paramNames(pattern)[0] ?? '']: undefined });
    },
  );
});

describe('isAppHref', () => {
  it('accepts the paths the table serves, with a query or hash', () => {
    for (const route of ROUTES) {
      expect(isAppHref(examplePath(route)), route.path).toBe(true);
      expect(isAppHref(examplePath(route, 'x', true)), route.path).toBe(true);
    }
    expect(isAppHref('/coverages?card=1')).toBe(true);
    expect(isAppHref('/promotion#top')).toBe(true);
  });

  it('refuses paths no route serves', () => {
    for (const bad of [
      '',
      'coverages',
      '/coverage',
      '/search-hospital/detail',
      '/coverages/a/b',
      '/telemed-policy-4',
      '/en/coverages',
      'https://example.com/coverages',
    ])
      expect(isAppHref(bad), bad).toBe(false);
  });

  it('holds for every parent, the back target of a route', () => {
    for (const route of ROUTES) if (route.parent) expect(isAppHref(route.parent), route.path).toBe(true);
  });
});

describe('localizePath', () => {
  it('prefixes English app paths with /en and keeps Thai ones at the root', () => {
    const paths: AppPath[] = ['/', '/coverages', pathTo('/coverages/:id', { id: 'c-1' })];
    expect(paths.map((p) => localizePath(p, 'en'))).toEqual(['/en', '/en/coverages', '/en/coverages/c-1']);
    expect(paths.map((p) => localizePath(p, 'th'))).toEqual(paths);
    expect(localizePath('/hospital-list?card=1', 'en')).toBe('/en/hospital-list?card=1');
  });
});
