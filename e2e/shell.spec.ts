/** Home tiles per partner, 404s, language switching, guards and the partner credentials in the URL. */
import { expect, test } from '@playwright/test';
import { goto, hexToRgb, openAs, partner, pretendSignedIn, theme } from './support';

const ALL = [
  'my_coverage',
  'family_coverage',
  'claim_status',
  'hospital_search',
  'e_claim',
  'telemed_mart',
  'line_oa',
];
const EXPECTED_TILES: Record<string, string[]> = {
  // reading A, every status 1
  default: ALL,
  // reading B: Telemed Mart always shown; official account off
  'siam-life': ALL.filter((id) => id !== 'line_oa'),
  // reading A: e-Claim off (tile 5 status 0)
  'krungsiam-bank': ALL.filter((id) => id !== 'e_claim'),
  // reading B, every status 1
  'tmp-corp': ALL,
};

for (const [partnerId, tiles] of Object.entries(EXPECTED_TILES)) {
  test(`home shows ${partnerId}'s tiles, themed`, async ({ page }) => {
    // A partner with LINE login sends guests outside LINE to /not-found: look at its home signed in.
    if (partner(partnerId).line_login_enabled) await pretendSignedIn(page, [partnerId]);
    await openAs(page, partnerId, '/en');
    const shown = await page
      .getByTestId(/^tile-/)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(shown).toEqual(tiles.map((id) => `tile-${id}`));
    const colours = theme(partnerId);
    await expect(page.getByTestId('tile-my_coverage')).toHaveCSS(
      'color',
      hexToRgb(colours.menu_icon_text_color),
    );
    await expect(page.getByTestId('tile-my_coverage')).toHaveCSS(
      'background-color',
      hexToRgb(colours.menu_icon_background_color),
    );
    await expect(page.getByTestId('top-bar')).toHaveCount(colours.top_bar_status);
    await expect(page.getByTestId('bottom-bar')).toHaveCount(colours.bottom_bar_status);
    if (tiles.includes('line_oa')) {
      await expect(page.getByTestId('tile-line_oa')).toHaveAttribute(
        'href',
        `https://line.me/R/ti/p/${encodeURIComponent(colours.line_oa_id)}`,
      );
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner(partnerId).product_name.en);
  });
}

test('a guest of a LINE-login partner outside LINE is told how to open the app in LINE', async ({ page }) => {
  await goto(page, '/en?partner_id=krungsiam-bank');
  await expect(page).toHaveURL(/\/en\/not-found$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Please open this app in LINE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open LINE' })).toHaveAttribute(
    'href',
    `https://line.me/R/ti/p/${encodeURIComponent(theme('krungsiam-bank').line_oa_id)}`,
  );
});

test('an unmatched path and an invalid parameter show "page not found" in both languages', async ({
  page,
}) => {
  await pretendSignedIn(page);
  // A path no route serves and an invalid parameter, on purpose: page.goto, not the typed goto.
  await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 2, name: 'This page could not be found' })).toBeVisible();
  await page.goto('/coverages/%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 2, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});

test('switching language keeps the page and query, and remembers the choice for a year', async ({
  page,
  context,
}) => {
  await pretendSignedIn(page);
  await goto(page, '/claim-status?tab=history');
  await expect(page.getByRole('heading', { level: 1, name: 'สถานะการเคลม' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/en\/claim-status\?tab=history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim status' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/claim-status\?tab=history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'สถานะการเคลม' })).toBeVisible();
});

test('a protected deep link while signed out goes to login and remembers the path', async ({ page }) => {
  await goto(page, '/en/claim-status/c-123');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fclaim-status%2Fc-123$/);
  await expect(page).toHaveTitle(/^Log in - /);
});

test('a signed-in member who opens the login page is sent home', async ({ page }) => {
  await pretendSignedIn(page);
  await goto(page, '/login');
  await expect(page).toHaveURL(/\/$/);
});

test('an off-site redirect target is refused', async ({ page }) => {
  await pretendSignedIn(page);
  for (const target of [
    '//evil.example/x',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ]) {
    await goto(page, `/en/check-page?redirect=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/\/en$/);
  }
  await goto(page, `/en/check-page?redirect=${encodeURIComponent('/en/coverages')}`);
  await expect(page).toHaveURL(/\/en\/coverages$/);
});

test('partner credentials in the URL are used, then removed before anything else loads', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const p = partner('siam-life');
  await goto(
    page,
    `/en/promotion?partner_id=${p.partner_id}&secret_key=${p.secret_key}&token=t0k3n-abcdefghijklmnop&x=1`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/promotion\?x=1$/);
  expect(await page.evaluate(() => localStorage.getItem('partner_id'))).toBe('siam-life');
  await expect(page.getByTestId('top-bar')).toHaveCSS(
    'background-color',
    hexToRgb(theme('siam-life').top_bar_background_color),
  );
  // Only the document itself was requested with the secrets; no sub-resource carries them.
  const leaking = requests.slice(1).filter((u) => u.includes(p.secret_key) || u.includes('t0k3n'));
  expect(leaking).toEqual([]);
});

test('the root follows the remembered language', async ({ page, context }) => {
  const base = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: base }]);
  await goto(page, '/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every page names a favicon the server serves', async ({ page, request }) => {
  await goto(page, '/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

for (const lng of ['th', 'en'] as const) {
  test(`at 200% zoom (195 CSS px) no word breaks in the bottom bar or the guest buttons (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 195, height: 422 });
    await openAs(page, 'siam-life', lng === 'th' ? '/' : '/en');
    const tabs = page.getByTestId('bottom-bar').getByRole('link');
    await expect(tabs).toHaveCount(4);
    // The labels leave the view (they would break mid-word) but still name the links.
    for (const tab of await tabs.all()) {
      await expect(tab).toHaveAccessibleName(/\S{4,}/);
      const label = (await tab.locator('span').last().boundingBox())!;
      expect(label.width).toBeLessThanOrEqual(1);
    }
    // Log in and Register stack, each wide enough for its words on one line.
    const login = (await page.getByRole('link', { name: /^(เข้าสู่ระบบ|Log in)$/ }).boundingBox())!;
    const register = (await page.getByRole('link', { name: /^(สมัครสมาชิก|Register)$/ }).boundingBox())!;
    expect(register.y).toBeGreaterThanOrEqual(login.y + login.height);
    expect(login.height).toBeLessThan(60);

    // At the phone's own width the labels show.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await tabs.first().locator('span').last().boundingBox())!.width).toBeGreaterThan(10);
  });
}
