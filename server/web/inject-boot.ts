/**
 * Puts the partner into the HTML so the first paint is themed with no API round trip: the theme's CSS
 * variables in a nonce'd <style>, the boot data in a JSON <script> (never executed), and <html lang>.
 * Pure string work, unit-tested; the values come from validated partner config.
 */
import { BOOT_ELEMENT_ID, BOOT_MARKER, THEME_STYLE_ID } from '../../shared/engine/partner/boot';
import { escapeHtml } from './boot-shell';

export interface BootInjection {
  lang: 'th' | 'en';
  nonce: string;
  /** `--wl-…:value;…` declarations. */
  themeCss: string;
  /**
   * The dark variant's declarations (shared/engine/theme/dark.ts darkCssText), drawn when the device
   * asks for dark; absent or empty when the partner has none.
   */
  themeDarkCss?: string;
  /** serializeForScript(BootData): already safe inside <script>. */
  bootJson: string;
  /** The themed shell (server/web/boot-shell.ts), placed right before `<div id="root">`. */
  shell?: { html: string; css: string };
  /** Preload links for the first route (modulepreload, font); trusted markup built from the manifest. */
  preloads?: string;
  /** The partner's head: <title>, theme-color, web manifest and touch icon (partner data, escaped). */
  head?: PageHead;
}

export interface PageHead {
  /** The partner's product name in the page's language. */
  title: string;
  /** The partner's top-bar colour. */
  themeColor: string;
  /** server/web/web-manifest.ts manifestHref(). */
  manifestHref: string;
  /** A square PNG icon (apple-touch-icon). */
  iconHref?: string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const THEME_COLOR = /<meta\b[^>]*\bname=["']theme-color["'][^>]*>/gi;

/**
 * The partner's title and theme-color replace the template's (the default partner's), so the tab
 * and the browser's bar are the partner's before any JavaScript runs; the manifest and touch icon
 * links follow the theme-color meta.
 */
export function setPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const links =
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}">` +
    `<link rel="manifest" href="${escapeHtml(head.manifestHref)}">` +
    (head.iconHref ? `<link rel="apple-touch-icon" href="${escapeHtml(head.iconHref)}">` : '');
  let out = html.replace(THEME_COLOR, '');
  out = TITLE.test(out) ? out.replace(TITLE, () => title + links) : insertBeforeHeadEnd(out, title + links);
  return out;
}

function insertBeforeHeadEnd(html: string, markup: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? markup + html : html.slice(0, at) + markup + html.slice(at);
}

/** CSS text safe inside <style>: a `<` could only start `</style>`, so it is escaped as CSS. */
export function escapeStyleText(css: string): string {
  return css.replace(/</g, '\\3c ');
}

const ATTRIBUTE_UNSAFE = /[^A-Za-z0-9+/=_-]/;

export function bootElements({
  nonce,
  themeCss,
  themeDarkCss,
  bootJson,
  shell,
  preloads,
}: Omit<BootInjection, 'lang'>): string {
  if (ATTRIBUTE_UNSAFE.test(nonce)) throw new Error('A CSP nonce must be base64.');
  const dark = themeDarkCss
    ? `@media (prefers-color-scheme: dark){:root{${escapeStyleText(themeDarkCss)}}}`
    : '';
  return (
    `<style id="${THEME_STYLE_ID}" nonce="${nonce}">:root{${escapeStyleText(themeCss)}}${dark}${shell ? escapeStyleText(shell.css) : ''}</style>` +
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson}</script>` +
    (preloads ?? '')
  );
}

const ROOT_ELEMENT = /<div id="root"/i;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi;

/**
 * Puts the shell right before #root (React never touches it); a template without #root gets none.
 * The app's stylesheets move from <head> to just after the shell: the shell paints with the HTML and
 * its inline rules instead of waiting a round trip for them, and the app's module script still waits
 * for them (a deferred script runs only once every parser-inserted stylesheet has loaded), so React
 * never renders unstyled (issue 10: themed paint from the HTML alone).
 */
export function insertShell(html: string, shellHtml: string): string {
  const at = html.search(ROOT_ELEMENT);
  if (at === -1 || shellHtml === '') return html;
  const head = html.slice(0, at);
  const links = head.match(STYLESHEET_LINK) ?? [];
  return head.replace(STYLESHEET_LINK, '') + shellHtml + links.map((l) => l.trim()).join('') + html.slice(at);
}

/** Sets (or adds) the lang attribute of the <html> element. */
export function setHtmlLang(html: string, lang: 'th' | 'en'): string {
  return html.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
    const without = attributes.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${lang}"${without}>`;
  });
}

/**
 * Replaces BOOT_MARKER with the boot elements. A template without the marker gets them just before
 * </head>, so a changed index.html still boots themed.
 */
export function injectBoot(template: string, injection: BootInjection): string {
  const elements = bootElements(injection);
  const page = injection.head ? setPageHead(template, injection.head) : template;
  const withLang = insertShell(setHtmlLang(page, injection.lang), injection.shell?.html ?? '');
  if (withLang.includes(BOOT_MARKER)) return withLang.replace(BOOT_MARKER, () => elements);
  return insertBeforeHeadEnd(withLang, elements);
}

/** th at the root, en under /en (docs/spec.md 2). */
export function langFromPath(pathname: string): 'th' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'th';
}
