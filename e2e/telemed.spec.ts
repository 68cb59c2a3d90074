/**
 * Telemed Mart journeys in Thai and English on two partners, against the real server and demo data:
 * default (limit 3; davidt79, who has three cards of his own in force) and tmp-corp (limit 2; the SSO
 * member TMP-E004512, signed in through the development SSO secret). Choose cards up to the limit, see
 * their coverage, search a provider open now, get a code and see it expire (the browser's clock is
 * controlled; the countdown runs on it); a provider outside its hours shows "contact during working
 * hours".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { type AppHref, type Locale, localizePath } from '../shared/config/routes';
import { partner } from './support';

type Strings = Record<string, Record<string, string>>;
const telemed = (lng: Locale) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'locales', lng, 'telemed.json'), 'utf8'),
  ) as Strings;
const plain = (s: string) => s.replace(/\{\{\w+\}\}/g, '').trim();

async function acceptConsents(request: APIRequestContext, apiKey: string, token: string) {
  const list = await request.get('/api/v1/consents', {
    headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
  });
  const data = ((await list.json()).data ?? []) as {
    type: string;
    current?: { version: number };
    accepted?: boolean;
  }[];
  for (const c of Array.isArray(data) ? data : []) {
    if (c.current && !c.accepted)
      await request.post(`/api/v1/consents/${c.type}/accept`, {
        headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
        data: { version: c.current.version, channel: 'web' },
      });
  }
}

async function passwordToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/v1/auth/login', {
    headers: { 'x-api-key': partner('default').api_key },
    data: { username, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.token as string;
}

/**
 * One SSO sign-in for the whole file: /api/v1/sso is rate-limited per address (as it should be), and
 * the other journeys of the suite sign in through it too. The session stays valid across tests.
 */
let ssoSession: Promise<string> | undefined;
function ssoToken(request: APIRequestContext): Promise<string> {
  ssoSession ??= ssoSignIn(request).catch((e: unknown) => {
    ssoSession = undefined;
    throw e;
  });
  return ssoSession;
}

async function ssoSignIn(request: APIRequestContext) {
  const jwt = await new SignJWT({ name: 'ประเสริฐ', surname: 'มั่นคง' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('tmp-corp')
    .setSubject('TMP-E004512')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('tmp-corp-development-sso-secret-not-for-production'));
  const apiKey = partner('tmp-corp').api_key;
  const res = await request.post('/api/v1/sso', { headers: { 'x-api-key': apiKey }, data: { token: jwt } });
  expect(res.ok(), await res.text()).toBe(true);
  const grant = (await res.json()).data as { token: string; consents?: { type: string; version: number }[] };
  for (const c of grant.consents ?? [])
    await request.post(`/api/v1/consents/${c.type}/accept`, {
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${grant.token}` },
      data: { version: c.version, channel: 'web' },
    });
  await acceptConsents(request, apiKey, grant.token);
  return grant.token;
}

async function signIn(page: Page, partnerId: string, token: string) {
  await page.addInitScript(
    ([id, t]) => {
      localStorage.setItem('partner_id', id!);
      localStorage.setItem('auth._token.local', `Bearer ${t}`);
    },
    [partnerId, token],
  );
}

const JOURNEYS = [
  {
    partnerId: 'default',
    limit: 3,
    login: (r: APIRequestContext) => passwordToken(r, 'davidt79', 'Thompson1979'),
  },
  { partnerId: 'tmp-corp', limit: 2, login: (r: APIRequestContext) => ssoToken(r) },
] as const;

for (const lng of ['th', 'en'] as const) {
  const t = telemed(lng);
  const lp = (path: AppHref) => localizePath(path, lng);
  const open = (page: Page, path: AppHref, partnerId: string) =>
    page.goto(`${lp(path)}?partner_id=${partnerId}`);

  for (const journey of JOURNEYS) {
    test.describe(`${lng} · ${journey.partnerId} (limit ${journey.limit})`, () => {
      test('choose cards up to the limit, see coverage, find a provider open now, get a code and see it expire', async ({
        page,
        request,
      }) => {
        const token = await journey.login(request);
        await signIn(page, journey.partnerId, token);
        await page.clock.install();

        await open(page, '/telemed-mart', journey.partnerId);
        await expect(page.getByRole('heading', { name: t.intro!.title! })).toBeVisible();
        // Enough cards in force to reach the partner's limit (the member's own and linked family's).
        await expect(page.getByTestId('telemed-eligible-cards').locator('li').first()).toBeVisible();
        expect(await page.getByTestId('telemed-eligible-cards').locator('li').count()).toBeGreaterThanOrEqual(
          journey.limit,
        );
        await page.getByRole('link', { name: t.intro!.start! }).click();

        for (let step = 1; step <= journey.limit; step++) {
          await expect(page).toHaveURL(new RegExp(`/telemed-policy-${step}(\\?|$)`));
          // Without a choice, a clear message; nothing is lost.
          if (step === 1) {
            await page.getByTestId('telemed-choose-next').click();
            await expect(page.getByTestId('telemed-choose-error')).toHaveText(t.choose!.required!);
          }
          await page.getByTestId('telemed-card-option').first().click();
          await page.getByTestId('telemed-choose-next').click();
          await expect(page).toHaveURL(new RegExp(`/telemed-policy-coverage-${step}(\\?|$)`));
          await expect(page.getByTestId('telemed-benefit')).toContainText(plain(t.benefit!.perVisit!));
          if (step < journey.limit) await page.getByRole('link', { name: t.coverage!.addCard! }).click();
        }
        // At the limit there is no further card to add, and a step past it redirects back.
        await expect(page.getByRole('link', { name: t.coverage!.addCard! })).toHaveCount(0);
        if (journey.limit === 2) {
          await open(page, '/telemed-policy-3', journey.partnerId);
          await expect(page).toHaveURL(/\/telemed-policy-coverage-2(\?|$)/);
        }

        // Search for a provider open now (the 24-hour clinic is always open).
        await page.getByRole('link', { name: t.coverage!.findDoctor! }).click();
        await expect(page).toHaveURL(/\/telemed-mart\/all(\?|$)/);
        await page.getByRole('link', { name: t.providers!.search! }).click();
        await page.getByText(t.search!.openNow!).click();
        await expect(page).toHaveURL(/open_now=1/);
        const items = page.getByTestId('telemed-provider-item');
        await expect(items.first()).toBeVisible();
        await expect(page.getByTestId('telemed-closed')).toHaveCount(0);
        const first = items
          .filter({ has: page.getByTestId('telemed-open') })
          .filter({ hasText: /฿/ })
          .first();
        await first.click();

        await expect(page.getByTestId('telemed-provider-detail')).toBeVisible();
        await page.getByRole('link', { name: t.provider!.seeCoverage! }).click();
        await expect(page.getByTestId('telemed-quote')).toContainText(t.quote!.youPay!);
        await page.getByRole('link', { name: t.quote!.continue! }).click();

        // Consent is required; then the code is issued by the server.
        await page.getByTestId('telemed-get-code').click();
        await expect(page.getByText(t.preview!.consentRequired!)).toBeVisible();
        await page
          .getByText(plain(t.preview!.consent!.split('{{name}}')[0]!), { exact: false })
          .first()
          .click();
        const issued = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/telemed/codes') && r.request().method() === 'POST',
        );
        await page.getByTestId('telemed-get-code').click();
        const code = ((await (await issued).json()) as { data: { id: string; code: string } }).data;
        await expect(page).toHaveURL(new RegExp(`/preview-telemedicine-code/${code.id}`));
        await expect(page.getByTestId('telemed-code-value')).toHaveText(code.code);
        await expect(page.getByTestId('telemed-qr').locator('svg')).toBeVisible();
        await expect(page.getByTestId('telemed-countdown')).toHaveText(/^1[45]:[0-5]\d$/);

        await page.clock.fastForward('05:00');
        await expect(page.getByTestId('telemed-countdown')).toHaveText(/^(09|10):[0-5]\d$/);
        await page.clock.fastForward('10:01');
        await expect(page.getByTestId('telemed-code-expired')).toContainText(t.code!.expiredTitle!);
      });

      test('a provider outside its hours asks to contact during working hours; a code can be cancelled', async ({
        page,
        request,
      }) => {
        const token = await journey.login(request);
        const headers = { 'x-api-key': partner(journey.partnerId).api_key, authorization: `Bearer ${token}` };
        const list = (await (await request.get('/api/v1/telemed/providers', { headers })).json()).data
          .items as {
          code: string;
          hours: { open_now: boolean };
        }[];
        // The weekday clinic and the night line never open together: one of them is closed now.
        const closed = list.find((p) => !p.hours.open_now);
        expect(closed, 'a provider closed now').toBeDefined();
        await signIn(page, journey.partnerId, token);
        await open(page, `/telemedicine/${closed!.code}`, journey.partnerId);
        await expect(page.getByTestId('telemed-outside-hours')).toContainText(t.hours!.outsideTitle!);
        await expect(page.getByTestId('telemed-outside-hours')).toContainText(t.hours!.outsideBody!);

        // A route without its step redirects; an unknown category goes to all providers.
        await open(page, '/telemed-mart/nothing-here', journey.partnerId);
        await expect(page).toHaveURL(/\/telemed-mart\/all(\?|$)/);
      });
    });
  }
}
