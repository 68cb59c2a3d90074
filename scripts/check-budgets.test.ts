import { describe, expect, it } from 'vitest';
import {
  clientDir,
  type Manifest,
  measure,
  routeScreenKey,
  staticClosure,
  stringsKey,
} from './check-budgets';

const manifest: Manifest = {
  'index.html': { file: 'a/entry.js', imports: ['_shared.js'], css: ['a/app.css'], isEntry: true },
  '_shared.js': { file: 'a/shared.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'a/runtime.js' },
  '_lazy.js': { file: 'a/lazy.js' },
  'src/app/routes/home.tsx': { file: 'a/home.js', imports: ['_shared.js'], dynamicImports: ['_lazy.js'] },
  'src/app/routes/login.tsx': { file: 'a/login.js' },
  'locales/th/common.json': { file: 'a/th.js' },
  'locales/th/validation.json': { file: 'a/th-validation.js' },
  'locales/th/auth.json': { file: 'a/th-auth.js' },
};
const sizes: Record<string, number> = {
  'a/entry.js': 100,
  'a/shared.js': 50,
  'a/runtime.js': 5,
  'a/lazy.js': 1000,
  'a/home.js': 20,
  'a/login.js': 7,
  'a/th.js': 3,
  'a/app.css': 11,
  'a/th-validation.js': 2,
  'a/th-auth.js': 4,
};

describe('size budgets', () => {
  it('follows static imports only, once each', () => {
    expect([...staticClosure(manifest, ['index.html', 'src/app/routes/home.tsx'])].sort()).toEqual(
      ['_runtime.js', '_shared.js', 'index.html', 'src/app/routes/home.tsx'].sort(),
    );
  });

  it('measures a route as entry + its screen + strings', () => {
    expect(routeScreenKey(manifest, 'login')).toBe('src/app/routes/login.tsx');
    const m = measure(manifest, (f) => sizes[f]!, { login: ['auth'] });
    // entry + shared + runtime + screen + common and validation strings (+ the screen's own namespace)
    expect(m.homeJs).toBe(100 + 50 + 5 + 20 + 3 + 2);
    expect(m.loginJs).toBe(100 + 50 + 5 + 7 + 3 + 2 + 4);
    expect(m.blockingCss).toBe(11);
  });

  it('refuses a route whose screen is not in the build', () => {
    expect(() => routeScreenKey(manifest, 'nowhere')).toThrow(/nowhere/);
  });

  it('counts common strings that became a shared chunk (named strings-<lng>-common by vite.config.ts)', () => {
    const shared: Manifest = {
      ...manifest,
      'locales/th/common.json': undefined as never,
      '_strings-th-common-q.js': { file: 'a/th.js', name: 'strings-th-common' },
    };
    delete (shared as Record<string, unknown>)['locales/th/common.json'];
    expect(stringsKey(shared, 'th', 'common')).toBe('_strings-th-common-q.js');
    expect(stringsKey(shared, 'th', 'auth')).toBe('locales/th/auth.json');
    const m = measure(shared, (f) => sizes[f]!, { login: ['auth'] });
    expect(m.loginJs).toBe(100 + 50 + 5 + 7 + 3 + 2 + 4);
  });

  it('measures the build in --client-dir, else CLIENT_DIR, else dist/client', () => {
    expect(clientDir(['--client-dir=/tmp/x'], { CLIENT_DIR: '/tmp/y' }, '/repo')).toBe('/tmp/x');
    expect(clientDir([], { CLIENT_DIR: '/tmp/y' }, '/repo')).toBe('/tmp/y');
    expect(clientDir([], {}, '/repo')).toBe('/repo/dist/client');
  });
});
