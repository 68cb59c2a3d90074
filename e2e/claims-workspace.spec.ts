/**
 * The claims workspace (issue 27; docs/decisions/085-claims-workspace.md), in Thai and in English as
 * the member's language: a member submits an e-Claim with documents (through the API, as the member
 * app does: e2e/claims.spec.ts walks the form itself), and keeps the claim's page open while the demo
 * claims officer works it in the staff app alone: the queue → start review → request a document (a
 * reason from the catalogue and a note in the member's language) → the member sees the request and
 * uploads into the same claim → the officer sees the new document in the page → continue the review →
 * approve → mark paid. The member's open page follows every move without a reload, and the member's
 * notifications say each step in the member's language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Locale } from '../shared/config/routes';
import { localizePath } from '../shared/config/routes';
import { goto } from './support';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
const MEMBER = { username: 'kanyarat88', password: 'Kanyarat1990' };
/** server/db/seed-data/records/staff.json: the demo claims officer, every partner. */
const OFFICER = { email: 'claims@tpa.example', password: 'ClaimsOfficer2026' };
/** A hospital of the demo data (as e2e/claims.spec.ts uses). */
const HOSPITAL = 'H0027';
/** Under the lowest outpatient limit of the demo plans (฿800 a visit). */
const CLAIMED = 600;

const claimsStrings = (lng: Locale) =>
  JSON.parse(readFileSync(join(ROOT, 'locales', lng, 'claims.json'), 'utf8')) as {
    stages: Record<string, string>;
  };

/** The headlines of the claim notifications (server/messages/catalogue.ts STAGE_HEADLINE). */
const HEADLINES: Record<Locale, Record<string, string>> = {
  th: {
    submitted: 'ได้รับเรื่องเคลมของคุณแล้ว',
    under_review: 'เคลมของคุณอยู่ระหว่างการพิจารณา',
    documents_requested: 'กรุณาส่งเอกสารเพิ่มเติมสำหรับเคลมของคุณ',
    approved: 'เคลมของคุณได้รับการอนุมัติ',
    paid: 'โอนเงินค่าสินไหมของคุณแล้ว',
  },
  en: {
    submitted: 'We have received your claim',
    under_review: 'Your claim is being reviewed',
    documents_requested: 'Please send more documents for your claim',
    approved: 'Your claim has been approved',
    paid: 'Your claim has been paid',
  },
};
/** The officer's note, written in the member's language. */
const NOTES: Record<Locale, string> = {
  th: 'กรุณาส่งใบเสร็จฉบับที่อ่านได้ชัดเจน',
  en: 'Please send a receipt we can read clearly.',
};

const isoDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/** The member's session in `lng` (the language the claim's messages go out in). */
async function memberLogin(request: APIRequestContext, lng: Locale): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { ...MEMBER, lang: lng } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Uploads a fixture with tus (one PATCH) and attaches it to the e-Claim draft as `kind`. */
async function attachToDraft(
  request: APIRequestContext,
  auth: Record<string, string>,
  file: string,
  mime: string,
  kind: string,
) {
  const bytes = readFileSync(join(FIXTURES, file));
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const created = await request.post('/api/v1/eclaim/uploads', {
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64(file)},filetype ${b64(mime)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers().location!;
  const patched = await request.patch(location, {
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  const attached = await request.post('/api/v1/eclaim/draft/attachments', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: { upload_id: location.split('/').pop(), kind },
  });
  expect(attached.status(), await attached.text()).toBe(200);
}

/** Submits an outpatient claim of ฿600 with a PDF receipt and a JPEG certificate; answers its id and number. */
async function submitClaim(request: APIRequestContext, token: string, lng: Locale) {
  const auth = { authorization: `Bearer ${token}` };
  await request.delete('/api/v1/eclaim/draft', { headers: auth });
  const cards = await request.get('/api/v1/cards', { headers: auth });
  const card = (
    (await cards.json()) as { data: { group: { id: string; usable: boolean }[] } }
  ).data.group.find((c) => c.usable);
  expect(card).toBeDefined();
  const saved = await request.put('/api/v1/eclaim/draft', {
    headers: auth,
    data: {
      card_id: card!.id,
      fields: {
        email: 'kanyarat@example.com',
        claim_type: 'sick',
        benefit_type: 'opd',
        admit_type: 'opd',
        admit_date: isoDaysAgo(2),
        symptom_code: 'influenza',
        provider_code: HOSPITAL,
        amount: String(CLAIMED),
        for_insured: true,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await attachToDraft(request, auth, 'claim-receipt.pdf', 'application/pdf', 'receipt');
  await attachToDraft(request, auth, 'claim-certificate.jpg', 'image/jpeg', 'medical_certificate');
  const draft = (
    (await (await request.get('/api/v1/eclaim/draft', { headers: auth })).json()) as {
      data: { id: string; version: number };
    }
  ).data;
  const submitted = await request.post('/api/v1/eclaim/submit', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: { draft_id: draft.id, version: draft.version, lang: lng },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return ((await submitted.json()) as { data: { claim: { id: string; claim_no: string } } }).data.claim;
}

/** The officer's page: signed in to the staff app, on the claims queue. */
async function officerOnQueue(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/previewer/');
  await page.getByLabel('E-mail').fill(OFFICER.email);
  await page.getByLabel('Password').fill(OFFICER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Claims' }).click();
  await expect(page).toHaveURL(/tab=claims/);
  await expect(page.getByRole('heading', { name: 'Claims queue' })).toBeVisible();
  return page;
}

/** Finds the claim in the queue (new claims, loading more pages as needed) and opens it. */
async function openFromQueue(officer: Page, claimNo: string) {
  await officer.getByLabel('Stage').selectOption('submitted');
  await expect(officer).toHaveURL(/stage=submitted/);
  const link = officer.getByTestId('claim-queue').getByRole('link', { name: claimNo, exact: true });
  const more = officer.getByRole('button', { name: 'Load more' });
  await expect(officer.getByTestId('queue-row').first()).toBeVisible();
  await accessible(officer, 'the claims queue');
  while (!(await link.isVisible())) {
    await expect(more).toBeEnabled();
    await more.click();
  }
  const row = officer
    .getByTestId('queue-row')
    .filter({ has: officer.getByRole('link', { name: claimNo, exact: true }) });
  await expect(row).toContainText(/waiting (< 1 min|\d+ min)/);
  await link.click();
  await expect(officer).toHaveURL(/claim=/);
  await expect(officer.getByRole('heading', { name: `Claim ${claimNo}` })).toBeVisible();
}

/** axe-core (WCAG 2.0/2.1 A and AA) finds nothing serious or critical on the staff page as it is now. */
async function accessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** A move's form: submit it and wait for the staff app to say it is done. */
async function move(
  officer: Page,
  testId: string,
  submit: string,
  fill?: (form: ReturnType<Page['getByTestId']>) => Promise<void>,
) {
  const form = officer.getByTestId(testId);
  if (fill) await fill(form);
  await form.getByRole('button', { name: submit }).click();
  await expect(officer.getByTestId('action-done')).toContainText('The member has been told.');
}

test.describe.configure({ mode: 'serial' });

for (const lng of ['th', 'en'] as const) {
  const stages = claimsStrings(lng).stages;

  test(`${lng}: an officer works a claim from the queue to paid, and the member follows each step`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    const token = await memberLogin(request, lng);
    const claim = await submitClaim(request, token, lng);
    await page.addInitScript((t) => localStorage.setItem('auth._token.local', `Bearer ${t}`), token);
    const claimPage = localizePath(`/claim-status/${claim.id}` as '/claim-status/:id?', lng);
    await goto(page, claimPage);
    const stage = page.getByTestId('claim-stage');
    await expect(stage).toHaveText(stages.submitted!);

    // The officer finds the claim in the queue and opens it: member, card, coverage, documents.
    const officer = await officerOnQueue(browser);
    // pdf.js (the viewer's chunk and its worker) loads only when a PDF is opened.
    const pdfjs: string[] = [];
    officer.on('request', (r) => {
      if (/\/assets\/pdf[.-](worker|viewer)/.test(r.url())) pdfjs.push(r.url());
    });
    await openFromQueue(officer, claim.claim_no);
    await expect(officer.getByTestId('claim-member')).toContainText('GHS-');
    await expect(officer.getByTestId('claim-coverage')).toContainText('left');
    await expect(officer.getByTestId('claim-document')).toHaveCount(2);
    // Only the moves of a submitted claim are offered.
    await expect(officer.getByTestId('action-review')).toBeVisible();
    await expect(officer.getByTestId('action-approve')).toHaveCount(0);
    await expect(officer.getByTestId('action-paid')).toHaveCount(0);

    // The PDF receipt is drawn in the page by pdf.js, page by page.
    expect(pdfjs).toEqual([]);
    await officer.getByRole('button', { name: 'Show Receipt: claim-receipt.pdf' }).click();
    await expect(officer.getByTestId('pdf-page')).toHaveText(/^Page 1 of \d+$/, { timeout: 60_000 });
    await expect(officer.getByTestId('pdf-canvas')).toBeVisible();
    expect(pdfjs.length).toBeGreaterThanOrEqual(2);
    await accessible(officer, 'a claim with a PDF open');

    await move(officer, 'action-review', 'Start review');
    await expect(officer.getByTestId('staff-claim-stage')).toContainText('Under review');
    // The member's open page follows without a reload.
    await expect(stage).toHaveText(stages.under_review!, { timeout: 60_000 });

    // A document request: the reason from the catalogue, a note in the member's language.
    await move(officer, 'action-request', 'Request document', async (form) => {
      await form.getByLabel('Document').selectOption('receipt');
      await form.getByLabel('Reason').selectOption('receipt_unreadable');
      await form.getByLabel('Note to the member (optional)').fill(NOTES[lng]);
      await form.getByRole('radio', { name: lng === 'th' ? 'Thai' : 'English' }).check();
    });
    await expect(officer.getByTestId('claim-requests')).toContainText(NOTES[lng]);

    // The member sees the request on the open page, and uploads into the same claim.
    const requested = page.getByTestId('documents-requested');
    await expect(requested).toContainText(NOTES[lng], { timeout: 60_000 });
    await requested.getByTestId('file-receipt').setInputFiles(join(FIXTURES, 'claim-bank-book.png'));
    // Once every requested document is in, the page says so; the new one is among the claim's documents.
    await expect(page.getByTestId('documents-received')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('claim-detail')).toContainText('claim-bank-book.png');

    // The officer's open claim shows the new document by itself, and it opens as an image in the page.
    await expect(officer.getByTestId('claim-document')).toHaveCount(3, { timeout: 60_000 });
    await officer.getByRole('button', { name: 'Show Receipt: claim-bank-book.png' }).click();
    await expect(officer.getByRole('img', { name: 'Receipt: claim-bank-book.png' })).toBeVisible();
    await expect
      .poll(() =>
        officer
          .getByRole('img', { name: 'Receipt: claim-bank-book.png' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await move(officer, 'action-review', 'Continue review');
    // More than claimed is refused before anything is sent.
    const approve = officer.getByTestId('action-approve');
    await approve.getByLabel('Amount to approve (฿)').fill(String(CLAIMED + 1));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(officer.getByTestId('action-problem')).toContainText('cannot be more than the claimed');
    await move(officer, 'action-approve', 'Approve', async (form) => {
      await form.getByLabel('Amount to approve (฿)').fill(String(CLAIMED));
    });
    await expect(stage).toHaveText(stages.approved!, { timeout: 60_000 });

    await move(officer, 'action-paid', 'Mark paid', async (form) => {
      await form.getByLabel('Payment reference').fill(`TRF-${lng}-${claim.claim_no}`);
    });
    await expect(officer.getByTestId('claim-member')).toContainText(`TRF-${lng}-${claim.claim_no}`);
    await expect(officer.getByText('This claim is paid: nothing more to do.')).toBeVisible();

    // The member's page, still open: paid, with every step on the timeline.
    await expect(stage).toHaveText(stages.paid!, { timeout: 60_000 });
    for (const s of ['submitted', 'under_review', 'documents_requested', 'approved', 'paid'])
      await expect(page.getByTestId('claim-timeline')).toContainText(stages[s]!);
    await expect(page.getByTestId('amount-paid')).toContainText('฿600.00');

    // The member's notifications say each step in the member's language: the newest on the screen…
    await goto(page, localizePath('/notification', lng));
    const items = page.getByTestId('notification-item');
    await expect(items.filter({ hasText: `${HEADLINES[lng].paid} (${claim.claim_no})` })).toHaveCount(1);
    // …and all of them through the member's notification list, every page (the screen draws only the
    // rows that fit, and journeys running beside this one add notifications for the same demo member).
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await request.get(
        `/api/v1/notifications?lang=${lng}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { data: { items: { title: string }[]; next_cursor: string | null } };
      titles.push(...body.data.items.map((i) => i.title));
      cursor = body.data.next_cursor;
    } while (cursor && titles.length < 2000);
    const mine = titles.filter((t) => t.includes(claim.claim_no));
    // Under review twice: when the review started, and again when it went on after the new document.
    const told = { submitted: 1, under_review: 2, documents_requested: 1, approved: 1, paid: 1 };
    for (const [s, times] of Object.entries(told))
      expect(
        mine.filter((t) => t.includes(`${HEADLINES[lng][s]} (${claim.claim_no})`)),
        s,
      ).toHaveLength(times);
    // Six in all: none in the other language.
    expect(mine).toHaveLength(6);
    await officer.context().close();
  });
}
