/**
 * Frames never take focus from the previewer or scroll it until staff use one (src/app/preview-frame.ts,
 * holdFocusAndScroll; docs/decisions/064-previewer-frames-grid.md). In the onboarding trial, after
 * sign-in the previewer was scrolled to 756 px with focus inside the /otp frame (its code input focuses
 * itself), and typing in "Search routes" while /otp-card mounted sent the next keys into the frame.
 */
import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const VIEWER = { email: 'viewer@tpa.example', password: 'PreviewViewer2026' };

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(VIEWER.email);
  await page.getByLabel('Password').fill(VIEWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Signed in as .* \(Viewer\)/)).toBeVisible();
}

const frame = (page: Page, route: string) =>
  page.locator(`figure[data-frame][data-route="${route}"][data-source="partner:default"][data-locale="th"]`);

/** Where the previewer's focus is: the tag and accessible label of its active element. */
const previewerFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName ?? null,
      label: el?.getAttribute('aria-label') ?? null,
      scrollY: window.scrollY,
    };
  });

/** The OTP input of a mounted frame, and whether the frame's own document has it focused. */
const otpFocusedInside = (page: Page, route: string) =>
  frame(page, route)
    .locator('iframe')
    .evaluate((iframe: HTMLIFrameElement) => {
      const doc = iframe.contentDocument;
      return doc?.activeElement?.getAttribute('data-testid') === 'otp-input';
    });

test('frames mounting after sign-in leave focus and the scroll position with the previewer', async ({
  page,
}) => {
  await page.goto('/previewer/');
  await signIn(page);
  // /otp mounts with the first screenful (it is near the top of the grid) and asks to focus its code
  // input as it renders.
  await expect(frame(page, '/otp')).not.toHaveAttribute('data-load-id', '');
  await expect(frame(page, '/otp').frameLocator('iframe').getByTestId('otp-input')).toBeVisible();
  // Give a late focus() or scroll a moment to happen, then look.
  await page.waitForTimeout(1_000);
  const after = await previewerFocus(page);
  expect(after.tag).not.toBe('IFRAME');
  expect(after.scrollY).toBe(0);
  expect(await otpFocusedInside(page, '/otp')).toBe(false);

  // A screen's own scrollIntoView scrolls its frame only; its focus() does nothing while staff are out.
  await frame(page, '/otp')
    .locator('iframe')
    .evaluate((iframe: HTMLIFrameElement) => {
      const doc = iframe.contentDocument!;
      doc.querySelector('[data-testid="otp-submit"]')?.scrollIntoView({ block: 'end' });
      (doc.querySelector('[data-testid="otp-input"]') as HTMLInputElement).focus();
      iframe.contentWindow!.focus();
    });
  await page.waitForTimeout(300);
  const later = await previewerFocus(page);
  expect(later.tag).not.toBe('IFRAME');
  expect(later.scrollY).toBe(0);

  // Once staff press inside a frame, it behaves as the member app does: the keys go to its input.
  const otp = frame(page, '/otp').frameLocator('iframe');
  await otp.getByTestId('otp-input').click();
  await page.keyboard.type('12');
  await expect(otp.getByTestId('otp-input')).toHaveValue('12');
  expect((await previewerFocus(page)).tag).toBe('IFRAME');
  expect(await otpFocusedInside(page, '/otp')).toBe(true);
});

test('typing in "Search routes" while frames mount keeps every key in the search box', async ({ page }) => {
  await page.goto('/previewer/');
  await signIn(page);
  const search = page.getByRole('searchbox', { name: 'Search routes' });
  await search.click();
  // Typed while the first screenful of frames (the OTP ones among them) is still mounting.
  await page.keyboard.type('otp', { delay: 120 });
  // The OTP frames (the search brought /otp-card up) are now mounted and have asked for focus; keep typing.
  for (const route of ['/otp', '/otp-card']) {
    await expect(frame(page, route)).not.toHaveAttribute('data-load-id', '');
    await expect(frame(page, route).frameLocator('iframe').getByTestId('otp-input')).toBeVisible();
  }
  await page.keyboard.type('-card', { delay: 120 });
  await expect(search).toHaveValue('otp-card');
  await expect(search).toBeFocused();
  // The search narrowed the grid to /otp-card, whose frame mounted again while the keys were typed.
  await expect(frame(page, '/otp-card')).not.toHaveAttribute('data-load-id', '');
  await expect(frame(page, '/otp-card').frameLocator('iframe').getByTestId('otp-input')).toHaveValue('');
  await page.keyboard.type(' ', { delay: 50 });
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('otp-card');
  await expect(search).toBeFocused();
  expect((await previewerFocus(page)).scrollY).toBe(0);
});
