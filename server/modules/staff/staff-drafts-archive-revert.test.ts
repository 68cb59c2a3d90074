/**
 * Issue 26, deliver 7: drafts archived (out of the default list, kept with their history, restorable)
 * and reverted to any earlier version (itself a new version that can be undone); exports that hold only
 * the images the configuration names, with JSON in the schemas' key order; one insurer-code rule.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateDraftRequestSchema,
  type DraftContent,
  INS_CODE_PATTERN,
  INS_CODE_RULE,
} from '../../../shared/api/schemas/staff-drafts';
import defs from '../../../schemas/defs.schema.json';
import { seedStaff } from '../../db/seed-staff';
import { multipart, pngBytes } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';
import { contentAtVersion, usedAssetNames } from './partner-drafts';
import { partnerJsonText } from './schema-order';

let server: TestServer;
let editorCookie: string;
let viewerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedStaff(server.app.ctx.db);
  const cookie = (role: 'editor' | 'viewer' | 'admin') =>
    staffCookie(server, demoStaff(role).email, demoStaff(role).password);
  editorCookie = await cookie('editor');
  viewerCookie = await cookie('viewer');
  adminCookie = await cookie('admin');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload: payload as object } : {}) });

const brandKit = (partner_id: string, id = randomUUID()) => ({
  id,
  partner_id,
  title: `${partner_id} launch`,
  from: {
    kind: 'brand_kit',
    ins_code: 'CPA',
    name: { th: 'เจ้าพระยา แอสชัวรันส์', en: 'Chao Phraya Assurance' },
    colors: ['#1B4D89', '#F2B705', '#2BB673'],
  },
});

async function newDraft(partnerId: string) {
  const res = await call('POST', '/api/staff/drafts', editorCookie, brandKit(partnerId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function save(
  draft: { id: string; version: number; content: Record<string, unknown> },
  edit: (c: DraftContent) => void,
) {
  const content = structuredClone(draft.content) as DraftContent;
  edit(content);
  const res = await call('PUT', `/api/staff/drafts/${draft.id}`, editorCookie, {
    version: draft.version,
    content,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const listed = async (cookie: string, query = '') =>
  ((await call('GET', `/api/staff/drafts${query}`, cookie)).json().data as Array<{ id: string }>).map(
    (d) => d.id,
  );

describe('archiving drafts', () => {
  it('hides an archived draft from the list, lists it under archived, keeps its history and restores it', async () => {
    const draft = await newDraft('archive-me');
    const edited = await save(draft, (c) => {
      c.theme.main_color_1 = '#123456';
    });
    const archived = await call('PUT', `/api/staff/drafts/${draft.id}/archived`, editorCookie, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archived_at).toEqual(expect.any(String));
    expect(archived.json().data.version).toBe(edited.version);
    expect(await listed(viewerCookie)).not.toContain(draft.id);
    expect(await listed(viewerCookie, '?archived=true')).toContain(draft.id);
    // Kept whole: opened and its history read as before.
    expect(
      (await call('GET', `/api/staff/drafts/${draft.id}`, viewerCookie)).json().data.content.theme
        .main_color_1,
    ).toBe('#123456');
    expect(
      (await call('GET', `/api/staff/drafts/${draft.id}/history`, viewerCookie)).json().data,
    ).toHaveLength(2);
    // Archived drafts are not changed: saves, reverts and images are refused with words.
    const refused = await call('PUT', `/api/staff/drafts/${draft.id}`, editorCookie, {
      version: edited.version,
      content: edited.content,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DRAFT_ARCHIVED');
    expect(refused.json().error.message.en).toMatch(/archived/);
    const revert = await call('POST', `/api/staff/drafts/${draft.id}/revert`, editorCookie, {
      version: edited.version,
      to_version: 1,
    });
    expect(revert.json().error.code).toBe('DRAFT_ARCHIVED');

    const restored = await call('PUT', `/api/staff/drafts/${draft.id}/archived`, editorCookie, {
      archived: false,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.archived_at).toBeNull();
    expect(await listed(viewerCookie)).toContain(draft.id);
    expect(await listed(viewerCookie, '?archived=true')).not.toContain(draft.id);

    // Both moves are in the audit trail.
    const audit = (await call('GET', `/api/staff/audit?partner_id=archive-me`, adminCookie)).json().data;
    const operations = audit.entries.map((e: { operation: string }) => e.operation);
    expect(operations).toEqual(expect.arrayContaining(['draft.archive', 'draft.unarchive']));
  });

  it('lets viewers list archived drafts but not archive, and refuses a bad body', async () => {
    const draft = await newDraft('archive-viewer');
    const byViewer = await call('PUT', `/api/staff/drafts/${draft.id}/archived`, viewerCookie, {
      archived: true,
    });
    expect(byViewer.statusCode).toBe(403);
    const bad = await call('PUT', `/api/staff/drafts/${draft.id}/archived`, editorCookie, {
      archived: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await call('PUT', `/api/staff/drafts/${randomUUID()}/archived`, editorCookie, {
      archived: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('reverting drafts', () => {
  it('reverts to a chosen version as a new version named in the history, and the revert can be undone', async () => {
    const v1 = await newDraft('revert-me');
    const v2 = await save(v1, (c) => {
      c.theme.main_color_1 = '#111111';
    });
    const v3 = await save(v2, (c) => {
      c.theme.main_color_1 = '#222222';
      c.partner.telemed_card_limit = 2;
    });
    expect(v3.version).toBe(3);

    const res = await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, {
      version: 3,
      to_version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const v4 = res.json().data;
    expect(v4.version).toBe(4);
    expect(v4.content).toEqual(v1.content);
    const history = (await call('GET', `/api/staff/drafts/${v1.id}/history`, viewerCookie)).json().data;
    expect(history[0]).toMatchObject({ version: 4, summary: 'Reverted to version 1' });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { pointer: '/theme/main_color_1', from: '#222222', to: v1.content.theme.main_color_1 },
      ]),
    );
    // Undo the revert: back to version 3's content, as version 5.
    const undo = (
      await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, { version: 4, to_version: 3 })
    ).json().data;
    expect(undo.version).toBe(5);
    expect(undo.content).toEqual(v3.content);
    // And to version 2, in between.
    const to2 = (
      await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, { version: 5, to_version: 2 })
    ).json().data;
    expect(to2.content).toEqual(v2.content);
  });

  it('refuses a stale version, the current or a later version, an unknown one and viewers', async () => {
    const v1 = await newDraft('revert-refusals');
    const v2 = await save(v1, (c) => {
      c.theme.main_color_1 = '#333333';
    });
    const stale = await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, {
      version: 1,
      to_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('DRAFT_VERSION_CONFLICT');
    const current = await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, {
      version: v2.version,
      to_version: v2.version,
    });
    expect(current.statusCode).toBe(400);
    expect(current.json().error.details[0].message).toMatch(/before the current one/);
    const zero = await call('POST', `/api/staff/drafts/${v1.id}/revert`, editorCookie, {
      version: 2,
      to_version: 0,
    });
    expect(zero.statusCode).toBe(400);
    const viewer = await call('POST', `/api/staff/drafts/${v1.id}/revert`, viewerCookie, {
      version: 2,
      to_version: 1,
    });
    expect(viewer.statusCode).toBe(403);
    // Nothing changed.
    expect((await call('GET', `/api/staff/drafts/${v1.id}`, viewerCookie)).json().data.version).toBe(2);
  });

  it('rebuilds versions saved before snapshots were kept from the recorded changes, and says when it cannot', () => {
    const v3 = {
      partner: { partner_id: 'x', telemed_card_limit: 2 },
      theme: { main_color_1: '#333333' },
      menu_tiles: { tiles: [1, 2] },
    };
    const rows = [
      {
        version: 3,
        content: v3,
        changes: [
          { pointer: '/partner/telemed_card_limit', from: null, to: 2 },
          { pointer: '/menu_tiles/tiles/1', from: null, to: 2 },
        ],
      },
      { version: 2, content: null, changes: [{ pointer: '/assets/logo.png', from: null, to: { bytes: 3 } }] },
      { version: 1, content: null, changes: [] },
    ];
    expect(contentAtVersion(rows, 1)).toEqual({
      partner: { partner_id: 'x' },
      theme: { main_color_1: '#333333' },
      menu_tiles: { tiles: [1] },
    });
    expect(contentAtVersion(rows, 3)).toBe(v3);
    const cut = [
      {
        ...rows[0]!,
        changes: Array.from({ length: 200 }, (_, i) => ({ pointer: `/theme/k${i}`, from: 1, to: 2 })),
      },
      rows[2]!,
    ];
    expect(contentAtVersion(cut, 1)).toBeNull();
    expect(contentAtVersion(rows, 9)).toBeNull();
  });
});

describe('clean exports', () => {
  const exportOf = async (id: string, cookie = editorCookie) => {
    const res = await call('GET', `/api/staff/drafts/${id}/export`, cookie);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('ships only the images the configuration names: not the wordmark beside an uploaded logo', async () => {
    const draft = await newDraft('clean-export');
    const names = (zip: Buffer) =>
      Object.keys(unzipSync(new Uint8Array(zip))).map((p) => p.split('/').slice(1).join('/'));
    const before = names(await exportOf(draft.id));
    expect(before).toContain('assets/logo.svg');
    // Upload a logo and point the theme at it, and a login photo in place of login-bg.svg.
    for (const name of ['logo.png', 'login.png']) {
      const form = await multipart(
        {},
        { file: { bytes: await pngBytes(), filename: name, type: 'image/png' } },
      );
      const up = await server.app.inject({
        method: 'PUT',
        url: `/api/staff/drafts/${draft.id}/assets/${name}`,
        headers: { cookie: editorCookie, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(up.statusCode, up.body).toBe(200);
    }
    const current = (await call('GET', `/api/staff/drafts/${draft.id}`, viewerCookie)).json().data;
    const edited = await save(current, (c) => {
      c.theme.logo = '/partners/clean-export/assets/logo.png';
      c.theme.login_background_image = '/partners/clean-export/assets/login.png';
    });
    expect(edited.assets.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['logo.svg', 'logo.png', 'login-bg.svg', 'login.png']),
    );
    const after = names(await exportOf(draft.id));
    expect(after).toContain('assets/logo.png');
    expect(after).toContain('assets/login.png');
    expect(after).not.toContain('assets/logo.svg');
    expect(after).not.toContain('assets/login-bg.svg');
    // Every image the export holds is one the configuration names, and each one it names is there.
    const used = usedAssetNames(edited.content);
    expect(
      after
        .filter((p) => p.startsWith('assets/'))
        .map((p) => p.slice(7))
        .sort(),
    ).toEqual([...used].sort());
  });

  it('writes the same bytes twice, keys in schema order, and a partner folder comes back unchanged', async () => {
    const folder = join(process.cwd(), 'partners', 'krungsiam-bank');
    const files: Record<string, Uint8Array> = {};
    for (const name of ['partner.json', 'theme.json', 'menu-tiles.json'])
      files[`krungsiam-bank/${name}`] = readFileSync(join(folder, name));
    for (const name of readdirSync(join(folder, 'assets')))
      files[`krungsiam-bank/assets/${name}`] = readFileSync(join(folder, 'assets', name));
    const form = await multipart(
      { id: randomUUID(), title: 'Krungsiam as is' },
      { archive: { bytes: zipSync(files), filename: 'krungsiam-bank.zip', type: 'application/zip' } },
    );
    const imported = await server.app.inject({
      method: 'POST',
      url: '/api/staff/drafts/import',
      headers: { cookie: adminCookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const id = imported.json().data.id;
    // An admin's export holds the live keys: byte for byte the folder's JSON.
    const first = unzipSync(new Uint8Array(await exportOf(id, adminCookie)));
    const second = unzipSync(new Uint8Array(await exportOf(id, adminCookie)));
    expect(second).toEqual(first);
    for (const name of ['partner.json', 'theme.json', 'menu-tiles.json'])
      expect(new TextDecoder().decode(first[`krungsiam-bank/${name}`])).toBe(
        readFileSync(join(folder, name), 'utf8'),
      );
    const partner = JSON.parse(new TextDecoder().decode(first['krungsiam-bank/partner.json']));
    expect(Object.keys(partner).slice(0, 4)).toEqual(['$schema', 'partner_id', 'secret_key', 'api_key']);
  });

  it('orders keys as the schema lists them whatever order they come in', () => {
    const text = partnerJsonText('partner.json', {
      year_format: 'gregorian',
      name: { en: 'A', th: 'ก' },
      partner_id: 'a',
      zzz_unknown: 1,
      $schema: '../../schemas/partner.schema.json',
      languages: ['th', 'en'],
    });
    expect(text).toBe(
      [
        '{',
        '  "$schema": "../../schemas/partner.schema.json",',
        '  "partner_id": "a",',
        '  "name": {',
        '    "th": "ก",',
        '    "en": "A"',
        '  },',
        '  "languages": ["th", "en"],',
        '  "year_format": "gregorian",',
        '  "zzz_unknown": 1',
        '}',
        '',
      ].join('\n'),
    );
    expect(strToU8(text)).toBeInstanceOf(Uint8Array);
  });
});

describe('one insurer-code rule', () => {
  it('is the JSON schema insCode pattern, 2–16 capital letters or digits, in the API and its message', async () => {
    expect(INS_CODE_PATTERN.source).toBe(defs.$defs.insCode.pattern);
    expect(INS_CODE_RULE).toBe('2–16 capital letters or digits');
    expect(defs.$defs.insCode.description).toMatch(/2 to 16 upper-case letters and digits/);
    for (const [code, ok] of [
      ['AB', true],
      ['ABCDEFGHIJKLMNOP', true],
      ['CPA2026LONGCODE', true],
      ['A', false],
      ['ABCDEFGHIJKLMNOPQ', false],
      ['cpa', false],
    ] as const) {
      const parsed = CreateDraftRequestSchema.safeParse({
        ...brandKit('ins-rule'),
        from: { ...brandKit('x').from, ins_code: code },
      });
      expect(parsed.success, code).toBe(ok);
      if (!ok) expect(parsed.error!.issues[0]!.message).toBe(`Use ${INS_CODE_RULE}.`);
    }
    // An 11–16 character code starts a draft with no problems (it used to be refused above 10).
    const res = await call('POST', '/api/staff/drafts', editorCookie, {
      ...brandKit('long-code'),
      from: { ...brandKit('x').from, ins_code: 'CPA2026LONGCODE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.problems).toEqual([]);
  });
});
