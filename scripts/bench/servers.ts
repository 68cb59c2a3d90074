/**
 * The two ways of serving the member app that the boot benchmark compares, over the same build:
 * (a) our server (in-process, NODE_ENV=test, in-memory PGlite with the demo data), which inlines the
 * partner, theme and tiles into the HTML; (b) a plain static file server over the same dist/client that
 * answers index.html as built (no inlining, so the app boots through the spec's calls: partner info,
 * then theme) and proxies /api, /partners and /demo to (a), as Vite's dev server does. (b) serves the
 * build's .br/.gz copies as (a) does, so the comparison is about boot, not compression.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { testConfig } from '../../server/testing/server';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** The build to serve: --client-dir=, else CLIENT_DIR, else dist/client; exits with what to run when absent. */
export function clientDirOrExit(fromArgs: string | undefined): string {
  const dir = resolve(ROOT, fromArgs || process.env.CLIENT_DIR || 'dist/client');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run \`npm run build\` first (or pass --client-dir=<a vite build>).`);
    process.exit(2);
  }
  return dir;
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export interface OurServer {
  app: FastifyInstance;
  origin: string;
  /** A session token of a demo member of a partner (by username), with the current consents accepted. */
  memberToken(username: string, partnerId: string): Promise<string>;
  close(): Promise<void>;
}

/** (a): our server, in-process, NODE_ENV=test, memory:// with the demo data, warn-level logs. */
export async function startOurServer(clientDir: string): Promise<OurServer> {
  const config = { ...testConfig({ CLIENT_DIR: clientDir }), logLevel: 'warn' as const };
  const app = await buildServer({ config, seed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    origin: origin(app.server),
    async memberToken(username, partnerId) {
      const member = await app.ctx.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const { token } = await app.ctx.sessions.issue(member.id);
      // The demo data's consents may predate the current versions: accept what is pending, as a member
      // would once, so that home answers instead of sending the browser to /condition-update.
      const partner = app.ctx.partners.byId(partnerId);
      if (!partner) throw new Error(`No partner ${partnerId}`);
      const headers = { authorization: `Bearer ${token}`, 'x-api-key': partner.partner.api_key };
      const listed = await app.inject({ method: 'GET', url: '/api/v1/consents', headers });
      const pending = (listed.json() as { data?: { pending?: { type: string; version: number }[] } }).data
        ?.pending;
      for (const c of pending ?? []) {
        const accepted = await app.inject({
          method: 'POST',
          url: `/api/v1/consents/${c.type}/accept`,
          headers,
          payload: { version: c.version, channel: 'web' },
        });
        if (accepted.statusCode >= 300)
          throw new Error(`Accepting ${c.type} v${c.version} for ${username}: ${accepted.body}`);
      }
      return token;
    },
    close: () => app.close(),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the static host hands to the API host (the same list as vite.config.ts's dev proxy). */
export const PROXIED_PREFIXES = ['/api/', '/partners/', '/demo/'] as const;

function fileUnder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s.startsWith('.') || s.includes('\0'))) return null;
  const full = join(root, ...segments);
  if (!full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** (b): a static host over `clientDir`, proxying the API paths to `apiOrigin`. */
export async function startStaticServer(clientDir: string, apiOrigin: string): Promise<StaticServer> {
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0]!;
    if (PROXIED_PREFIXES.some((p) => pathname.startsWith(p))) {
      const upstream = httpRequest(
        { host: api.hostname, port: api.port, method: req.method, path: url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }
    const file = fileUnder(clientDir, pathname) ?? join(clientDir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let sent = file;
    const headers: Record<string, string> = { 'content-type': type, vary: 'Accept-Encoding' };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(encoding) && existsSync(file + suffix)) {
        sent = file + suffix;
        headers['content-encoding'] = encoding;
        break;
      }
    }
    headers['cache-control'] = file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    headers['content-length'] = String(statSync(sent).size);
    res.writeHead(200, headers);
    createReadStream(sent).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: origin(server),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH overrides it, as in playwright.config.ts). */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags the e2e journeys use (playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
