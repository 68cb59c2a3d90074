/**
 * Publishing partner configurations (issue 26; docs/decisions/079-partner-config-versions.md): four
 * eyes, the draft version reviewed, the validator of validate:partners, a new partner live at once,
 * versions listed newest first, a restore in one step, the drift report, and an export that unzips over
 * the partner folder with no file changed.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlaceholderKey } from '../../../shared/engine/partner/key-placeholders';
import { seedStaff } from '../../db/seed-staff';
import { readFolderFiles } from '../../partners/folder-files';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';

let server: TestServer;
let partnersDir: string;
const cookies: Record<'editor' | 'publisher' | 'viewer' | 'admin', string> = {
  editor: '',
  publisher: '',
  viewer: '',
  admin: '',
};

beforeAll(async () => {
  partnersDir = mkdtempSync(join(tmpdir(), 'wl-publish-'));
  cpSync('partners', partnersDir, { recursive: true });
  server = await startTestServer({ env: { PARTNERS_DIR: partnersDir } });
  await seedStaff(server.app.ctx.db);
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    const account = demoStaff(role);
    cookies[role] = await staffCookie(server, account.email, account.password);
  }
});
afterAll(async () => {
  await server.close();
  rmSync(partnersDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload: payload as object } : {}) });

async function draftFrom(partnerId: string, edit?: (theme: Record<string, unknown>) => void) {
  const id = randomUUID();
  const created = await call('POST', '/api/staff/drafts', cookies.editor, {
    id,
    partner_id: partnerId,
    title: `Change ${partnerId}`,
    from: { kind: 'partner', partner_id: partnerId },
  });
  expect(created.statusCode, created.body).toBe(200);
  let draft = created.json().data;
  if (edit) {
    const theme = { ...draft.content.theme };
    edit(theme);
    const saved = await call('PUT', `/api/staff/drafts/${id}`, cookies.editor, {
      version: draft.version,
      content: { ...draft.content, theme },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    draft = saved.json().data;
  }
  return draft as { id: string; version: number; partner_id: string };
}

const publish = (draft: { id: string; version: number }, cookie = cookies.publisher) =>
  call('POST', `/api/staff/drafts/${draft.id}/publish`, cookie, { version: draft.version });

function unzipOver(zip: Buffer, root: string) {
  for (const [path, data] of Object.entries(unzipSync(new Uint8Array(zip)))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), data);
  }
}

interface Drift {
  partner_id: string;
  status: string;
  live_version: number | null;
  files: { path: string; difference: string }[];
}

async function driftOf(partnerId: string): Promise<Drift> {
  const all = (await call('GET', '/api/staff/partner-drift', cookies.viewer)).json().data as Drift[];
  const found = all.find((d) => d.partner_id === partnerId);
  if (!found) throw new Error(`no drift entry for ${partnerId}`);
  return found;
}

describe('publishing a draft', () => {
  it('needs drafts.publish: an editor is refused', async () => {
    const draft = await draftFrom('tmp-corp');
    const res = await publish(draft, cookies.editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STAFF_FORBIDDEN');
  });

  it("refuses a publisher who wrote the draft's changes (four eyes)", async () => {
    const draft = await draftFrom('tmp-corp', (theme) => {
      theme.main_color_1 = '#123456';
    });
    // The editor is made a publisher: still not the one to approve their own work.
    const editor = await server.app.ctx.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', demoStaff('editor').email)
      .executeTakeFirstOrThrow();
    const promoted = await call('PATCH', `/api/staff/accounts/${editor.id}`, cookies.admin, {
      role: 'publisher',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    try {
      const res = await publish(draft, cookies.editor);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('DRAFT_PUBLISH_OWN_DRAFT');
      expect(res.json().error.message.en).toMatch(/another publisher/);
    } finally {
      await call('PATCH', `/api/staff/accounts/${editor.id}`, cookies.admin, { role: 'editor' });
    }
  });

  it('refuses a version that is not the current one (409) and a draft with problems (422)', async () => {
    const draft = await draftFrom('tmp-corp', (theme) => {
      theme.main_color_1 = '#224466';
    });
    const stale = await publish({ id: draft.id, version: draft.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('DRAFT_VERSION_CONFLICT');

    const broken = await draftFrom('tmp-corp', (theme) => {
      theme.main_color_1 = 'not a colour';
    });
    const invalid = await publish(broken);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.code).toBe('DRAFT_PUBLISH_INVALID');
    expect(invalid.json().error.details.problems).toContainEqual(
      expect.objectContaining({ file: 'theme.json', pointer: '/main_color_1' }),
    );
    // Nothing went live.
    expect(server.app.ctx.partners.byId('tmp-corp')!.version).toBe(1);
  });

  it('makes a change live at once, answers a retry with the same version, and audits it', async () => {
    const draft = await draftFrom('siam-life', (theme) => {
      theme.main_color_1 = '#0B3D91';
    });
    const res = await publish(draft);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ partner_id: 'siam-life', version: 2 });
    expect(Date.parse(answer.published_at)).not.toBeNaN();
    expect((await publish(draft)).json().data).toEqual(answer);

    const live = server.app.ctx.partners.byId('siam-life')!;
    expect(live.version).toBe(2);
    expect(live.theme.main_color_1).toBe('#0B3D91');
    const html = await server.app.inject({ url: '/?partner_id=siam-life', headers: { accept: 'text/html' } });
    // Without a client build the page answers 503; the theme then shows in the boot API instead.
    const boot = await server.app.inject({
      url: '/api/v1/partner-boot',
      headers: { 'x-api-key': live.partner.api_key },
    });
    expect(boot.json()).toMatchObject({ version: 2, data: { theme: { main_color_1: '#0B3D91' } } });
    expect([200, 503]).toContain(html.statusCode);

    const audit = await server.app.ctx.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('operation', '=', 'partner.publish')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ partner_id: 'siam-life', target: draft.id, role: 'publisher' });
  });

  it('puts a new partner live with its images, help pages falling back to the default partner', async () => {
    const id = randomUUID();
    const created = await call('POST', '/api/staff/drafts', cookies.editor, {
      id,
      partner_id: 'chao-phraya',
      title: 'Chao Phraya Assurance',
      from: {
        kind: 'brand_kit',
        ins_code: 'CPA',
        name: { th: 'เจ้าพระยาประกันภัย', en: 'Chao Phraya Assurance' },
        colors: ['#1B4D89', '#F2B705', '#2BB673'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data;
    expect(draft.problems).toEqual([]);
    const res = await publish(draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ partner_id: 'chao-phraya', version: 1 });

    const live = server.app.ctx.partners.byId('chao-phraya')!;
    expect(live.partner.ins_code).toBe('CPA');
    const headers = { 'x-api-key': live.partner.api_key };
    const boot = await server.app.inject({ url: '/api/v1/partner-boot', headers });
    expect(boot.json().data.partner.partner_id).toBe('chao-phraya');
    expect(boot.headers['x-partner-version']).toBe('1');
    const logoPath = String(live.theme.logo);
    expect(logoPath).toMatch(/^\/partners\/chao-phraya\/assets\//);
    expect((await server.app.inject({ url: logoPath })).statusCode).toBe(200);
    const pages = await server.app.inject({ url: '/api/v1/pages?lang=en', headers });
    expect(pages.statusCode).toBe(200);
    expect(pages.json().data.items.length).toBeGreaterThan(0);
    // The partners table has its row: members, cards and content can refer to it.
    const row = await server.app.ctx.db
      .selectFrom('partners')
      .selectAll()
      .where('id', '=', 'chao-phraya')
      .executeTakeFirst();
    expect(row).toMatchObject({ ins_code: 'CPA', name_en: 'Chao Phraya Assurance' });
  });
});

describe('versions, restore and drift', () => {
  it('lists versions newest first with the live one, and restores an earlier one in one step', async () => {
    const list = await call('GET', '/api/staff/partners/siam-life/versions', cookies.viewer);
    expect(list.statusCode, list.body).toBe(200);
    const { versions, live_version } = list.json().data;
    expect(live_version).toBe(2);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      source: 'draft',
      live: true,
      published_by: { email: demoStaff('publisher').email },
    });
    expect(versions[1]).toMatchObject({ source: 'folder', live: false, published_by: null, draft_id: null });
    expect(versions[1].files).toContain('pages/faq.th.md');

    expect(
      (await call('POST', '/api/staff/partners/siam-life/versions/1/restore', cookies.editor)).statusCode,
    ).toBe(403);
    const restored = await call(
      'POST',
      '/api/staff/partners/siam-life/versions/1/restore',
      cookies.publisher,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ partner_id: 'siam-life', version: 3 });
    const after = (await call('GET', '/api/staff/partners/siam-life/versions', cookies.viewer)).json().data;
    expect(after.versions[0]).toMatchObject({ version: 3, source: 'restore', restored_from: 1, live: true });
    expect(after.versions[0].content_hash).toBe(after.versions[2].content_hash);
    expect(server.app.ctx.partners.byId('siam-life')!.theme.main_color_1).not.toBe('#0B3D91');
    expect(
      (await call('POST', '/api/staff/partners/siam-life/versions/99/restore', cookies.publisher)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/staff/partners/nobody-here/versions', cookies.viewer)).statusCode).toBe(
      404,
    );
  });

  it('reports in_sync, changed_since_deploy, db_only and folder_only with the differing paths', async () => {
    // siam-life was restored to the folder's files: in sync again.
    expect((await driftOf('siam-life')).status).toBe('in_sync');
    const draft = await draftFrom('krungsiam-bank', (theme) => {
      theme.main_color_1 = '#5B2C83';
    });
    expect((await publish(draft)).statusCode).toBe(200);
    const changed = await driftOf('krungsiam-bank');
    expect(changed.status).toBe('changed_since_deploy');
    expect(changed.files).toContainEqual({ path: 'theme.json', difference: 'changed' });
    expect(changed.files.every((f) => f.difference === 'changed')).toBe(true);
    const onlyDb = await driftOf('chao-phraya');
    expect(onlyDb.status).toBe('db_only');
    expect(onlyDb.files).toContainEqual({ path: 'partner.json', difference: 'only_live' });
    cpSync(join(partnersDir, 'tmp-corp'), join(partnersDir, 'tmp-corp-two'), { recursive: true });
    try {
      expect(await driftOf('tmp-corp-two')).toMatchObject({ status: 'folder_only', live_version: null });
    } finally {
      rmSync(join(partnersDir, 'tmp-corp-two'), { recursive: true, force: true });
    }
    expect((await driftOf('default')).status).toBe('in_sync');
  });

  it('exports a version byte for byte: unzipped over the folder nothing differs, and drift is in_sync', async () => {
    // An unchanged folder partner: its export is its folder.
    const original = readFolderFiles(join(partnersDir, 'tmp-corp'), 'tmp-corp', []);
    const zip = await call('GET', '/api/staff/partners/tmp-corp/versions/1/export', cookies.admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([...original.keys()].map((p) => `tmp-corp/${p}`).sort());
    for (const [path, bytes] of original)
      expect(Buffer.from(entries[`tmp-corp/${path}`]!).equals(Buffer.from(bytes)), path).toBe(true);

    // A published change: its export unzipped over a copy of the folder makes the folder the live version.
    const live = (await driftOf('krungsiam-bank')).live_version!;
    const published = await call(
      'GET',
      `/api/staff/partners/krungsiam-bank/versions/${live}/export`,
      cookies.admin,
    );
    unzipOver(published.rawPayload, partnersDir);
    expect(await driftOf('krungsiam-bank')).toMatchObject({ status: 'in_sync', files: [] });
    expect(
      JSON.parse(readFileSync(join(partnersDir, 'krungsiam-bank', 'theme.json'), 'utf8')).main_color_1,
    ).toBe('#5B2C83');
  });

  it('exports placeholders for the keys without partners.secrets, every other byte the same', async () => {
    const zip = await call('GET', '/api/staff/partners/tmp-corp/versions/1/export', cookies.viewer);
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const partner = JSON.parse(Buffer.from(entries['tmp-corp/partner.json']!).toString('utf8'));
    expect(isPlaceholderKey(partner.secret_key)).toBe(true);
    expect(isPlaceholderKey(partner.api_key)).toBe(true);
    const theme = readFileSync(join(partnersDir, 'tmp-corp', 'theme.json'));
    expect(Buffer.from(entries['tmp-corp/theme.json']!).equals(theme)).toBe(true);
    expect(
      (await call('GET', '/api/staff/partners/tmp-corp/versions/9/export', cookies.viewer)).statusCode,
    ).toBe(404);
  });
});
