/** Shared helpers for the browser journeys. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type AppRoute,
  examplePath,
  type Locale,
  type LocalizedHref,
  localizePath,
  ROUTES,
} from '../shared/config/routes';
import type { Partner, Theme } from '../shared/generated/types';

const ROOT = join(import.meta.dirname, '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

export const partner = (id: string) => readJson<Partner>(`partners/${id}/partner.json`);
export const theme = (id: string) => readJson<Theme>(`partners/${id}/theme.json`);
export const strings = (lng: Locale) =>
  readJson<Record<string, Record<string, unknown>>>(`locales/${lng}/common.json`);

/** "{page} - {product}: Various Insurance Information Services", from the locale files. */
export function expectedTitle(lng: Locale, page: string, partnerId: string): string {
  const pattern = (strings(lng).app as Record<string, string>).titlePattern!;
  return pattern.replace('{{page}}', page).replace('{{product}}', partner(partnerId).product_name[lng]);
}

export function routeTitle(lng: Locale, key: string): string {
  return (strings(lng).routes as Record<string, string>)[key]!;
}

/** #RRGGBB → the rgb() string getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const h = hex.slice(1);
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}

/** Every route of the table as a concrete path in `lng`. */
export function allRoutes(lng: Locale): { route: AppRoute; path: LocalizedHref }[] {
  const paths = new Set<string>(ROUTES.map((r) => r.path));
  return ROUTES.flatMap((route) => {
    // /others/{type} answers "page not found" for a type no partner has, so it gets a real one.
    const id = route.path.startsWith('/others/') ? 'faq' : 'demo-1';
    const filled = { route, path: localizePath(examplePath(route, id, true), lng) };
    const bare = examplePath(route);
    // /claim-status/:id? also serves /claim-status; /telemed-mart/:id? does not (a plain route does).
    const alsoBare = route.path.includes('?') && !paths.has(bare);
    return alsoBare ? [filled, { route, path: localizePath(bare, lng) }] : [filled];
  });
}

/** Demo members who accepted the current consents and log in normally (README), per partner. */
const DEMO_LOGINS: Record<string, { username: string; password: string }> = {
  default: { username: 'kanyarat88', password: 'Kanyarat1990' },
  'krungsiam-bank': { username: 'siriporn95', password: 'Siriporn95ud' },
};
const tokens = new Map<string, Promise<string>>();

/** A real session token for a member of `partnerId`: a demo login, or a member registered just now. */
export function memberToken(request: APIRequestContext, partnerId: string): Promise<string> {
  let token = tokens.get(partnerId);
  if (!token) {
    token = (DEMO_LOGINS[partnerId] ? demoLogin : registerMember)(request, partnerId);
    tokens.set(partnerId, token);
  }
  return token;
}

const partnerHeaders = (partnerId: string) => {
  const p = partner(partnerId);
  return { 'x-api-key': p.api_key, PartnerId: p.partner_id, SecretKey: p.secret_key };
};

async function demoLogin(request: APIRequestContext, partnerId: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    headers: { 'x-api-key': partner(partnerId).api_key },
    data: DEMO_LOGINS[partnerId],
  });
  if (!res.ok()) throw new Error(`Demo login for ${partnerId} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.token as string;
}

/** Registers a fresh member through the API (OTP read from the dev outbox) and accepts the consents. */
async function registerMember(request: APIRequestContext, partnerId: string): Promise<string> {
  const digits = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const mobile = `08${digits()}`;
  const password = `Pw${digits()}`;
  const headers = partnerHeaders(partnerId);
  const started = await request.post('/api/v1/register', {
    headers,
    data: {
      username: `e2e${digits()}`,
      password,
      password_confirmation: password,
      name: 'Test',
      surname: 'Member',
      mobile,
      birth_date: '1990-01-15',
      gender: 'unspecified',
    },
  });
  if (!started.ok()) throw new Error(`Registration for ${partnerId} failed: ${await started.text()}`);
  const { register_token } = (await started.json()).data as { register_token: string };
  const outbox = await request.get(
    `/api/dev/outbox?recipient=${encodeURIComponent(`+66${mobile.slice(1)}`)}`,
  );
  const code = /\b(\d{6})\b/.exec(((await outbox.json()).data[0]?.text as string) ?? '')?.[1];
  if (!code) throw new Error(`No OTP in the outbox for ${mobile}`);
  const verified = await request.post('/api/v1/register/otp', {
    headers: { ...headers, 'register-token': register_token },
    data: { otp: code },
  });
  if (!verified.ok()) throw new Error(`OTP verification failed: ${await verified.text()}`);
  const grant = (await verified.json()).data as {
    token: string;
    consents: { type: string; version: number }[];
  };
  for (const c of grant.consents) {
    await request.post(`/api/v1/consents/${c.type}/accept`, {
      headers: { 'x-api-key': headers['x-api-key'], Authorization: `Bearer ${grant.token}` },
      data: { version: c.version, channel: 'web' },
    });
  }
  return grant.token;
}

/**
 * Signs the browser in with a real session before any page script runs: the partner of each page
 * load (partner_id in the URL, else the one the app stored, else default) gets a token of one of its
 * own members, so screens that call the API work as a member's would.
 */
export async function pretendSignedIn(page: Page, partnerIds: readonly string[] = ['default', 'siam-life']) {
  const byPartner: Record<string, string> = {};
  for (const id of partnerIds) byPartner[id] = await memberToken(page.request, id);
  await page.addInitScript((map: Record<string, string>) => {
    const fromUrl = new URL(location.href).searchParams.get('partner_id');
    const id = fromUrl ?? localStorage.getItem('partner_id') ?? 'default';
    const token = map[id] ?? map.default;
    if (token) localStorage.setItem('auth._token.local', `Bearer ${token}`);
  }, byPartner);
}

/**
 * Goes to a page of the app. Like page.goto, but only paths the route table serves type-check
 * (localizePath(pathTo('/coverages/:id', { id }), lng), '/en/claim-status?tab=history'); a journey
 * that wants an unknown path on purpose calls page.goto itself.
 */
export async function goto(page: Page, path: LocalizedHref) {
  return page.goto(path);
}

/** Opens a path for a partner: partner_id travels in the URL as partners' links do. */
export async function openAs(page: Page, partnerId: string, path: LocalizedHref) {
  const sep = path.includes('?') ? '&' : '?';
  // The partner's own link carries its secret, as a partner's app opens ours (a bare partner_id is
  // the broken link the partner-link notice is for).
  await page.goto(`${path}${sep}partner_id=${partnerId}&secret_key=${partner(partnerId).secret_key}`);
  await page.locator('main#main').waitFor();
}
