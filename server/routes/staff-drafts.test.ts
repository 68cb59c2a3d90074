/**
 * Partner drafts (docs/decisions/062-partner-drafts.md): started from a partner or a brand kit, saved
 * with versions and a history of who changed what, checked by the validate:partners validator, and
 * exported as a partner folder that the validator accepts unchanged; viewers read, editors write,
 * and a draft's keys are never answered.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePartnerFolder } from '../../scripts/validate-partners';
import { DEMO_STAFF, seedStaff } from '../db/seed-staff';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
let editorCookie: string;
let viewerCookie: string;
const viewer = DEMO_STAFF.find((s) => s.role === 'viewer')!;
const editor = DEMO_STAFF.find((s) => s.role === 'editor')!;

async function cookieOf(email: string, password: string) {
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email, password },
  });
  const c = r.cookies.find((x) => x.name === 'wl_staff')!;
  return `wl_staff=${c.value}`;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedStaff(server.app.ctx.db);
  editorCookie = await cookieOf(editor.email, editor.password);
  viewerCookie = await cookieOf(viewer.email, viewer.password);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload: payload as object } : {}) });

const brandKit = (id = randomUUID(), partner_id = 'acme-health') => ({
  id,
  partner_id,
  title: 'Acme Health launch',
  from: {
    kind: 'brand_kit',
    ins_code: 'ACM',
    name: { th: 'แอคมี เฮลท์', en: 'Acme Health' },
    colors: ['#FFD400', '#0057B8'],
  },
});

function unpack(zip: Buffer): string {
  const root = mkdtempSync(join(tmpdir(), 'draft-export-'));
  for (const [path, data] of Object.entries(unzipSync(new Uint8Array(zip)))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), data);
  }
  return root;
}

describe('partner drafts', () => {
  it('starts from a brand kit with no problems, no keys in the answer, and a retry makes nothing twice', async () => {
    const body = brandKit();
    const first = await call('POST', '/api/staff/drafts', editorCookie, body);
    expect(first.statusCode).toBe(200);
    const draft = first.json().data;
    expect(draft).toMatchObject({
      partner_id: 'acme-health',
      version: 1,
      title: 'Acme Health launch',
      problems: [],
    });
    expect(draft.content.theme.main_color_1).toBe('#FFD400');
    expect(draft.content.partner.secret_key).toBeUndefined();
    expect(draft.assets.map((a: { name: string }) => a.name)).toContain('banner-1.svg');
    expect(first.body).not.toMatch(/acm_sk_|acm_ak_/);

    const again = await call('POST', '/api/staff/drafts', editorCookie, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(draft.id);
    const list = (await call('GET', '/api/staff/drafts', viewerCookie)).json().data;
    expect(list.filter((d: { id: string }) => d.id === draft.id)).toHaveLength(1);

    const reused = await call('POST', '/api/staff/drafts', editorCookie, {
      ...body,
      title: 'Something else',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('DRAFT_ID_TAKEN');
  });

  it('saves edits with versions, names the problems the validator finds, and keeps who changed what', async () => {
    const created = (
      await call('POST', '/api/staff/drafts', editorCookie, brandKit(randomUUID(), 'edit-me'))
    ).json().data;
    const theme = {
      ...created.content.theme,
      top_bar_text_color: '#FFFFFF',
      top_bar_background_color: '#FFD400',
    };
    const saved = await call('PUT', `/api/staff/drafts/${created.id}`, editorCookie, {
      version: 1,
      content: {
        ...created.content,
        theme,
        partner: { ...created.content.partner, secret_key: 'x'.repeat(20) },
      },
      summary: 'Yellow top bar',
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json().data;
    expect(draft.version).toBe(2);
    expect(draft.content.partner.secret_key).toBeUndefined();
    const problem = draft.problems.find((p: { pointer?: string }) => p.pointer === '/top_bar_text_color');
    expect(problem).toMatchObject({ file: 'theme.json' });
    expect(problem.message).toMatch(/contrast 1\.\d\d:1, below the 4\.5:1/);

    // An edit made on version 1 after version 2 was saved is refused, and nothing changes.
    const stale = await call('PUT', `/api/staff/drafts/${created.id}`, editorCookie, {
      version: 1,
      content: created.content,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('DRAFT_VERSION_CONFLICT');
    expect((await call('GET', `/api/staff/drafts/${created.id}`, viewerCookie)).json().data.version).toBe(2);

    const history = (await call('GET', `/api/staff/drafts/${created.id}/history`, viewerCookie)).json().data;
    expect(history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({ summary: 'Yellow top bar', staff: { email: editor.email } });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        {
          pointer: '/theme/top_bar_text_color',
          from: created.content.theme.top_bar_text_color,
          to: '#FFFFFF',
        },
      ]),
    );
    expect(JSON.stringify(history)).not.toContain('x'.repeat(20));
  });

  it('exports a zip that validate:partners accepts unchanged, for a brand kit and for a copy of a partner', async () => {
    for (const body of [
      brandKit(randomUUID(), 'zip-kit'),
      {
        id: randomUUID(),
        partner_id: 'siam-life-2027',
        title: 'Siam Life refresh',
        from: { kind: 'partner', partner_id: 'siam-life' },
      },
    ]) {
      const draft = (await call('POST', '/api/staff/drafts', editorCookie, body)).json().data;
      expect(draft.problems).toEqual([]);
      const zip = await call('GET', `/api/staff/drafts/${draft.id}/export`, editorCookie);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const root = unpack(zip.rawPayload);
      try {
        expect(validatePartnerFolder(join(root, body.partner_id))).toEqual([]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  });

  it('lets viewers read but not write or export, and answers nothing without a staff session', async () => {
    const created = (
      await call('POST', '/api/staff/drafts', editorCookie, brandKit(randomUUID(), 'viewer-test'))
    ).json().data;
    expect((await call('GET', `/api/staff/drafts/${created.id}`, viewerCookie)).statusCode).toBe(200);
    const write = await call('PUT', `/api/staff/drafts/${created.id}`, viewerCookie, {
      version: 1,
      content: created.content,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('STAFF_FORBIDDEN');
    expect((await call('POST', '/api/staff/drafts', viewerCookie, brandKit())).statusCode).toBe(403);
    expect((await call('GET', `/api/staff/drafts/${created.id}/export`, viewerCookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/drafts', '')).statusCode).toBe(401);
    expect((await call('GET', `/api/staff/drafts/${randomUUID()}`, viewerCookie)).statusCode).toBe(404);
    const bad = await call('POST', '/api/staff/drafts', editorCookie, {
      ...brandKit(),
      partner_id: 'Bad Id',
    });
    expect(bad.statusCode).toBe(400);
  });
});
