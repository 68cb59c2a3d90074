/**
 * The previewer's "Staff and audit" section (issue 21; docs/decisions/067-staff-roles-and-audit.md):
 * a viewer has no such section; an admin opens it from the top bar (kept in the address bar next to
 * the view), is refused an e-mail that is taken with what was typed kept, creates an account, changes
 * its role, and finds both changes in the audit trail filtered by who made them; axe finds nothing
 * on the section.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { partner } from './support';

// A staff tool on a desk: the width the admin screens are made for.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

const VIEWER = { email: 'viewer@tpa.example', password: 'PreviewViewer2026' };
const ADMIN = { email: 'admin@tpa.example', password: 'StaffAdmin2026', name: 'Ratana Admin' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function signIn(page: Page, who: { email: string; password: string }, path = '/previewer/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const accounts = (page: Page) => page.getByRole('region', { name: 'Staff accounts', exact: true });
const audit = (page: Page) => page.getByRole('region', { name: 'Audit trail', exact: true });
/** The previews' control bar (a form named View), whose Partners group chooses the frames' partners. */
const viewPartners = (page: Page) =>
  page.getByRole('form', { name: 'View' }).getByRole('group', { name: 'Partners' });
const newAccount = (page: Page) => page.getByRole('form', { name: 'New staff account' });

test('a viewer has no Staff and audit section, not even from a link', async ({ page }) => {
  await signIn(page, VIEWER, '/previewer/?tab=admin');
  await expect(viewPartners(page)).toBeVisible();
  // A viewer's sections are the previews and Go live (issue 26), never Staff and audit.
  await expect(sections(page).getByRole('link')).toHaveText(['Previews', 'Go live']);
  await expect(page.getByRole('link', { name: 'Staff and audit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/tab=admin/);
});

test('an admin creates an account, changes its role and finds both in the audit trail', async ({ page }) => {
  const email = `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@tpa.example`;
  const siamLife = partner('siam-life').name.en;
  // Long enough that the trail cuts it and offers the whole behind "Show".
  const name = 'Pranee E2E, onboarding staff for the northern partners in Chiang Mai';
  await signIn(page, ADMIN, '/previewer/?partners=default,siam-life&lang=th,en&w=390');

  // The section links: the previews are current; the admin section keeps the view in the address bar.
  const previewsLink = sections(page).getByRole('link', { name: 'Previews' });
  const adminLink = sections(page).getByRole('link', { name: 'Staff and audit' });
  await expect(previewsLink).toHaveAttribute('aria-current', 'page');
  await expect(adminLink).toHaveAttribute('href', /tab=admin/);
  await adminLink.focus();
  await page.keyboard.press('Enter');
  await expect(adminLink).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]tab=admin/);
  await expect(page).toHaveURL(/partners=default%2Csiam-life|partners=default,siam-life/);
  await expect(page).toHaveURL(/lang=th%2Cen|lang=th,en/);
  await expect(page.getByRole('form', { name: 'View' })).toBeHidden();

  // The admin's own row says so and offers no role, scope or disable change.
  const table = accounts(page).getByRole('table', { name: /^Staff accounts/ });
  const own = table.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(own).toContainText('(you)');
  await own.getByRole('button', { name: `Edit ${ADMIN.email}` }).click();
  const ownPanel = page.getByRole('region', { name: `Change ${ADMIN.email} (you)` });
  await expect(ownPanel.getByLabel('Name')).toHaveValue(ADMIN.name);
  await expect(ownPanel.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  await expect(ownPanel.getByRole('group', { name: 'Partners' })).toHaveCount(0);
  await expect(ownPanel.getByRole('button', { name: 'Disable account' })).toHaveCount(0);
  await own.getByRole('button', { name: `Close ${ADMIN.email}` }).click();

  // A taken e-mail: the server's message next to the form, and what was typed stays.
  const form = newAccount(page);
  await form.getByLabel('E-mail').fill(ADMIN.email);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
  await form.getByLabel('Initial password').fill('NewStaffPassword2026');
  await expect(form.getByText('At least 12 characters')).toBeVisible();
  await form.getByRole('group', { name: 'Partners' }).getByRole('checkbox', { name: siamLife }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('A staff account with this e-mail already exists.');
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Initial password')).toHaveValue('NewStaffPassword2026');
  await expect(
    form.getByRole('group', { name: 'Partners' }).getByRole('checkbox', { name: siamLife }),
  ).toBeChecked();

  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(`Created ${email} (Viewer, ${siamLife})`);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText(siamLife);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // Its role changes from the row's panel.
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const panel = page.getByRole('region', { name: `Change ${email}` });
  await panel.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Saved the changes to ${email}.`);
  await expect(row.getByRole('cell', { name: 'Editor', exact: true })).toBeVisible();

  // The trail is filtered by who did it: the new account has done nothing, the admin both changes.
  const trail = audit(page);
  const filters = trail.getByRole('form', { name: 'Audit filters' });
  const person = filters.getByRole('combobox', { name: 'Person' });
  await person.selectOption({ label: `${name} (${email})` });
  await expect(trail.getByText('No entries match these filters.')).toBeVisible();
  await person.selectOption({ label: `${ADMIN.name} (${ADMIN.email})` });
  const entries = trail.getByRole('table', { name: /^Audit trail/ });
  const created = entries.locator('tr[data-operation="staff.create"]').filter({ hasText: email });
  const updated = entries.locator('tr[data-operation="staff.update"]').filter({ hasText: email });
  await expect(created).toHaveCount(1);
  await expect(updated).toHaveCount(1);
  await expect(created).toContainText(ADMIN.email);
  await expect(created).toContainText('Account created');
  await expect(created).toContainText('role: "viewer"');
  // Cut in the cell; the whole behind the "Show" disclosure (a native details, so keys open it).
  await expect(created).not.toContainText('Chiang Mai', { useInnerText: true });
  await created.getByText('Show', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(created.locator('pre')).toHaveText(`"${name}"`);
  await expect(updated).toContainText('Account changed');
  await expect(updated).toContainText(/role: "viewer"\s*→\s*becomes "editor"/);
  await expect(updated).not.toContainText('partner_ids');
  // Every row of the filtered trail is the admin's.
  for (const cell of await entries.locator('tbody tr td:nth-child(2)').allTextContents())
    expect(cell).toBe(ADMIN.email);

  // Axe finds nothing on the section, with a change panel still open and a long value shown.
  await expect(row.getByRole('button', { name: `Close ${email}` })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target) })),
  ).toEqual([]);

  // Back to the previews, from the keyboard; the view is as it was.
  await previewsLink.focus();
  await page.keyboard.press('Enter');
  await expect(previewsLink).toHaveAttribute('aria-current', 'page');
  await expect(page).not.toHaveURL(/tab=admin/);
  await expect(viewPartners(page).getByRole('checkbox', { name: siamLife })).toBeChecked();
  await expect(accounts(page)).toHaveCount(0);
});
