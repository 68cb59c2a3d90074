/** Shared helpers for the browser journeys. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { examplePath, type Locale, localizePath, ROUTES } from '../src/config/routes';
import type { Partner, Theme } from '../src/generated/types';

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
export function allRoutes(lng: Locale) {
  const paths = new Set(ROUTES.map((r) => r.path));
  return ROUTES.flatMap((route) => {
    const filled = { route, path: localizePath(examplePath(route, 'demo-1', true), lng) };
    const bare = examplePath(route);
    // /claim-status/:id? also serves /claim-status; /telemed-mart/:id? does not (a plain route does).
    const alsoBare = route.path.includes('?') && !paths.has(bare);
    return alsoBare ? [filled, { route, path: localizePath(bare, lng) }] : [filled];
  });
}

/**
 * Marks the browser as signed in before any page script runs. The access guards only need a token to
 * be present; screens that call the API with it arrive with the accounts issue.
 */
export async function pretendSignedIn(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('auth._token.local', 'Bearer e2e-demo-token-0123456789');
  });
}

/** Opens a path for a partner: partner_id travels in the URL as partners' links do. */
export async function openAs(page: Page, partnerId: string, path: string) {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}partner_id=${partnerId}`);
  await page.locator('main#main').waitFor();
}
