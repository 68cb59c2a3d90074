/**
 * Reflow and text size (issue 25): key screens in Thai and English stay readable
 * - at 200 % zoom on a 390 px phone: a 195 × 422 CSS px viewport with 2 device pixels per CSS px,
 *   which is what the phone's browser lays out when zoomed to 200 %;
 * - with the root font at 200 % (html { font-size: 200% }): set on the root element's style before
 *   the app's scripts run. An injected <style> (page.addStyleTag) would be refused by the server's
 *   Content-Security-Policy (style-src takes a nonce); a style set through the CSSOM is not;
 * - with the browser's default text size at 32 px: Chromium's own font-size setting (what
 *   chrome://settings/fonts or Android's text size changes), through the DevTools protocol's
 *   Page.setFontSizes. It moves rem, em and em media queries alike, as a member's setting does.
 * In each: nothing runs off screen sideways, no word (Thai words as ICU's dictionary finds them,
 * the same segmentation Chromium's line breaker uses) and no amount (฿1,234.00) is broken across
 * lines when it would fit on one, label/value lists put the label above its value, selects are
 * wide enough for their chosen text, the bottom bar stays within the screen and the skip link is
 * wholly hidden until focused, then wholly in view.
 *
 * Also: in forced colours (Windows high contrast) the current bottom-bar item, the current tab, the
 * chosen language and the current e-Claim step keep an outline the others do not have; skeletons
 * have ≥ 3:1 against what they are drawn on and say "Loading…" in words.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Locale, localizePath } from '../shared/config/routes';
import { memberToken, strings } from './support';

const LOCALES: Locale[] = ['th', 'en'];

type Mode = 'zoom' | 'root-font' | 'text-size';
const MODES: { mode: Mode; what: string }[] = [
  { mode: 'zoom', what: '200 % zoom on a 390 px phone (195 CSS px)' },
  { mode: 'root-font', what: 'root font at 200 % on a 390 px phone' },
  { mode: 'text-size', what: 'browser text size 32 px on a 390 px phone' },
];

async function contextFor(browser: import('@playwright/test').Browser, mode: Mode) {
  return mode === 'zoom'
    ? browser.newContext({
        viewport: { width: 195, height: 422 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
    : browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
}

async function pageFor(context: BrowserContext, mode: Mode | 'plain', token: string | null): Promise<Page> {
  const page = await context.newPage();
  if (token) await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
  if (mode === 'root-font')
    await page.addInitScript(() => {
      // The script runs before the parser has made <html>: set the size as soon as it is there.
      const apply = () => document.documentElement.style.setProperty('font-size', '200%', 'important');
      if (document.documentElement) apply();
      else
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          apply();
          observer.disconnect();
        }).observe(document, { childList: true });
    });
  if (mode === 'text-size') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  }
  return page;
}

/** Waits until the screen has loaded (no skeleton or busy region) and its fonts are in. */
async function settled(page: Page) {
  await page.locator('main#main').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.fonts.status === 'loaded',
  );
}

/** Everything on the screen that breaks the reflow rules, in words. */
async function reflowProblems(page: Page, lng: Locale): Promise<string[]> {
  return page.evaluate((lang) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    const vw = doc.clientWidth;
    if (doc.scrollWidth > vw) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > vw + 1 && !el.closest('[data-overflow-ok]'))
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      problems.push(`scrolls sideways: ${doc.scrollWidth} > ${vw} (${wide.join(', ')})`);
    }

    // Text that is drawn (not visually hidden, not in a scroller that is meant to scroll).
    const hidden = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        const cs = getComputedStyle(e);
        if (cs.display === 'none' || cs.visibility === 'hidden') return true;
        if (r.width <= 1 || r.height <= 1) return true;
        if (e.closest('[data-overflow-ok]')) return true;
      }
      return false;
    };
    const lineCount = (rects: DOMRect[]): number => {
      const lines: number[] = [];
      for (const r of rects) {
        if (r.width < 0.5) continue;
        const mid = (r.top + r.bottom) / 2;
        if (!lines.some((m) => Math.abs(m - mid) < r.height / 2)) lines.push(mid);
      }
      return lines.length;
    };
    const seg = new Intl.Segmenter(lang, { granularity: 'word' });
    const MONEY = /฿[\d,]+(?:\.\d+)?/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.closest('script, style, select, option, textarea')) continue;
      if (hidden(parent)) continue;
      // The width the text has to fill: its nearest block's content box.
      let block: Element = parent;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement)
        block = block.parentElement;
      const room = block.clientWidth;
      const pieces: { start: number; end: number }[] = [];
      for (const s of seg.segment(text))
        if (s.isWordLike) pieces.push({ start: s.index, end: s.index + s.segment.length });
      for (const m of text.matchAll(MONEY)) pieces.push({ start: m.index, end: m.index + m[0].length });
      for (const { start, end } of pieces) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const rects = [...range.getClientRects()];
        if (lineCount(rects) <= 1) continue;
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        // A word longer than the whole line may break (an e-mail address); one that fits may not.
        if (width <= room) broken.add(`"${text.slice(start, end)}"`);
      }
    }
    if (broken.size) problems.push(`broken mid-word: ${[...broken].slice(0, 8).join(', ')}`);

    // Label/value lists: the label above its value, the value as wide as the list.
    for (const dl of document.querySelectorAll('main dl')) {
      if (hidden(dl)) continue;
      for (const dd of dl.querySelectorAll('dd')) {
        let dt = dd.previousElementSibling;
        while (dt && dt.tagName !== 'DT') dt = dt.previousElementSibling;
        if (!dt) continue;
        const a = dt.getBoundingClientRect();
        const b = dd.getBoundingClientRect();
        if (b.top < a.bottom - 1)
          problems.push(`"${dt.textContent?.trim()}" is beside its value, not above it`);
      }
    }

    // Selects: wide enough for the chosen text and the arrow.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll<HTMLSelectElement>('main select')) {
      if (hidden(select)) continue;
      const cs = getComputedStyle(select);
      canvas.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const chosen = select.selectedOptions[0]?.textContent ?? '';
      const need = canvas.measureText(chosen).width + Number.parseFloat(cs.fontSize);
      const has = select.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
      if (has < need)
        problems.push(`select "${chosen}" is cut: ${Math.round(has)} px for ${Math.round(need)} px`);
    }

    // The bars stay within the screen.
    for (const bar of document.querySelectorAll('[data-testid="top-bar"], [data-testid="bottom-bar"]')) {
      for (const el of bar.querySelectorAll<HTMLElement>('a, button, h1, img')) {
        if (hidden(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.left < -0.5 || r.right > vw + 0.5)
          problems.push(`<${el.tagName.toLowerCase()}> "${el.textContent?.trim()}" runs off screen`);
      }
    }
    return problems;
  }, lng);
}

/**
 * Opens e-Claim's first step (the claim's information) for the member's first card. The draft is
 * answered by the browser itself (page.route), never saved on the server: the demo member's real
 * draft belongs to the claims journey (e2e/claims.spec.ts), which may run at the same time.
 */
async function eclaimFirstStep(page: Page, lng: Locale) {
  await page.goto(localizePath('/coverages/eclaim', lng));
  await settled(page);
  const href = await page.getByTestId('card-face').first().getAttribute('href');
  const cardId = new URL(href ?? '', 'http://x').searchParams.get('card');
  if (!cardId) throw new Error(`No card to claim with (${href})`);
  const draft = {
    id: '00000000-0000-4000-8000-000000000025',
    card: {
      id: cardId,
      type: 'group',
      card_no: 'GHS-NLI-2026-01152',
      insured_name: 'กัญญารัตน์ ศรีสุข',
      insurer_name: { th: 'บริษัท นครหลวงประกันภัย จำกัด (มหาชน)', en: 'Nakhon Luang Insurance PCL' },
    },
    step: 'information',
    fields: {},
    provider: null,
    attachments: [],
    version: 1,
    updated_at: new Date().toISOString(),
  };
  await page.route('**/api/v1/eclaim/draft', (route) => route.fulfill({ json: { data: draft } }));
  await page.goto(localizePath('/e-claim', lng));
  await settled(page);
  await page.getByTestId('eclaim-stepper').waitFor();
}

/** The member's first card, claim and hospital, found as a member would (the lists' first links). */
async function firstLink(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path);
  await settled(page);
  const href = await page.locator(`main a[href*="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`No link to ${prefix} on ${path}`);
  return href;
}

for (const { mode, what } of MODES) {
  for (const lng of LOCALES) {
    test(`${what}, ${lng}: key screens reflow`, async ({ browser, request }) => {
      const token = await memberToken(request, 'default');
      const context = await contextFor(browser, mode);
      const guest = await pageFor(context, mode, null);
      const problems: string[] = [];

      // Signed out: the login screen, and the skip link.
      await guest.goto(localizePath('/login', lng));
      await settled(guest);
      problems.push(...(await reflowProblems(guest, lng)).map((p) => `login: ${p}`));
      // The skip link: no part of it in view until focused (not even a sliver), then all of it.
      const skip = guest.locator('a[href="#main"]');
      const inView = () =>
        skip.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
          const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
          return { w: Math.max(0, w), h: Math.max(0, h), width: r.width, height: r.height };
        });
      const before = await inView();
      expect(
        before.w <= 1 || before.h <= 1,
        `skip link hidden until focused (${JSON.stringify(before)})`,
      ).toBe(true);
      await guest.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      const shown = await inView();
      expect(shown.w, 'skip link wholly in view when focused').toBeGreaterThan(20);
      expect(shown.w).toBeCloseTo(shown.width, 0);
      expect(shown.h).toBeCloseTo(shown.height, 0);
      await guest.close();

      const member = await pageFor(context, mode, token);
      const card = await firstLink(member, localizePath('/coverages', lng), '/coverages/');
      const claim = await firstLink(member, localizePath('/claim-status', lng), '/claim-status/');
      const hospital = await firstLink(
        member,
        localizePath('/search-hospital', lng),
        '/search-hospital/detail/',
      );
      const screens = [
        localizePath('/', lng),
        localizePath('/coverages', lng),
        card,
        localizePath('/claim-status', lng),
        claim,
        localizePath('/setting', lng),
        localizePath('/edit-profile', lng),
        localizePath('/search-hospital', lng),
        hospital,
        localizePath('/coverages/eclaim', lng),
      ];
      for (const path of screens) {
        await member.goto(path);
        await settled(member);
        problems.push(...(await reflowProblems(member, lng)).map((p) => `${path}: ${p}`));
      }
      await eclaimFirstStep(member, lng);
      problems.push(...(await reflowProblems(member, lng)).map((p) => `e-Claim step 1: ${p}`));
      await context.close();
      expect(problems, `${what} in ${lng}`).toEqual([]);
    });
  }
}

/** The outline drawn around an element, as the browser computes it. */
const outlineOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const cs = getComputedStyle(el);
    return { style: cs.outlineStyle, width: Number.parseFloat(cs.outlineWidth), colour: cs.outlineColor };
  });

const marked = (o: { style: string; width: number; colour: string }) =>
  o.style !== 'none' && o.width >= 2 && o.colour !== 'transparent' && !o.colour.endsWith(', 0)');

for (const lng of LOCALES) {
  test(`forced colours keep current and selected states, ${lng}`, async ({ browser, request }) => {
    const token = await memberToken(request, 'default');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await pageFor(context, 'plain', token);
    await page.emulateMedia({ forcedColors: 'active' });

    // The bottom bar's current item and the current tab of the notifications.
    await page.goto(localizePath('/notification', lng));
    await settled(page);
    expect(
      marked(await outlineOf(page, '[data-testid="bottom-bar"] a[aria-current="page"]')),
      'current bottom-bar item',
    ).toBe(true);
    expect(
      marked(await outlineOf(page, '[data-testid="bottom-bar"] a:not([aria-current]) >> nth=0')),
      'other bottom-bar items',
    ).toBe(false);
    expect(marked(await outlineOf(page, 'main a[aria-current="page"] >> nth=0')), 'current tab').toBe(true);
    expect(
      marked(await outlineOf(page, 'main a[data-testid^="notification-tab-"]:not([aria-current]) >> nth=0')),
      'other tabs',
    ).toBe(false);

    // The chosen language in Settings.
    await page.goto(localizePath('/setting', lng));
    await settled(page);
    expect(marked(await outlineOf(page, `[data-testid="setting-language-${lng}"]`)), 'chosen language').toBe(
      true,
    );
    const other = lng === 'th' ? 'en' : 'th';
    expect(marked(await outlineOf(page, `[data-testid="setting-language-${other}"]`)), 'other language').toBe(
      false,
    );

    // The current step of e-Claim.
    await eclaimFirstStep(page, lng);
    expect(
      marked(await outlineOf(page, '[data-testid="eclaim-stepper"] [aria-current="step"]')),
      'current step',
    ).toBe(true);
    expect(
      marked(await outlineOf(page, '[data-testid="eclaim-stepper"] li:not([aria-current]) >> nth=0')),
      'other steps',
    ).toBe(false);
    await context.close();
  });

  test(`skeletons are visible (≥ 3:1) and say they are loading, ${lng}`, async ({ browser, request }) => {
    const token = await memberToken(request, 'default');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await pageFor(context, 'plain', token);
    // Hold the claims list until the skeleton has been looked at (no timer: a gate).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/claims?**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.route('**/api/v1/claims', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(localizePath('/claim-status', lng));
    const list = page.getByTestId('skeleton-list');
    await list.waitFor();
    const loading = (strings(lng).app as Record<string, string>).loading!;
    await expect(list.getByRole('status')).toHaveText(loading);
    await expect(list.locator('[aria-busy="true"]')).toHaveCount(1);

    const { border, background } = await list
      .locator('[aria-hidden="true"]')
      .first()
      .evaluate((el) => {
        let bgEl: Element | null = el.parentElement;
        let bg = 'rgb(255, 255, 255)';
        while (bgEl) {
          const c = getComputedStyle(bgEl).backgroundColor;
          if (c && !c.startsWith('rgba(0, 0, 0, 0)') && c !== 'transparent') {
            bg = c;
            break;
          }
          bgEl = bgEl.parentElement;
        }
        return { border: getComputedStyle(el).borderTopColor, background: bg };
      });
    expect(contrast(border, background), `${border} on ${background}`).toBeGreaterThanOrEqual(3);
    release();
    await expect(list).toHaveCount(0);
    await context.close();
  });
}

/** WCAG contrast of two computed CSS colours (rgb(), opaque). */
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
