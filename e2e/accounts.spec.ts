/**
 * Accounts journeys (issue 4) on a phone viewport, in Thai and English, for two partners: register →
 * OTP (code from the dev outbox) → consents → home → log out → log in → change password → delete
 * account; a protected deep link survives login; an off-site redirect is refused; login errors; a
 * member from before the privacy update renews the password through OTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Locale, type LocalizedHref, localizePath } from '../shared/config/routes';
import { goto, partner } from './support';

const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', path), 'utf8'));
// The account screens' strings: auth's plus the signed-in account screens' own (locales/<lng>/account.json).
const AUTH = {
  th: { ...read('locales/th/auth.json'), ...read('locales/th/account.json') },
  en: { ...read('locales/en/auth.json'), ...read('locales/en/account.json') },
} as const;
const CONSENTS = { th: read('locales/th/consents.json'), en: read('locales/en/consents.json') } as const;
/** The app's date input's words (locales/<lng>/common.json dateInput). */
const DATE_INPUT = {
  th: read('locales/th/common.json').dateInput,
  en: read('locales/en/common.json').dateInput,
} as const;
const VALIDATION = {
  th: read('locales/th/validation.json'),
  en: read('locales/en/validation.json'),
} as const;

/** A form control by its visible label exactly (the required mark "*" aside). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

const rand = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Opens a path as a partner, with its credentials in the URL as partners' links carry them. */
async function open(page: Page, partnerId: string, path: LocalizedHref) {
  const p = partner(partnerId);
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}partner_id=${p.partner_id}&secret_key=${p.secret_key}`);
  await page.locator('main#main').waitFor();
}

/** The newest OTP sent by SMS to a Thai mobile number (read from the development outbox). */
async function otpFor(page: Page, mobile: string): Promise<string> {
  const e164 = `+66${mobile.slice(1)}`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(e164)}`);
      const body = (await res.json()) as { data: { text: string }[] };
      code = /\b(\d{6})\b/.exec(body.data[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function acceptConsents(page: Page, lng: Locale) {
  const t = CONSENTS[lng];
  for (const [path, checkbox] of [
    ['/condition-update', t.checkboxTerms],
    ['/privacy-update', t.checkboxPrivacy],
  ] as const) {
    await expect(page).toHaveURL(new RegExp(`${localizePath(path, lng)}(\\?|$)`));
    await page.getByRole('button', { name: t.accept }).click();
    await expect(page.getByText(t.checkboxRequired)).toBeVisible(); // explicit: no silent acceptance
    await page.getByLabel(checkbox).check();
    await page.getByRole('button', { name: t.accept }).click();
  }
}

async function login(page: Page, lng: Locale, username: string, password: string) {
  const t = AUTH[lng];
  await field(page, t.fields.username).fill(username);
  await field(page, t.fields.password).fill(password);
  await page.getByRole('button', { name: t.login.submit }).click();
}

const CASES = [
  { partnerId: 'default', lng: 'th' as const },
  { partnerId: 'siam-life', lng: 'en' as const },
];

for (const { partnerId, lng } of CASES) {
  test(`${partnerId} (${lng}): register → OTP → consents → home → log out → log in → change password → delete`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = AUTH[lng];
    const username = `e2e${rand(8)}`;
    const password = `Pass${rand(6)}`;
    const newPassword = `New${rand(6)}x`;
    const mobile = `08${rand(8)}`;

    await open(page, partnerId, localizePath('/register', lng));
    await field(page, t.fields.username).fill(username);
    await field(page, t.fields.password).fill(password);
    await field(page, t.fields.confirmPassword).fill(`${password}9`);
    await field(page, t.fields.name).fill(lng === 'th' ? 'สมหญิง' : 'Jane');
    // Validate on blur: the mismatch shows before submitting, and nothing typed is lost.
    await expect(page.getByText(VALIDATION[lng].password_mismatch)).toBeVisible();
    await field(page, t.fields.confirmPassword).fill(password);
    await field(page, t.fields.surname).fill(lng === 'th' ? 'ใจดี' : 'Doe');
    await field(page, t.fields.mobile).fill(mobile);
    // The birth date: years listed in the Buddhist era in Thai, and in English for siam-life (its
    // year_format is 'buddhist'); 2531 is 1988, and the screen says the date it will save.
    const dates = DATE_INPUT[lng];
    await field(page, dates.day).selectOption('15');
    await field(page, dates.month).selectOption('1');
    await field(page, dates.yearBe).selectOption({ label: '2531' });
    await expect(page.getByTestId('birth-date-help')).toContainText('2531');
    await page.getByLabel(t.gender.female).check();
    await page.getByRole('button', { name: t.register.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${localizePath('/otp', lng)}$`));
    await expect(page.getByTestId('otp-countdown')).toBeVisible();
    await expect(page.getByTestId('otp-resend')).toBeDisabled(); // cooldown
    const code = await otpFor(page, mobile);
    await page.reload(); // the flow survives a reload (session store in sessionStorage)
    await field(page, t.otp.label).fill(code);

    await acceptConsents(page, lng);
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', lng)}$`));

    // Log out from the settings, with confirmation.
    await goto(page, localizePath('/setting', lng));
    await page.getByTestId('setting-logout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', lng)}$`));
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();

    // Log in again.
    await goto(page, localizePath('/login', lng));
    await login(page, lng, username, password);
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', lng)}$`));

    // Change password: the wrong current password is refused, then it works.
    await goto(page, localizePath('/change-password', lng));
    await field(page, t.fields.currentPassword).fill(`${password}x`);
    await field(page, t.fields.newPassword).fill(newPassword);
    await field(page, t.fields.confirmNewPassword).fill(newPassword);
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(field(page, t.fields.newPassword)).toHaveValue(newPassword);
    await field(page, t.fields.currentPassword).fill(password);
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/setting', lng)}$`));

    // Delete the account with a fresh delete OTP.
    await goto(page, localizePath('/delete-account', lng));
    await expect(page.getByTestId('delete-retained')).toBeVisible();
    await page.getByLabel(t.delete.confirmLabel).check();
    await page.getByRole('button', { name: t.delete.sendCode }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/otp-delete', lng)}$`));
    const deleteCode = await otpFor(page, mobile);
    await field(page, t.otp.label).fill(deleteCode);
    // Deleting is destructive: it waits for the member to press the button, not for the sixth digit.
    await page.getByRole('button', { name: t.delete.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', lng)}$`));
    await expect(page.getByText(t.delete.done)).toBeVisible();

    // The deleted account can no longer log in.
    await goto(page, localizePath('/login', lng));
    await login(page, lng, username, newPassword);
    await expect(page.getByTestId('login-error')).toBeVisible();
  });
}

test('a protected deep link while logged out returns to it after login (th)', async ({ page }) => {
  await open(page, 'default', '/setting');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting/);
  await login(page, 'th', 'kanyarat88', 'Kanyarat1990');
  await expect(page).toHaveURL(/\/setting$/);
});

test('an off-site redirect target is refused after login (en)', async ({ page }) => {
  await open(page, 'default', '/en/login?redirect=%2F%2Fevil.example%2Fsteal');
  await login(page, 'en', 'davidt79', 'Thompson1979');
  await expect(page).toHaveURL(/\/en$/);
});

for (const lng of ['th', 'en'] as const) {
  test(`login errors show the spec's messages (${lng})`, async ({ page }) => {
    const t = AUTH[lng];
    await open(page, 'default', localizePath('/login', lng));
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByTestId('login-error')).toHaveText(t.login.missing);
    await field(page, t.fields.username).fill('สมชาย');
    await field(page, t.fields.password).fill('whatever1');
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByText(VALIDATION[lng].login_username_charset)).toBeVisible();
    await field(page, t.fields.username).fill('nobody12345');
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      lng === 'th' ? /ไม่พบชื่อผู้ใช้นี้/ : /Username not found/,
    );
    // What was typed is kept.
    await expect(field(page, t.fields.username)).toHaveValue('nobody12345');
  });
}

test('a member from before the privacy update renews the password through OTP (th)', async ({ page }) => {
  const t = AUTH.th;
  await open(page, 'default', '/login');
  await login(page, 'th', 'somchai01', 'Somchai2026');
  await expect(page).toHaveURL(/\/renew-password$/);
  await page.getByRole('link', { name: t.renew.enterCode }).click();
  await expect(page).toHaveURL(/\/otp$/);
  const phone = await page
    .getByText(/\d{3}-xxx-\d{4}/)
    .first()
    .textContent();
  expect(phone).toBeTruthy();
  // The outbox is read by the recipient; find the newest renewal code for this member.
  const res = await page.request.get('/api/dev/outbox');
  const msgs = (await res.json()).data as { text: string; purpose: string; recipient: string }[];
  const msg = msgs.find((m) => /\d{6}/.test(m.text) && m.purpose.includes('reset'))!;
  const code = /\b(\d{6})\b/.exec(msg.text)![1]!;
  await field(page, t.otp.label).fill(code);
  await expect(page).toHaveURL(/\/renew-password$/);
  const next = `Renew${rand(6)}`;
  await field(page, t.fields.newPassword).fill(next);
  await field(page, t.fields.confirmNewPassword).fill(next);
  await page.getByRole('button', { name: t.renew.submit }).click();
  await expect(page.getByTestId('renew-done')).toBeVisible();
  await page.getByRole('link', { name: t.renew.login }).click();
  await login(page, 'th', 'somchai01', next);
  await acceptConsents(page, 'th');
  await expect(page).toHaveURL(/\/$/);
});
