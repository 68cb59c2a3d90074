/**
 * Going live without an engineer or a restart (issue 26, deliver 1): an editor starts a draft from the
 * trial's brand kit in the previewer, a publisher (another account) publishes it from "Go live", and
 * the member app for the new partner, opened from the link the Go-live screen gives, shows its theme at
 * once; the editor changes the main colour, the publisher publishes again, then restores the first
 * version in one step and the member app shows it on its next page. The author of a draft, even one
 * who may publish, cannot publish it: the button says why and the server refuses. The timings
 * (sign-in → live, restore → live) are printed for the closing note.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { STAFF_ROLE_LABELS, type StaffRole } from '../shared/api/staff-roles';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
test.describe.configure({ mode: 'serial' });

const EDITOR = {
  email: 'editor@tpa.example',
  password: 'PreviewEditor2026',
  role: 'editor' as StaffRole,
  name: 'Krit Onboarding',
};
const PUBLISHER = {
  email: 'publisher@tpa.example',
  password: 'PreviewPublisher2026',
  role: 'publisher' as StaffRole,
};
const ADMIN = { email: 'admin@tpa.example', password: 'StaffAdmin2026' };
const suffix = Math.random().toString(36).slice(2, 7);
const KIT = {
  partnerId: `cpa-${suffix}`,
  insCode: `CPA${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
  nameTh: 'เจ้าพระยา แอสชัวรันส์',
  nameEn: 'Chao Phraya Assurance',
  colors: ['#1B4D89', '#F2B705', '#2BB673'],
};
const TITLE = `${KIT.nameEn} brand kit`;

async function signIn(page: Page, who: { email: string; password: string; role: StaffRole }) {
  await page.goto('/previewer/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(new RegExp(`Signed in as .* \\(${STAFF_ROLE_LABELS[who.role]}\\)`)),
  ).toBeVisible();
}

const editorPanel = (page: Page) => page.getByRole('complementary', { name: 'Draft editor' });
const goLive = (page: Page) => page.getByRole('main', { name: 'Go live' });
/** A draft's row in the table of drafts to publish. */
const draftRow = (page: Page, partnerId: string) =>
  goLive(page)
    .getByRole('region', { name: /^Drafts not archived/ })
    .getByRole('row')
    .filter({ hasText: partnerId });

async function openGoLive(page: Page) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Go live' }).click();
  await expect(page).toHaveURL(/[?&]tab=golive/);
  await expect(goLive(page).getByRole('heading', { name: 'Drafts to publish' })).toBeVisible();
}

/** The member app's main colour, as the page's root carries it. */
const mainColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--wl-color-main-1').trim().toUpperCase(),
  );

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/** A staff API session outside the browser (the admin's account changes). */
async function staffApi(
  baseURL: string,
  who: { email: string; password: string },
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/staff/session', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

test('an editor drafts from a brand kit, a publisher publishes it, members see it, and a restore is one step', async ({
  browser,
}) => {
  const started = Date.now();
  // The editor: sign in, start the draft from the brand kit.
  const editor = await freshPage(browser);
  await signIn(editor.page, EDITOR);
  const panel = editorPanel(editor.page);
  await panel.getByText('Start from a brand kit').click();
  await panel.getByLabel('Partner id', { exact: true }).fill(KIT.partnerId);
  await panel.getByLabel('Insurer code', { exact: true }).fill(KIT.insCode);
  await panel.getByLabel('Thai name').fill(KIT.nameTh);
  await panel.getByLabel('English name').fill(KIT.nameEn);
  await panel.getByRole('combobox', { name: 'Brand colours' }).selectOption('3');
  for (const [i, c] of KIT.colors.entries())
    await panel.getByLabel(`Brand colour ${i + 1}`, { exact: true }).fill(c);
  await panel.getByRole('button', { name: 'Generate the draft' }).click();
  await expect(panel.getByText(`partner ${KIT.partnerId}`, { exact: false })).toBeVisible();
  await expect(panel.getByTestId('problem-count')).toHaveText('0');
  await expect(editor.page).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);

  // The editor sees the draft under Go live, but publishing is for publishers.
  await openGoLive(editor.page);
  const editorRow = draftRow(editor.page, KIT.partnerId).filter({ hasText: TITLE });
  await expect(editorRow).toContainText('Publishers only');

  // The publisher: another account, another browser context.
  const publisher = await freshPage(browser);
  await signIn(publisher.page, PUBLISHER);
  await openGoLive(publisher.page);
  const row = draftRow(publisher.page, KIT.partnerId);
  await expect(row).toContainText('None'); // no problems
  await expect(row).toContainText(EDITOR.name); // the author
  const publish = row.getByRole('button', { name: new RegExp(`^Publish .* to ${KIT.partnerId}$`) });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(goLive(publisher.page).getByRole('status').first()).toContainText(
    new RegExp(`${KIT.partnerId} version 1 is live`),
  );

  // The member app, opened from the Go-live screen's link: the new partner's theme, no restart.
  const opening = publisher.context.waitForEvent('page');
  await goLive(publisher.page)
    .getByRole('link', { name: `Open the member app for ${KIT.partnerId} (new tab)` })
    .click();
  const member = await opening;
  await member.waitForLoadState('domcontentloaded');
  await expect.poll(() => mainColor(member)).toBe(KIT.colors[0]);
  const live = Date.now();
  console.log(
    `go-live timing: editor sign-in → members see the new partner: ${((live - started) / 1000).toFixed(1)} s`,
  );

  // A signed-in preview of the partner published a moment ago: a demo member is made for it on the
  // first preview session, and a frame of /en/coverages shows that member's cards, not the login page.
  const grant = await publisher.page.request.post('/api/staff/preview-sessions', {
    data: { partner_id: KIT.partnerId },
  });
  expect(grant.status()).toBe(200);
  const session = ((await grant.json()) as { data: { token: string; member: { display_name: string } } })
    .data;
  const frame = await publisher.context.newPage();
  await frame.goto(
    `/en/coverages?wl_preview=1&partner_id=${KIT.partnerId}#wl_preview_token=${session.token}`,
  );
  await expect(frame.locator('[data-testid^="cards-"]').first()).toBeVisible();
  await expect(frame.locator('main#main')).toContainText(session.member.display_name.split(' ')[0]!);
  await expect(frame.getByLabel('Password')).toHaveCount(0);
  await frame.close();

  // Its versions: newest first, the live one marked, with Restore and Export zip.
  const versions = goLive(publisher.page).getByRole('region', { name: `Versions of ${KIT.partnerId}` });
  await expect(versions.getByRole('row').nth(1)).toContainText('Live');
  await expect(versions.getByRole('row').nth(1)).toContainText('Published draft');

  // The editor changes the main colour; the publisher publishes the new version.
  await editor.page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Previews' })
    .click();
  const hex = panel.locator('[data-field="theme/main_color_1"]').locator('input[type=text]');
  await hex.fill('#0B3D6E');
  await expect(panel.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  await expect(panel.getByTestId('problem-count')).toHaveText('0');
  await publisher.page.reload();
  await expect(goLive(publisher.page).getByRole('heading', { name: 'Drafts to publish' })).toBeVisible();
  const again = draftRow(publisher.page, KIT.partnerId);
  await expect(again).toContainText('None');
  await again.getByRole('button', { name: new RegExp(`^Publish .* to ${KIT.partnerId}$`) }).click();
  await expect(goLive(publisher.page).getByRole('status').first()).toContainText(
    new RegExp(`${KIT.partnerId} version 2 is live`),
  );
  await member.reload();
  await expect.poll(() => mainColor(member)).toBe('#0B3D6E');

  // Restore version 1: a confirmation, one step, and the member app's next page has it.
  const restoring = Date.now();
  await versions.getByRole('button', { name: `Restore version 1 of ${KIT.partnerId}` }).click();
  const dialog = publisher.page.getByRole('dialog', { name: `Restore version 1 of ${KIT.partnerId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(goLive(publisher.page).getByText(/Version 1 is live again as version 3/)).toBeVisible();
  await expect(versions.getByRole('row').nth(1)).toContainText('Restore of version 1');
  await expect(versions.getByRole('row').nth(1)).toContainText('Live');
  await member.reload();
  await expect.poll(() => mainColor(member)).toBe(KIT.colors[0]);
  console.log(
    `go-live timing: restore click → members see version 1 again: ${((Date.now() - restoring) / 1000).toFixed(1)} s`,
  );

  // The drift report names the new partner as published only.
  const drift = goLive(publisher.page).getByRole('region', { name: /^Each partner's live configuration/ });
  await expect(drift.getByRole('row').filter({ hasText: KIT.partnerId })).toContainText('Published only');

  await editor.context.close();
  await publisher.context.close();
});

test("a draft's author cannot publish it, even with a publisher's role: the button says why, the server refuses", async ({
  browser,
  baseURL,
}) => {
  // An editor account writes a draft, and is then made a publisher by the admin.
  const admin = await staffApi(baseURL!, ADMIN);
  const author = {
    email: `author-${suffix}@tpa.example`,
    password: 'AuthorPublisher2026',
    role: 'publisher' as StaffRole,
  };
  const accountId = randomUUID();
  const created = await admin.post('/api/staff/accounts', {
    data: {
      id: accountId,
      email: author.email,
      name: 'Author Publisher',
      role: 'editor',
      partner_ids: null,
      password: author.password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const authorApi = await staffApi(baseURL!, author);
  const partnerId = `own-${suffix}`;
  const draft = await authorApi.post('/api/staff/drafts', {
    data: {
      id: randomUUID(),
      partner_id: partnerId,
      title: 'Own draft',
      from: {
        kind: 'brand_kit',
        ins_code: `OWN${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
        name: { th: 'ของตัวเอง', en: 'Own' },
        colors: ['#FFD400', '#0057B8'],
      },
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const { id, version } = (await draft.json()).data as { id: string; version: number };
  const promoted = await admin.patch(`/api/staff/accounts/${accountId}`, { data: { role: 'publisher' } });
  expect(promoted.status(), await promoted.text()).toBe(200);

  const { context, page } = await freshPage(browser);
  await signIn(page, author);
  await openGoLive(page);
  const row = draftRow(page, partnerId);
  const button = row.getByRole('button', { name: new RegExp(`^Publish .* to ${partnerId}$`) });
  await expect(button).toBeDisabled();
  await expect(row).toContainText('You started this draft: another publisher must publish it.');
  await expect(button).toHaveAccessibleDescription(
    'You started this draft: another publisher must publish it.',
  );

  // And the server says no on its own.
  const authorAgain = await staffApi(baseURL!, author);
  const refused = await authorAgain.post(`/api/staff/drafts/${id}/publish`, { data: { version } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('DRAFT_PUBLISH_OWN_DRAFT');
  await context.close();
  await admin.dispose();
  await authorApi.dispose();
  await authorAgain.dispose();
});

test('an editor reverts a draft to an earlier version from its history, then archives and restores it', async ({
  page,
}) => {
  const partnerId = `rev-${suffix}`;
  await signIn(page, EDITOR);
  const panel = editorPanel(page);
  await panel.getByText('Start from a brand kit').click();
  await panel.getByLabel('Partner id', { exact: true }).fill(partnerId);
  await panel
    .getByLabel('Insurer code', { exact: true })
    .fill(`REV${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`);
  await panel.getByLabel('Thai name').fill('ย้อนกลับ');
  await panel.getByLabel('English name').fill('Revert Test');
  await panel.getByRole('combobox', { name: 'Brand colours' }).selectOption('2');
  await panel.getByLabel('Brand colour 1', { exact: true }).fill('#FFD400');
  await panel.getByLabel('Brand colour 2', { exact: true }).fill('#0057B8');
  await panel.getByRole('button', { name: 'Generate the draft' }).click();
  await expect(panel.getByText(`partner ${partnerId}`, { exact: false })).toBeVisible();
  const hex = panel.locator('[data-field="theme/main_color_1"]').locator('input[type=text]');
  await expect(hex).toHaveValue('#FFD400');
  await hex.fill('#8A1538');
  await expect(panel.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');

  // The history: revert to version 1, which becomes version 3 and can itself be undone.
  await panel.getByText(/^History \(/).click();
  await expect(panel.getByText(/Version 2:/)).toBeVisible();
  await panel.getByRole('button', { name: 'Revert to version 1' }).click();
  await expect(
    panel.getByText('Reverted to version 1. Revert to the version before it to undo.'),
  ).toBeVisible();
  await expect(hex).toHaveValue('#FFD400');
  await expect(panel.getByText(/Version 3: Reverted to version 1/)).toBeVisible();

  // Archive it from the list: gone from the drafts, listed under the archive, and restored from there.
  await panel.getByRole('button', { name: 'Close' }).click();
  const title = 'Revert Test brand kit';
  const drafts = panel.getByRole('region', { name: 'Drafts', exact: true });
  await drafts.getByRole('button', { name: `Archive ${title}` }).click();
  await expect(drafts.getByRole('button', { name: `Open ${title}` })).toHaveCount(0);
  await drafts.getByRole('button', { name: 'Show archived drafts' }).click();
  const archived = panel.getByRole('region', { name: 'Archived drafts' });
  await archived.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(archived.getByRole('button', { name: `Restore ${title}` })).toHaveCount(0);
  await expect(drafts.getByRole('button', { name: `Open ${title}` }).first()).toBeVisible();
});
