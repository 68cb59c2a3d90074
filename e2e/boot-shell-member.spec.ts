/**
 * The themed shell for a browser that holds a member's token (issue 25, deliverable 10;
 * docs/decisions/078-start-up-speed.md): home's hero is drawn as the signed-in app draws it (greeting
 * and intro, no sign-in buttons), so when the app takes over, the banner and the tiles stay where the
 * shell drew them, in Thai and English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { memberToken, partner } from './support';

const homeStrings = (lng: 'th' | 'en') =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lng, 'home.json'), 'utf8')) as {
    intro: string;
    guestCta: string;
  };

/** Signs the browser in as the app leaves it after a login: the token in storage and in its cookie. */
async function signIn(page: Page) {
  const token = await memberToken(page.request, 'siam-life');
  const base = test.info().project.use.baseURL!;
  await page
    .context()
    .addCookies([{ name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: base }]);
  await page.addInitScript((t: string) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
}

/** Notes, as the HTML is parsed, where the shell drew the first banner and the first tile. */
async function watchShell(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shell: Record<string, number[]> };
    w.__shell = {};
    document.addEventListener('DOMContentLoaded', () => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width)] : [];
      };
      w.__shell.banner = box(document.querySelector('#wl-boot-shell .wlbs-banner img'));
      w.__shell.tile = box(document.querySelector('[data-boot-shell-tile="my_coverage"]'));
    });
  });
}

/** The partner's link as partners send it (with its secret: a link without one gets a notice). */
const link = (home: string) => {
  const p = partner('siam-life');
  return `${home}?${new URLSearchParams({ partner_id: p.partner_id, secret_key: p.secret_key })}`;
};

for (const lng of ['th', 'en'] as const) {
  const home = lng === 'en' ? '/en' : '/';

  test.describe(`without JavaScript, signed in (${lng})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the shell draws the signed-in hero: the intro, no sign-in or register buttons', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(link(home));
      const shell = page.locator('#wl-boot-shell');
      const t = homeStrings(lng);
      await expect(shell).toContainText(t.intro);
      await expect(shell).not.toContainText(t.guestCta);
      await expect(shell.locator('.wlbs-actions')).toHaveCount(0);
    });
  });

  test(`signed in (${lng}): the app replaces the shell with the banner and tiles in place`, async ({
    page,
  }) => {
    await signIn(page);
    await watchShell(page);
    await page.goto(link(home));
    await expect(page.getByTestId('tile-my_coverage')).toBeVisible();
    await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
    const shell = await page.evaluate(
      () => (window as unknown as { __shell: Record<string, number[]> }).__shell,
    );
    const box = async (selector: string) => {
      const r = (await page.locator(selector).first().boundingBox())!;
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width)];
    };
    expect(shell.banner).toEqual(await box('[data-testid="banners"] img'));
    expect(shell.tile).toEqual(await box('[data-testid="tile-my_coverage"]'));
  });
}
