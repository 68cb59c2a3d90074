/**
 * Security headers on every response (docs/security.md 13). The CSP nonce is fresh per request; the inlined
 * theme <style> carries it, so no other inline style element can apply.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Hosts the app talks to besides itself: the LINE LIFF SDK and LINE login. */
export const LINE_CONNECT_SOURCES = [
  'https://api.line.me',
  'https://access.line.me',
  'https://liffsdk.line-scdn.net',
] as const;

/**
 * Who may frame the app: only itself, as before. LINE opens the app in its in-app browser, not in a
 * frame (docs/decisions/024-sso-and-line-start-up.md); the LIFF hosts are in connect-src. Every CSP
 * here uses this one value.
 */
export const FRAME_ANCESTORS = "'self'";

/**
 * Scripts from elsewhere: only the LIFF SDK's extension scripts, which the SDK loads from LINE's static
 * host inside LINE (e.g. .../liff/edge/2/ios-extensions_2_22_0.js); the path confines it to them.
 */
export const LIFF_SCRIPT_SOURCE = 'https://static.line-scdn.net/liff/edge/';

/** Bytes of a CSP nonce: 128 bits, from the CSPRNG, each used once. */
const NONCE_BYTES = 16;
/**
 * Nonces drawn from the CSPRNG at a time. Each call into it costs ~8 µs on this machine whatever its
 * size (a system call), one call per request was a tenth of a bare route's cost (decision 069); one
 * call per 256 requests is what Node's own randomUUID() does (a batch of 128).
 */
const NONCE_BATCH = 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh CSP nonce: 16 bytes the CSPRNG gave for it alone, in base64. */
export function makeNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCE_BATCH);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  // Spent bytes are overwritten, so no nonce stays readable in the pool after it is handed out.
  noncePool.fill(0, nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function cspDirectives(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${LIFF_SCRIPT_SOURCE}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React sets CSS variables (theme previews, progress) through style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    `connect-src 'self' ${LINE_CONNECT_SOURCES.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${FRAME_ANCESTORS}`,
    "form-action 'self'",
  ].join('; ');
}

/** The app's CSP around its nonce, built once: a request only puts its nonce in between. */
const NONCE_MARK = '\u0000';
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = cspDirectives(NONCE_MARK).split(NONCE_MARK) as [string, string];

export function buildCsp(nonce: string): string {
  return CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;
}

/** The headers of every response besides the CSP, in the order they are written. */
const FIXED_HEADERS = [
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  // URLs may carry partner_id, secret_key and token (docs/spec.md 6): never send them on as a Referer.
  ['referrer-policy', 'no-referrer'],
  ['permissions-policy', 'geolocation=(self), camera=(self), microphone=(), payment=()'],
] as const;

export function securityHeaders(nonce: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': buildCsp(nonce) };
  for (const [name, value] of FIXED_HEADERS) headers[name] = value;
  return headers;
}

/** Directives every CSP must carry (docs/security.md 13); base-uri and frame-ancestors never fall back to default-src. */
const REQUIRED_DIRECTIVES = {
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': FRAME_ANCESTORS,
} as const;

/**
 * A route's own CSP (the stricter one of card photos, server/modules/cards/cards.routes.ts) completed with the
 * directives it leaves out, so no response loses them.
 */
export function completeCsp(csp: string): string {
  const present = new Set(csp.split(';').map((d) => d.trim().split(/\s+/)[0]?.toLowerCase()));
  const missing = Object.entries(REQUIRED_DIRECTIVES)
    .filter(([name]) => !present.has(name))
    .map(([name, value]) => `${name} ${value}`);
  return missing.length === 0 ? csp : [csp.replace(/[;\s]+$/, ''), ...missing].join('; ');
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The one header set of every response (docs/security.md 13): the Fastify hooks (server/app.ts,
 * through setResponseHeaders and completeResponseHeaders) and the raw writer of Node-level client
 * errors (server/http/client-errors.ts) all give this. `url` undefined means the request could not be
 * parsed: treated like an API answer (no-store).
 */
export function responseHeaders(url: string | undefined, nonce: string): Record<string, string> {
  const headers = securityHeaders(nonce);
  if (url === undefined || isApiPath(url)) headers['cache-control'] = CACHE.api;
  return headers;
}

/** What the hooks need of a Fastify reply (kept structural, so this module needs no Fastify types). */
interface HeaderTarget {
  header(name: string, value: string): unknown;
  hasHeader(name: string): boolean;
  getHeader(name: string): unknown;
}

/**
 * responseHeaders onto a reply, without building the object: the onRequest hook of server/app.ts. A
 * route may replace any of them afterwards (card photos set their own CSP).
 */
export function setResponseHeaders(reply: HeaderTarget, url: string, nonce: string): void {
  reply.header('content-security-policy', buildCsp(nonce));
  for (const [name, value] of FIXED_HEADERS) reply.header(name, value);
  if (isApiPath(url)) reply.header('cache-control', CACHE.api);
}

/**
 * The onSend hook of server/app.ts: whatever the route removed is put back, and a CSP of the route's
 * own is completed with the directives every CSP must carry (completeCsp). The app's own CSP of this
 * request (the usual case) is known to be complete and is not parsed again.
 */
export function completeResponseHeaders(reply: HeaderTarget, url: string, nonce: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (csp === undefined) reply.header('content-security-policy', buildCsp(nonce));
  else if (typeof csp === 'string' && csp !== buildCsp(nonce))
    reply.header('content-security-policy', completeCsp(csp));
  for (const [name, value] of FIXED_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
  if (isApiPath(url) && !reply.hasHeader('cache-control')) reply.header('cache-control', CACHE.api);
}

/**
 * The same header set written straight onto a raw Node response, for the answers Fastify does not
 * send itself: a hijacked reply skips the onSend hook and never flushes what the onRequest hook set
 * on the reply (the tus endpoint, server/modules/claims/claim-uploads.routes.ts, where @tus/server writes the raw
 * response). Call it before the raw response is written; what the writer sets afterwards (its own
 * Content-Type, Tus-Resumable…) is added to these, and nothing here can differ from responseHeaders.
 */
export function applyResponseHeaders(res: ServerResponse, url: string | undefined, nonce: string): void {
  for (const [name, value] of Object.entries(responseHeaders(url, nonce))) res.setHeader(name, value);
}

export const CACHE = {
  api: 'no-store',
  html: 'no-cache',
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Files whose names do not change with their content: revalidate (ETag) on every use. */
  unhashed: 'no-cache',
  /** Partner and demo images: stable per deploy, cheap to keep for an hour. */
  image: 'public, max-age=3600',
} as const;
