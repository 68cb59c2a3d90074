/**
 * Cards and coverage journeys in Thai and English, against the real server and its demo data
 * (default partner, kanyarat88, who has a group card, a self-added card and her mother's card).
 * Sign-in goes through the real login endpoint; the token is put where the app keeps it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AppHref, type Locale, localizePath } from '../shared/config/routes';
import { goto } from './support';

/** Chooses an ISO date in the app's date input whose day list is `#id` (then `#id-month`, `#id-year`). */
async function chooseDate(page: Page, id: string, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await page.locator(`#${id}`).selectOption(String(Number(day)));
  await page.locator(`#${id}-month`).selectOption(String(Number(month)));
  await page.locator(`#${id}-year`).selectOption(year);
}

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
type Strings = Record<string, Record<string, string> & { relations?: Record<string, string> }>;
const cards = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'cards.json'), 'utf8')) as Strings;
const hospitalStrings = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'hospitals.json'), 'utf8')) as Strings;
const validation = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'validation.json'), 'utf8')) as Record<string, string>;

const MEMBER = { username: 'kanyarat88', password: 'Kanyarat1990' };
/** Her own national id (her TPA cards are already hers) and her group card. */
const OWN_NATIONAL_ID = '1102000341575';
const GROUP_CARD_NO = 'GHS-NLI-2026-01152';
/**
 * TPA insureds of the default partner whose phones match no member (seed I02, I01): linking them as
 * family needs an OTP to one of their phones on file. One per language, so both journeys can link.
 */
const TPA_RELATIVE = {
  th: {
    nationalId: '3830100456291',
    masked: '081-xxx-7204',
    e164: '+66819637204',
    name: 'อนุชา',
    cardNo: 'NLI-IH-2604-002871',
  },
  en: {
    nationalId: '3410200213874',
    masked: '098-xxx-7405',
    e164: '+66982217405',
    name: 'สมหมาย',
    cardNo: 'GHS-UDL-2026-00933',
  },
} as const;

async function signIn(page: Page, request: APIRequestContext, lng: Locale) {
  const res = await request.post('/api/v1/auth/login', { data: { ...MEMBER, lang: lng } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
  return token;
}

async function latestOtp(request: APIRequestContext, recipient: string) {
  const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { data } = (await res.json()) as { data: { purpose: string; text: string }[] };
  const message = data.find((m) => m.purpose === 'otp_card');
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  expect(code, `an OTP to ${recipient} in the outbox`).toBeDefined();
  return code!;
}

// Every journey here acts as the same demo member, and starting a card display ends that member's
// previous one (server rule): run them one after another, never in parallel workers.
test.describe.configure({ mode: 'serial' });

for (const lng of ['th', 'en'] as const) {
  const t = cards(lng);
  const v = validation(lng);
  const lp = (path: AppHref) => localizePath(path, lng);

  test.describe(`cards in ${lng}`, () => {
    test('own policy is already linked; a relative’s policy is linked by ID card and OTP and their coverage shows', async ({
      page,
      request,
    }) => {
      await signIn(page, request, lng);
      await goto(page, lp('/coverages'));
      await expect(page.getByTestId('cards-group')).toContainText(GROUP_CARD_NO);
      await page.getByRole('link', { name: t.list!.findPolicy! }).click();
      await expect(page).toHaveURL(lp('/search-idcard'));

      // A wrong check digit is refused before anything is sent.
      const id = page.getByTestId('national-id');
      await id.fill('1102000341576');
      await page.getByTestId('search-submit').click();
      await expect(page.getByText(v.thai_id_invalid!)).toBeVisible();
      await expect(id).toHaveValue('1-1020-00341-57-6');

      await id.fill(OWN_NATIONAL_ID);
      await expect(id).toHaveValue('1-1020-00341-57-5');
      await page.getByTestId('search-submit').click();
      await expect(page.getByTestId('search-already-linked')).toHaveText(t.search!.alreadyLinked!);
      await expect(page.getByTestId('found-policies')).toContainText('1152');

      // A relative whose phones on file are not the member's: pick one of them for the OTP.
      const relative = TPA_RELATIVE[lng];
      await goto(page, lp('/search-idcard-family'));
      await page.getByTestId('national-id').fill(relative.nationalId);
      await page.getByTestId('family-relation').selectOption('sibling');
      await page.getByTestId('search-submit').click();
      const choose = page.getByTestId('choose-phone');
      await expect(choose).toBeVisible();
      await page.getByTestId('none-mine').click();
      await expect(page.getByTestId('line-oa-link')).toHaveAttribute(
        'href',
        'https://line.me/R/ti/p/@thaicaretpa',
      );
      await choose.getByLabel(relative.masked).check();
      await page.getByTestId('send-otp').click();
      await expect(page).toHaveURL(lp('/otp-card'));
      await expect(page.getByText(relative.masked)).toBeVisible();

      // A wrong code first: the message comes from the server, nothing is linked.
      const code = await latestOtp(request, relative.e164);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByTestId('otp-input').fill(wrong);
      await page.getByTestId('otp-submit').click();
      await expect(page.getByTestId('otp-error')).toBeVisible();
      await page.getByTestId('otp-input').fill(code);
      await page.getByTestId('otp-submit').click();
      await expect(page).toHaveURL(lp('/family-coverages'));
      await expect(page.getByText(t.otp!.linkedFamily!)).toBeVisible();
      const member = page.getByTestId('family-member').filter({ hasText: relative.name });
      await expect(member).toContainText(t.family!.relations!.sibling!);

      // The relative's coverage: card, benefits with their fees, claim history.
      await member.getByTestId('card-face').filter({ hasText: relative.cardNo }).click();
      await expect(page).toHaveURL(new RegExp(`${lp('/family-coverages/')}[0-9a-f-]{36}$`));
      await expect(page.getByTestId('card-face')).toContainText(relative.cardNo);
      await expect(page.getByTestId('benefits')).toContainText('฿');
      await expect(page.getByRole('heading', { name: t.detail!.history! })).toBeVisible();

      // Another family's card id is "page not found", with no data.
      await goto(page, lp('/family-coverages/00000000-0000-4000-8000-000000000000'));
      await expect(page.getByTestId('card-not-found')).toContainText(t.detail!.notFoundTitle!);
    });

    test('a self-added card: add with photos, survive a reload, edit, add a benefit, delete', async ({
      page,
      request,
    }) => {
      await signIn(page, request, lng);
      const cardNo = `E2E-${lng.toUpperCase()}-${Date.now() % 100000}`;
      await goto(page, lp('/coverages'));
      await page.getByRole('link', { name: t.list!.addCard! }).click();
      await expect(page).toHaveURL(lp('/insurance-list'));
      await page.getByTestId('insurer-search').fill(lng === 'th' ? 'เมืองไทย' : 'Muang');
      await expect(page.getByTestId('insurer-muang-thai-life')).toBeVisible();
      await expect(page.getByTestId('insurer-krungthai-axa')).toHaveCount(0);
      await expect(page.getByTestId('insurer-other')).toBeVisible();
      await page.getByTestId('insurer-muang-thai-life').click();
      await expect(page).toHaveURL(lp('/add-card'));

      // Everything is required.
      await page.getByTestId('card-save').click();
      await expect(page.getByTestId('card-form-error')).toHaveText(t.form!.fixErrors!);
      await expect(page.getByText(v.required!).first()).toBeVisible();
      await expect(page.getByText(t.errors!.image_required!).first()).toBeVisible();

      await page.getByTestId('card-no').fill(cardNo);
      await page.getByTestId('card-name').fill('Kanyarat Srisuk');
      await chooseDate(page, 'card-start', '2026-01-01');
      await chooseDate(page, 'card-due', '2027-12-31');
      // What was typed survives a reload (the draftCard session store).
      await page.reload();
      await expect(page.getByTestId('card-no')).toHaveValue(cardNo);
      await expect(page.locator('#card-due-year')).toHaveValue('2027');
      await expect(page.locator('#card-due-month')).toHaveValue('12');
      await expect(page.locator('#card-due')).toHaveValue('31');
      await expect(page.getByTestId('draft-restored')).toHaveText(t.form!.draftRestored!);

      // A PDF is refused on the client as soon as it is chosen, and still at Save; JPG and PNG are
      // previewed before saving.
      await page.getByTestId('front-file').setInputFiles({
        name: 'card.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(page.getByText(t.errors!.image_type!)).toBeVisible();
      await page.getByTestId('card-save').click();
      await expect(page.getByText(t.errors!.image_type!)).toBeVisible();
      await page.getByTestId('front-file').setInputFiles(join(FIXTURES, 'card-front.jpg'));
      await page.getByTestId('back-file').setInputFiles(join(FIXTURES, 'card-back.png'));
      await expect(page.getByTestId('front-preview')).toBeVisible();
      await expect(page.getByTestId('back-preview')).toBeVisible();
      await page.getByTestId('card-save').click();
      await expect(page).toHaveURL(new RegExp(`${lp('/coverages/')}[0-9a-f-]{36}$`));
      await expect(page.getByTestId('card-face')).toContainText(cardNo);
      // The photo is served back (EXIF stripped, same pixels) and shown.
      const front = page.getByTestId('card-photo-front');
      await expect(front).toBeVisible();
      await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await expect(page.getByTestId('card-photo-back')).toBeVisible();
      await expect(page.getByTestId('no-coverage')).toHaveText(t.detail!.noBenefits!);
      await expect(page.getByTestId('no-history')).toHaveText(t.detail!.noHistory!);

      // Edit: a new number and a new front photo; the back keeps its photo.
      await page.getByTestId('edit-card').click();
      await expect(page).toHaveURL(/\/edit-card\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('card-no')).toHaveValue(cardNo);
      await page.getByTestId('card-no').fill(`${cardNo}-B`);
      await page.getByTestId('front-file').setInputFiles(join(FIXTURES, 'card-front-2.png'));
      await page.getByTestId('card-save').click();
      await expect(page.getByTestId('card-face')).toContainText(`${cardNo}-B`);

      // A benefit: text required, fees digits only.
      await page.getByTestId('add-benefit').click();
      await page.getByTestId('coverage-max_limit').fill('1,500');
      await page.getByTestId('coverage-save').click();
      await expect(page.getByText(v.required!)).toBeVisible();
      await expect(page.getByText(v.digits_only!)).toBeVisible();
      await page.getByTestId('coverage-benefit').fill(lng === 'th' ? 'ค่ารักษาผู้ป่วยนอก' : 'Outpatient care');
      await page.getByTestId('coverage-max_limit').fill('1500');
      await page.getByTestId('coverage-save').click();
      await expect(page.getByTestId('benefits')).toContainText('฿1,500.00');

      // Delete, with confirmation.
      await page.getByTestId('delete-card').click();
      await expect(page.getByRole('dialog')).toContainText(t.detail!.deleteTitle!);
      await page.getByTestId('confirm-delete').click();
      await expect(page).toHaveURL(lp('/coverages'));
      await expect(page.getByText(t.detail!.deleted!)).toBeVisible();
      await expect(page.getByText(cardNo)).toHaveCount(0);
    });

    test('use a card at a hospital and see the display expire after 5 minutes', async ({ page, request }) => {
      const token = await signIn(page, request, lng);
      await page.clock.install();
      await goto(page, lp('/coverages'));
      await page.getByTestId('card-face').filter({ hasText: GROUP_CARD_NO }).click();
      await page.getByTestId('use-card').click();
      await expect(page).toHaveURL(/\/hospital-list\?card=/);

      // The picker is the hospital search for this card (its strings are the hospitals namespace's):
      // location is asked for only on the button; a refusal shows "GPS unavailable".
      const h = hospitalStrings(lng);
      await page.getByTestId('hospital-near-me').click();
      await expect(page.getByTestId('gps-unavailable')).toHaveText(h.near!.unavailable!);
      // Names misspelt are found, as on /search-hospital (the group card's network has Bumrungrad).
      await page.getByTestId('hospital-search').fill(lng === 'th' ? 'บำรุงราด' : 'bumrungard');
      await expect(page.getByTestId('hospital-item').first()).toContainText(
        lng === 'th' ? 'บำรุงราษฎร์' : 'Bumrungrad',
      );
      await page.getByTestId('hospital-search').fill('');

      const first = page.getByTestId('hospital-item').first();
      await expect(first).toBeVisible();
      await expect(first).toContainText(new RegExp(`${h.level!.all!}|${h.level!.some!}`));
      await first.click();
      await expect(page.getByRole('dialog')).toContainText(t.hospitals!.confirmTitle!);
      const started = page.waitForResponse((r) => /\/api\/v1\/cards\/[^/]+\/use$/.test(r.url()));
      await page.getByTestId('hospital-confirm').click();
      const session = ((await (await started).json()) as { data: { session_id: string; code: string } }).data;

      await expect(page.getByTestId('use-card-display')).toBeVisible();
      await expect(page.getByTestId('use-card-countdown')).toHaveText(/^0[45]:[0-5]\d$/);
      await expect(page.getByTestId('use-card-code')).toHaveText(session.code);
      await expect(page.getByTestId('use-card-qr').locator('svg')).toBeVisible();

      await page.clock.fastForward('02:00');
      await expect(page.getByTestId('use-card-countdown')).toHaveText(/^0[23]:[0-5]\d$/);

      // The server's clock cannot be moved from here: the client's expiry shows, and it tells the server.
      // Wait for the server's answer to the end call, not just for the request, before asking it.
      const ended = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/v1/use-sessions/${session.session_id}/end`) &&
          r.request().method() === 'POST',
      );
      await page.clock.fastForward('03:01');
      await expect(page.getByTestId('use-card-expired')).toContainText(t.use!.expiredTitle!);
      const endResponse = await ended;
      expect(endResponse.request().postDataJSON()).toEqual({ reason: 'cancel' });
      expect(endResponse.ok()).toBe(true);
      const after = await request.get(`/api/v1/use-sessions/${session.session_id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await after.json()) as { data: { status: string } }).data.status).not.toBe('active');

      // Reselect, show the card again, and finish with "done".
      await page.getByRole('button', { name: t.use!.reselect! }).click();
      await page.getByTestId('hospital-item').first().click();
      const again = page.waitForResponse((r) => /\/api\/v1\/cards\/[^/]+\/use$/.test(r.url()));
      await page.getByTestId('hospital-confirm').click();
      const second = ((await (await again).json()) as { data: { code: string } }).data;
      await expect(page.getByTestId('use-card-display')).toBeVisible();
      // A reload at the counter keeps the same display, timed by the server.
      await page.reload();
      await expect(page.getByTestId('use-card-code')).toHaveText(second.code);
      await expect(page.getByTestId('use-card-countdown')).toHaveText(/^0[45]:[0-5]\d$/);
      await page.getByTestId('use-card-done').click();
      await expect(page).toHaveURL(/\/coverages\/[0-9a-f-]{36}$/);
      await expect(page.getByText(t.use!.ended!)).toBeVisible();
    });
  });
}
