/**
 * The partner's themed shell, rendered into the HTML so the first paint is themed before any
 * JavaScript runs (docs/decisions/010-themed-shell.md): the top bar (page title, logo on home, back
 * and language marks), the bottom bar on tab routes, skeleton blocks, and on home the greeting,
 * banners and visible tiles in the same grid as the React home.
 *
 * It sits in `<div id="wl-boot-shell">` BEFORE #root (React never touches it), position: fixed over
 * the whole viewport, and the app removes it once the first route has committed
 * (src/app/app-shell.tsx), so the swap moves nothing. Pure string work; every partner string is data
 * and is escaped.
 *
 * The sizes mirror src/components/ui/bars.css.ts, tile.css.ts, banner.css.ts, button.css.ts,
 * src/components/layout/page-frame.css.ts and src/features/home/components/home-screen.css.ts, in px
 * like them, so the shell matches the React layout at any browser font size. They are the values of
 * the contract's space and radius scales (docs/decisions/075-spacing-and-radius-tokens.md): change
 * both together.
 */
import { type AppRoute, type Locale, localeOfPath, ROUTES, stripLocale } from '../../shared/config/routes';
import { resolveVisibleTiles } from '../../shared/engine/tiles/visible-tiles';
import type { LoadedPartner } from '../partners/registry';

export const BOOT_SHELL_ID = 'wl-boot-shell';

/** The strings the shell shows: locales/<lng>/common.json and home.json. */
export interface ShellStrings {
  common: { routes: Record<string, string>; nav: Record<string, string>; actions: Record<string, string> };
  home: {
    greetingGuest: string;
    intro: string;
    guestCta: string;
    ssoGuest: string;
    services: string;
    tiles: Record<string, string>;
  };
}

export interface BootShellInput {
  partner: Pick<LoadedPartner, 'theme' | 'tiles' | 'publicPartner'>;
  pathname: string;
  strings: Record<Locale, ShellStrings>;
  /** The logo's intrinsic size, when known, for width/height attributes (no shift when it loads). */
  logoSize?: { width: number; height: number } | null;
  /**
   * The browser holds a member's token (the app's auth cookie, or a `token` in the link): home's hero
   * is drawn as the signed-in app draws it before its home call answers (greeting and intro, no sign-in
   * buttons), so the swap moves nothing and the banner keeps its place (issue 25). Layout only: the
   * token is not checked here, and nothing of the member's is shown.
   */
  signedIn?: boolean;
}

/** The cookie in which the app keeps the member's token (src/lib/auth-store.ts TOKEN_KEY). */
export const TOKEN_COOKIE = 'auth._token.local';

/** Whether an HTML request comes from a browser that holds a member's token (see `signedIn`). */
export function holdsMemberToken(cookies: Record<string, string | undefined> | undefined, query: unknown) {
  const fromLink = (query as Record<string, unknown> | undefined)?.token;
  return (
    Boolean(cookies?.[TOKEN_COOKIE]?.startsWith('Bearer ')) ||
    (typeof fromLink === 'string' && fromLink !== '')
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text or attribute value safe inside HTML (double-quoted attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]!);
}

/** A URL for src=: only same-origin paths and https (partner data; never javascript: or data:). */
export function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  if ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://')) return escapeHtml(url);
  return null;
}

/** The pattern as a regular expression over pathnames (as shared/config/routes.ts isAppHref). */
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`);
const MATCHERS = ROUTES.map((route) => {
  const segments = route.path.split('/').filter(Boolean);
  const statics = segments.filter((s) => !s.startsWith(':')).length;
  // Static segments win over parameters, as react-router ranks them (/telemed-mart/search over /telemed-mart/:id?).
  return { route, re: patternRegExp(route.path), rank: statics * 10 - (segments.length - statics) };
});

/** The route of the table a pathname (with or without /en) shows, or null. */
export function matchRoute(pathname: string): AppRoute | null {
  let path = stripLocale(pathname);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  let best: (typeof MATCHERS)[number] | null = null;
  for (const m of MATCHERS) if (m.re.test(path) && (!best || m.rank > best.rank)) best = m;
  return best?.route ?? null;
}

/** Screens that pass backTo={null} to PageFrame (no back action in their top bar). */
const NO_BACK = new Set<string>([
  '/',
  '/setting',
  '/sso',
  '/check-page',
  '/condition-update',
  '/privacy-update',
]);

const svg = (paths: string, size = 24) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
/** The icons of src/components/ui/icons.tsx the bars show. */
const ICONS = {
  back: '<path d="M15 18l-6-6 6-6"/>',
  home: '<path d="M3 10.5L12 3l9 7.5"/><path d="M5 9.5V21h5v-6h4v6h5V9.5"/>',
  promotion:
    '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13M5 12v9h14v-9"/><path d="M12 8S10.5 3 8 3a2.5 2.5 0 000 5h4zM12 8s1.5-5 4-5a2.5 2.5 0 010 5h-4z"/>',
  notification: '<path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9"/><path d="M13.7 21a2 2 0 01-3.4 0"/>',
  setting: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/>',
};
const TABS = ['home', 'promotion', 'notification', 'setting'] as const;

function topBar(
  input: BootShellInput,
  route: AppRoute | null,
  locale: Locale,
  strings: ShellStrings,
): string {
  const { theme, publicPartner } = input.partner;
  const home = route?.path === '/';
  const title = home
    ? publicPartner.product_name[locale]
    : route
      ? (strings.common.routes[route.title] ?? '')
      : '';
  const back = route && !NO_BACK.has(route.path) ? `<span class="wlbs-icon">${svg(ICONS.back)}</span>` : '';
  const logoSrc = home ? safeUrl(theme.logo) : null;
  const size = input.logoSize;
  const logo = logoSrc
    ? `<img class="wlbs-logo" src="${logoSrc}" alt=""${size ? ` width="${Math.round((34 * size.width) / size.height)}"` : ''} height="34" data-boot-shell-logo>`
    : '';
  const other: Locale = locale === 'th' ? 'en' : 'th';
  const lang = (publicPartner.languages ?? ['th', 'en']).includes(other)
    ? `<span class="wlbs-lang" lang="${other}">${svg(ICONS.globe, 18)}${escapeHtml(strings.common.nav.language ?? '')}</span>`
    : '';
  const titleHtml =
    title && !logo ? `<span class="wlbs-title" data-boot-shell-title>${escapeHtml(title)}</span>` : '';
  return `<div class="wlbs-top" data-boot-shell-top><div>${back}</div><div class="wlbs-title-row">${logo}${titleHtml}</div><div>${lang}</div></div>`;
}

function bottomBar(route: AppRoute, strings: ShellStrings): string {
  const items = TABS.map(
    (tab) =>
      `<span class="wlbs-tab${tab === route.tab ? ' wlbs-tab-active' : ''}">${svg(ICONS[tab])}<span>${escapeHtml(strings.common.nav[tab] ?? '')}</span></span>`,
  ).join('');
  return `<div class="wlbs-bottom-space"></div><div class="wlbs-bottom" data-boot-shell-bottom><div class="wlbs-tabs">${items}</div></div>`;
}

function homeContent(input: BootShellInput, strings: ShellStrings): string {
  const { theme, tiles, publicPartner } = input.partner;
  const sso = publicPartner.ins_code.startsWith('TMP');
  const member = input.signedIn === true;
  const actions =
    sso || member
      ? ''
      : `<div class="wlbs-actions"><span class="wlbs-button wlbs-button-primary">${escapeHtml(strings.common.actions.login ?? '')}</span><span class="wlbs-button wlbs-button-outline">${escapeHtml(strings.common.actions.register ?? '')}</span></div>`;
  const hero = `<div class="wlbs-hero"><div class="wlbs-hero-title">${escapeHtml(strings.home.greetingGuest)}</div><div class="wlbs-hero-text">${escapeHtml(member ? strings.home.intro : sso ? strings.home.ssoGuest : strings.home.guestCta)}</div>${actions}</div>`;
  const banners = ([1, 2] as const)
    .flatMap((n) => {
      const status = n === 1 ? theme.banner_url_1_status : theme.banner_url_2_status;
      const src = safeUrl(n === 1 ? theme.banner_id_1 : theme.banner_id_2);
      // As the app's banners (src/components/ui/banner.tsx): a 750 × 300 box, the first fetched first.
      const priority = n === 1 || theme.banner_url_1_status !== 1 ? ' fetchpriority="high"' : '';
      return status === 1 && src
        ? [`<div class="wlbs-banner"><img src="${src}" alt="" width="750" height="300"${priority}></div>`]
        : [];
    })
    .join('');
  const visible = resolveVisibleTiles(tiles, theme, publicPartner.tile_reading ?? 'A');
  const tileHtml = visible
    .map((tile) => {
      const icon = safeUrl(tile.icon);
      const img = icon
        ? `<img src="${icon}" alt="" width="48" height="48">`
        : '<span class="wlbs-tile-icon"></span>';
      return `<div class="wlbs-tile" data-boot-shell-tile="${escapeHtml(tile.id)}">${img}<span>${escapeHtml(strings.home.tiles[tile.id] ?? '')}</span></div>`;
    })
    .join('');
  return `${hero}${banners ? `<div class="wlbs-banners">${banners}</div>` : ''}<div><div class="wlbs-section-title">${escapeHtml(strings.home.services)}</div><div class="wlbs-tiles">${tileHtml}</div></div>`;
}

/**
 * The login page's banner with the partner's logo, as the React login draws it (form.css.ts loginHero,
 * loginLogo), then the form as skeleton: the banner is the page's largest paint, so it paints with the
 * HTML (issue 10, deliverable 5; its image is preloaded at high priority).
 */
function loginContent(input: BootShellInput, sso: boolean): string {
  const { theme } = input.partner;
  const bg = safeUrl(sso ? theme.sso_login_background_image : theme.login_background_image);
  const logo = sso ? null : safeUrl(theme.logo);
  const image = bg ? `<img class="wlbs-login-bg" src="${bg}" alt="" fetchpriority="high">` : '';
  const plate = logo ? `<span class="wlbs-login-plate"><img src="${logo}" alt="" height="56"></span>` : '';
  return `<div class="wlbs-login-hero${sso ? ' wlbs-sso-hero' : ''}">${image}${plate}</div>${SKELETON}`;
}

const SKELETON = '<span class="wlbs-skeleton wlbs-skeleton-head"></span>'.concat(
  '<span class="wlbs-skeleton"></span>'.repeat(3),
);

/** The shell's HTML for one request: the element before #root. */
export function renderBootShell(input: BootShellInput): string {
  const locale = localeOfPath(input.pathname);
  const strings = input.strings[locale];
  const route = matchRoute(input.pathname);
  const { theme } = input.partner;
  const top = theme.top_bar_status === 1 ? topBar(input, route, locale, strings) : '';
  const content =
    route?.path === '/'
      ? homeContent(input, strings)
      : route?.path === '/login' || route?.path === '/sso'
        ? loginContent(input, route.path === '/sso')
        : SKELETON;
  const bottom = theme.bottom_bar_status === 1 && route?.tab ? bottomBar(route, strings) : '';
  return `<div id="${BOOT_SHELL_ID}" data-boot-shell aria-hidden="true">${top}<div class="wlbs-main">${content}</div>${bottom}</div>`;
}

/**
 * The shell's rules, for the nonce'd <style>. Colours are the theme variables the React bars and
 * tiles use (shared/engine/theme/contract.css.ts); sizes are those of their stylesheets.
 */
export const BOOT_SHELL_CSS = [
  `#${BOOT_SHELL_ID}{position:fixed;inset:0;z-index:2147483000;overflow:hidden auto;background:var(--wl-color-page-bg);color:var(--wl-color-text-1);pointer-events:none}`,
  `#${BOOT_SHELL_ID} *{box-sizing:border-box}`,
  `#${BOOT_SHELL_ID} img,#${BOOT_SHELL_ID} svg{display:block;max-width:100%}`,
  '.wlbs-top{position:sticky;top:0;z-index:1;display:grid;grid-template-columns:48px 1fr auto;align-items:center;gap:4px;min-height:56px;padding:4px 8px;padding-top:max(4px,env(safe-area-inset-top));background-color:var(--wl-top-bar-bg);color:var(--wl-top-bar-text);box-shadow:0 1px 4px rgb(0 0 0/.12)}',
  '.wlbs-icon{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;color:var(--wl-top-bar-icon)}',
  '.wlbs-title-row{display:flex;align-items:center;gap:8px;min-width:0}',
  '.wlbs-title{font-size:18px;font-weight:600;line-height:1.35;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.wlbs-logo{height:34px;width:auto;max-width:160px;object-fit:contain;flex-shrink:0}',
  '.wlbs-lang{display:inline-flex;align-items:center;gap:4px;min-height:40px;padding:4px 8px;border:1px solid var(--wl-top-bar-text);border-radius:999px;font-size:14px;font-weight:600;line-height:1.6}',
  '.wlbs-main{max-width:640px;margin:0 auto;padding:16px 16px 24px;display:flex;flex-direction:column;gap:20px}',
  '.wlbs-skeleton{display:block;height:72px;border-radius:6px;background-color:var(--wl-color-title-bg-2)}',
  '.wlbs-skeleton-head{height:28px;width:60%}',
  '.wlbs-login-hero{position:relative;display:flex;align-items:center;justify-content:center;min-height:140px;border-radius:16px;overflow:hidden;background-color:var(--wl-color-title-bg-1)}',
  '.wlbs-sso-hero{min-height:220px}',
  '#wl-boot-shell .wlbs-login-bg{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}',
  '.wlbs-login-plate{position:relative;padding:8px 12px;border-radius:10px;background:rgb(255 255 255/.92)}',
  '.wlbs-login-plate img{height:56px;width:auto}',
  '.wlbs-hero{display:flex;flex-direction:column;gap:4px;padding:16px;border-radius:16px;background-color:var(--wl-color-title-bg-1)}',
  '.wlbs-hero-title{font-size:22px;font-weight:600;color:var(--wl-color-heading-1);line-height:1.4}',
  '.wlbs-hero-text{color:var(--wl-color-text-2)}',
  '.wlbs-actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,8rem),1fr));gap:8px;margin-top:8px}',
  '.wlbs-button{display:flex;align-items:center;justify-content:center;min-height:48px;padding:8px 20px;border-radius:10px;border:1.5px solid;font-size:16px;font-weight:600;line-height:1.4}',
  '.wlbs-button-primary{background-color:var(--wl-button-primary-bg);border-color:var(--wl-button-primary-border);color:var(--wl-button-primary-text)}',
  '.wlbs-button-outline{background-color:var(--wl-button-outline-bg);border-color:var(--wl-button-outline-border);color:var(--wl-button-outline-text)}',
  '.wlbs-banners{display:flex;gap:12px;overflow:hidden;padding-bottom:4px}',
  '.wlbs-banner{flex:0 0 88%}',
  '.wlbs-banner img{display:block;width:100%;height:auto;aspect-ratio:5/2;object-fit:cover;border-radius:16px}',
  '.wlbs-section-title{font-size:18px;font-weight:600;color:var(--wl-color-heading-2);margin-bottom:12px}',
  '.wlbs-tiles{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}',
  '.wlbs-tile{display:flex;flex-direction:column;align-items:center;justify-content:flex-start;gap:8px;height:100%;min-height:112px;padding:12px 4px;border-radius:16px;border:1.5px solid var(--wl-tile-border);background-color:var(--wl-tile-bg);color:var(--wl-tile-text);text-align:center;font-size:14px;font-weight:600;line-height:1.35;box-shadow:0 1px 3px rgb(15 23 42/.06)}',
  '.wlbs-tile img,.wlbs-tile-icon{width:48px;height:48px;object-fit:contain}',
  '.wlbs-bottom-space{height:calc(72px + env(safe-area-inset-bottom))}',
  '.wlbs-bottom{position:fixed;inset-inline:0;bottom:0;background-color:var(--wl-bottom-bar-bg);border-top:1px solid var(--wl-tile-border);padding-bottom:env(safe-area-inset-bottom);box-shadow:0 -1px 6px rgb(0 0 0/.08)}',
  '.wlbs-tabs{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;max-width:640px;margin:0 auto}',
  '.wlbs-tab{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:60px;padding:4px;font-size:13px;line-height:1.3;color:var(--wl-bottom-bar-normal)}',
  '.wlbs-tab-active{color:var(--wl-bottom-bar-active);font-weight:600}',
  // As the app's bottom bar (bars.css.ts bottomLabel): below 16.25em the labels leave the view.
  '@media (max-width:16.25em){.wlbs-tab>span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}',
  // Without JavaScript the notice stays readable above the shell (index.html wraps it in .wl-noscript).
  '.wl-noscript{position:fixed;inset-inline:0;bottom:0;z-index:2147483001;margin:0;padding:12px 16px;background:#fff;color:#111;border-top:2px solid var(--wl-color-main-1)}',
  `#${BOOT_SHELL_ID}:has(.wlbs-bottom)~noscript .wl-noscript{bottom:calc(61px + env(safe-area-inset-bottom))}`,
].join('');
