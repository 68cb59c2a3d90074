/**
 * The previewer asks for a staff sign-in and reads partners from the staff API
 * (docs/decisions/038-staff-access.md); its scripts hold no partner secret and no session token.
 */
import { expect, test } from '@playwright/test';
import { partner } from './support';

test('the previewer signs staff in, keeps what was typed on a refusal, and lists partners from the API', async ({
  page,
}) => {
  await page.goto('/previewer/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  // No partner list before signing in.
  await expect(page.getByRole('combobox', { name: /^Partner/ })).toHaveCount(0);

  await page.getByLabel('E-mail').fill('viewer@tpa.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await expect(page.getByLabel('E-mail')).toHaveValue('viewer@tpa.example');

  await page.getByLabel('Password').fill('PreviewViewer2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Signed in as .* \(viewer\)/)).toBeVisible();
  const options = await page
    .getByRole('combobox', { name: /^Partner/ })
    .locator('option')
    .allTextContents();
  expect(options.some((o) => o.includes(partner('siam-life').name.en))).toBe(true);
  await page.getByRole('combobox', { name: /^Partner/ }).selectOption('siam-life');
  await expect(page.locator('iframe')).toHaveAttribute('src', /partner_id=siam-life/);

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

  // Signing out ends the session: a reload asks for a sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
