/**
 * Issue 25: no partner configuration strands a member. A hidden bottom bar keeps Notifications and
 * Settings reachable; a hidden top bar keeps a visible title, a way back and the language switch
 * inside <main>; SSO-only partners show no password form, registration or reset; a partner link
 * without valid credentials is told so on the first screen; a page that was not found is titled so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { local, STORAGE_KEYS } from '../lib/storage';
import { answerError, answerFor } from '../testing/answers';
import { demoPartner, renderApp } from '../testing/render-app';
import { resetPartnerLink } from './partner-link';

const TMP = { ins_code: 'TMPCORP' };
const signIn = () => authStore.getState().setToken('test-token-abcdefghijkl');

beforeEach(() => resetPartnerLink());
afterEach(() => {
  authStore.getState().setToken(null);
  vi.unstubAllGlobals();
});

describe('a partner that hides the bottom bar (krungsiam-bank)', () => {
  it.each([
    ['/', 'แจ้งเตือน', 'ตั้งค่า', '/notification', '/setting'],
    ['/en', 'Notifications', 'Settings', '/en/notification', '/en/setting'],
  ])(
    '%s: the top bar links to Notifications and Settings',
    async (path, bell, settings, toBell, toSettings) => {
      await renderApp(path, { theme: { bottom_bar_status: 0 } });
      const bar = await screen.findByTestId('top-bar');
      expect(screen.queryByTestId('bottom-bar')).toBeNull();
      expect(within(bar).getByRole('link', { name: bell }).getAttribute('href')).toBe(toBell);
      expect(within(bar).getByRole('link', { name: settings }).getAttribute('href')).toBe(toSettings);
    },
  );

  it('also when the storage status object hides it, and marks the page the member is on', async () => {
    local.set(STORAGE_KEYS.status, JSON.stringify({ topbar: true, bottom: false, logo: true }));
    vi.stubGlobal('fetch', vi.fn(answerFor({})));
    signIn();
    await renderApp('/en/setting');
    const bar = await screen.findByTestId('top-bar');
    expect(within(bar).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps them out of the top bar while the bottom bar shows them', async () => {
    await renderApp('/en');
    await screen.findByTestId('bottom-bar');
    expect(screen.queryByTestId('frame-link-setting')).toBeNull();
  });
});

describe('a partner that hides the top bar (tmp-corp)', () => {
  it.each([
    ['/forget-password', 'ลืมรหัสผ่าน', 'ย้อนกลับ', 'English'],
    ['/en/forget-password', 'Forgot password', 'Back', 'ไทย'],
  ])(
    '%s: a visible title, a way back and the language switch inside main',
    async (path, title, back, lang) => {
      const { router } = await renderApp(path, { theme: { top_bar_status: 0 } });
      const main = await screen.findByRole('main');
      const h1 = await within(main).findByRole('heading', { level: 1, name: title });
      expect(screen.queryByTestId('top-bar')).toBeNull();
      // Visible: not the screen-reader-only class of the hidden title of old.
      expect(h1.className).not.toMatch(/visuallyHidden/);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(main).getByTestId('language-switch').textContent).toContain(lang);
      fireEvent.click(within(main).getByRole('button', { name: back }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(path.startsWith('/en') ? '/en/login' : '/login'),
      );
    },
  );

  it('with both bars hidden, the tab pages carry Notifications and Settings in that header', async () => {
    await renderApp('/en', { theme: { top_bar_status: 0, bottom_bar_status: 0 } });
    const header = await screen.findByTestId('inner-header');
    expect(within(header).getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/en/notification',
    );
    expect(within(header).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/en/setting');
  });
});

describe('an SSO-only partner (tmp-corp)', () => {
  it.each([
    ['/login', 'คุณเข้าสู่ระบบผ่านองค์กรของคุณ', 'ไปหน้าแรก', '/', 'สมัครสมาชิก'],
    ['/en/login', 'Your organisation signs you in', 'Go to home', '/en', 'Create an account'],
  ])('%s shows the notice and a way home, no password form', async (path, heading, home, to, create) => {
    const { container } = await renderApp(path, { partner: TMP });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(container.querySelector('input[type=password]')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('link', { name: create })).toBeNull();
    expect(screen.queryByRole('link', { name: /password|รหัสผ่าน/i })).toBeNull();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(to);
  });

  it.each([
    ['/register', 'สมัครสมาชิก', 'ไปหน้าแรก', '/'],
    ['/en/register', 'Register', 'Go to home', '/en'],
    ['/forget-password', 'ลืมรหัสผ่าน', 'ไปหน้าแรก', '/'],
    ['/en/forget-password', 'Forgot password', 'Go to home', '/en'],
    ['/forget-username', 'ลืมชื่อผู้ใช้', 'ไปหน้าแรก', '/'],
    ['/en/forget-username', 'Forgot username', 'Go to home', '/en'],
  ])('%s is a notice with a way out, no form', async (path, title, home, to) => {
    const { container } = await renderApp(path, { partner: TMP });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByTestId('sso-only')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(to);
  });

  it('still offers the forms to password partners', async () => {
    await renderApp('/en/forget-password');
    expect(await screen.findByRole('button', { name: 'Send the code' })).toBeTruthy();
    expect(screen.queryByTestId('sso-only')).toBeNull();
  });
});

describe('a partner link without valid credentials', () => {
  it.each([
    ['/', 'ลิงก์นี้ไม่มีข้อมูลบริษัทประกันของคุณ'],
    ['/en', "This link is missing your insurer's details"],
    ['/en/login', "This link is missing your insurer's details"],
  ])('%s: a link with partner_id but no secret says so on the first screen', async (path, heading) => {
    local.set(STORAGE_KEYS.partnerId, 'siam-life');
    const fetch = vi.fn(answerFor({}));
    vi.stubGlobal('fetch', fetch);
    await renderApp(path);
    const notice = await screen.findByTestId('partner-link');
    expect(within(notice).getByRole('heading', { name: heading })).toBeTruthy();
    // Inside <main>, with the screen's own content still there.
    expect(screen.getByRole('main').contains(notice)).toBe(true);
    // Without a secret there is nothing to ask the server.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('partner-info'))).toBe(false);
  });

  it.each([
    ['/register', 'เข้าสู่ระบบ', '/login'],
    ['/en/register', 'Log in', '/en/login'],
  ])(
    '%s: a secret the server refuses: the notice instead of the form, and ways out',
    async (path, login, to) => {
      local.set(STORAGE_KEYS.partnerId, 'siam-life');
      local.set(STORAGE_KEYS.secretKey, 'wrong_secret_1234567890');
      const fetch = vi.fn(answerFor({ getPartnerInfo: answerError('PARTNER_CREDENTIALS_INVALID') }));
      vi.stubGlobal('fetch', fetch);
      const { container } = await renderApp(path);
      await screen.findByTestId('partner-link');
      expect(container.querySelector('form')).toBeNull();
      expect(screen.getByRole('link', { name: login }).getAttribute('href')).toBe(to);
      const asked = fetch.mock.calls.map(([url]) => String(url)).find((u) => u.includes('partner-info'));
      expect(asked).toContain('partner_id=siam-life');
    },
  );

  it("is not an SSO partner's concern: they never register here, their screens say so", async () => {
    local.set(STORAGE_KEYS.partnerId, 'tmp-corp');
    vi.stubGlobal('fetch', vi.fn(answerFor({})));
    await renderApp('/en/login', { partner: TMP });
    await screen.findByTestId('sso-only');
    expect(screen.queryByTestId('partner-link')).toBeNull();
  });

  it('says nothing when the server accepts the link, or without a link', async () => {
    local.set(STORAGE_KEYS.partnerId, 'siam-life');
    local.set(STORAGE_KEYS.secretKey, 'sli_sk_V3nQ8rT2mW6yK9pB4xZd');
    const fetch = vi.fn(answerFor({ getPartnerInfo: { ...demoPartner, line_liff_id: '' } as never }));
    vi.stubGlobal('fetch', fetch);
    const first = await renderApp('/en/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('partner-info'))).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByTestId('partner-link')).toBeNull();
    first.unmount();
    localStorage.clear();
    resetPartnerLink();
    await renderApp('/en');
    await screen.findByTestId('top-bar');
    expect(screen.queryByTestId('partner-link')).toBeNull();
  });
});

describe('titles never name a page that was not found', () => {
  it.each([
    ['/promotion/%3Cscript%3E', 'ไม่พบหน้าที่คุณต้องการ', 'โปรโมชัน'],
    ['/en/promotion/%3Cscript%3E', 'This page could not be found', 'Promotion'],
  ])('%s: a refused address is titled not found', async (path, notFound, promotion) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith(notFound)).toBe(true));
    expect(document.title).not.toContain(promotion);
  });

  it.each([
    ['/promotion/P404', 'ไม่พบหน้าที่ต้องการ', 'โปรโมชัน'],
    ['/en/promotion/P404', 'Page not found', 'Promotion'],
  ])('%s: a record that does not exist is titled not found', async (path, notPage, promotion) => {
    vi.stubGlobal('fetch', vi.fn(answerFor({})));
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: notPage })).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith(`${notPage} - `)).toBe(true));
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain(promotion);
  });
});

describe('a refused redirect lands on home', () => {
  it.each([
    ['/check-page?redirect=%2Fen%2F%2Fevil.example', '/'],
    ['/en/check-page?redirect=%2Fen%2F%2Fevil.example', '/en'],
  ])('%s, signed in → %s', async (path, home) => {
    vi.stubGlobal('fetch', vi.fn(answerFor({ listConsents: { terms: null, privacy: null, pending: [] } })));
    signIn();
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['/check-page?redirect=%2Fen%2F%2Fevil.example', '/'],
    ['/en/check-page?redirect=%2Fen%2F%2Fevil.example', '/en'],
  ])('%s, a visitor → %s', async (path, home) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});
