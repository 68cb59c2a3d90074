/**
 * Serves the built member app (dist/client, Vite output), the previewer, partner assets and the demo
 * images, with history-mode fallback and the partner inlined into every HTML answer.
 *
 * - /assets/*: hashed build output, cached for a year (immutable).
 * - /partners/<id>/assets/*: a known partner's images, from its live configuration version in memory
 *   (docs/decisions/079-partner-config-versions.md), revalidated by ETag so a publish shows at once;
 *   /demo/*: the seed data's images.
 * - any other GET that is not /api/* and not a file, from a client that wants HTML: index.html
 *   (/previewer/*: previewer/index.html) with the theme and boot data inlined, never cached; the
 *   partner's title, theme-color and web manifest in its head. A path the route table does not know
 *   (or a parameter the app refuses) answers 404 with the same page: the app shows its not-found screen.
 * - /sw.js: the offline service worker (scripts/vite-pwa.ts), revalidated on every update check;
 *   /manifest.webmanifest and the partner's icons: server/web/web-manifest.ts.
 * - without a build, HTML routes answer 503 with what to run; the API keeps working.
 */
import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PARTNER_COOKIE } from '../../shared/api/constants';
import { type AppRoute, PARAM_PATTERN, stripLocale } from '../../shared/config/routes';
import { SERVICE_WORKER_PATH } from '../../shared/config/service-worker';
import { ApiError } from '../http/api-error';
import { CACHE } from '../http/security-headers';
import type { LoadedPartner } from '../partners/registry';
import { partnerFile, sendPartnerFile } from '../partners/served-files';
import { DEMO_ASSETS_DIR } from '../paths';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import thCommon from '../../locales/th/common.json';
import thHome from '../../locales/th/home.json';
import {
  BOOT_SHELL_CSS,
  holdsMemberToken,
  matchRoute,
  renderBootShell,
  type ShellStrings,
  safeUrl,
} from './boot-shell';
import { BuildManifest, HtmlTemplates, preloadLinks } from './html-templates';
import { injectBoot, langFromPath } from './inject-boot';
import { iconPath, manifestHref, themeColor, webManifestRoutes } from './web-manifest';

/** The strings the themed shell shows, per language (the same files the app loads). */
const SHELL_STRINGS: Record<'th' | 'en', ShellStrings> = {
  th: { common: thCommon, home: thHome },
  en: { common: enCommon, home: enHome },
};

const PARTNER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The file under `root` a URL path names, or null when the path could escape it or names a dotfile. */
export function safeResolve(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  const full = join(root, ...segments);
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

function isFile(path: string | null): path is string {
  if (!path) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sendStatic(reply: FastifyReply, file: string, root: string, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(file.slice(root.length).replace(/^[/\\]+/, ''), root, {
    cacheControl: false,
    dotfiles: 'deny',
  });
}

/** Whether to answer a path that is not a file with the app's HTML (history-mode fallback). */
export function wantsHtml(pathname: string, accept: string | undefined): boolean {
  if (accept?.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A missing /logo.png is a 404, not the app; an extension-less path from curl or a bot gets the app.
  if (lastSegment.includes('.')) return false;
  return !accept || accept.includes('*/*');
}

function pathnameOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

/**
 * The partner of an HTML request: ?partner_id= when it names one (remembered in a cookie), then the
 * cookie, then default. A previewer frame (?wl_preview=1) is not remembered: frames of other partners
 * and the member's own app in the same browser must not change each other's partner.
 */
export function resolveHtmlPartner(request: FastifyRequest, reply: FastifyReply): LoadedPartner {
  const { partners, config } = request.server.ctx;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = partners.byId(query?.partner_id as string | undefined);
  if (fromQuery && query?.wl_preview === '1') return fromQuery;
  if (fromQuery) {
    reply.setCookie(PARTNER_COOKIE, fromQuery.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https' || config.publicOrigin?.startsWith('https://') === true,
      maxAge: PARTNER_COOKIE_MAX_AGE_S,
    });
    return fromQuery;
  }
  return partners.byId(request.cookies?.[PARTNER_COOKIE]) ?? partners.default;
}

/**
 * Whether a route's parameters hold values the app accepts (src/app/router.tsx refuses anything but
 * PARAM_PATTERN with "page not found"), so the status matches the screen.
 */
export function paramsAccepted(route: Pick<AppRoute, 'path'>, pathname: string): boolean {
  const pattern = route.path.split('/').filter(Boolean);
  const segments = stripLocale(pathname).split('/').filter(Boolean);
  return pattern.every((part, i) => {
    const value = segments[i];
    if (!part.startsWith(':') || value === undefined) return true;
    try {
      return PARAM_PATTERN.test(decodeURIComponent(value));
    } catch {
      return false;
    }
  });
}

/** The member app's route for a path, or null when the app would show "page not found" (HTTP 404). */
export function knownRoute(pathname: string): AppRoute | null {
  const route = matchRoute(pathname);
  return route && paramsAccepted(route, pathname) ? route : null;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>App not built</title></head><body>
<h1>ยังไม่ได้สร้างแอป / The member app has not been built</h1>
<p>ระบบ API ทำงานอยู่ แต่ยังไม่มีไฟล์ของแอปใน dist/client กรุณารัน <code>npm run build</code> (หรือ <code>npm start</code> ซึ่งสร้างให้อัตโนมัติ) แล้วโหลดหน้านี้ใหม่</p>
<p>The API is running, but dist/client holds no build of the app. Run <code>npm run build</code> (or <code>npm start</code>, which builds it for you), then reload this page.</p>
</body></html>`;

/**
 * The login screens' banner is their largest paint (Lighthouse's LCP element) and is only found once
 * the styles apply: it is fetched at high priority from the start instead (issue 10, deliverable 5).
 * Home's is its first theme banner, which the shell draws (issue 25: it was asked for only after every
 * preload in <head>, over HTTP/1.1's six connections).
 */
export function heroImagePreload(partner: LoadedPartner, screen: string | undefined): string {
  const { theme } = partner;
  const image =
    screen === 'login'
      ? theme.login_background_image
      : screen === 'sso'
        ? theme.sso_login_background_image
        : screen === 'home'
          ? theme.banner_url_1_status === 1
            ? theme.banner_id_1
            : theme.banner_url_2_status === 1
              ? theme.banner_id_2
              : undefined
          : undefined;
  const href = safeUrl(image);
  return href ? `<link rel="preload" as="image" fetchpriority="high" href="${href}">` : '';
}

export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { config, partners } = app.ctx;
  const clientDir = config.clientDir;
  const templates = new HtmlTemplates(clientDir);
  const manifest = new BuildManifest(clientDir);

  // Only reply.sendFile is used; every route below picks its own root and cache policy. A built
  // asset goes out as its .br or .gz copy when the browser takes that encoding (vite.config.ts).
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  await webManifestRoutes(app);

  app.get('/assets/*', (request, reply) => {
    const root = join(clientDir, 'assets');
    const file = safeResolve(root, (request.params as { '*': string })['*']);
    if (!isFile(file)) throw new ApiError('NOT_FOUND');
    return sendStatic(reply, file, root, CACHE.hashedAsset);
  });

  app.get('/partners/:id/assets/*', (request, reply) => {
    const params = request.params as { id: string; '*': string };
    const partner = partners.byId(params.id);
    if (!partner) throw new ApiError('NOT_FOUND');
    const file = partnerFile(partner, 'assets', params['*']);
    if (!file) throw new ApiError('NOT_FOUND');
    return sendPartnerFile(request, reply, file);
  });

  app.get('/demo/*', (request, reply) => {
    const root = DEMO_ASSETS_DIR.replace(/[/\\]+$/, '');
    const file = safeResolve(root, (request.params as { '*': string })['*']);
    if (!isFile(file)) throw new ApiError('NOT_FOUND');
    return sendStatic(reply, file, root, CACHE.image);
  });

  const serveHtml = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const previewer = pathname === '/previewer' || pathname.startsWith('/previewer/');
    const template = templates.get(previewer ? 'previewer/index.html' : 'index.html');
    reply.header('cache-control', CACHE.html).header('vary', 'Cookie');
    if (template === null) {
      request.log.warn({ clientDir }, 'HTML requested but the app is not built');
      return reply
        .code(503)
        .header('cache-control', CACHE.api)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const partner = resolveHtmlPartner(request, reply);
    const lang = previewer ? 'th' : langFromPath(pathname);
    // The member app gets the partner's themed shell and the first route's preloads (docs/decisions/010).
    const route = previewer ? null : knownRoute(pathname);
    if (!previewer && !route) reply.code(404);
    const app = previewer
      ? {}
      : {
          shell: {
            html: renderBootShell({
              partner,
              pathname,
              strings: SHELL_STRINGS,
              signedIn: holdsMemberToken(request.cookies, request.query),
            }),
            css: BOOT_SHELL_CSS,
          },
          // The login banner (that page's largest paint, a small image) first: the other links are
          // asked for in document order over HTTP/1.1 (docs/decisions/078-start-up-speed.md).
          preloads: heroImagePreload(partner, route?.screen) + preloadLinks(manifest.get(), route, lang),
          head: {
            title: partner.publicPartner.product_name[lang],
            themeColor: themeColor(partner),
            manifestHref: manifestHref(partner.id, lang),
            iconHref: iconPath(partner.id, 192),
          },
        };
    const html = injectBoot(template, {
      lang,
      nonce: request.cspNonce,
      themeCss: partner.themeCss,
      themeDarkCss: partner.themeDarkCss,
      bootJson: partner.bootJson,
      ...app,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', (request, reply) => {
    const pathname = pathnameOf(request);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new ApiError('NOT_FOUND');
    const file = safeResolve(clientDir, pathname);
    // The service worker: revalidated at every update check, its scope the whole app.
    if (pathname === SERVICE_WORKER_PATH && isFile(file)) {
      reply.header('service-worker-allowed', '/');
      return sendStatic(reply, file, clientDir, CACHE.unhashed);
    }
    // index.html files are templates: only ever served through the inliner.
    if (isFile(file) && !file.endsWith(`${sep}index.html`))
      return sendStatic(reply, file, clientDir, CACHE.unhashed);
    if (!wantsHtml(pathname, request.headers.accept)) throw new ApiError('NOT_FOUND');
    return serveHtml(request, reply, pathname);
  });
}
