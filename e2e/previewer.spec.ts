/**
 * The previewer asks for a staff sign-in and reads partners from the staff API
 * (docs/decisions/038-staff-access.md); its scripts hold no partner secret and no session token.
 * The frames grid (issue 14): every route grouped by area, searchable, lazily mounted frames, signed-in
 * screens through a preview session, compare mode with differences, and share links.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ROUTE_GROUPS } from '../previewer/grid/route-groups';
import { partner, theme } from './support';

// A staff tool on a desk: a wide window, not the phone the member journeys use.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const VIEWER = { email: 'viewer@tpa.example', password: 'PreviewViewer2026' };

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(VIEWER.email);
  await page.getByLabel('Password').fill(VIEWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Signed in as .* \(Viewer\)/)).toBeVisible();
}

const partnersBox = (page: Page) => page.getByRole('group', { name: 'Partners' });
/** The grid (the editor panel beside it has headings of its own). */
const grid = (page: Page) => page.getByRole('main');
const frames = (page: Page) => page.locator('figure[data-frame]');
const frame = (page: Page, route: string, source: string, locale = 'th') =>
  page.locator(`figure[data-frame][data-route="${route}"][data-source="${source}"][data-locale="${locale}"]`);

test('the previewer signs staff in, keeps what was typed on a refusal, and lists partners from the API', async ({
  page,
}) => {
  await page.goto('/previewer/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  // No partner list before signing in.
  await expect(partnersBox(page)).toHaveCount(0);

  await page.getByLabel('E-mail').fill('viewer@tpa.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await expect(page.getByLabel('E-mail')).toHaveValue('viewer@tpa.example');

  await page.getByLabel('Password').fill('PreviewViewer2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Signed in as .* \(Viewer\)/)).toBeVisible();
  await expect(
    partnersBox(page).getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) }),
  ).toBeVisible();
  await partnersBox(page)
    .getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) })
    .check();
  await expect(page.locator('figure[data-source="partner:siam-life"] iframe').first()).toHaveAttribute(
    'src',
    /partner_id=siam-life/,
  );

  // The session cookie is HttpOnly: no script on the page can read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('wl_staff');
  // Nothing the page loaded carries another partner's secret.
  const scripts = await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('script[src]')].map((s) =>
        fetch((s as HTMLScriptElement).src).then((r) => r.text()),
      ),
    ),
  );
  for (const text of scripts) expect(text).not.toContain(partner('siam-life').secret_key);
  // Nor does the partner configuration the compare mode reads.
  const config = await page.evaluate(() =>
    fetch('/api/staff/partners/siam-life/config').then((r) => r.text()),
  );
  expect(config).toContain('main_color_1');
  expect(config).not.toContain(partner('siam-life').secret_key);
  expect(config).not.toContain(partner('siam-life').api_key);

  // Signing out ends the session: a reload asks for a sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

test('the grid shows every route group for two partners in both languages, narrows by search, and mounts frames lazily', async ({
  page,
}) => {
  await page.goto('/previewer/');
  await signIn(page);
  await partnersBox(page)
    .getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) })
    .check();
  await page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'English' }).check();
  await expect(
    page.getByRole('group', { name: 'Widths' }).getByRole('checkbox', { name: '390 px' }),
  ).toBeChecked();

  for (const group of ROUTE_GROUPS)
    await expect(
      grid(page).getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(group.label)}`) }),
    ).toBeVisible();
  const all = await frames(page).count();
  // Every route × 2 partners × 2 languages, one width.
  expect(all).toBeGreaterThanOrEqual(70 * 4);
  for (const source of ['partner:default', 'partner:siam-life'])
    for (const locale of ['th', 'en']) await expect(frame(page, '/coverages', source, locale)).toHaveCount(1);

  // Far below the fold: a placeholder, no iframe, until it is scrolled to.
  const last = frames(page).last();
  await expect(last).toHaveAttribute('data-mounted', 'false');
  // Its caption says so, not "signed out".
  await expect(last).toHaveAttribute('data-status', 'not-loaded');
  await expect(last).toContainText('not loaded yet');
  await expect(last.locator('iframe')).toHaveCount(0);
  expect(await page.locator('iframe').count()).toBeLessThan(all / 2);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('iframe')).toHaveCount(1);
  await expect(last.locator('iframe')).toHaveAttribute('title', /^Preview: /);

  // The search narrows to matching routes, by path or title, and keeps their group headings only.
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('telemed-policy-coverage');
  await expect(frames(page)).toHaveCount(3 * 4);
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(grid(page).getByRole('heading', { level: 2, name: /^Telemed/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('Hospital details');
  await expect(frames(page)).toHaveCount(4);
  await expect(frames(page).first()).toHaveAttribute('data-route', '/search-hospital/detail/:id');
});

test('a protected route frame shows the demo member through a read-only preview session', async ({
  page,
}) => {
  await page.goto('/previewer/?q=coverages');
  await signIn(page);
  const coverages = frame(page, '/coverages', 'partner:default');
  await expect(coverages.locator('iframe')).toHaveAttribute('src', /#wl_preview_token=/);
  const inside = coverages.frameLocator('iframe');
  // kanyarat88's group card (policy GHS-NLI-2026-01152), not the login page.
  await expect(inside.getByTestId('cards-group')).toContainText('01152');
  await expect(coverages).not.toHaveAttribute('data-load-id', '');
  // The caption names who the frame shows, as the frame itself reported it.
  await expect(coverages).toHaveAttribute('data-status', 'signed-in');
  await expect(coverages.locator('[data-caption-status]')).toContainText(/signed in as \S+/);
  await expect(coverages).toHaveAttribute('data-shows', '');
  // A guest route renders signed out, and says why: no token in its address.
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('/login');
  const login = frame(page, '/login', 'partner:default');
  await expect(login.locator('iframe')).not.toHaveAttribute('src', /wl_preview_token/);
  await expect(login).toHaveAttribute('data-status', 'guest');
  await expect(login.locator('[data-caption-status]')).toContainText('signed out: a guest route');
});

test('compare mode lists what differs between default and siam-life, and highlights it in the frames', async ({
  page,
}) => {
  await page.goto('/previewer/');
  await signIn(page);
  await partnersBox(page)
    .getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) })
    .check();
  await page.getByRole('switch', { name: 'Side by side' }).check();
  const differences = page.getByRole('region', { name: /^Differences/ });
  await expect(differences.locator('tr[data-field="main_color_1"]')).toContainText(
    theme('siam-life').main_color_1.toUpperCase(),
  );
  await expect(differences.locator('tr[data-section="partner"][data-field="ins_code"]')).toContainText('SLI');
  await expect(differences.locator('tr[data-kind="image"]').first()).toBeVisible();
  await expect(differences).not.toContainText(partner('siam-life').api_key);

  // Two columns per route: the home pair is default then siam-life.
  const pair = page.locator('[data-route-row="/"] figure[data-frame]');
  await expect(pair).toHaveCount(2);
  await expect(pair.nth(0)).toHaveAttribute('data-source', 'partner:default');
  await expect(pair.nth(1)).toHaveAttribute('data-source', 'partner:siam-life');
  await expect(pair.nth(0)).not.toHaveAttribute('data-load-id', '');
  const loadId = await pair.nth(0).getAttribute('data-load-id');

  await page.getByRole('switch', { name: 'Highlight differences' }).check();
  for (const i of [0, 1]) await expect(pair.nth(i)).toHaveAttribute('data-highlighted', /^[1-9]\d*$/);
  await expect(pair.nth(0)).toContainText(/\d+ differences?/);
  // Highlighting is a message: the frame did not reload.
  await expect(pair.nth(0)).toHaveAttribute('data-load-id', loadId ?? '');

  // Narrowed by kind and region, with counts from the mounted frames.
  const kinds = differences.getByRole('group', { name: 'Kind' });
  await expect(kinds).toContainText(/Background \([1-9]\d*\)/);
  const regions = differences.getByRole('group', { name: 'Region' });
  await expect(regions).toContainText(/Top bar \([1-9]\d*\)/);
  const all = Number(await pair.nth(0).getAttribute('data-highlighted'));
  await regions.getByRole('checkbox', { name: /^Top bar/ }).check();
  await expect.poll(async () => Number(await pair.nth(0).getAttribute('data-highlighted'))).toBeLessThan(all);
  await expect(pair.nth(0)).toHaveAttribute('data-highlighted', /^[1-9]\d*$/);
  const inside = pair.nth(0).frameLocator('iframe');
  // Every outline left is in the top bar.
  await expect
    .poll(() =>
      inside
        .locator('[data-wl-preview-diff]')
        .evaluateAll((els) => els.every((el) => el.closest('[data-testid="top-bar"]') !== null)),
    )
    .toBe(true);

  // Stepping through one frame's marks: the first, then the next, in the frame's own view only.
  const scrolled = await page.evaluate(() => window.scrollY);
  await pair
    .nth(0)
    .getByRole('button', { name: /^Next difference/ })
    .click();
  await expect(pair.nth(0).locator('[data-step]')).toHaveAttribute('data-step', '1');
  await expect(pair.nth(0).locator('[data-step]')).toContainText(/^1 of [1-9]\d*$/);
  await expect(inside.locator('[data-wl-preview-diff]').first()).toHaveCSS('outline-style', 'solid');
  const count = Number(await pair.nth(0).getAttribute('data-highlighted'));
  await pair
    .nth(0)
    .getByRole('button', { name: /^Next difference/ })
    .click();
  await expect(pair.nth(0).locator('[data-step]')).toHaveAttribute('data-step', count > 1 ? '2' : '1');
  await pair
    .nth(0)
    .getByRole('button', { name: /^Previous difference/ })
    .click();
  await expect(pair.nth(0).locator('[data-step]')).toHaveAttribute('data-step', '1');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(pair.nth(0)).toHaveAttribute('data-load-id', loadId ?? '');
});

async function openAsAnotherStaffMember(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await signIn(page);
  return { context, page };
}

test('a share link opens the same view for another staff member after sign-in', async ({ page, browser }) => {
  await page.goto('/previewer/');
  await signIn(page);
  await partnersBox(page)
    .getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) })
    .check();
  await page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Widths' }).getByRole('checkbox', { name: '320 px' }).check();
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('promotion');
  await page.getByRole('switch', { name: 'Side by side' }).check();
  await page.getByRole('switch', { name: 'Highlight differences' }).check();
  await expect(page).toHaveURL(/compare=1/);
  const url = page.url();

  const other = await openAsAnotherStaffMember(browser, url);
  const p = other.page;
  await expect(
    partnersBox(p).getByRole('checkbox', { name: new RegExp(partner('siam-life').name.en) }),
  ).toBeChecked();
  await expect(
    partnersBox(p).getByRole('checkbox', { name: new RegExp(partner('default').name.en) }),
  ).toBeChecked();
  await expect(
    p.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'English' }),
  ).toBeChecked();
  await expect(
    p.getByRole('group', { name: 'Widths' }).getByRole('checkbox', { name: '320 px' }),
  ).toBeChecked();
  await expect(p.getByRole('searchbox', { name: 'Search routes' })).toHaveValue('promotion');
  await expect(p.getByRole('switch', { name: 'Side by side' })).toBeChecked();
  await expect(p.getByRole('switch', { name: 'Highlight differences' })).toBeChecked();
  await expect(frames(p)).toHaveCount(await frames(page).count());
  expect(p.url()).toBe(url);
  await other.context.close();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
