import { describe, expect, it, vi } from 'vitest';
import { PAGES_CACHE } from '../shared/config/service-worker';
import { isAppNavigation, lastPageOfLanguage, memberAppFiles, pageKey, pwaOptions } from './vite-pwa';

// The worker's global (sw.js runs these functions in the service worker).
vi.stubGlobal('self', { location: { origin: 'https://app.example' } });

const MANIFEST = {
  'index.html': {
    file: 'assets/app-1.js',
    imports: ['_jsx.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/preview-frame.ts'],
    css: ['assets/app-1.css'],
  },
  '_jsx.js': { file: 'assets/jsx.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-2.js',
    imports: ['_jsx.js'],
    dynamicImports: ['locales/en/home.json'],
    assets: ['assets/sarabun-x.woff2'],
  },
  'locales/en/home.json': { file: 'assets/home-en.js' },
  'src/app/preview-frame.ts': { file: 'assets/preview-frame-3.js', imports: ['_preview-only.js'] },
  '_preview-only.js': { file: 'assets/preview-only.js' },
  'previewer/index.html': { file: 'assets/previewer-4.js', imports: ['_jsx.js'] },
};

describe('the service worker precache', () => {
  it("holds every file the member app can load (routes and both languages' strings), not the previewer's", () => {
    expect([...memberAppFiles(MANIFEST)].sort()).toEqual([
      'assets/app-1.css',
      'assets/home-2.js',
      'assets/home-en.js',
      'assets/jsx.js',
      'assets/sarabun-x.woff2',
    ]);
  });

  it('keeps pages under one cache without their query string, and never the API or the previewer', async () => {
    const options = pwaOptions(() => '/tmp');
    const pages = options.workbox!.runtimeCaching![0]!;
    expect(pages.handler).toBe('NetworkFirst');
    expect(pages.options?.cacheName).toBe(PAGES_CACHE);
    // The functions are copied into sw.js as text: the cache name is written there literally.
    expect(String(lastPageOfLanguage)).toMatch(new RegExp(`["']${PAGES_CACHE}["']`));
    const request = { url: 'https://app.example/en/coverages?token=abc&partner_id=x' } as Request;
    expect(await pageKey({ request })).toBe('https://app.example/en/coverages');
    const nav = (href: string, mode: RequestMode = 'navigate') =>
      isAppNavigation({ request: { mode } as Request, url: new URL(href, self.location.origin) });
    expect(nav('/coverages')).toBe(true);
    expect(nav('/en')).toBe(true);
    expect(nav('/api/v1/cards')).toBe(false);
    expect(nav('/previewer/x')).toBe(false);
    expect(nav('/coverages?wl_preview=1')).toBe(false);
    expect(nav('/coverages', 'cors')).toBe(false);
    expect(options.workbox?.skipWaiting).toBe(false);
    expect(options.injectRegister).toBeNull();
  });
});
