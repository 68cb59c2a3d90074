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
  imports?: string[];
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
 * `<link>`s that let the browser fetch what the first route needs while the entry script loads:
 * modulepreload for the route's screen chunk, its static imports and its strings in the page's
 * language (minus what Vite already lists in index.html), and the four Sarabun faces (FONT_FACES).
 */
export function preloadLinks(
  manifest: Manifest | null,
  route: PreloadRoute | null,
  lang: 'th' | 'en',
): string {
  if (!manifest?.['index.html']) return '';
  const inIndex = new Set([...staticClosure(manifest, ['index.html'])].map((k) => manifest[k]!.file));
  const keys: string[] = BOOT_NAMESPACES.map((ns) => `locales/${lang}/${ns}.json`);
  if (route) {
    const own = `src/app/routes/${route.screen}.tsx`;
    keys.push(own);
    keys.push(...(route.ns ?? []).map((ns) => `locales/${lang}/${ns}.json`));
  }
  const files = new Set<string>();
  for (const key of staticClosure(manifest, keys)) {
    const { file } = manifest[key]!;
    if (file.endsWith('.js') && !inIndex.has(file)) files.add(file);
  }
  const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${encodeURI(f)}">`);
  for (const face of FONT_FACES) {
    const font = manifest[`node_modules/@fontsource/sarabun/files/sarabun-${face}-normal.woff2`];
    if (font)
      links.push(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${encodeURI(font.file)}">`,
      );
  }
  return links.join('');
}
