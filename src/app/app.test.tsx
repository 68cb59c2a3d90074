import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { writeBarStatus } from '../lib/storage';
import { answer, type DataOf } from '../testing/answers';
import { demoPartner, renderApp } from '../testing/render-app';

const tileIds = () =>
  screen
    .getAllByTestId(/^tile-/)
    .map((el) => el.dataset.testid?.replace('tile-', ''))
    .filter(Boolean);

describe('member app shell', () => {
  it('shows the themed home with the tiles the theme allows, in Thai at the root', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: demoPartner.product_name.th })).toBeTruthy();
    expect(tileIds()).toEqual([
      'my_coverage',
      'family_coverage',
      'claim_status',
      'hospital_search',
      'e_claim',
      'telemed_mart',
      'line_oa',
    ]);
    expect(screen.getByTestId('tile-my_coverage').getAttribute('href')).toBe('/coverages');
    await waitFor(() =>
      expect(document.title).toBe(`หน้าแรก - ${demoPartner.product_name.th}: บริการข้อมูลประกันภัยต่าง ๆ`),
    );
  });

  it('hides e-Claim and the official account when their statuses are 0, and prefixes English links', async () => {
    await renderApp('/en', { theme: { menu_icon_5_status: 0, line_oa_status: 0 } });
    await screen.findByRole('heading', { level: 1, name: demoPartner.product_name.en });
    expect(tileIds()).toEqual([
      'my_coverage',
      'family_coverage',
      'claim_status',
      'hospital_search',
      'telemed_mart',
    ]);
    expect(screen.getByTestId('tile-claim_status').getAttribute('href')).toBe('/en/claim-status');
    expect(screen.getByText('My Coverage')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe(
        `Home - ${demoPartner.product_name.en}: Various Insurance Information Services`,
      ),
    );
  });

  it('greets a signed-in member by name from the home call, with the partner key and bearer token', async () => {
    const home: DataOf<'getHome'> = {
      lang: 'th',
      member: { id: 'm1', name: 'กัญญารัตน์', surname: 'ใจดี' },
      notifications: { unread: { claim: 1, promotion: 2, general: 0 }, total_unread: 3 },
      banners: [],
      section_banners: { promotion: '', blog: '' },
      promotions: [],
      articles: [],
      cards: { count: 0 },
    };
    const fetch = vi.fn(async () => answer('getHome', home));
    vi.stubGlobal('fetch', fetch);
    authStore.getState().setToken('test-token-abcdefghijkl');
    try {
      await renderApp('/');
      expect(await screen.findByRole('heading', { level: 2, name: 'สวัสดี คุณกัญญารัตน์' })).toBeTruthy();
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/v2/home?lang=th');
      const headers = init.headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer test-token-abcdefghijkl');
      expect(headers['x-api-key']).toBe(demoPartner.api_key);
    } finally {
      authStore.getState().setToken(null);
      vi.unstubAllGlobals();
    }
  });

  it('offers guests sign-in and registration, in words', async () => {
    await renderApp('/en');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/en/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/register');
  });

  it('offers no password sign-in or registration to guests of an SSO partner', async () => {
    await renderApp('/en', { partner: { ins_code: 'TMPCORP' } });
    expect(
      await screen.findByText("Open this app from your company's employee portal to sign in."),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('follows the theme and the storage status object for the bars and the logo', async () => {
    const first = await renderApp('/');
    await screen.findByTestId('top-bar');
    expect(screen.getByTestId('bottom-bar')).toBeTruthy();
    expect(screen.getByTestId('top-bar-logo')).toBeTruthy();
    first.unmount();

    writeBarStatus({ topbar: true, bottom: false, logo: false });
    const second = await renderApp('/');
    await screen.findByTestId('top-bar');
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
    expect(screen.queryByTestId('top-bar-logo')).toBeNull();
    second.unmount();

    localStorage.clear();
    await renderApp('/', { theme: { top_bar_status: 0 } });
    await screen.findByRole('heading', { level: 1, name: demoPartner.product_name.th });
    expect(screen.queryByTestId('top-bar')).toBeNull();
  });

  it('sends a signed-out visitor from a protected page to login, remembering the path', async () => {
    const { router } = await renderApp('/coverages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcoverages');
  });

  it('sends a signed-in member away from the login page to home', async () => {
    authStore.getState().setToken('test-token-abcdefghijkl');
    try {
      const { router } = await renderApp('/en/login');
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    } finally {
      authStore.getState().setToken(null);
    }
  });

  it('shows "page not found" for unmatched paths and invalid parameters', async () => {
    const a = await renderApp('/en/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This page could not be found' }),
    ).toBeTruthy();
    a.unmount();
    authStore.getState().setToken('test-token-abcdefghijkl');
    try {
      await renderApp('/coverages/bad%20id');
      expect(await screen.findByRole('heading', { level: 2, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
    } finally {
      authStore.getState().setToken(null);
    }
  });

  it('renders a route whose feature has not landed as a titled frame with a back action', async () => {
    authStore.getState().setToken('test-token-abcdefghijkl');
    try {
      await renderApp('/en/claim-status');
      expect(await screen.findByRole('heading', { level: 1, name: 'Claim status' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    } finally {
      authStore.getState().setToken(null);
    }
  });
});

describe('the login page', () => {
  it("shows the partner's logo, named for screen readers", async () => {
    await renderApp('/en/login');
    const logo = await screen.findByRole('img', { name: `${demoPartner.name.en} logo` });
    expect(logo.getAttribute('src')).toBeTruthy();
  });
});
