/**
 * Security headers on every response (docs/security.md 13). The CSP nonce is fresh per request; the inlined
 * theme <style> carries it, so no other inline style element can apply.
 */
import { randomBytes } from 'node:crypto';

/** Hosts the app talks to besides itself: the LINE LIFF SDK and LINE login. */
export const LINE_CONNECT_SOURCES = [
  'https://api.line.me',
  'https://access.line.me',
  'https://liffsdk.line-scdn.net',
] as const;

export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

export function buildCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    // React sets CSS variables (theme previews, progress) through style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    `connect-src 'self' ${LINE_CONNECT_SOURCES.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(nonce: string): Record<string, string> {
  return {
    'content-security-policy': buildCsp(nonce),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    // URLs may carry partner_id, secret_key and token (docs/spec.md 6): never send them on as a Referer.
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'geolocation=(self), camera=(self), microphone=(), payment=()',
  };
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
