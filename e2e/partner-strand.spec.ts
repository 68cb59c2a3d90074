/**
 * Issue 25, "no partner config strands a member", in a real browser on the real partners:
 * - krungsiam-bank hides the bottom bar: a member still reaches Settings (log out) and Notifications;
 * - tmp-corp hides the top bar: an inner screen has a visible h1 and a back action inside <main>,
 *   and axe finds no "region" (or other serious) violation;
 * - tmp-corp is SSO only: /login has no password form;
 * - a titled not-found page and a refused redirect.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '../shared/config/routes';
import { partner, pretendSignedIn, strings } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOCALES: Locale[] = ['th', 'en'];

/** Serious and critical axe violations (the Thai label-in-name false positive aside, as in a11y.spec). */
async function axe(page: Page, lng: Locale): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .filter((v) => !(v.id === 'label-content-name-mismatch' && lng === 'th'))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The partner's own link: partner_id with its secret_key, as a partner's app opens ours. */
const link = (id: string, path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}partner_id=${id}&secret_key=${partner(id).secret_key}`;

const home = (lng: Locale) => (lng === 'en' ? '/en' : '/');
/** The whole address of home in `lng` (nothing after it). */
const atHome = (lng: Locale) => new RegExp(`^https?://[^/]+${lng === 'en' ? '/en' : ''}/?$`);
const at = (lng: Locale, path: string) => (lng === 'en' ? `/en${path}` : path);

for (const lng of LOCALES) {
  const common = strings(lng) as Record<string, Record<string, string>>;
  const nav = common.nav!;
  const routes = common.routes!;

  test(`krungsiam-bank (${lng}): no bottom bar, Settings and Notifications from the top bar`, async ({
    page,
  }) => {
    await pretendSignedIn(page, ['krungsiam-bank']);
    await page.goto(link('krungsiam-bank', home(lng)));
    await page.locator('main#main').waitFor();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    const bar = page.getByTestId('top-bar');
    await bar.getByRole('link', { name: nav.setting, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at(lng, '/setting')}$`));
    await expect(page.getByRole('heading', { level: 1, name: routes.setting })).toBeVisible();
    await expect(page.getByTestId('setting-logout')).toBeVisible();
    expect(await axe(page, lng)).toEqual([]);
    await page
      .getByTestId('top-bar')
      .getByRole('link', { name: new RegExp(`^${nav.notification}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at(lng, '/notification')}$`));
    await expect(page.getByRole('heading', { level: 1, name: routes.notification })).toBeVisible();
    expect(await axe(page, lng)).toEqual([]);
  });

  test(`tmp-corp (${lng}): no top bar, an inner screen keeps its title, back and language in main`, async ({
    page,
  }) => {
    await page.goto(link('tmp-corp', at(lng, '/search-hospital')));
    const main = page.locator('main#main');
    await main.waitFor();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    const h1 = main.getByRole('heading', { level: 1, name: routes.searchHospital });
    await expect(h1).toBeVisible();
    const box = await h1.boundingBox();
    expect(box && box.width > 20 && box.height > 10).toBe(true);
    await expect(main.getByRole('button', { name: nav.back })).toBeVisible();
    await expect(main.getByTestId('language-switch')).toBeVisible();
    expect(await axe(page, lng)).toEqual([]);
    await main.getByTestId('language-switch').click();
    const other: Locale = lng === 'en' ? 'th' : 'en';
    await expect(page).toHaveURL(new RegExp(`${at(other, '/search-hospital')}$`));
    await main.getByRole('button', { name: (strings(other).nav as Record<string, string>).back! }).click();
    await expect(page).toHaveURL(atHome(other));
  });

  test(`tmp-corp (${lng}): SSO only, /login has no password form and /register has a way out`, async ({
    page,
  }) => {
    await page.goto(link('tmp-corp', at(lng, '/login')));
    await page.getByTestId('sso-only').waitFor();
    await expect(page.locator('input[type=password]')).toHaveCount(0);
    await expect(page.locator('form')).toHaveCount(0);
    expect(await axe(page, lng)).toEqual([]);
    await page.goto(at(lng, '/register'));
    await page.getByTestId('sso-only').waitFor();
    await expect(page.locator('form')).toHaveCount(0);
    await page.getByTestId('sso-only').getByRole('link').click();
    await expect(page).toHaveURL(atHome(lng));
  });

  test(`(${lng}) a page that was not found is titled so; a refused redirect lands home`, async ({ page }) => {
    const errors = common.errors!;
    await page.goto(at(lng, '/promotion/%3Cscript%3E'));
    await expect(page.getByRole('heading', { level: 1, name: errors.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${errors.notFoundTitle}`));
    expect(await page.title()).not.toContain(routes.promotionDetail);
    await page.goto(at(lng, '/check-page?redirect=%2Fen%2F%2Fevil.example'));
    await expect(page).toHaveURL(atHome(lng));
  });

  test(`(${lng}) a partner link without its secret is told so on the first screen`, async ({ page }) => {
    await page.goto(`${home(lng)}?partner_id=siam-life`);
    const notice = page.getByTestId('partner-link');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: common.partnerLink!.title })).toBeVisible();
    await page.goto(at(lng, '/register'));
    await expect(page.getByTestId('partner-link')).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
  });
}
