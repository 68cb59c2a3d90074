/**
 * Offline mid-session (issue 25, docs/decisions/077-offline-service-worker.md), in Thai and English:
 * a member signs in, opens their cards, loses the signal, taps around and reloads. The app says calmly
 * that it is offline, shows the cards from the last visit, opens other screens from the service
 * worker's copy, and never falls to the browser's "no internet" page (nor about:blank on Back).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Locale, localizePath } from '../shared/config/routes';
import { goto } from './support';

const ROOT = join(import.meta.dirname, '..');
const common = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'common.json'), 'utf8')) as {
    offline: { message: string };
  };
const home = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'home.json'), 'utf8')) as {
    tiles: Record<string, string>;
  };

const MEMBER = { username: 'kanyarat88', password: 'Kanyarat1990' };
/** kanyarat88's group card (seed data), shown on /coverages. */
const GROUP_CARD_NO = 'GHS-NLI-2026-01152';

async function signIn(page: Page, request: APIRequestContext, lng: Locale) {
  const res = await request.post('/api/v1/auth/login', { data: { ...MEMBER, lang: lng } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
}

/** The app's own page, never the browser's error page. */
async function expectAppPage(page: Page, path: string) {
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('#root')).toBeAttached();
}

// Every journey here is the same demo member: one after another. The worker is what is tested here
// (playwright.config.ts blocks it elsewhere).
test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

for (const lng of ['th', 'en'] as const) {
  const lp = (path: '/' | '/coverages' | '/search-hospital') => localizePath(path, lng);
  const offlineMessage = common(lng).offline.message;

  test(`offline mid-session: calm message, the cards from the last visit, no browser error page (${lng})`, async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, request, lng);
    await goto(page, lp('/'));
    await expect(page.getByTestId('tile-my_coverage')).toBeVisible();
    // The worker installs (precaching every route's code), takes the page and keeps it.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(
      async () => (await (await caches.open('wl-pages')).keys()).length > 0,
      undefined,
      { timeout: 60_000 },
    );

    await page.getByTestId('tile-my_coverage').click();
    await expect(page).toHaveURL(lp('/coverages'));
    await expect(page.getByTestId('cards-group')).toContainText(GROUP_CARD_NO);
    // The offline copy of the cards is saved (throttled by a second).
    await page.waitForFunction(
      (cardNo) => localStorage.getItem('wl.offline-cards')?.includes(cardNo) === true,
      GROUP_CARD_NO,
    );
    await page.goBack();
    await expect(page).toHaveURL(lp('/'));
    await expect(page.getByTestId('offline-banner')).toHaveText('');

    // The signal goes.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText(offlineMessage);

    // A tile not opened before: its code comes from the worker, the app stays, the banner stays.
    await page
      .getByRole('link', { name: home(lng).tiles.hospital_search! })
      .first()
      .click();
    await expect(page).toHaveURL(lp('/search-hospital'));
    await expectAppPage(page, lp('/search-hospital'));
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(offlineMessage);

    // Back to home and to the cards, still offline: the cards show.
    await page.goBack();
    await expectAppPage(page, lp('/'));
    await page.getByTestId('tile-my_coverage').click();
    await expect(page.getByTestId('cards-group')).toContainText(GROUP_CARD_NO);

    // A reload with no signal: the kept page and the kept cards, not the browser's error page.
    await page.reload();
    await expectAppPage(page, lp('/coverages'));
    await expect(page.getByTestId('cards-group')).toContainText(GROUP_CARD_NO);
    await expect(page.getByTestId('offline-banner')).toContainText(offlineMessage);
    // Back never leads to about:blank.
    await page.goBack();
    await expectAppPage(page, lp('/'));
    await expect(page.getByTestId('tile-my_coverage')).toBeVisible();

    // A page never loaded as a document opens too (the last kept page of the language boots the app).
    await page.goto(lp('/search-hospital'));
    await expectAppPage(page, lp('/search-hospital'));
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(offlineMessage);

    // The signal comes back: the banner goes.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveText('');
  });
}

test('signing out deletes the offline copy of the cards', async ({ page, request }) => {
  await signIn(page, request, 'en');
  await goto(page, localizePath('/coverages', 'en'));
  await expect(page.getByTestId('cards-group')).toContainText(GROUP_CARD_NO);
  await page.waitForFunction(() => localStorage.getItem('wl.offline-cards') !== null);
  await goto(page, localizePath('/setting', 'en'));
  expect(await page.evaluate(() => localStorage.getItem('wl.offline-cards'))).not.toBeNull();
  await page.getByTestId('setting-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).not.toHaveURL(/\/setting$/);
  expect(await page.evaluate(() => localStorage.getItem('wl.offline-cards'))).toBeNull();
});
