import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_MARKER } from '../../shared/engine/partner/boot';
import type { BootData } from '../../shared/engine/partner/boot';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { startTestServer, type TestServer } from '../testing/server';
import { safeResolve, wantsHtml } from './routes';

const root = mkdtempSync(join(tmpdir(), 'wl-web-'));
const clientDir = join(root, 'client');
const partnersDir = join(root, 'partners');
const EVIL_NAME = 'พลัส</script><script>alert(1)</script>';

function template(title: string) {
  return `<!doctype html>\n<html lang="th">\n<head><meta charset="utf-8">${BOOT_MARKER}<title>${title}</title><script type="module" src="/assets/app-3f9a.js"></script></head><body><div id="root"></div></body></html>`;
}

/** A build manifest shaped like Vite's: the entry, two screens sharing a chunk, strings and fonts. */
const MANIFEST = {
  'index.html': { file: 'assets/app-3f9a.js', isEntry: true, imports: ['_jsx-1.js'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_frame-2.js': { file: 'assets/frame-2.js', imports: ['_jsx-1.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-9.js',
    imports: ['index.html', '_frame-2.js', '_jsx-1.js'],
  },
  'src/app/routes/login.tsx': { file: 'assets/login-8.js', imports: ['_frame-2.js'] },
  'locales/th/common.json': { file: 'assets/common-th.js' },
  'locales/th/validation.json': { file: 'assets/validation-th.js' },
  'locales/th/home.json': { file: 'assets/home-th.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/en/validation.json': { file: 'assets/validation-en.js' },
  'locales/en/auth.json': { file: 'assets/auth-en.js' },
  'node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2': {
    file: 'assets/sarabun-thai-400-x.woff2',
  },
  'node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2': {
    file: 'assets/sarabun-latin-400-y.woff2',
  },
  'node_modules/@fontsource/sarabun/files/sarabun-thai-600-normal.woff2': {
    file: 'assets/sarabun-thai-600-z.woff2',
  },
  'node_modules/@fontsource/sarabun/files/sarabun-latin-600-normal.woff2': {
    file: 'assets/sarabun-latin-600-w.woff2',
  },
};
const fontPreloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
/** Every face a first screen draws with, in either language (Latin digits on Thai pages, "ไทย" on English ones). */
const FACES = [
  '/assets/sarabun-thai-400-x.woff2',
  '/assets/sarabun-thai-600-z.woff2',
  '/assets/sarabun-latin-400-y.woff2',
  '/assets/sarabun-latin-600-w.woff2',
];
const modulepreloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let database: TestDatabase;
let server: TestServer;
let other: string | undefined;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(clientDir, 'previewer'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), template('app'));
  writeFileSync(join(clientDir, 'previewer', 'index.html'), template('previewer'));
  writeFileSync(join(clientDir, 'assets', 'app-3f9a.js'), 'console.log("app")');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  cpSync('partners', partnersDir, { recursive: true });
  // A product name that tries to close the boot <script>: it must stay data.
  const partnerFile = join(partnersDir, 'default', 'partner.json');
  const partner = JSON.parse(readFileSync(partnerFile, 'utf8'));
  partner.product_name.th = EVIL_NAME;
  writeFileSync(partnerFile, JSON.stringify(partner));
  database = await createTestDatabase();
  server = await startTestServer({ database, env: { CLIENT_DIR: clientDir, PARTNERS_DIR: partnersDir } });
  other = server.app.ctx.partners.all.find((p) => p.id !== 'default')?.id;
});
afterAll(async () => {
  await server.close();
  await database.destroy();
  rmSync(root, { recursive: true, force: true });
});

const html = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

function bootOf(body: string): BootData {
  const match = /<script type="application\/json" id="wl-boot">([^<]*)<\/script>/.exec(body);
  if (!match) throw new Error('no boot element');
  return JSON.parse(match[1]!);
}

describe('HTML with the partner inlined', () => {
  it('inlines the theme variables with the response nonce and the boot data, no-cache', async () => {
    const response = await html('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const { ctx } = server.app;
    expect(response.body).toContain(
      `<style id="wl-theme" nonce="${nonce}">:root{${ctx.partners.default.themeCss}}` +
        `@media (prefers-color-scheme: dark){:root{${ctx.partners.default.themeDarkCss}}}#wl-boot-shell{`,
    );
    expect(response.body).toContain('--wl-color-main-1:');
    const boot = bootOf(response.body);
    expect(boot.partner.partner_id).toBe('default');
    expect(boot.theme).toEqual(ctx.partners.default.theme);
    expect(boot.tiles).toEqual(ctx.partners.default.tiles);
    expect(response.body).not.toContain(ctx.partners.default.partner.secret_key);
    expect(response.body).not.toContain(BOOT_MARKER);
  });

  it('keeps `</script>` in partner data from breaking out of the boot element', async () => {
    const response = await html('/');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(bootOf(response.body).partner.product_name.th).toBe(EVIL_NAME);
  });

  it('uses a fresh nonce per response', async () => {
    const a = (await html('/')).headers['content-security-policy'];
    const b = (await html('/')).headers['content-security-policy'];
    expect(a).not.toBe(b);
  });

  it('sets <html lang> from the path: th at the root, en under /en', async () => {
    expect((await html('/login')).body).toContain('<html lang="th">');
    expect((await html('/en')).body).toContain('<html lang="en">');
    expect((await html('/en/coverages/123')).body).toContain('<html lang="en">');
  });

  it('chooses the partner by query (and remembers it in a cookie), then by cookie, then default', async () => {
    if (!other) return;
    const byQuery = await html(`/?partner_id=${other}&secret_key=s&token=t`);
    expect(bootOf(byQuery.body).partner.partner_id).toBe(other);
    const cookie = byQuery.cookies.find((c) => c.name === 'wl_partner');
    expect(cookie).toMatchObject({ value: other, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);

    const byCookie = await html('/en/promotion', { cookie: `wl_partner=${other}` });
    expect(bootOf(byCookie.body).partner.partner_id).toBe(other);
    expect(byCookie.cookies).toHaveLength(0);

    const queryBeatsCookie = await html('/?partner_id=default', { cookie: `wl_partner=${other}` });
    expect(bootOf(queryBeatsCookie.body).partner.partner_id).toBe('default');

    const unknownQuery = await html('/?partner_id=nobody', { cookie: `wl_partner=${other}` });
    expect(bootOf(unknownQuery.body).partner.partner_id).toBe(other);
    expect(unknownQuery.cookies).toHaveLength(0);

    const unknownCookie = await html('/', { cookie: 'wl_partner=nobody' });
    expect(bootOf(unknownCookie.body).partner.partner_id).toBe('default');
  });

  it('renders a previewer frame for its partner without remembering it (docs/decisions/063)', async () => {
    if (!other) return;
    const frame = await html(`/en/coverages?wl_preview=1&partner_id=${other}`, {
      cookie: 'wl_partner=default',
    });
    expect(bootOf(frame.body).partner.partner_id).toBe(other);
    expect(frame.cookies).toHaveLength(0);
  });

  it('serves the previewer page for /previewer/*', async () => {
    const response = await html('/previewer/some/route');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>previewer</title>');
    expect(response.body).toContain('id="wl-boot"');
  });

  it('falls back to index.html for app routes, but not for missing files or API paths', async () => {
    const detail = await html('/search-hospital/detail/42');
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<script type="module" src="/assets/app-3f9a.js">');
    expect(detail.body).not.toContain('<title>previewer</title>');
    expect((await server.app.inject({ url: '/coverages' })).statusCode).toBe(200);
    const missingImage = await server.app.inject({ url: '/logo.png', headers: { accept: 'image/*' } });
    expect(missingImage.statusCode).toBe(404);
    const missingApi = await html('/api/nothing');
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json().error.code).toBe('NOT_FOUND');
  });
});

describe('unknown paths answer 404 with the app (issue 25)', () => {
  it('answers 200 for every route of the table, in Thai and English, parameters included', async () => {
    for (const path of ['/', '/login', '/coverages', '/promotion/42', '/family-coverages', '/telemed-mart']) {
      for (const url of [path, path === '/' ? '/en' : `/en${path}`]) {
        const response = await html(url);
        expect(response.statusCode, url).toBe(200);
      }
    }
    expect((await html('/coverages/')).statusCode).toBe(200);
  });

  it("answers 404 with the app's page for a path the table does not know, in Thai and English", async () => {
    for (const url of ['/no-such-page', '/en/no-such-page', '/coverages/1/2', '/enx']) {
      const response = await html(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<script type="module" src="/assets/app-3f9a.js">');
      expect(response.body).toContain('id="wl-boot"');
    }
    expect((await html('/en/no-such-page')).body).toContain('<html lang="en">');
  });

  it('answers 404 for a parameter the app refuses (it shows "not found" there too)', async () => {
    expect((await html('/promotion/%3Cscript%3E')).statusCode).toBe(404);
    expect((await html('/en/promotion/a%20b')).statusCode).toBe(404);
    expect((await html('/promotion/abc_12-3')).statusCode).toBe(200);
  });

  it('keeps the previewer, the API and missing files as they were', async () => {
    expect((await html('/previewer/anything/at/all')).statusCode).toBe(200);
    expect((await html('/api/v1/nothing')).json().error.code).toBe('NOT_FOUND');
    expect((await server.app.inject({ url: '/assets/nope.js' })).statusCode).toBe(404);
  });
});

describe("the partner's head: title, theme-color, manifest (issue 25)", () => {
  const head = (body: string) => body.slice(0, body.indexOf('</head>'));

  it("carries the partner's product name as <title> and its top-bar colour as theme-color, per language", async () => {
    for (const partner of server.app.ctx.partners.all) {
      for (const lang of ['th', 'en'] as const) {
        const url = `${lang === 'en' ? '/en/coverages' : '/coverages'}?partner_id=${partner.id}`;
        const body = head((await html(url)).body);
        const name = partner.publicPartner.product_name[lang].replace(/</g, '&lt;').replace(/>/g, '&gt;');
        expect(body).toContain(`<title>${name}</title>`);
        expect(body.match(/<title>/g)).toHaveLength(1);
        expect(body).toContain(
          `<meta name="theme-color" content="${partner.theme.top_bar_background_color}">`,
        );
        expect(body.match(/name="theme-color"/g)).toHaveLength(1);
        expect(body).toContain(
          `<link rel="manifest" href="/manifest.webmanifest?partner=${partner.id}&amp;lang=${lang}">`,
        );
        expect(body).toContain(`<link rel="apple-touch-icon" href="/partners/${partner.id}/icons/192.png">`);
      }
    }
  });

  it('shows siam-life as itself from the first byte, not as the default partner', async () => {
    const siam = server.app.ctx.partners.byId('siam-life');
    if (!siam) return;
    const body = head((await html('/', { cookie: 'wl_partner=siam-life' })).body);
    expect(body).toContain('<title>สยามไลฟ์ เฮลท์</title>');
    expect(body).toContain(`content="${siam.theme.top_bar_background_color}"`);
    expect(body).not.toContain('#0B5FA5"');
    const en = head((await html('/en', { cookie: 'wl_partner=siam-life' })).body);
    expect(en).toContain('<title>Siam Life Health</title>');
  });
});

describe('the web manifest and icons (issue 25)', () => {
  it("names the app after the partner's product in Thai and English, with its colours", async () => {
    for (const partner of server.app.ctx.partners.all) {
      const th = await server.app.inject({ url: `/manifest.webmanifest?partner=${partner.id}&lang=th` });
      expect(th.statusCode).toBe(200);
      expect(th.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(th.json()).toMatchObject({
        name: partner.publicPartner.product_name.th,
        short_name: partner.publicPartner.product_name.th,
        lang: 'th',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: partner.theme.top_bar_background_color,
        background_color: partner.theme.background_color_1,
      });
      const en = (
        await server.app.inject({ url: `/manifest.webmanifest?partner=${partner.id}&lang=en` })
      ).json();
      const english = partner.publicPartner.languages?.includes('en') ?? false;
      expect(en.name).toBe(partner.publicPartner.product_name[english ? 'en' : 'th']);
      expect(en.start_url).toBe(english ? '/en' : '/');
      const sizes = en.icons.map((i: { sizes: string }) => i.sizes);
      expect(sizes).toContain('192x192');
      expect(sizes).toContain('512x512');
    }
  });

  it('follows the partner cookie without ?partner, and refuses an unknown partner', async () => {
    const siam = server.app.ctx.partners.byId('siam-life');
    if (!siam) return;
    const byCookie = await server.app.inject({
      url: '/manifest.webmanifest?lang=en',
      cookies: { wl_partner: 'siam-life' },
    });
    expect(byCookie.json().name).toBe('Siam Life Health');
    expect((await server.app.inject({ url: '/manifest.webmanifest?partner=nobody' })).statusCode).toBe(404);
  });

  it("serves 192 and 512 px square PNG icons made from the partner's logo", async () => {
    const sharp = (await import('sharp')).default;
    for (const size of [192, 512]) {
      const response = await server.app.inject({ url: `/partners/siam-life/icons/${size}.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([size, size, 'png']);
    }
    expect((await server.app.inject({ url: '/partners/siam-life/icons/64.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/partners/nobody/icons/192.png' })).statusCode).toBe(404);
  });
});

describe('the service worker file', () => {
  it('is served from the root with a revalidating cache and the whole app as its scope', async () => {
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const response = await server.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });
});

describe("the themed shell and the first route's preloads", () => {
  it("renders the partner's shell before #root, its rules in the nonce'd style, and no inline script", async () => {
    const response = await html(`/?partner_id=${other}`);
    const partner = server.app.ctx.partners.byId(other)!;
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const body = response.body;
    expect(body).toMatch(
      /<div id="wl-boot-shell" data-boot-shell aria-hidden="true">.*<\/div><div id="root">/s,
    );
    expect(body).toContain(`src="${partner.theme.logo}"`);
    expect(body).toContain('data-boot-shell-tile="my_coverage"');
    expect(body).toContain(`src="${partner.theme.banner_id_1}"`);
    // One <style>, carrying the nonce, holds the theme and the shell's rules.
    const styles = [...body.matchAll(/<style\b([^>]*)>/g)];
    expect(styles).toHaveLength(1);
    expect(styles[0]![1]).toContain(`nonce="${nonce}"`);
    expect(body).toMatch(
      /<style id="wl-theme" nonce="[^"]+">:root\{[^}]*\}@media \(prefers-color-scheme: dark\)\{:root\{[^}]*\}\}#wl-boot-shell\{position:fixed/,
    );
    // Scripts: the JSON boot data (never executed) and the external entry, nothing inline.
    for (const [tag] of body.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/type="application\/json"|src="\/assets\//);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'nonce-)/);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('keeps hostile partner strings out of the markup', async () => {
    const response = await html('/');
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('preloads the Thai home: the entry first, its screen chunk and imports, strings and the fonts', async () => {
    const body = (await html('/')).body;
    // The entry's chunks lead (index.html lists them after the preloads; issue 25).
    expect(modulepreloads(body).slice(0, 2)).toEqual(['/assets/app-3f9a.js', '/assets/jsx-1.js']);
    expect(modulepreloads(body).sort()).toEqual(
      [
        '/assets/app-3f9a.js',
        '/assets/jsx-1.js',
        '/assets/common-th.js',
        '/assets/frame-2.js',
        '/assets/home-9.js',
        '/assets/home-th.js',
        '/assets/validation-th.js',
      ].sort(),
    );
    expect(fontPreloads(body)).toEqual(FACES);
  });

  it('preloads the English login with the fonts, and only strings for a screen the build does not list', async () => {
    const login = (await html('/en/login')).body;
    expect(modulepreloads(login).sort()).toEqual(
      [
        '/assets/app-3f9a.js',
        '/assets/jsx-1.js',
        '/assets/auth-en.js',
        '/assets/common-en.js',
        '/assets/frame-2.js',
        '/assets/login-8.js',
        '/assets/validation-en.js',
      ].sort(),
    );
    expect(fontPreloads(login)).toEqual(FACES);
    expect(login).toContain(`data-boot-shell-title>`);
    // This manifest has no chunk for /coverages' screen: its strings are preloaded, no stand-in screen.
    expect(modulepreloads((await html('/coverages')).body).sort()).toEqual(
      ['/assets/app-3f9a.js', '/assets/jsx-1.js', '/assets/common-th.js', '/assets/validation-th.js'].sort(),
    );
  });

  it("fetches the login banner and home's first banner at high priority, first (Lighthouse's LCP element)", async () => {
    const banner = server.app.ctx.partners.default.theme.login_background_image;
    const login = (await html('/en/login')).body;
    expect(login).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`);
    // Before every other preload: over HTTP/1.1 the browser asks in document order (issue 25).
    expect(login.indexOf('as="image"')).toBeLessThan(login.indexOf('rel="modulepreload"'));
    // Home's largest paint is its first theme banner, which the shell draws (issue 25).
    const theme = server.app.ctx.partners.default.theme;
    const first = theme.banner_url_1_status === 1 ? theme.banner_id_1 : theme.banner_id_2;
    expect((await html('/en')).body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first}">`,
    );
    expect((await html('/en/coverages')).body).not.toContain('as="image"');
  });

  it('gives the previewer neither shell nor preloads', async () => {
    const body = (await html('/previewer/')).body;
    expect(body).not.toContain('wl-boot-shell');
    expect(body).not.toContain('modulepreload');
  });
});

describe('static files and cache headers', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await server.app.inject({ url: '/assets/app-3f9a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app")');
    expect((await server.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves other build files with revalidation, and never index.html raw', async () => {
    const robots = await server.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const raw = await html('/index.html');
    expect(raw.body).not.toContain(BOOT_MARKER);
    expect(raw.body).toContain('id="wl-boot"');
  });

  it("serves a known partner's assets and refuses unknown partners and path tricks", async () => {
    const logo = await server.app.inject({ url: '/partners/default/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Revalidated by ETag: a publish may change an image under the same name (docs/decisions/079).
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await server.app.inject({ url: '/partners/nobody/assets/logo.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/partners/default/assets/../partner.json' })).statusCode).toBe(
      404,
    );
    expect(
      (await server.app.inject({ url: '/partners/default/assets/%2e%2e/partner.json' })).statusCode,
    ).toBe(404);
  });

  it('puts the security headers on HTML and files', async () => {
    for (const url of ['/', '/assets/app-3f9a.js', '/partners/default/assets/logo.svg']) {
      const response = await html(url);
      expect(response.headers['content-security-policy']).toMatch(
        /default-src 'self'; script-src 'self'[^;']*; style-src 'self' 'nonce-[^']+'/,
      );
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers['permissions-policy']).toContain('camera=(self)');
    }
  });
});

describe('without a build', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ env: { CLIENT_DIR: join(root, 'no-build-here') } });
  });
  afterAll(() => bare.close());

  it('still serves the API', async () => {
    expect((await bare.app.inject({ url: '/api/v1/language-setting' })).statusCode).toBe(200);
  });

  it('answers HTML routes with 503 and what to run', async () => {
    const response = await bare.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('npm run build');
  });
});

describe('helpers', () => {
  it('safeResolve stays inside the root', () => {
    expect(safeResolve('/srv/app', '/assets/a.js')).toBe('/srv/app/assets/a.js');
    expect(safeResolve('/srv/app', '/../etc/passwd')).toBeNull();
    expect(safeResolve('/srv/app', '/%2e%2e/etc/passwd')).toBeNull();
    expect(safeResolve('/srv/app', '/.env')).toBeNull();
    expect(safeResolve('/srv/app', '/a%00b')).toBeNull();
    expect(safeResolve('/srv/app', '/a\\..\\b')).toBeNull();
    expect(safeResolve('/srv/app', '/%E0%A4%A')).toBeNull();
  });

  it('wantsHtml follows Accept, and never for a missing file with an extension', () => {
    expect(wantsHtml('/login', 'text/html')).toBe(true);
    expect(wantsHtml('/login', '*/*')).toBe(true);
    expect(wantsHtml('/login', undefined)).toBe(true);
    expect(wantsHtml('/login', 'application/json')).toBe(false);
    expect(wantsHtml('/favicon.ico', '*/*')).toBe(false);
  });
});
