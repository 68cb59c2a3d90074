/**
 * The themed first paint from the HTML alone (docs/decisions/010-themed-shell.md): without JavaScript
 * the server's shell shows the partner's top bar and tiles; with JavaScript the app takes over, the
 * shell is gone, the tiles sit where the shell drew them, and nothing shifted on the way.
 */
import { expect, type Page, test } from '@playwright/test';
import { hexToRgb, openAs, theme } from './support';

const SIAM_TILES = [
  'my_coverage',
  'family_coverage',
  'claim_status',
  'hospital_search',
  'e_claim',
  'telemed_mart',
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("home for siam-life paints the partner's top bar, tiles and bottom bar, and the noscript notice", async ({
    page,
  }) => {
    await page.goto('/?partner_id=siam-life');
    const colours = theme('siam-life');
    const top = page.locator('[data-boot-shell-top]');
    await expect(top).toBeVisible();
    await expect(top).toHaveCSS('background-color', hexToRgb(colours.top_bar_background_color));
    await expect(top).toHaveCSS('min-height', '56px');
    await expect(page.locator('[data-boot-shell-logo]')).toHaveAttribute('src', colours.logo);
    const tiles = await page
      .locator('[data-boot-shell-tile]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-boot-shell-tile')));
    expect(tiles).toEqual(SIAM_TILES);
    await expect(page.locator('[data-boot-shell-tile="my_coverage"]')).toBeVisible();
    await expect(page.locator('[data-boot-shell-tile="my_coverage"]')).toHaveCSS(
      'border-top-color',
      hexToRgb(colours.menu_icon_border_color),
    );
    await expect(page.locator('[data-boot-shell-bottom]')).toHaveCSS(
      'background-color',
      hexToRgb(colours.bottom_bar_background_color),
    );
    await expect(page.locator('.wl-noscript')).toBeVisible();
  });
});

/** Records layout shifts from the start, and where the shell drew the top bar and the tiles. */
async function watchBoot(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __shell: Record<string, number[]> };
    w.__shifts = [];
    w.__shell = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width)] : [];
      };
      w.__shell.top = box(document.querySelector('[data-boot-shell-top]'));
      for (const el of document.querySelectorAll('[data-boot-shell-tile]'))
        w.__shell[`tile-${el.getAttribute('data-boot-shell-tile')}`] = box(el);
    });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

test.describe('with JavaScript', () => {
  test('home: the app replaces the shell in place, with no layout shift', async ({ page }) => {
    await watchBoot(page);
    await openAs(page, 'siam-life', '/');
    await expect(page.getByTestId('tile-my_coverage')).toBeVisible();
    await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
    const shell = await page.evaluate(
      () => (window as unknown as { __shell: Record<string, number[]> }).__shell,
    );
    // The shell drew the top bar and the first row of tiles where the app has them.
    const box = async (selector: string) => {
      const r = (await page.locator(selector).boundingBox())!;
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width)];
    };
    expect(shell.top).toEqual(await box('[data-testid="top-bar"]'));
    for (const id of SIAM_TILES.slice(0, 3)) {
      expect(shell[`tile-${id}`], id).toEqual(await box(`[data-testid="tile-${id}"]`));
    }
    expect(await shifts(page)).toBeLessThanOrEqual(0.02);
  });

  test('/login: the shell is gone once the form shows, with no layout shift', async ({ page }) => {
    await watchBoot(page);
    await openAs(page, 'siam-life', '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
    const shell = await page.evaluate(
      () => (window as unknown as { __shell: Record<string, number[]> }).__shell,
    );
    expect(shell.top).toEqual(
      await page
        .getByTestId('top-bar')
        .boundingBox()
        .then((r) => [Math.round(r!.x), Math.round(r!.y), Math.round(r!.width)]),
    );
    expect(await shifts(page)).toBeLessThanOrEqual(0.02);
  });
});
