/**
 * The dark scheme (docs/decisions/083-dark-scheme.md): a member whose device asks for dark sees the
 * partner's dark variant (shared/engine/theme/dark.ts) from the first paint (the server's inlined
 * `@media (prefers-color-scheme: dark)` block) and after the app has started, with text that passes
 * axe's colour-contrast rule; a device that switches back gets the light theme without a reload. The
 * previewer shows light, dark or both frames; its editor exports and imports design tokens
 * (docs/decisions/084-design-tokens.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { darkTheme } from '../shared/engine/theme/dark';
import { hexToRgb, openAs, partner, pretendSignedIn, theme } from './support';

const PARTNERS = ['default', 'siam-life', 'krungsiam-bank'] as const;

test.use({ colorScheme: 'dark' });
test.describe.configure({ timeout: 90_000 });

/** The colours a member sees: the page behind everything, its text, and the top bar (if shown). */
function colours(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const bar = document.querySelector('[data-testid="top-bar"]');
    return {
      page: body.backgroundColor,
      text: body.color,
      topBar: bar ? getComputedStyle(bar).backgroundColor : null,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    };
  });
}

/** Serious and critical axe violations of the contrast rules, on the page as drawn. */
async function contrastViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withRules(['color-contrast', 'link-in-text-block'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`);
}

for (const id of PARTNERS) {
  const dark = darkTheme(theme(id))!;

  test(`${id}: the login page is dark from the HTML on, and passes contrast`, async ({ page }) => {
    // The first paint: the inlined style alone (no script has run yet).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`/en/login?partner_id=${id}&secret_key=${partner(id).secret_key}`);
    expect((await colours(page)).page).toBe(hexToRgb(dark.background_color_1));
    await page.unroute('**/*.js');

    await openAs(page, id, '/en/login');
    const seen = await colours(page);
    expect(seen.page).toBe(hexToRgb(dark.background_color_1));
    expect(seen.text).toBe(hexToRgb(dark.content_1));
    expect(seen.scheme).toBe('dark');
    expect(await contrastViolations(page)).toEqual([]);
  });

  test(`${id}: a signed-in home is dark (top bar included), passes contrast, and follows the device back to light`, async ({
    page,
  }) => {
    await pretendSignedIn(page, [id]);
    await openAs(page, id, '/en');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    const seen = await colours(page);
    expect(seen.page).toBe(hexToRgb(dark.background_color_1));
    expect(seen.text).toBe(hexToRgb(dark.content_1));
    expect(seen.topBar).toBe(hexToRgb(dark.top_bar_background_color));
    // The logo is still drawn on the dark top bar.
    const logo = page.getByTestId('top-bar').locator('img').first();
    if ((await logo.count()) > 0) await expect(logo).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    const light = theme(id);
    await expect
      .poll(async () => (await colours(page)).topBar)
      .toBe(hexToRgb(light.top_bar_background_color));
    expect((await colours(page)).text).toBe(hexToRgb(light.content_1));
  });
}

test.describe('the previewer', () => {
  // A staff desk whose own device is light: the frames draw what the switch says, not the device.
  test.use({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    colorScheme: 'light',
  });

  test('shows light, dark or both frames, the choice kept in the address bar', async ({ page }) => {
    await page.goto('/previewer/?partners=default&lang=en&w=390&q=login');
    await page.getByLabel('E-mail').fill('viewer@tpa.example');
    await page.getByLabel('Password').fill('PreviewViewer2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const scheme = page.getByRole('group', { name: 'Colour scheme' });
    await expect(scheme.getByRole('radio', { name: 'Light' })).toBeChecked();

    await scheme.getByRole('radio', { name: 'Both' }).check();
    await expect(page).toHaveURL(/scheme=light%2Cdark|scheme=light,dark/);
    const login = (s: string) => page.locator(`figure[data-frame][data-route="/login"][data-scheme="${s}"]`);
    await expect(login('light')).toHaveCount(1);
    await expect(login('dark')).toHaveCount(1);
    const pageBg = async (s: string) => {
      const figure = login(s);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute('data-load-id', /.+/, { timeout: 30_000 });
      const frame = figure.frameLocator('iframe');
      await frame.locator('main#main').waitFor();
      return frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    };
    const light = theme('default');
    expect(await pageBg('dark')).toBe(hexToRgb(darkTheme(light)!.background_color_1));
    expect(await pageBg('light')).toBe(hexToRgb(light.background_color_1));
    await expect(login('dark')).toContainText('Dark');

    await scheme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page).toHaveURL(/scheme=dark/);
    await expect(login('light')).toHaveCount(0);
    await expect(login('dark')).toHaveCount(1);
  });
});

test.describe('design tokens in the editor', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('exports the draft as tokens and CSS, and imports a tokens file as one undoable edit', async ({
    page,
  }, testInfo) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    await page.goto('/previewer/?q=/login');
    await page.getByLabel('E-mail').fill('editor@tpa.example');
    await page.getByLabel('Password').fill('PreviewEditor2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const panel = page.getByRole('complementary', { name: 'Draft editor' });
    await panel.getByRole('combobox', { name: 'Partner', exact: true }).selectOption('default');
    await panel.getByLabel('New partner id').fill(`e2e-tokens-${suffix}`);
    await panel.getByLabel('New insurer code').fill(`T${suffix}`.toUpperCase());
    await panel.getByRole('button', { name: 'Start the draft' }).click();
    const tokens = panel.getByRole('region', { name: 'Design tokens' });
    await expect(tokens).toBeVisible();
    const light = theme('default');

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      tokens.getByRole('button', { name: 'Export tokens (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`e2e-tokens-${suffix}.tokens.json`);
    const file = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(file.light.content_1.$value).toMatchObject({ colorSpace: 'srgb', hex: light.content_1 });
    expect(file.dark.background_color_1.$value.hex).toBe(darkTheme(light)!.background_color_1);

    const [css] = await Promise.all([
      page.waitForEvent('download'),
      tokens.getByRole('button', { name: 'Export CSS' }).click(),
    ]);
    const cssText = readFileSync((await css.path())!, 'utf8');
    expect(cssText).toContain(`--wl-color-text-1: ${light.content_1};`);
    expect(cssText).toContain('@media (prefers-color-scheme: dark) {');

    // A designer changes a colour and sends the file back.
    file.light.content_1.$value = {
      colorSpace: 'srgb',
      components: [0.1333, 0.1333, 0.1333],
      hex: '#222222',
    };
    const edited = testInfo.outputPath('edited.tokens.json');
    writeFileSync(edited, JSON.stringify(file));
    const content1 = panel.locator('[data-field="theme/content_1"] input[type=text]');
    await tokens.getByLabel('Design tokens file to import').setInputFiles(edited);
    await expect(content1).toHaveValue('#222222');
    await expect(tokens.getByRole('status')).toContainText('Imported edited.tokens.json');
    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect(content1).toHaveValue(light.content_1);

    const bad = testInfo.outputPath('bad.tokens.json');
    writeFileSync(
      bad,
      JSON.stringify({ light: { content_1: { $type: 'color', $value: '{light.nowhere}' } } }),
    );
    await tokens.getByLabel('Design tokens file to import').setInputFiles(bad);
    await expect(tokens.getByRole('alert')).toContainText(
      '"light.content_1" refers to {light.nowhere}, which is not a token of this file',
    );
    await expect(content1).toHaveValue(light.content_1);
  });
});
