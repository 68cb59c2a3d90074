/**
 * Serves the built member app (dist/client, Vite output), the previewer, partner assets and the demo
 * images, with history-mode fallback and the partner inlined into every HTML answer.
 *
 * - /assets/*: hashed build output, cached for a year (immutable).
 * - /partners/<id>/assets/*: a known partner's images; /demo/*: the seed data's images.
 * - any other GET that is not /api/* and not a file, from a client that wants HTML: index.html
 *   (/previewer/*: previewer/index.html) with the theme and boot data inlined, never cached.
 * - without a build, HTML routes answer 503 with what to run; the API keeps working.
 */
import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PARTNER_COOKIE } from '../../shared/api/constants';
import { ApiError } from '../http/api-error';
import { CACHE } from '../http/security-headers';
import type { LoadedPartner } from '../partners/registry';
import { DEMO_ASSETS_DIR } from '../paths';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import thCommon from '../../locales/th/common.json';
import thHome from '../../locales/th/home.json';
import { BOOT_SHELL_CSS, matchRoute, renderBootShell, type ShellStrings, safeUrl } from './boot-shell';
import { BuildManifest, HtmlTemplates, preloadLinks } from './html-templates';
import { injectBoot, langFromPath } from './inject-boot';

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
 */
export function heroImagePreload(partner: LoadedPartner, screen: string | undefined): string {
  const image =
    screen === 'login'
      ? partner.theme.login_background_image
      : screen === 'sso'
        ? partner.theme.sso_login_background_image
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
    const file = safeResolve(partner.assetsDir, params['*']);
    if (!isFile(file)) throw new ApiError('NOT_FOUND');
    return sendStatic(reply, file, partner.assetsDir, CACHE.image);
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
    const route = previewer ? null : matchRoute(pathname);
    const app = previewer
      ? {}
      : {
          shell: {
            html: renderBootShell({ partner, pathname, strings: SHELL_STRINGS }),
            css: BOOT_SHELL_CSS,
          },
          preloads: preloadLinks(manifest.get(), route, lang) + heroImagePreload(partner, route?.screen),
        };
    const html = injectBoot(template, {
      lang,
      nonce: request.cspNonce,
      themeCss: partner.themeCss,
      bootJson: partner.bootJson,
      ...app,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', (request, reply) => {
    const pathname = pathnameOf(request);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new ApiError('NOT_FOUND');
    const file = safeResolve(clientDir, pathname);
    // index.html files are templates: only ever served through the inliner.
    if (isFile(file) && !file.endsWith(`${sep}index.html`))
      return sendStatic(reply, file, clientDir, CACHE.unhashed);
    if (!wantsHtml(pathname, request.headers.accept)) throw new ApiError('NOT_FOUND');
    return serveHtml(request, reply, pathname);
  });
}
