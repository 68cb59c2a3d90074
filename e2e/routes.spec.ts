/**
 * Every route of docs/spec.md section 2, in Thai and English, for two partners: the page loads (no 404), its
 * title follows the spec's pattern, the partner's theme colours are applied, and credentials in the
 * URL are gone from the address bar.
 */
import { expect, test } from '@playwright/test';
import type { Locale } from '../src/config/routes';
import { allRoutes, expectedTitle, hexToRgb, openAs, pretendSignedIn, routeTitle, theme } from './support';

const PARTNERS = ['default', 'siam-life'] as const;
const LOCALES: Locale[] = ['th', 'en'];

for (const partnerId of PARTNERS) {
  for (const lng of LOCALES) {
    test(`every route renders for ${partnerId} in ${lng}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const colours = theme(partnerId);
      // Guest-only pages are visited signed out, everything else signed in.
      const guestContext = await browser.newContext();
      const memberContext = await browser.newContext();
      const memberPage = await memberContext.newPage();
      await pretendSignedIn(memberPage);
      const guestPage = await guestContext.newPage();
      for (const { route, path } of allRoutes(lng)) {
        const page = route.access === 'guest' ? guestPage : memberPage;
        await openAs(page, partnerId, path);
        if (route.screen === 'check-page' || route.screen === 'check-page-auth') {
          // The login/callback target moves a member on to home.
          await expect(page).toHaveURL(lng === 'en' ? /\/en$/ : /\/$/);
          continue;
        }
        const expected =
          route.path === '/'
            ? expectedTitle(lng, routeTitle(lng, 'home'), partnerId)
            : expectedTitle(lng, routeTitle(lng, route.title), partnerId);
        await expect(page, path).toHaveTitle(expected);
        await expect(page.getByTestId('not-found'), path).toHaveCount(route.screen === 'not-page' ? 1 : 0);
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
