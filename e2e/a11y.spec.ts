/**
 * Accessibility of every real route (docs/decisions/011-accessible-shell.md), for two partners in
 * Thai and English:
 * - axe-core (WCAG 2.0/2.1 A and AA rules) finds no violation of impact serious or critical, apart
 *   from the commented allow-list below;
 * - the page reflows: no horizontal scroll and nothing in the top bar covering anything else at
 *   200 % zoom on a 390 px phone (195 CSS px) and at 320 CSS px;
 * and, once per partner, focus rings have at least 3:1 against what they are drawn on.
 *
 * One test per page; a worker keeps one signed-out and one signed-in page per partner and language
 * and navigates them, so the run stays a few minutes on two cores.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Locale } from '../shared/config/routes';
import { allRoutes, openAs, pretendSignedIn } from './support';

const PARTNERS = ['default', 'siam-life'] as const;
const LOCALES: Locale[] = ['th', 'en'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Known false positives: an axe rule, the language it is wrong in, and why. Keep it short: an entry
 * hides the rule on every page in that language.
 */
const ALLOWED: { rule: string; lng: Locale; reason: string }[] = [
  {
    // The password toggle shows "แสดง" and is named "แสดงรหัสผ่าน" ("show" / "show password"): the
    // visible text starts the name, which is what WCAG 2.5.3 asks. axe compares whole words split at
    // spaces, and Thai writes words without spaces, so it sees one different word. The English
    // pages ("Show" in "Show password") are still checked.
    rule: 'label-content-name-mismatch',
    lng: 'th',
    reason: 'Thai text has no spaces between words',
  },
];
const allowed = (rule: string, lng: Locale) => ALLOWED.some((a) => a.rule === rule && a.lng === lng);

/** Viewports for the reflow check: a 390 px phone at 200 % zoom, and the WCAG 1.4.10 width. */
const NARROW = [
  { width: 195, height: 422, what: '200% zoom on a 390 px phone' },
  { width: 320, height: 568, what: '320 CSS px' },
];

/** Waits until the screen has finished loading (no skeleton rows, no running progress bar). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="status"] > [aria-hidden="true"]') &&
      !document.querySelector('[aria-busy="true"]'),
  );
}

/** Horizontal overflow of the document, and top-bar children that overlap each other. */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
        .filter((el) => !el.closest('[data-overflow-ok]'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
      problems.push(`scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth} (${wide.join(', ')})`);
    }
    const bar = document.querySelector('[data-testid="top-bar"]');
    if (bar) {
      const boxes = [...bar.querySelectorAll<HTMLElement>('img, button, a, h1')]
        .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 1)
        .map((el) => ({ el, r: el.getBoundingClientRect() }));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!.r;
          const b = boxes[j]!.r;
          const overlap =
            a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
          if (overlap) problems.push(`top bar: ${boxes[i]!.el.tagName} overlaps ${boxes[j]!.el.tagName}`);
        }
      const barBox = bar.getBoundingClientRect();
      for (const { el, r } of boxes)
        if (r.left < barBox.left - 0.5 || r.right > barBox.right + 0.5)
          problems.push(`top bar: ${el.tagName} sticks out of the bar`);
    }
    return problems;
  });
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await pretendSignedIn(page);
  return page;
}

for (const partnerId of PARTNERS) {
  for (const lng of LOCALES) {
    test.describe(`${partnerId} in ${lng}`, () => {
      let guest: Page;
      let member: Page;
      test.beforeAll(async ({ browser }) => {
        guest = await (await browser.newContext()).newPage();
        member = await signedInPage(browser);
      });
      test.afterAll(async () => {
        await guest.context().close();
        await member.context().close();
      });

      for (const { route, path } of allRoutes(lng)) {
        // check-page and check-page-auth only move a member on to home, which is tested as itself.
        if (route.screen === 'check-page' || route.screen === 'check-page-auth') continue;
        test(`${path}`, async () => {
          const page = route.access === 'guest' ? guest : member;
          await page.setViewportSize({ width: 390, height: 844 });
          await openAs(page, partnerId, path);
          await settled(page);

          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const serious = results.violations.filter(
            (v) => (v.impact === 'serious' || v.impact === 'critical') && !allowed(v.id, lng),
          );
          expect(
            serious.map((v) => ({
              rule: v.id,
              impact: v.impact,
              help: v.help,
              nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
            })),
            `axe on ${path}`,
          ).toEqual([]);

          for (const size of NARROW) {
            await page.setViewportSize({ width: size.width, height: size.height });
            expect(await reflowProblems(page), `${path} at ${size.what}`).toEqual([]);
          }
        });
      }
    });
  }
}

/** WCAG contrast of two computed CSS colours (rgb()/rgba(), opaque). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r!, g!, bl!]
      .map((v) => v / 255)
      .map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  };
  const [x, y] = [lum(a) + 0.05, lum(b) + 0.05];
  return x > y ? x / y : y / x;
}

/** The outline of the focused element and the first opaque background behind it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let bgEl: HTMLElement | null = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (bgEl) {
      const bg = getComputedStyle(bgEl).backgroundColor;
      if (bg && bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) {
        background = bg;
        break;
      }
      bgEl = bgEl.parentElement;
    }
    return {
      colour: style.outlineColor,
      width: Number.parseFloat(style.outlineWidth),
      styleName: style.outlineStyle,
      background,
    };
  });
}

for (const partnerId of PARTNERS) {
  test(`focus rings have 3:1 on the top bar and around a text field for ${partnerId}`, async ({ page }) => {
    await openAs(page, partnerId, '/login');
    // Keyboard first, so the browser shows focus rings (:focus-visible) from now on.
    await page.keyboard.press('Tab');

    await page.getByTestId('language-switch').focus();
    const top = await focusRing(page);
    expect(top.styleName).toBe('solid');
    expect(top.width).toBeGreaterThanOrEqual(2);
    expect(contrast(top.colour, top.background), `${top.colour} on ${top.background}`).toBeGreaterThanOrEqual(
      3,
    );

    await page.locator('main input').first().focus();
    const field = await focusRing(page);
    expect(field.styleName).toBe('solid');
    expect(field.width).toBeGreaterThanOrEqual(2);
    expect(
      contrast(field.colour, field.background),
      `${field.colour} on ${field.background}`,
    ).toBeGreaterThanOrEqual(3);
  });

  test(`a focused home tile is clear of the bottom bar for ${partnerId}`, async ({ page }) => {
    await pretendSignedIn(page, [partnerId]);
    // A short screen, so some tiles start under the bottom bar.
    await page.setViewportSize({ width: 390, height: 480 });
    await openAs(page, partnerId, '/en');
    const tiles = page.getByTestId(/^tile-/);
    const count = await tiles.count();
    const bar = (await page.getByTestId('bottom-bar').boundingBox())!;
    const startsHidden = await tiles.evaluateAll(
      (els, top) => els.filter((el) => el.getBoundingClientRect().bottom > top).length,
      bar.y,
    );
    expect(startsHidden, 'tiles under the bottom bar before tabbing').toBeGreaterThan(0);
    // Tab from the top of the page through every tile, as a keyboard user does.
    for (let seen = 0, presses = 0; seen < count && presses < 60; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        return { id: el.dataset.testid ?? '', top: r.top, bottom: r.bottom };
      });
      if (!focused.id.startsWith('tile-')) continue;
      seen++;
      const barNow = (await page.getByTestId('bottom-bar').boundingBox())!;
      expect(focused.bottom, `${focused.id} ends above the bottom bar`).toBeLessThanOrEqual(barNow.y + 0.5);
      expect(focused.top, `${focused.id} is below the top bar`).toBeGreaterThanOrEqual(0);
    }
  });
}
