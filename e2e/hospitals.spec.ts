/**
 * Hospital search journeys in Thai and English on two partners, against the real server and its demo
 * network (445 places): a name with a typing mistake, the detail with its phone and directions, "near
 * me" with a location given and with location refused, and e-Claim's provider list returning with
 * ?provider=.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Locale, localizePath } from '../shared/config/routes';
import { openAs, pretendSignedIn } from './support';

const ROOT = join(import.meta.dirname, '..');
type Strings = Record<string, Record<string, string>>;
const hospitals = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'hospitals.json'), 'utf8')) as Strings;

/** H0001 in the demo network, in both partners' networks. */
const BUMRUNGRAD = {
  code: 'H0001',
  name: { th: 'โรงพยาบาลบำรุงราษฎร์', en: 'Bumrungrad International Hospital' },
  typo: { th: 'บำรุงราด', en: 'bumrungard' },
  tel: 'tel:025976089',
  destination: 'destination=13.73683,100.57847',
};
/** Standing at Chiang Mai Ram Hospital (H0086): it is the nearest place. */
const CHIANG_MAI = { latitude: 18.78888, longitude: 98.98699 };
const CHIANG_MAI_RAM = { th: 'โรงพยาบาลเชียงใหม่ราม', en: 'Chiang Mai Ram Hospital' };

for (const lng of ['th', 'en'] as const) {
  for (const partnerId of ['default', 'siam-life'] as const) {
    test.describe(`hospital search (${lng}, ${partnerId})`, () => {
      test('finds a hospital by a misspelt name and opens its phone and directions', async ({ page }) => {
        const s = hospitals(lng);
        await openAs(page, partnerId, localizePath('/search-hospital', lng));
        await page.getByTestId('hospital-search').fill(BUMRUNGRAD.typo[lng]);
        const first = page.getByTestId('hospital-item').first();
        await expect(first).toContainText(BUMRUNGRAD.name[lng]);
        await expect(page.getByTestId('hospital-count')).toBeVisible();
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/search-hospital/detail/${BUMRUNGRAD.code}`));
        await expect(page.getByRole('heading', { name: BUMRUNGRAD.name[lng] })).toBeVisible();
        await expect(page.getByTestId('hospital-phone')).toHaveAttribute('href', BUMRUNGRAD.tel);
        const directions = page.getByTestId('hospital-directions');
        await expect(directions).toHaveAttribute('href', new RegExp(BUMRUNGRAD.destination));
        await expect(directions).toHaveAttribute('target', '_blank');
        await expect(page.getByText(s.detail!.hours!)).toBeVisible();
        // Signed out: a prompt to log in instead of the member's cards.
        await expect(page.getByTestId('hospital-cards')).toContainText(s.detail!.cardsSignedOut!);
        // Back in the search, the words typed are still there.
        await page.goBack();
        await expect(page.getByTestId('hospital-search')).toHaveValue(BUMRUNGRAD.typo[lng]);
      });

      test('sorts by distance from the device and opens the nearest', async ({ page, context }) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(CHIANG_MAI);
        await openAs(page, partnerId, localizePath('/search-hospital', lng));
        await page.getByTestId('hospital-search').fill(lng === 'th' ? 'โรงพยาบาล' : 'hospital');
        await page.getByTestId('hospital-near-me').click();
        await expect(page.getByTestId('near-me-on')).toBeVisible();
        const first = page.getByTestId('hospital-item').first();
        await expect(first).toContainText(CHIANG_MAI_RAM[lng]);
        await expect(first).toContainText(lng === 'th' ? 'กม.' : 'km away');
        // No card overlaps the next (rows are measured again when a distance line appears).
        await expect
          .poll(() =>
            page.getByTestId('hospital-list').evaluate((list) => {
              const boxes = [...list.children].map((li) => li.getBoundingClientRect());
              return boxes.slice(1).filter((box, i) => box.top < boxes[i]!.bottom - 0.5).length;
            }),
          )
          .toBe(0);
        await first.click();
        await expect(page.getByRole('heading', { name: CHIANG_MAI_RAM[lng] })).toBeVisible();
        // Issue 25: back from the place, the list is still sorted by distance (near-me is in the address).
        await page.goBack();
        await expect(page).toHaveURL(/[?&]near=1/);
        await expect(page.getByTestId('near-me-on')).toBeVisible();
        await expect(page.getByTestId('hospital-item').first()).toContainText(CHIANG_MAI_RAM[lng]);
      });

      test('says GPS is unavailable when location is refused, and search still works', async ({
        page,
        context,
      }) => {
        const s = hospitals(lng);
        await context.clearPermissions();
        await openAs(page, partnerId, localizePath('/search-hospital', lng));
        await page.getByTestId('hospital-near-me').click();
        await expect(page.getByTestId('gps-unavailable')).toHaveText(s.near!.unavailable!);
        await page.getByTestId('hospital-search').fill(BUMRUNGRAD.typo[lng]);
        await expect(page.getByTestId('hospital-item').first()).toContainText(BUMRUNGRAD.name[lng]);
        // Nothing matches: the spec's "no provider or hospital".
        await page.getByTestId('hospital-search').fill('zzqqxxyy');
        await expect(page.getByTestId('hospitals-empty')).toContainText(s.results!.none!);
      });

      test('provider list returns to the given path with ?provider=', async ({ page }) => {
        await pretendSignedIn(page, [partnerId]);
        await openAs(
          page,
          partnerId,
          `${localizePath('/provider-list', lng)}?returnTo=%2Fe-claim%3Fstep%3D1`,
        );
        await page.getByTestId('hospital-search').fill(BUMRUNGRAD.typo[lng]);
        const item = page.getByTestId('hospital-item').first();
        await expect(item).toContainText(BUMRUNGRAD.name[lng]);
        const prefix = lng === 'en' ? '/en' : '';
        // e-Claim stores the provider in its draft and then drops it from the address: catch the hand-over.
        const handedOver = page.waitForURL(
          new RegExp(`${prefix}/e-claim\\?step=1&provider=${BUMRUNGRAD.code}$`),
        );
        await item.click();
        await handedOver;
      });
    });
  }
}

test('signed in, the detail lists the member cards the hospital accepts', async ({ page }) => {
  await pretendSignedIn(page, ['default']);
  await openAs(page, 'default', localizePath(`/search-hospital/detail/${BUMRUNGRAD.code}`, 'en'));
  await expect(page.getByTestId('hospital-detail')).toBeVisible();
  const cards = page.getByTestId('hospital-cards');
  await expect(cards.getByTestId('accepted-card').first()).toBeVisible();
});

test('an unknown hospital is "not found", not an error', async ({ page }) => {
  await openAs(page, 'default', localizePath('/search-hospital/detail/H9999', 'en'));
  await expect(page.getByTestId('hospital-not-found')).toContainText(hospitals('en').detail!.notFoundTitle!);
});
