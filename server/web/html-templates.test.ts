import { describe, expect, it } from 'vitest';
import { type Manifest, preloadLinks, stringsChunkKey } from './html-templates';

/** A build where common.json is a shared chunk (the previewer imports it) and home has its own CSS. */
const manifest: Manifest = {
  'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'], css: ['assets/app.css'] },
  '_react.js': { file: 'assets/react.js', css: ['assets/react.css'] },
  '_strings-th-common-x.js': { file: 'assets/strings-th-common-x.js', name: 'strings-th-common' },
  '_strings-en-common-y.js': { file: 'assets/strings-en-common-y.js', name: 'strings-en-common' },
  'locales/th/validation.json': { file: 'assets/validation-th.js' },
  'locales/en/validation.json': { file: 'assets/validation-en.js' },
  'locales/th/home.json': { file: 'assets/home-th.js' },
  'locales/en/home.json': { file: 'assets/home-en.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['_react.js', '_tiles.js'],
    css: ['assets/home.css'],
  },
  '_tiles.js': { file: 'assets/tiles.js', css: ['assets/tiles.css'] },
};
describe('first-route preloads (issue 25)', () => {
  it('finds a language file that became a shared chunk by its name, and a plain one by its key', () => {
    expect(stringsChunkKey(manifest, 'th', 'common')).toBe('_strings-th-common-x.js');
    expect(stringsChunkKey(manifest, 'en', 'common')).toBe('_strings-en-common-y.js');
    expect(stringsChunkKey(manifest, 'th', 'validation')).toBe('locales/th/validation.json');
    expect(stringsChunkKey(manifest, 'th', 'nowhere')).toBeNull();
  });

  for (const lang of ['th', 'en'] as const) {
    it(`asks in ${lang} for the entry's styles and chunks first, then the common strings, the screen and its styles, then fonts`, () => {
      const html = preloadLinks(manifest, { screen: 'home', ns: ['home'] }, lang);
      const common = lang === 'th' ? '/assets/strings-th-common-x.js' : '/assets/strings-en-common-y.js';
      const links = [
        ...html.matchAll(/<link rel="(modulepreload|preload)"(?: as="(\w+)")?[^>]*href="([^"]+)">/g),
      ].map((m) => `${m[2] ?? 'module'} ${m[3]}`);
      expect(links).toEqual([
        'style /assets/app.css',
        'style /assets/react.css',
        'module /assets/app.js',
        'module /assets/react.js',
        `module ${common}`,
        `module /assets/validation-${lang}.js`,
        'module /assets/home.js',
        'module /assets/tiles.js',
        `module /assets/home-${lang}.js`,
        'style /assets/home.css',
        'style /assets/tiles.css',
      ]);
      // Every stylesheet preload is CORS, as the <link>s Vite's loader and index.html add, so it is used.
      expect(html).not.toMatch(/<link rel="preload" as="style" href/);
    });
  }
});
