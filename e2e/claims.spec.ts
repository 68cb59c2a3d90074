/**
 * e-Claim and claim status journeys in Thai and English against the real server and its demo data
 * (default partner, kanyarat88, with her own group card and her mother's card): fill in the
 * information, reload mid-way (nothing lost), attach real files (e2e/fixtures), preview and edit,
 * submit, then follow the claim in /claim-status as the operator API moves it along its timeline.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test';
import { API_ROUTES } from '../shared/api/all-routes';
import type { EclaimDraft } from '../shared/api/schemas/claims';
import { type AppHref, type Locale, localizePath } from '../shared/config/routes';
import { goto } from './support';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
type Strings = Record<string, Record<string, Record<string, string> | string>>;
const strings = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'claims.json'), 'utf8')) as Strings & {
    fields: Record<string, string>;
    claimTypes: Record<string, string>;
    benefitTypes: Record<string, string>;
    admitTypes: Record<string, string>;
    forInsured: Record<string, string>;
    symptoms: Record<string, string>;
    stages: Record<string, string>;
    actions: Record<string, string>;
    preview: Record<string, string>;
    success: Record<string, string>;
    symptom: Record<string, string>;
  };

const MEMBER = { username: 'kanyarat88', password: 'Kanyarat1990' };
const HOSPITAL = 'H0027';

async function signIn(page: Page, request: APIRequestContext, lng: Locale) {
  const res = await request.post('/api/v1/auth/login', { data: { ...MEMBER, lang: lng } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
  // A fresh start: no draft left from an earlier run.
  await request.delete('/api/v1/eclaim/draft', { headers: { authorization: `Bearer ${token}` } });
  return token;
}

async function advance(request: APIRequestContext, claimId: string, body: Record<string, unknown>) {
  const login = await request.post('/api/staff/session', {
    data: { email: 'claims@tpa.example', password: 'ClaimsOfficer2026' },
  });
  expect(login.status()).toBe(200);
  const res = await request.post(`/api/staff/claims/${claimId}/stage`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The answer to a draft save (saveEclaimDraft) whose saved draft holds `fields`: the server has the
 * member's typing, whether the 600 ms autosave pause or leaving the page sent it. Wait for this, not
 * for the pause to pass.
 */
function draftSaved(page: Page, fields: Partial<EclaimDraft['fields']>): Promise<Response> {
  const { method, path } = API_ROUTES.saveEclaimDraft;
  return page.waitForResponse(
    async (res) => {
      if (res.request().method() !== method || new URL(res.url()).pathname !== path || !res.ok())
        return false;
      // A body the browser dropped (the page went on) is not the answer looked for.
      const body = (await res.json().catch(() => null)) as { data: EclaimDraft | null } | null;
      return Object.entries(fields).every(
        ([k, v]) => body?.data?.fields[k as keyof EclaimDraft['fields']] === v,
      );
    },
    { timeout: 120_000 },
  );
}

const isoDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/** The app's date input (src/components/ui/date-input.tsx) labelled `legend`: chooses an ISO date. */
async function chooseDate(page: Page, lng: Locale, legend: string, iso: string) {
  const words = (
    JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'common.json'), 'utf8')) as {
      dateInput: Record<string, string>;
    }
  ).dateInput;
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(words.day!, { exact: true }).selectOption(String(Number(day)));
  await group.getByLabel(words.month!, { exact: true }).selectOption(String(Number(month)));
  // The year list shows the Buddhist era in Thai (2569 for 2026); its values are Gregorian years.
  const yearList = group.getByLabel(lng === 'th' ? words.yearBe! : words.year!, { exact: true });
  if (lng === 'th')
    await expect(yearList.locator(`option[value="${year}"]`)).toHaveText(String(Number(year) + 543));
  await yearList.selectOption(year!);
}

/**
 * A real receipt PDF of about 2.5 MiB (the fixture with comment lines before its cross-reference
 * table, startxref moved to match), so that it travels in three 1 MiB tus chunks.
 */
function largeReceipt(): string {
  const pdf = readFileSync(join(FIXTURES, 'claim-receipt.pdf'), 'latin1');
  const at = pdf.lastIndexOf('\nxref') + 1;
  const line = `%${'0123456789abcdef'.repeat(62)}\n`;
  const padded = pdf.slice(0, at) + line.repeat(2600);
  const rest = pdf.slice(at).replace(/startxref\s+\d+/, `startxref\n${padded.length}`);
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-claim-')), 'claim-receipt-scan.pdf');
  writeFileSync(path, padded + rest, 'latin1');
  return path;
}

test.describe.configure({ mode: 'serial' });

for (const lng of ['th', 'en'] as const) {
  const t = strings(lng);
  const lp = (path: AppHref) => localizePath(path, lng);
  const kind = lng === 'th' ? 'sick' : 'accident';

  test(`${lng}: a ${kind} claim for a family member survives a reload, is previewed, edited, submitted and followed to payment`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, request, lng);
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, lp('/coverages/eclaim'));
    const cardsList = page.getByTestId('eclaim-cards');
    await expect(cardsList).toBeVisible();
    // The last card listed is a family member's when she has one; any eligible card will do.
    await cardsList.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/e-claim$/);
    await expect(page.getByTestId('eclaim-stepper')).toBeVisible();
    await expect(page.getByTestId('eclaim-card')).toBeVisible();

    // Watched from before the first keystroke, so no save is missed however slow the machine.
    const typingSaved = draftSaved(page, {
      email: 'kanyarat@example.com',
      claim_type: kind,
      amount: '450',
      for_insured: false,
      admit_date: isoDaysAgo(3),
    });
    await page.getByLabel(t.fields.email!).fill('kanyarat@example.com');
    await page.getByRole('radio', { name: t.claimTypes[kind]! }).check();
    await page.getByLabel(t.fields.benefitType!).selectOption(kind === 'sick' ? 'opd' : 'accident_emergency');
    await page.getByRole('radio', { name: t.admitTypes.opd! }).check();
    await chooseDate(page, lng, t.fields.admitDate!, isoDaysAgo(3));
    if (kind === 'accident') await chooseDate(page, lng, t.fields.accidentDate!, isoDaysAgo(4));
    await page.getByLabel(t.fields.amount!).fill('450');
    await page.getByRole('radio', { name: t.forInsured.no! }).check();

    // The symptom picker, with search.
    await page.getByTestId('choose-symptom').click();
    await page.getByLabel(t.symptom.search!).fill(t.symptoms.influenza!.slice(0, 4));
    await page.getByRole('button', { name: t.symptoms.influenza! }).click();
    await expect(page.getByTestId('symptom-value')).toHaveText(t.symptoms.influenza!);

    // Back from /provider-list with the hospital chosen; the parameter leaves the address.
    await page.goto(`${lp('/e-claim')}?provider=${HOSPITAL}`);
    await expect(page).toHaveURL(/\/e-claim$/);
    await expect(page.getByTestId('provider-value')).not.toHaveText(t.fields.notChosen!);

    // A reload loses nothing, once the server has answered a save with all the typing in it.
    await typingSaved;
    await page.reload();
    await expect(page.getByLabel(t.fields.email!)).toHaveValue('kanyarat@example.com');
    await expect(page.getByLabel(t.fields.amount!)).toHaveValue('450');
    await expect(page.getByRole('radio', { name: t.claimTypes[kind]! })).toBeChecked();

    await page.getByTestId('eclaim-next').click();
    await expect(page.getByTestId('receipt-reminder')).toBeVisible();
    // Next without documents: one summary says what is missing, and takes the focus.
    await page.getByTestId('eclaim-next').click();
    await expect(page.getByTestId('eclaim-error-summary')).toBeFocused();

    await page.getByTestId('file-receipt').setInputFiles(join(FIXTURES, 'claim-receipt.pdf'));
    await page.getByTestId('file-medical_certificate').setInputFiles(join(FIXTURES, 'claim-certificate.jpg'));
    await page.getByTestId('file-bank_book').setInputFiles(join(FIXTURES, 'claim-bank-book.png'));
    await expect(page.getByTestId('attached-file')).toHaveCount(3, { timeout: 60_000 });

    // A larger scan whose connection drops after its first chunk: the upload asks the server how
    // much it has (HEAD) and goes on from there, never from byte 0.
    const patches: number[] = [];
    let heads = 0;
    let cut = false;
    await page.route('**/api/v1/eclaim/uploads/**', async (route) => {
      const req = route.request();
      if (req.method() === 'HEAD') heads += 1;
      if (req.method() === 'PATCH') {
        const offset = Number(req.headers()['upload-offset']);
        patches.push(offset);
        if (offset > 0 && !cut) {
          cut = true;
          await route.abort('connectionreset');
          return;
        }
      }
      await route.continue();
    });
    await page.getByTestId('file-receipt').setInputFiles(largeReceipt());
    await expect(page.getByTestId('attached-file')).toHaveCount(4, { timeout: 90_000 });
    await page.unroute('**/api/v1/eclaim/uploads/**');
    expect(cut).toBe(true);
    expect(heads).toBeGreaterThanOrEqual(1);
    expect(patches.filter((o) => o === 0)).toHaveLength(1);
    expect(patches.filter((o) => o === 1024 * 1024)).toHaveLength(2);
    expect(patches.at(-1)).toBe(2 * 1024 * 1024);

    // The same file again is refused with its reason.
    await page.getByTestId('file-receipt').setInputFiles(join(FIXTURES, 'claim-receipt.pdf'));
    await expect(page.getByTestId('pending-file')).toHaveAttribute('data-state', 'refused', {
      timeout: 60_000,
    });

    await page.getByTestId('eclaim-next').click();
    await expect(page.getByTestId('preview-information')).toContainText('kanyarat@example.com');
    await expect(page.getByTestId('preview-documents')).toContainText('claim-receipt.pdf');
    await expect(page.getByTestId('preview-documents')).toContainText('claim-receipt-scan.pdf');
    // Edit from the preview: back to the information, change the amount, and on again.
    await page.getByTestId('edit-information').click();
    // Amounts stay under the lowest outpatient limit of any demo plan (฿800 a visit): the card listed
    // last depends on what other journeys linked, and approving above the limit is refused.
    await page.getByLabel(t.fields.amount!).fill('600');
    await page.getByTestId('eclaim-next').click();
    // On the documents step again, with the four files kept, then on to the preview.
    await expect(page.getByTestId('attached-file')).toHaveCount(4);
    await page.getByTestId('eclaim-next').click();
    await expect(page.getByTestId('preview-information')).toContainText('฿600.00');

    await page.getByTestId('eclaim-submit').click();
    await expect(page.getByTestId('eclaim-success')).toBeVisible();
    await page.getByRole('link', { name: t.success.follow! }).click();
    await expect(page.getByTestId('claim-detail')).toBeVisible();
    await expect(page.getByTestId('claim-timeline')).toContainText(t.stages.submitted!);
    const claimId = page.url().split('/').pop()!;

    await advance(request, claimId, { stage: 'under_review' });
    await advance(request, claimId, { stage: 'approved' });
    await advance(request, claimId, { stage: 'paid', payment_reference: 'TRF-E2E-0001' });
    await page.reload();
    await expect(page.getByTestId('claim-stage')).toHaveText(t.stages.paid!);
    for (const stage of ['submitted', 'under_review', 'approved', 'paid'])
      await expect(page.getByTestId('claim-timeline')).toContainText(t.stages[stage]!);
    await expect(page.getByTestId('amount-paid')).toContainText('฿600.00');

    await goto(page, lp('/claim-status'));
    await expect(page.getByTestId('claim-list').getByTestId('claim-item').first()).toBeVisible();
  });
}
