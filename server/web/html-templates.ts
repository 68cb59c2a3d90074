/**
 * The app's HTML templates (index.html, previewer/index.html), read from the build folder and kept in
 * memory. A file is re-read only when its modification time changes, so a rebuild while the server
 * runs is picked up without a restart, and a missing build is noticed the moment it appears.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export class HtmlTemplates {
  readonly #cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(private readonly root: string) {}

  /** The template's text, or null when the build does not have it. */
  get(relativePath: string): string | null {
    const path = join(this.root, relativePath);
    let mtimeMs: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) return null;
      mtimeMs = stat.mtimeMs;
    } catch {
      this.#cache.delete(relativePath);
      return null;
    }
    const cached = this.#cache.get(relativePath);
    if (cached && cached.mtimeMs === mtimeMs) return cached.html;
    const html = readFileSync(path, 'utf8');
    this.#cache.set(relativePath, { mtimeMs, html });
    return html;
  }
}

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = '.vite/manifest.json';

/** The build manifest, parsed, or null without a build (cached like the templates, by mtime). */
export class BuildManifest {
  readonly #templates: HtmlTemplates;
  #parsed: { text: string; manifest: Manifest | null } | null = null;

  constructor(root: string) {
    this.#templates = new HtmlTemplates(root);
  }

  get(): Manifest | null {
    const text = this.#templates.get(MANIFEST_PATH);
    if (text === null) return null;
    if (this.#parsed?.text !== text) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(text) as Manifest;
      } catch {
        manifest = null;
      }
      this.#parsed = { text, manifest };
    }
    return this.#parsed.manifest;
  }
}

/** Every chunk key reachable from `keys` through static imports (as scripts/check-budgets.ts). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The manifest key of a language's strings (locales/<lng>/<ns>.json). A file some other entry imports
 * statically (common.json, which the previewer shows) becomes a shared chunk with no such key:
 * vite.config.ts names it `strings-<lng>-<ns>` so it can still be found.
 */
export function stringsChunkKey(manifest: Manifest, lng: string, ns: string): string | null {
  const own = `locales/${lng}/${ns}.json`;
  if (manifest[own]) return own;
  const name = `strings-${lng}-${ns}`;
  return Object.keys(manifest).find((k) => manifest[k]!.name === name) ?? null;
}

/** Namespaces src/lib/i18n.ts loads before the first render (scripts/check-budgets.ts BOOT_NAMESPACES). */
const BOOT_NAMESPACES = ['common', 'validation'];
/**
 * The Sarabun faces a first screen draws with, in either language: Thai pages show Latin digits and
 * the "EN" switch, English pages the "ไทย" switch, and both use the 600 weight for titles. All four
 * (43 KB) are preloaded so they are there before the first paint; src/styles/global.css.ts declares
 * them font-display: optional, so a late face is never swapped in under the member's eyes.
 */
const FONT_FACES = ['thai-400', 'thai-600', 'latin-400', 'latin-600'] as const;

export interface PreloadRoute {
  screen: string;
  ns?: readonly string[];
}

/**
 * `<link>`s that let the browser fetch what the first route needs while the entry script loads, in the
 * order it needs them: preload of the entry's stylesheets and modulepreload of its chunks (which the
 * page lists only after these),
 * then for the route's screen chunk, its static imports and its strings in the page's language,
 * preload of those chunks' stylesheets (else
 * fetched only once the screen's code has run: a round trip before the first render, issue 25), and
 * the four Sarabun faces (FONT_FACES).
 */
export function preloadLinks(
  manifest: Manifest | null,
  route: PreloadRoute | null,
  lang: 'th' | 'en',
): string {
  if (!manifest?.['index.html']) return '';
  const entryClosure = [...staticClosure(manifest, ['index.html'])];
  const inIndex = new Set(entryClosure.map((k) => manifest[k]!.file));
  const inIndexCss = new Set(entryClosure.flatMap((k) => manifest[k]!.css ?? []));
  const strings = (ns: string) => stringsChunkKey(manifest, lang, ns) ?? `locales/${lang}/${ns}.json`;
  const keys: string[] = BOOT_NAMESPACES.map(strings);
  if (route) {
    const own = `src/app/routes/${route.screen}.tsx`;
    keys.push(own);
    keys.push(...(route.ns ?? []).map(strings));
  }
  const files = new Set<string>();
  const styles = new Set<string>();
  // In the order the app asks for them: the boot strings (before the router starts), then the screen.
  for (const key of keys.flatMap((k) => [...staticClosure(manifest, [k])])) {
    const { file, css } = manifest[key]!;
    if (file.endsWith('.js') && !inIndex.has(file)) files.add(file);
    for (const sheet of css ?? []) if (!inIndexCss.has(sheet)) styles.add(sheet);
  }
  // The entry's own stylesheets and chunks first: the page lists them after these links (the
  // stylesheets after the shell, server/web/inject-boot.ts), and over HTTP/1.1 (six connections a
  // host) the browser asks in document order, so the entry (React, the router) and the styles its
  // script waits for queued behind the route's chunks and the fonts. Listing them again costs
  // nothing: one fetch, one module map entry.
  const links = [
    ...[...inIndexCss].map((f) => `<link rel="preload" as="style" crossorigin href="/${encodeURI(f)}">`),
    ...[...inIndex].map((f) => `<link rel="modulepreload" crossorigin href="/${encodeURI(f)}">`),
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${encodeURI(f)}">`),
    // crossorigin as Vite's loader links the screen's CSS (crossOrigin = ''), so the preload is used.
    ...[...styles].map((f) => `<link rel="preload" as="style" crossorigin href="/${encodeURI(f)}">`),
  ];
  for (const face of FONT_FACES) {
    const font = manifest[`node_modules/@fontsource/sarabun/files/sarabun-${face}-normal.woff2`];
    if (font)
      links.push(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${encodeURI(font.file)}">`,
      );
  }
  return links.join('');
}
