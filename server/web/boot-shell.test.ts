import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import thCommon from '../../locales/th/common.json';
import thHome from '../../locales/th/home.json';
import { join } from 'node:path';
import { loadPartners } from '../partners/loader';
import { REPO_ROOT } from '../paths';
import {
  BOOT_SHELL_CSS,
  escapeHtml,
  holdsMemberToken,
  matchRoute,
  renderBootShell,
  type ShellStrings,
  TOKEN_COOKIE,
} from './boot-shell';

const strings: Record<'th' | 'en', ShellStrings> = {
  th: { common: thCommon, home: thHome },
  en: { common: enCommon, home: enHome },
};
const registry = loadPartners(join(REPO_ROOT, 'partners'));
const partner = (id: string) => registry.byId(id)!;
const shell = (id: string, pathname: string, p = partner(id)) =>
  renderBootShell({ partner: p, pathname, strings });

describe('renderBootShell', () => {
  it('is one aria-hidden element with the id and data attribute the app removes', () => {
    const html = shell('siam-life', '/');
    expect(html).toMatch(/^<div id="wl-boot-shell" data-boot-shell aria-hidden="true">.*<\/div>$/s);
    expect(html).not.toMatch(/<(a|button|script|style)\b/);
  });

  for (const [id, locale] of [
    ['siam-life', 'th'],
    ['siam-life', 'en'],
    ['default', 'th'],
    ['default', 'en'],
  ] as const) {
    it(`home for ${id} in ${locale}: logo, greeting, banners, the visible tiles and the bottom bar`, () => {
      const p = partner(id);
      const html = shell(id, locale === 'en' ? '/en' : '/');
      const t = strings[locale];
      expect(html).toContain(`<img class="wlbs-logo" src="${p.theme.logo}"`);
      expect(html).toContain(t.home.greetingGuest);
      expect(html).toContain(`src="${p.theme.banner_id_1}"`);
      expect(html).toContain(`src="${p.theme.banner_id_2}"`);
      expect(html).toContain(escapeHtml(t.home.tiles.my_coverage!));
      expect(html).toContain(`src="${p.theme.menu_icon_1}"`);
      expect(html).toContain('data-boot-shell-bottom');
      expect(html).toContain(t.common.nav.home!);
      expect(html).toContain('wlbs-tab wlbs-tab-active"');
      // The language switch shows the other language's label.
      expect(html).toContain(`lang="${locale === 'th' ? 'en' : 'th'}"`);
      expect(html).toContain(t.common.nav.language!);
    });
  }

  it('leaves out a tile its theme status hides, and a banner whose status is off', () => {
    const p = partner('siam-life');
    const hidden = {
      ...p,
      theme: { ...p.theme, menu_icon_5_status: 0 as const, banner_url_2_status: 0 as const },
    };
    const html = shell('siam-life', '/', hidden);
    expect(html).not.toContain('data-boot-shell-tile="e_claim"');
    expect(html).toContain('data-boot-shell-tile="my_coverage"');
    expect(html).not.toContain(p.theme.banner_id_2);
    // siam-life's LINE official-account tile is off by its status.
    expect(shell('siam-life', '/')).not.toContain('data-boot-shell-tile="line_oa"');
    expect(shell('default', '/')).toContain('data-boot-shell-tile="line_oa"');
  });

  it('shows the page title, a back mark and a skeleton on other routes; no bottom bar off the tabs', () => {
    const html = shell('siam-life', '/en/login');
    expect(html).toContain(`data-boot-shell-title>${enCommon.routes.login}</span>`);
    expect(html).toContain('wlbs-icon');
    expect(html).toContain('wlbs-skeleton');
    expect(html).not.toContain('data-boot-shell-bottom');
    expect(html).not.toContain('data-boot-shell-tile');
    const promotion = shell('siam-life', '/promotion');
    expect(promotion).toContain(`data-boot-shell-title>${thCommon.routes.promotion}</span>`);
    expect(promotion).toContain('data-boot-shell-bottom');
  });

  it('follows the theme statuses of the bars', () => {
    const p = partner('siam-life');
    const off = { ...p, theme: { ...p.theme, top_bar_status: 0 as const, bottom_bar_status: 0 as const } };
    const html = shell('siam-life', '/', off);
    expect(html).not.toContain('data-boot-shell-top');
    expect(html).not.toContain('data-boot-shell-bottom');
    expect(html).toContain('data-boot-shell-tile');
  });

  it('an unknown path gets the themed frame without a title or back mark', () => {
    const html = shell('siam-life', '/no/such/page');
    expect(html).toContain('data-boot-shell-top');
    expect(html).not.toContain('data-boot-shell-title');
    expect(html).not.toContain('wlbs-icon');
    expect(html).toContain('wlbs-skeleton');
  });

  it('escapes hostile partner strings and refuses script URLs', () => {
    const p = partner('default');
    const hostile = {
      ...p,
      publicPartner: {
        ...p.publicPartner,
        product_name: { th: '<img src=x onerror=alert(1)>"', en: 'x' },
      },
      theme: {
        ...p.theme,
        logo: 'javascript:alert(1)',
        banner_id_1: '/a.svg" onload="alert(1)',
        menu_icon_1: 'data:text/html,<script>alert(1)</script>',
      },
    };
    const home = shell('default', '/', hostile);
    expect(home).not.toContain('javascript:');
    expect(home).not.toContain('data:text');
    expect(home).not.toContain('" onload="');
    expect(home).toContain('src="/a.svg&quot; onload=&quot;alert(1)"');
    expect(home).not.toMatch(/<script/i);
    // Without the logo the product name is the title, escaped.
    expect(home).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(home).not.toContain('<img src=x');
  });

  it('has class rules only for its own prefix, in a stylesheet with no `</style>`', () => {
    expect(BOOT_SHELL_CSS).not.toContain('<');
    expect(BOOT_SHELL_CSS).toContain('var(--wl-top-bar-bg)');
    expect(BOOT_SHELL_CSS).toContain('var(--wl-tile-border)');
  });
});

describe('matchRoute', () => {
  it('ranks static segments over parameters and strips the locale and a trailing slash', () => {
    expect(matchRoute('/')?.path).toBe('/');
    expect(matchRoute('/en')?.path).toBe('/');
    expect(matchRoute('/en/login/')?.path).toBe('/login');
    expect(matchRoute('/telemed-mart')?.path).toBe('/telemed-mart');
    expect(matchRoute('/telemed-mart/search')?.path).toBe('/telemed-mart/search');
    expect(matchRoute('/telemed-mart/abc')?.path).toBe('/telemed-mart/:id?');
    expect(matchRoute('/coverages/eclaim')?.path).toBe('/coverages/eclaim');
    expect(matchRoute('/coverages/c-1')?.path).toBe('/coverages/:id');
    expect(matchRoute('/nope')).toBeNull();
  });
});

describe('the login shell', () => {
  it("paints the partner's login banner and logo with the HTML, then the form as skeleton", () => {
    const p = partner('siam-life');
    const html = shell('siam-life', '/en/login');
    expect(html).toContain(
      `<img class="wlbs-login-bg" src="${escapeHtml(p.theme.login_background_image)}" alt="" fetchpriority="high">`,
    );
    expect(html).toContain(`<img src="${escapeHtml(p.theme.logo)}" alt="" height="56">`);
    expect(html).toContain('wlbs-skeleton');
    expect(html).not.toContain('wlbs-tiles');
  });

  it('uses the SSO banner on /sso, without the logo plate', () => {
    const p = partner('tmp-corp');
    const html = shell('tmp-corp', '/sso');
    expect(html).toContain('wlbs-sso-hero');
    expect(html).toContain(escapeHtml(p.theme.sso_login_background_image));
    expect(html).not.toContain('wlbs-login-plate');
  });
});

describe('the shell of a browser that holds a member token (issue 25)', () => {
  for (const locale of ['th', 'en'] as const) {
    it(`draws home's hero as the signed-in app does in ${locale}: intro, no sign-in buttons`, () => {
      const t = strings[locale];
      const pathname = locale === 'en' ? '/en' : '/';
      const member = renderBootShell({ partner: partner('siam-life'), pathname, strings, signedIn: true });
      expect(member).toContain(escapeHtml(t.home.greetingGuest));
      expect(member).toContain(escapeHtml(t.home.intro));
      expect(member).not.toContain(escapeHtml(t.home.guestCta));
      expect(member).not.toContain('wlbs-actions');
      const guest = renderBootShell({ partner: partner('siam-life'), pathname, strings });
      expect(guest).toContain(escapeHtml(t.home.guestCta));
      expect(guest).toContain(escapeHtml(t.common.actions.login!));
      expect(guest).not.toContain(escapeHtml(t.home.intro));
    });
  }

  it('reads the token from the app cookie or a token in the link', () => {
    // The spec's storage key, which src/lib/auth-store.ts also writes as a cookie.
    expect(TOKEN_COOKIE).toBe('auth._token.local');
    expect(holdsMemberToken({ [TOKEN_COOKIE]: 'Bearer abc' }, {})).toBe(true);
    expect(holdsMemberToken({}, { token: 'abc' })).toBe(true);
    expect(holdsMemberToken({ [TOKEN_COOKIE]: '' }, { token: '' })).toBe(false);
    expect(holdsMemberToken(undefined, undefined)).toBe(false);
  });
});
