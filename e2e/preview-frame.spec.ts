/**
 * One frame of the previewer (docs/decisions/063-preview-mode.md): the real member app in an iframe
 * of a same-origin page, in preview mode, signed in through a read-only preview session that a
 * viewer got from the staff API. It shows the LINE partner's demo member without the LINE gate,
 * refuses to save, re-themes on a message without reloading, and shows the OTP and use-card steps
 * with their countdowns running, in Thai and English.
 */
import { readFileSync } from 'node:fs';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import type { PreviewConfig } from '../shared/engine/partner/preview';
import { hexToRgb, partner, theme } from './support';

const PARTNER = 'krungsiam-bank';
const VIEWER = { email: 'viewer@tpa.example', password: 'PreviewViewer2026' };
const HOST = '/__preview-host';

interface Grant {
  token: string;
  expires_at: string;
  member: { username: string | null; display_name: string };
}

/** Signs in as a viewer (the page's request context keeps the staff cookie) and opens a preview session. */
async function previewSession(page: Page): Promise<Grant> {
  const login = await page.request.post('/api/staff/session', { data: VIEWER });
  expect(login.ok()).toBe(true);
  const res = await page.request.post('/api/staff/preview-sessions', { data: { partner_id: PARTNER } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Grant;
}

/** A blank page of the app's origin, standing in for the previewer, that records the frames' messages. */
async function openHost(page: Page) {
  await page.route(`**${HOST}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }),
  );
  await page.goto(HOST);
  await page.evaluate(() => {
    const w = window as unknown as { messages: unknown[] };
    w.messages = [];
    window.addEventListener('message', (e) => {
      if (e.origin === location.origin) w.messages.push(e.data);
    });
  });
}

async function addFrame(page: Page, id: string, src: string): Promise<FrameLocator> {
  await page.evaluate(
    ({ id, src }) => {
      const iframe = document.createElement('iframe');
      iframe.id = id;
      iframe.title = id;
      iframe.style.cssText = 'width:390px;height:844px;border:0';
      iframe.src = src;
      document.body.append(iframe);
    },
    { id, src },
  );
  return page.frameLocator(`#${id}`);
}

const frameUrl = (path: string, token: string | null, state?: string) =>
  `${path}?wl_preview=1&partner_id=${PARTNER}${state ? `&wl_preview_state=${state}` : ''}${
    token ? `#wl_preview_token=${encodeURIComponent(token)}` : ''
  }`;

const messagesOf = (page: Page, type: string) =>
  page.evaluate(
    (type) => (window as unknown as { messages: { type: string }[] }).messages.filter((m) => m.type === type),
    type,
  ) as Promise<{ type: string; loadId: string; path?: string }[]>;

function ksbConfig(topBar: string): PreviewConfig {
  const { secret_key: _s, $schema: _x, ...pub } = partner(PARTNER) as unknown as Record<string, unknown>;
  return {
    partner: pub as unknown as PreviewConfig['partner'],
    theme: { ...theme(PARTNER), top_bar_background_color: topBar, main_color_1: topBar },
    tiles: JSON.parse(readFileSync(`partners/${PARTNER}/menu-tiles.json`, 'utf8')),
  };
}

async function memberApi(page: Page, token: string, path: string) {
  return page.request.get(path, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': partner(PARTNER).api_key },
  });
}

test('a frame shows the LINE partner’s demo member through the preview session, with no LINE gate', async ({
  page,
}) => {
  const grant = await previewSession(page);
  expect(grant.member.username).toBe('siriporn95');
  await openHost(page);
  const frame = await addFrame(page, 'cards', frameUrl('/en/coverages', grant.token));
  await expect(frame.locator('[data-testid^="cards-"]').first()).toBeVisible();
  await expect(frame.locator('main#main')).toContainText(grant.member.display_name.split(' ')[0]!);
  await expect(frame.getByTestId('open-in-line')).toHaveCount(0);
  await expect(frame.getByText('Please open this app in LINE')).toHaveCount(0);
  // The token left the frame's address; the host page's own storage holds nothing of the frame.
  const frameUrlNow = page
    .frames()
    .find((f) => f.url().includes('/en/coverages'))!
    .url();
  expect(frameUrlNow).not.toContain('wl_preview_token');
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('auth._token.local');
});

test('a button that would save is refused calmly and nothing changes', async ({ page }) => {
  const grant = await previewSession(page);
  const before = (await (await memberApi(page, grant.token, '/api/v1/me')).json()).data;
  await openHost(page);
  const frame = await addFrame(page, 'profile', frameUrl('/en/edit-profile', grant.token));
  const email = frame.getByLabel('Email');
  await expect(email).toHaveValue(before.email);
  await email.fill('changed.in.preview@example.com');
  await frame.getByRole('button', { name: /save/i }).click();
  await expect(frame.getByText('Preview only: nothing is saved').first()).toBeVisible();
  // Still on the form (a save would go back to the settings), and the server kept the old e-mail.
  await expect(email).toHaveValue('changed.in.preview@example.com');
  const after = (await (await memberApi(page, grant.token, '/api/v1/me')).json()).data;
  expect(after.email).toBe(before.email);
});

test('opening a notification tries no write, marks nothing read and says nothing', async ({ page }) => {
  const grant = await previewSession(page);
  const list = async () => (await (await memberApi(page, grant.token, '/api/v1/notifications')).json()).data;
  const unread = (await list()).items.find((n: { read: boolean; expired: boolean }) => !n.read && !n.expired);
  expect(unread).toBeTruthy();
  // Every write the frame sends: opening a notification in a read-only preview asks for none
  // (src/features/notifications/components/notification-detail-view.tsx), so none is refused.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
  });
  await openHost(page);
  const frame = await addFrame(page, 'notification', frameUrl(`/en/notification/${unread.id}`, grant.token));
  await expect(frame.getByTestId('notification-detail')).toBeVisible();
  await expect.poll(async () => (await messagesOf(page, 'wl-preview:ready')).length).toBe(1);
  // Past the render in which the screen would mark it read, and a toast's delay.
  await page.waitForTimeout(1_500);
  expect(writes).toEqual([]);
  await expect(frame.getByText('Preview only: nothing is saved')).toHaveCount(0);
  const after = (await list()).items.find((n: { id: string }) => n.id === unread.id);
  expect(after.read).toBe(false);
});

test('a config message re-themes the top bar without a reload', async ({ page }) => {
  const grant = await previewSession(page);
  await openHost(page);
  const frame = await addFrame(page, 'home', frameUrl('/en/coverages', grant.token));
  await expect.poll(async () => (await messagesOf(page, 'wl-preview:ready')).length).toBe(1);
  const [ready] = await messagesOf(page, 'wl-preview:ready');
  const topBar = frame.getByTestId('top-bar');
  await expect(topBar).toBeVisible();
  const colour = '#7B2D8E';
  await expect(topBar).not.toHaveCSS('background-color', hexToRgb(colour));

  await page.evaluate(
    (config) =>
      (document.getElementById('home') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: 'wl-preview:config', config },
        location.origin,
      ),
    ksbConfig(colour),
  );
  await expect(topBar).toHaveCSS('background-color', hexToRgb(colour));
  await expect
    .poll(async () => (await messagesOf(page, 'wl-preview:applied')).map((m) => m.loadId))
    .toEqual([ready!.loadId]);
  // Still the same load: no second ready, the same page.
  expect((await messagesOf(page, 'wl-preview:ready')).map((m) => m.loadId)).toEqual([ready!.loadId]);
  await expect(frame.locator('[data-testid^="cards-"]').first()).toBeVisible();
});

for (const lng of ['th', 'en'] as const) {
  const prefix = lng === 'en' ? '/en' : '';

  test(`the OTP and use-card steps render with a running countdown (${lng})`, async ({ page }) => {
    const grant = await previewSession(page);
    await openHost(page);

    const otp = await addFrame(page, 'otp', frameUrl(`${prefix}/otp-card`, grant.token, 'otp'));
    await expect(otp.locator('html')).toHaveAttribute('lang', lng);
    await expect(otp.getByTestId('otp-form')).toBeVisible();
    await expect(otp.getByTestId('otp-ref')).toHaveText('R8TN');
    // The code went to the demo member's own phone, masked.
    await expect(otp.getByTestId('otp-form')).toContainText('098-xxx-7405');
    const otpCountdown = otp.getByTestId('otp-countdown');
    await expect(otpCountdown).toContainText(/[45]:\d\d/);
    const first = await otpCountdown.textContent();
    await expect.poll(() => otpCountdown.textContent(), { timeout: 10_000 }).not.toBe(first);

    const signedOut = await addFrame(page, 'otp-register', frameUrl(`${prefix}/otp`, null, 'otp'));
    await expect(signedOut.getByTestId('otp-form')).toBeVisible();
    await expect(signedOut.getByTestId('otp-countdown')).toContainText(/[45]:\d\d/);

    const use = await addFrame(page, 'use', frameUrl(`${prefix}/hospital-list`, grant.token, 'use-card'));
    await expect(use.getByTestId('use-card-display')).toBeVisible();
    await expect(use.getByTestId('use-card-code')).toHaveText('K7P3M9QX');
    await expect(use.getByTestId('use-card-qr')).toBeVisible();
    const useCountdown = use.getByTestId('use-card-countdown');
    await expect(useCountdown).toContainText(/[45]:\d\d/);
    const shown = await useCountdown.textContent();
    await expect.poll(() => useCountdown.textContent(), { timeout: 10_000 }).not.toBe(shown);

    // The e-Claim steps that follow documents: the success screen after a submit nobody stored.
    const success = await addFrame(
      page,
      'claim',
      frameUrl(`${prefix}/e-claim`, grant.token, 'eclaim-success'),
    );
    await expect(success.getByTestId('eclaim-success')).toBeVisible();
    await expect(success.getByTestId('eclaim-success')).toContainText('EC-2611-004187');
    const claims = (await (await memberApi(page, grant.token, '/api/v1/claims')).json()).data.claims;
    expect(claims.some((c: { claim_no: string }) => c.claim_no === 'EC-2611-004187')).toBe(false);
  });
}
