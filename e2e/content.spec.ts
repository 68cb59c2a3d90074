/**
 * Content journeys (issue 12) in Thai and English for two partners, against the real server and its
 * demo data: home's banners lead somewhere real, a running and an expired promotion, an article,
 * reading a notification (the badge drops, and stays dropped after signing in again), a help page,
 * and an unknown help page type is "page not found".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AppHref, type Locale, localizePath } from '../shared/config/routes';
import { uuidV5 } from '../server/db/stable-id';
import { memberToken, partner } from './support';

type Strings = Record<string, unknown>;
const ns = (lng: Locale, name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'locales', lng, `${name}.json`), 'utf8'),
  ) as Strings;
const str = (obj: Strings, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;

/** Demo ids are name-based (server/db/seed.ts): p13 ended on 31 Aug 2026 and is shown to every partner. */
const EXPIRED_PROMOTION = uuidV5('promotion:p13');

const JOURNEYS = [
  { partnerId: 'default', lng: 'th' as Locale },
  { partnerId: 'siam-life', lng: 'en' as Locale },
] as const;

async function signInAs(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
}

async function open(page: Page, partnerId: string, lng: Locale, path: AppHref) {
  const href = localizePath(path, lng);
  await page.goto(`${href}${href.includes('?') ? '&' : '?'}partner_id=${partnerId}`);
  await page.locator('main#main').waitFor();
}

async function unreadCount(request: APIRequestContext, partnerId: string, token: string) {
  const res = await request.get('/api/v2/home', {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': partner(partnerId).api_key },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { notifications: { total_unread: number } } }).data.notifications
    .total_unread;
}

for (const { partnerId, lng } of JOURNEYS) {
  test.describe(`content: ${partnerId} in ${lng}`, () => {
    const home = ns(lng, 'home');
    const content = ns(lng, 'content');
    const notifications = ns(lng, 'notifications');

    test('home banners lead to promotions and articles; a running and an expired promotion', async ({
      page,
    }) => {
      await signInAs(page, await memberToken(page.request, partnerId));
      await open(page, partnerId, lng, '/');
      const banner = page.getByRole('link', { name: str(home, 'bannerTo.promotion') });
      await expect(banner).toBeVisible();
      await expect(page.getByRole('link', { name: str(home, 'bannerTo.article') })).toBeVisible();
      await expect(page.getByTestId('home-promotions').getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('home-articles').getByRole('link').first()).toBeVisible();

      await banner.click();
      await expect(page).toHaveURL(new RegExp(`${lng === 'en' ? '/en' : ''}/promotion(\\?|$)`));
      const first = page.getByTestId('promotion-list').getByRole('link').first();
      await first.click();
      await expect(page.getByTestId('promotion-detail')).toHaveAttribute('data-status', 'current');
      await expect(page.getByRole('heading', { name: str(content, 'promotions.terms') })).toBeVisible();
      await expect(page.getByRole('link', { name: str(content, 'promotions.useWithCard') })).toBeVisible();

      await open(page, partnerId, lng, `/promotion/${EXPIRED_PROMOTION}`);
      await expect(page.getByTestId('promotion-expired')).toContainText(
        str(content, 'promotions.expiredTitle'),
      );
      await expect(page.getByRole('link', { name: str(content, 'promotions.useWithCard') })).toHaveCount(0);
    });

    test('an article, and the partner articles tab', async ({ page }) => {
      await open(page, partnerId, lng, '/article');
      const first = page.getByTestId('article-list').getByRole('link').first();
      const title = (await first.locator('span span').first().textContent()) ?? '';
      await first.click();
      await expect(page.getByTestId('article-detail').getByRole('heading', { level: 2 })).toHaveText(title);
      await open(page, partnerId, lng, '/article/partner');
      if (partnerId === 'siam-life')
        await expect(page.getByTestId('article-list').getByRole('link')).toHaveCount(2);
      else await expect(page.getByTestId('articles-empty')).toBeVisible();
    });

    test('help pages: the index, contact with the official account, and an unknown type', async ({
      page,
    }) => {
      await open(page, partnerId, lng, '/others');
      await expect(page.getByTestId('others-index').getByRole('link')).toHaveCount(4);
      await page.getByTestId('others-index').getByRole('link').nth(1).click();
      await expect(page.getByTestId('others-contact')).toBeVisible();
      const lineId = partner(partnerId).ins_code === 'SLI' ? '@siamlife' : '@thaicaretpa';
      // The official account's chat link (the e-mail address also contains the account's name).
      await expect(
        page
          .getByRole('link', { name: /LINE|ไลน์/ })
          .and(page.locator(`[href="https://line.me/R/ti/p/${encodeURIComponent(lineId)}"]`)),
      ).toBeVisible();
      await page.goto(`${lng === 'en' ? '/en' : ''}/others/careers?partner_id=${partnerId}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });

    test('reading a notification drops the badge and leads to its subject', async ({ page }) => {
      const token = await memberToken(page.request, partnerId);
      await signInAs(page, token);
      const before = await unreadCount(page.request, partnerId, token);
      expect(before).toBeGreaterThan(0);
      await open(page, partnerId, lng, '/');
      await expect(page.getByTestId('bottom-badge-notification')).toHaveText(String(before));

      await open(page, partnerId, lng, '/notification?group=promotion');
      const unread = page.locator('[data-testid="notification-item"][data-read="false"]').first();
      await unread.click();
      await expect(page.getByTestId('notification-detail')).toBeVisible();
      const subject = page.getByRole('link', { name: str(notifications, 'open.promotion') });
      const article = page.getByRole('link', { name: str(notifications, 'open.article') });
      await expect(subject.or(article)).toBeVisible();
      await expect.poll(() => unreadCount(page.request, partnerId, token)).toBe(before - 1);
      await ((await subject.count()) > 0 ? subject : article).click();
      await expect(page.getByTestId(/promotion-detail|article-detail/)).toBeVisible();

      await open(page, partnerId, lng, '/');
      await expect(page.getByTestId('bottom-badge-notification')).toHaveText(String(before - 1));
    });
  });
}

test('read state survives signing out and in again (default partner, Thai and English)', async ({
  page,
  request,
}) => {
  const login = async () => {
    const res = await request.post('/api/v1/auth/login', {
      headers: { 'x-api-key': partner('default').api_key },
      data: { username: 'kanyarat88', password: 'Kanyarat1990' },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const setToken = (t: string) =>
    page.evaluate((v) => localStorage.setItem('auth._token.local', `Bearer ${v}`), t);
  const first = await login();
  await page.goto('/en/others?partner_id=default');
  await setToken(first);
  const before = await unreadCount(request, 'default', first);
  await open(page, 'default', 'en', '/notification?group=claim');
  await page.locator('[data-testid="notification-item"][data-read="false"]').first().click();
  const claim = page.getByRole('link', { name: str(ns('en', 'notifications'), 'open.claim') });
  await expect(claim).toHaveAttribute('href', /^\/en\/claim-status\/[0-9a-f-]{36}$/);
  await expect.poll(() => unreadCount(request, 'default', first)).toBe(before - 1);

  await request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${first}` } });
  const second = await login();
  await setToken(second);
  await page.goto('/?partner_id=default');
  await expect(page.getByTestId('bottom-badge-notification')).toHaveText(String(before - 1));
  await open(page, 'default', 'th', '/notification?group=claim');
  await expect(page.locator('[data-testid="notification-item"][data-read="true"]').first()).toBeVisible();
});
