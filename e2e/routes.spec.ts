/**
 * Every route of docs/spec.md section 2, in Thai and English, for two partners: the page loads (no 404), its
 * title follows the spec's pattern, the partner's theme colours are applied, and credentials in the
 * URL are gone from the address bar. Routes that take a record open the partner's demo record (the
 * previewer's examples, as its preview member sees them, signed in with its read-only preview
 * session): no screen says "not found" (docs/decisions/081-preview-members-and-records.md).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type AppRoute,
  examplePath,
  type Locale,
  type LocalizedHref,
  localizePath,
  ROUTES,
  stripLocale,
} from '../shared/config/routes';
import { previewPath } from '../previewer/grid/preview-path';
import { expectedTitle, hexToRgb, openAs, routeTitle, theme } from './support';

const PARTNERS = ['default', 'siam-life'] as const;

/**
 * The route the page is on now. A route whose step does not apply redirects (a Telemed search result
 * without a search goes to the search), so the title to expect is the one of where it landed; the most
 * specific pattern wins (/telemed-mart/search before /telemed-mart/:id?).
 */
function routeAt(url: string): AppRoute | undefined {
  const path = stripLocale(new URL(url).pathname);
  const matching = ROUTES.filter((r) => {
    const pattern = r.path
      .split('/')
      .map((part) =>
        part.endsWith('?') ? '(?:/[^/]+)?' : part.startsWith(':') ? '/[^/]+' : part ? `/${part}` : '',
      )
      .join('');
    return new RegExp(`^${pattern || '/'}$`).test(path === '' ? '/' : path);
  });
  return matching.sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0];
}
const LOCALES: Locale[] = ['th', 'en'];

/** The partner's preview member's read-only session and demo records, from the staff API. */
async function demoOf(request: APIRequestContext, partnerId: string) {
  const login = await request.post('/api/staff/session', {
    data: { email: 'viewer@tpa.example', password: 'PreviewViewer2026' },
  });
  expect(login.ok()).toBe(true);
  const session = await request.post('/api/staff/preview-sessions', { data: { partner_id: partnerId } });
  expect(session.status(), await session.text()).toBe(200);
  const examples = await request.get(`/api/staff/partners/${partnerId}/examples`);
  return {
    token: (await session.json()).data.token as string,
    examples: (await examples.json()).data as Record<string, string>,
  };
}

/** Signs the page in as that member before any script runs (as e2e/support.ts pretendSignedIn does). */
async function signInAs(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
}

/**
 * Every route as a concrete path in `lng`, with the partner's demo record where it takes one; an
 * optional id is walked without it too. A consultation code exists only once issued (a write), so
 * /preview-telemedicine-code opens bare (it moves on to the last code or Telemed Mart).
 */
function routePaths(
  lng: Locale,
  examples: Record<string, string>,
): { route: AppRoute; path: LocalizedHref }[] {
  const patterns = new Set<string>(ROUTES.map((r) => r.path));
  return ROUTES.flatMap((route) => {
    const bare = examplePath(route);
    if (route.path === '/preview-telemedicine-code/:id?') return [{ route, path: localizePath(bare, lng) }];
    const filled = { route, path: localizePath(previewPath(route, examples), lng) };
    // /claim-status/:id? also serves /claim-status; /telemed-mart/:id? does not (a plain route does).
    const alsoBare =
      route.path.includes('?') && !patterns.has(bare) && filled.path !== localizePath(bare, lng);
    return alsoBare ? [filled, { route, path: localizePath(bare, lng) }] : [filled];
  });
}

for (const partnerId of PARTNERS) {
  for (const lng of LOCALES) {
    test(`every route renders for ${partnerId} in ${lng}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const colours = theme(partnerId);
      // Guest-only pages are visited signed out, everything else signed in.
      const guestContext = await browser.newContext();
      const memberContext = await browser.newContext();
      const memberPage = await memberContext.newPage();
      const { token, examples } = await demoOf(memberContext.request, partnerId);
      await signInAs(memberPage, token);
      const guestPage = await guestContext.newPage();
      for (const { route, path } of routePaths(lng, examples)) {
        const page = route.access === 'guest' ? guestPage : memberPage;
        await openAs(page, partnerId, path);
        if (route.screen === 'check-page' || route.screen === 'check-page-auth') {
          // The login/callback target moves a member on to home.
          await expect(page).toHaveURL(lng === 'en' ? /\/en$/ : /\/$/);
          continue;
        }
        let landed: AppRoute = route;
        await expect(async () => {
          landed = routeAt(page.url()) ?? route;
          const expected =
            landed.path === '/'
              ? expectedTitle(lng, routeTitle(lng, 'home'), partnerId)
              : expectedTitle(lng, routeTitle(lng, landed.title), partnerId);
          // Every route that takes a record opens the demo one: no screen is "not found".
          expect(await page.title(), `${path} (now ${page.url()})`).toBe(expected);
        }).toPass({ timeout: 20_000 });
        await expect(page.getByTestId('not-found'), path).toHaveCount(landed.screen === 'not-page' ? 1 : 0);
        expect(
          new URL(page.url()).searchParams.has('partner_id'),
          `${path} keeps partner_id in the URL`,
        ).toBe(false);
        const topBar = page.getByTestId('top-bar');
        await expect(topBar, path).toHaveCSS('background-color', hexToRgb(colours.top_bar_background_color));
      }
      await guestContext.close();
      await memberContext.close();
    });
  }
}
