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
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePartnerFolder } from '../../../scripts/validate-partners';
import { seedStaff } from '../../db/seed-staff';
import { type FilePart, multipart, pngBytes } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';

let server: TestServer;
let editorCookie: string;
let viewerCookie: string;
const viewer = demoStaff('viewer');
const editor = demoStaff('editor');
const cookieOf = (email: string, password: string) => staffCookie(server, email, password);

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

  it('exports a zip that validate:partners --exported accepts unchanged, for a brand kit and for a copy of a partner', async () => {
    for (const body of [
      brandKit(randomUUID(), 'zip-kit'),
      {
        id: randomUUID(),
        partner_id: 'siam-life-2027',
        title: 'Siam Life refresh',
        from: { kind: 'partner', partner_id: 'siam-life', ins_code: 'SLI27' },
      },
    ]) {
      const draft = (await call('POST', '/api/staff/drafts', editorCookie, body)).json().data;
      expect(draft.problems).toEqual([]);
      const zip = await call('GET', `/api/staff/drafts/${draft.id}/export`, editorCookie);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const root = unpack(zip.rawPayload);
      try {
        // An editor's export holds key placeholders: accepted as an export, refused as a folder that ships.
        const dir = join(root, body.partner_id);
        expect(validatePartnerFolder(dir, { exported: true })).toEqual([]);
        expect(validatePartnerFolder(dir).map((p) => p.pointer)).toEqual(['/secret_key', '/api_key']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  });

  it("says at once when a copy keeps its original's insurer code, as validate:partners would beside it", async () => {
    const kept = (
      await call('POST', '/api/staff/drafts', editorCookie, {
        id: randomUUID(),
        partner_id: 'siam-life-copy',
        title: 'Siam Life copy',
        from: { kind: 'partner', partner_id: 'siam-life' },
      })
    ).json().data;
    expect(kept.content.partner.ins_code).toBe('SLI');
    expect(kept.problems).toEqual([
      expect.objectContaining({
        pointer: '/ins_code',
        message: expect.stringMatching(/"SLI" is also used by partners\/siam-life\/partner\.json/),
      }),
    ]);
    const own = (
      await call('POST', '/api/staff/drafts', editorCookie, {
        id: randomUUID(),
        partner_id: 'siam-life-copy2',
        title: 'Siam Life copy 2',
        from: { kind: 'partner', partner_id: 'siam-life', ins_code: 'SLI2' },
      })
    ).json().data;
    expect(own.content.partner.ins_code).toBe('SLI2');
    expect(own.content.theme.ins_code).toBe('SLI2');
    expect(own.problems).toEqual([]);
    // The same partner id replaces its folder: its own code and keys are no clash.
    const same = (
      await call('POST', '/api/staff/drafts', editorCookie, {
        id: randomUUID(),
        partner_id: 'siam-life',
        title: 'Siam Life in place',
        from: { kind: 'partner', partner_id: 'siam-life' },
      })
    ).json().data;
    expect(same.problems).toEqual([]);
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

describe('draft images', () => {
  let draft: { id: string; version: number };
  beforeAll(async () => {
    draft = (
      await call('POST', '/api/staff/drafts', editorCookie, brandKit(randomUUID(), 'assets-test'))
    ).json().data;
  });

  const put = async (name: string, file: FilePart, cookie = editorCookie) => {
    const form = await multipart({}, { file });
    return server.app.inject({
      method: 'PUT',
      url: `/api/staff/drafts/${draft.id}/assets/${name}`,
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('stores a PNG re-encoded (what rides after it is gone), as a new version with history, served to staff', async () => {
    const png = pngBytes();
    const appended = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const r = await put('logo.png', { bytes: appended, filename: 'logo.png', type: 'image/png' });
    expect(r.statusCode).toBe(200);
    const answer = r.json().data;
    expect(answer.version).toBe(draft.version + 1);
    expect(answer.assets).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'logo.png', content_type: 'image/png' })]),
    );
    const image = await call('GET', `/api/staff/drafts/${draft.id}/assets/logo.png`, viewerCookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
    expect(image.rawPayload.toString('latin1')).not.toContain('<script>');
    expect(image.rawPayload.toString('latin1')).not.toContain('taken at home');
    const history = (await call('GET', `/api/staff/drafts/${draft.id}/history`, viewerCookie)).json().data;
    expect(history[0]).toMatchObject({
      summary: 'Uploaded image assets/logo.png',
      staff: { email: editor.email },
    });
    expect((await call('GET', `/api/staff/drafts/${draft.id}/assets/logo.png`, '')).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/staff/drafts/${draft.id}/assets/nothing.png`, viewerCookie)).statusCode,
    ).toBe(404);
  });

  it('judges the type by the bytes, not the name or the declared type', async () => {
    const png = pngBytes();
    const asSvg = await put('banner.svg', { bytes: png, filename: 'banner.svg', type: 'image/svg+xml' });
    expect(asSvg.statusCode).toBe(422);
    expect(asSvg.json().error.code).toBe('DRAFT_ASSET_INVALID');
    expect(asSvg.json().error.details[0].message).toMatch(/bytes are image\/png.*rename it to end in \.png/);
    const text = await put('icon.png', {
      bytes: Buffer.from('just some text'),
      filename: 'icon.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().error.details[0].message).toMatch(/not an SVG, PNG, JPEG or WebP image/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    const ok = await put('mark.svg', { bytes: svg, filename: 'mark.png', type: 'image/png' });
    expect(ok.statusCode).toBe(200);
    const served = await call('GET', `/api/staff/drafts/${draft.id}/assets/mark.svg`, viewerCookie);
    expect(served.headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses an SVG that could run code, naming the line and the rule', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(1)</script>\n</svg>');
    const r = await put('evil.svg', { bytes: svg, filename: 'evil.svg', type: 'image/svg+xml' });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.details[0].message).toMatch(/evil\.svg:2: contains <script>/);
    const onload = await put('evil2.svg', {
      bytes: Buffer.from('<svg onload="alert(1)"/>'),
      filename: 'evil2.svg',
      type: 'image/svg+xml',
    });
    expect(onload.statusCode).toBe(422);
    const names = (await call('GET', `/api/staff/drafts/${draft.id}`, viewerCookie))
      .json()
      .data.assets.map((a: { name: string }) => a.name);
    expect(names).not.toContain('evil.svg');
    expect(names).not.toContain('evil2.svg');
  });

  it("takes the validator's limit (1,048,576 bytes), refuses one byte more, empty files and bad names", async () => {
    const svgOf = (size: number) => {
      const head = '<svg xmlns="http://www.w3.org/2000/svg"><!--';
      const tail = '--></svg>';
      return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail);
    };
    const max = await put('big.svg', {
      bytes: svgOf(1024 * 1024),
      filename: 'big.svg',
      type: 'image/svg+xml',
    });
    expect(max.statusCode).toBe(200);
    const over = await put('big.svg', {
      bytes: svgOf(1024 * 1024 + 1),
      filename: 'big.svg',
      type: 'image/svg+xml',
    });
    expect(over.statusCode).toBe(413);
    const empty = await put('empty.png', {
      bytes: new Uint8Array(),
      filename: 'empty.png',
      type: 'image/png',
    });
    expect(empty.statusCode).toBe(422);
    const badName = await put('Bad%20Name.png', { bytes: pngBytes(), filename: 'x.png', type: 'image/png' });
    expect(badName.statusCode).toBe(400);
  });

  it('refuses viewers and callers without a staff session', async () => {
    const file = { bytes: pngBytes(), filename: 'logo.png', type: 'image/png' };
    const viewerPut = await put('viewer.png', file, viewerCookie);
    expect(viewerPut.statusCode).toBe(403);
    expect(viewerPut.json().error.code).toBe('STAFF_FORBIDDEN');
    expect((await put('anon.png', file, '')).statusCode).toBe(401);
  });
});

describe('import of a partner folder zip', () => {
  const importZip = async (zip: Uint8Array, id = randomUUID(), title = 'Imported', cookie = editorCookie) => {
    const form = await multipart(
      { id, title },
      { archive: { bytes: zip, filename: 'partner.zip', type: 'application/zip' } },
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/staff/drafts/import',
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('round-trips: a draft exported and imported is the same partner folder, with no problems', async () => {
    const original = (
      await call('POST', '/api/staff/drafts', editorCookie, brandKit(randomUUID(), 'round-trip'))
    ).json().data;
    const exported = await call('GET', `/api/staff/drafts/${original.id}/export`, editorCookie);
    const imported = await importZip(exported.rawPayload, randomUUID(), 'Round trip');
    expect(imported.statusCode).toBe(200);
    const draft = imported.json().data;
    expect(draft).toMatchObject({ partner_id: 'round-trip', version: 1, problems: [] });
    expect(draft.content).toEqual(original.content);
    expect(draft.assets).toEqual(original.assets);
    const again = await call('GET', `/api/staff/drafts/${draft.id}/export`, editorCookie);
    expect(unzipSync(new Uint8Array(again.rawPayload))).toEqual(
      unzipSync(new Uint8Array(exported.rawPayload)),
    );
  });

  it('takes the files at the zip root too, and answers what the validator finds', async () => {
    const original = (
      await call('POST', '/api/staff/drafts', editorCookie, brandKit(randomUUID(), 'root-zip'))
    ).json().data;
    const files = unzipSync(
      new Uint8Array((await call('GET', `/api/staff/drafts/${original.id}/export`, editorCookie)).rawPayload),
    );
    const flat = Object.fromEntries(Object.entries(files).map(([p, d]) => [p.slice('root-zip/'.length), d]));
    const theme = JSON.parse(new TextDecoder().decode(flat['theme.json']));
    flat['theme.json'] = new TextEncoder().encode(JSON.stringify({ ...theme, main_color_1: 'red' }));
    const r = await importZip(zipSync(flat));
    expect(r.statusCode).toBe(200);
    expect(r.json().data.problems).toEqual([
      expect.objectContaining({
        file: 'theme.json',
        pointer: '/main_color_1',
        message: expect.stringMatching(/not a hex colour/),
      }),
    ]);
  });

  it('answers a clear 422 for a broken zip, a zip without the config files, and an unsafe image', async () => {
    const broken = await importZip(new TextEncoder().encode('PK\u0003\u0004 this is not really a zip'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.code).toBe('DRAFT_IMPORT_INVALID');
    expect(broken.json().error.details[0].message).toMatch(/not a readable zip/);
    const partial = await importZip(zipSync({ 'acme/partner.json': new TextEncoder().encode('{}') }));
    expect(partial.statusCode).toBe(422);
    expect(partial.json().error.details[0].message).toMatch(/no theme\.json, menu-tiles\.json in acme\//);
    const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
    const evil = await importZip(
      zipSync({
        'acme/partner.json': enc({ partner_id: 'acme' }),
        'acme/theme.json': enc({}),
        'acme/menu-tiles.json': enc({}),
        'acme/assets/x.svg': new TextEncoder().encode('<svg><script>alert(1)</script></svg>'),
      }),
    );
    expect(evil.statusCode).toBe(422);
    expect(evil.json().error.details[0].message).toMatch(/x\.svg:1: contains <script>/);
    const viewer = await importZip(zipSync({}), randomUUID(), 'x', viewerCookie);
    expect(viewer.statusCode).toBe(403);
  });
});
