/**
 * Issue 26, Deliver 4, the trial's case in the previewer: a brand kit of #1B4D89 / #F2B705 / #2BB673
 * whose uploaded SVG logo is drawn in #1B4D89 gets a top bar of #1B4D89. The editor reports the logo
 * against the bar (it said 0 problems before), offers the chip as a one-click fix, and once applied
 * the draft's home frame draws the logo on a white chip. The contrast report lists every pair,
 * passing ones included, and the derived palette every token.
 */
import { expect, type Page, test } from '@playwright/test';
import { STAFF_ROLE_LABELS } from '../shared/api/staff-roles';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const EDITOR = { email: 'editor@tpa.example', password: 'PreviewEditor2026' };
const suffix = Math.random().toString(36).slice(2, 8);
const PARTNER_ID = `e2e-logo-${suffix}`;
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64">' +
  '<circle cx="32" cy="32" r="20" fill="#1B4D89"/>' +
  '<text x="62" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#1B4D89">CPA</text></svg>';

const editor = (page: Page) => page.getByRole('complementary', { name: 'Draft editor' });

test('a logo drawn in the top bar colour is reported, fixed in one click, and drawn on a chip', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/previewer/');
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(new RegExp(`Signed in as .* \\(${STAFF_ROLE_LABELS.editor}\\)`))).toBeVisible();

  const panel = editor(page);
  await panel.getByText('Start from a brand kit').click();
  await panel.getByLabel('Partner id', { exact: true }).fill(PARTNER_ID);
  await panel
    .getByRole('textbox', { name: /^Insurer code/ })
    .fill(`L${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 10));
  await panel.getByLabel('Thai name').fill('เจ้าพระยาประกันภัย');
  await panel.getByLabel('English name').fill('Chao Phraya Assurance');
  await panel.getByRole('combobox', { name: 'Brand colours' }).selectOption('3');
  await panel.getByLabel('Brand colour 1', { exact: true }).fill('#1B4D89');
  await panel.getByLabel('Brand colour 2', { exact: true }).fill('#F2B705');
  await panel.getByLabel('Brand colour 3', { exact: true }).fill('#2BB673');
  // The trial's SVG logo, drawn in the first brand colour, uploaded with the kit.
  await panel
    .getByLabel(/^Logo \(optional/)
    .setInputFiles({ name: 'cpa-logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
  await panel.getByRole('button', { name: 'Generate the draft' }).click();
  await expect(panel.getByText(`partner ${PARTNER_ID}`, { exact: false })).toBeVisible();
  const count = panel.getByTestId('problem-count');
  // The kit draws the top bar in the brand colour: the editor now sees the logo vanish on it.
  await expect(panel.locator('[data-field="theme/top_bar_background_color"] input[type=text]')).toHaveValue(
    '#1B4D89',
  );
  await expect(count).toHaveText('1', { timeout: 30_000 });
  await expect(panel.getByText(/#1B4D89 at 1\.00:1 on the top bar of the home page/).first()).toBeAttached();

  // The contrast report: every pair, the failing logo among them.
  const report = panel.getByTestId('contrast-report');
  await report.locator('summary').click();
  const table = report.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'the top bar title' })).toBeVisible();
  const logoRow = table.getByRole('row', { name: /the logo on the top bar of the home page/ });
  await expect(logoRow).toContainText('Fail');
  await expect(logoRow).toContainText('3:1');
  await expect(report.locator('summary')).toContainText(/pairs pass, 1 fail/);

  // The derived palette: every token with its variable.
  const palette = panel.getByTestId('palette');
  await palette.locator('summary').click();
  await expect(palette.getByRole('rowheader', { name: '--wl-logo-chip-bg' })).toBeVisible();

  // One click: the chip. No problem left, and the home frame draws the logo on a white chip.
  await panel.getByRole('button', { name: 'Put the logo on a #FFFFFF chip' }).click();
  await expect(count).toHaveText('0');
  await expect(logoRow).toContainText('Pass');

  await page.getByLabel('Search routes').fill('home');
  const home = page
    .locator(`figure[data-frame][data-route="/"][data-source^="draft:"][data-locale="th"]`)
    .first();
  await expect(home).toHaveAttribute('data-load-id', /.+/, { timeout: 60_000 });
  const chipIn = () =>
    home.locator('iframe').evaluate((el) => {
      const img = (el as HTMLIFrameElement).contentDocument?.querySelector('[data-testid="top-bar-logo"]');
      return img ? getComputedStyle(img).backgroundColor : 'no logo';
    });
  await expect.poll(chipIn, { timeout: 30_000 }).toBe('rgb(255, 255, 255)');
});
