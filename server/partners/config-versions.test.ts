/**
 * Partner configuration versions at start and across replicas (docs/decisions/079-partner-config-
 * versions.md): the folder is validated as before and imported once per change (two replicas starting
 * together import it once), a deploy with changed files wins over a publish, the live versions are
 * served from memory (assets, help pages, icons), and a publish on one instance is served by another
 * instance on the same database within seconds. With TEST_DB=postgres (TEST_DATABASE_URL) the two
 * instances share a real PostgreSQL database; otherwise one PGlite database.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PARTNER_VERSION_HEADER } from '../../shared/api/routes';
import { seedStaff } from '../db/seed-staff';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { startTestServer, type TestServer } from '../testing/server';
import { demoStaff, staffCookie } from '../testing/staff';
import { livePointers } from './config-store';
import { PartnerConfigError } from './loader';

const temps: string[] = [];
const servers: TestServer[] = [];
const databases: TestDatabase[] = [];

function copyOfPartners(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-versions-'));
  temps.push(dir);
  cpSync('partners', dir, { recursive: true });
  return dir;
}

async function database() {
  const db = await createTestDatabase();
  databases.push(db);
  return db;
}

async function start(
  db: TestDatabase,
  partnersDir: string,
  env: Record<string, string> = {},
  reload = false,
) {
  const server = await startTestServer({
    database: db,
    env: { PARTNERS_DIR: partnersDir, ...env },
    partnerReload: reload,
  });
  servers.push(server);
  return server;
}

async function closeAll() {
  for (const server of servers.splice(0)) await server.close();
}

afterEach(closeAll);
afterAll(async () => {
  for (const db of databases.splice(0)) await db.destroy();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function versionsOf(db: TestDatabase, partnerId: string) {
  return db.db
    .selectFrom('partner_config_versions')
    .select(['version', 'source', 'content_hash'])
    .where('partner_id', '=', partnerId)
    .orderBy('version')
    .execute();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, deadlineMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

describe('the start-up import', () => {
  it('imports each folder once, keeps it on a restart, and lets a changed folder win', async () => {
    const dir = copyOfPartners();
    const db = await database();
    const first = await start(db, dir);
    const ids = first.app.ctx.partners.all.map((p) => p.id).sort();
    expect(ids).toEqual(['default', 'krungsiam-bank', 'siam-life', 'tmp-corp']);
    for (const id of ids) expect(await versionsOf(db, id)).toMatchObject([{ version: 1, source: 'folder' }]);
    expect(first.app.ctx.partners.byId('siam-life')!.version).toBe(1);
    await closeAll();

    // The same folder again: nothing new.
    const again = await start(db, dir);
    expect(await versionsOf(db, 'siam-life')).toHaveLength(1);
    expect(again.app.ctx.partners.byId('siam-life')!.version).toBe(1);
    await closeAll();

    // A deploy that changed a file: a new folder version, live at once.
    const themeFile = join(dir, 'siam-life', 'theme.json');
    const theme = JSON.parse(readFileSync(themeFile, 'utf8'));
    theme.main_color_1 = '#0B3D91';
    writeFileSync(themeFile, `${JSON.stringify(theme, null, 2)}\n`);
    const changed = await start(db, dir);
    expect(await versionsOf(db, 'siam-life')).toMatchObject([
      { version: 1, source: 'folder' },
      { version: 2, source: 'folder' },
    ]);
    expect(changed.app.ctx.partners.byId('siam-life')!.theme.main_color_1).toBe('#0B3D91');
    expect((await livePointers(db.db)).get('siam-life')).toBe(2);
  });

  it('imports a changed folder once when two replicas start at the same time', async () => {
    const dir = copyOfPartners();
    const db = await database();
    const [a, b] = await Promise.all([start(db, dir), start(db, dir)]);
    for (const id of ['default', 'krungsiam-bank', 'siam-life', 'tmp-corp'])
      expect(await versionsOf(db, id)).toHaveLength(1);
    expect(a.app.ctx.partners.byId('tmp-corp')!.contentHash).toBe(
      b.app.ctx.partners.byId('tmp-corp')!.contentHash,
    );
  });

  it('still refuses to start with an invalid folder, before it touches the database', async () => {
    const dir = copyOfPartners();
    writeFileSync(join(dir, 'siam-life', 'theme.json'), '{ not json');
    const db = await database();
    await expect(start(db, dir)).rejects.toBeInstanceOf(PartnerConfigError);
    const { rows } = await sql<{
      t: string | null;
    }>`select to_regclass('partner_config_versions') as t`.execute(db.db);
    expect(rows[0]!.t).toBeNull();
  });

  it("serves assets, help pages and icons from the live version's files in memory, with ETags", async () => {
    const dir = copyOfPartners();
    const db = await database();
    const server = await start(db, dir);
    // The folder on disk is gone: what is served comes from the database's version.
    rmSync(join(dir, 'siam-life', 'assets'), { recursive: true, force: true });
    rmSync(join(dir, 'siam-life', 'pages'), { recursive: true, force: true });
    const logo = await server.app.inject({ url: '/partners/siam-life/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toBe(readFileSync('partners/siam-life/assets/logo.svg', 'utf8'));
    expect(logo.headers['cache-control']).toBe('no-cache');
    const etag = String(logo.headers.etag);
    const cached = await server.app.inject({
      url: '/partners/siam-life/assets/logo.svg',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    for (const url of [
      '/partners/siam-life/assets/nope.svg',
      '/partners/siam-life/assets/../partner.json',
      '/partners/siam-life/assets/%2e%2e%2fpartner.json',
      '/partners/siam-life/assets/.hidden',
    ])
      expect((await server.app.inject({ url })).statusCode, url).toBe(404);

    const apiKey = server.app.ctx.partners.byId('siam-life')!.partner.api_key;
    const faq = await server.app.inject({
      url: '/api/v1/pages/faq?lang=en',
      headers: { 'x-api-key': apiKey },
    });
    expect(faq.statusCode).toBe(200);
    expect(faq.json().data.title).toBeTruthy();

    const icon = await server.app.inject({ url: '/partners/siam-life/icons/192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers.etag).toContain(server.app.ctx.partners.byId('siam-life')!.contentHash.slice(0, 27));
  });
});

describe('two instances on one database', () => {
  it('both serve a publish within seconds, and members see the new version on their next call', async () => {
    const dir = copyOfPartners();
    const db = await database();
    const env = { PARTNER_RELOAD_SECONDS: '1' };
    const a = await start(db, dir, env, true);
    const b = await start(db, dir, env, true);
    await seedStaff(a.app.ctx.db);
    const editor = demoStaff('editor');
    const publisher = demoStaff('publisher');
    const editorCookie = await staffCookie(a, editor.email, editor.password);
    const publisherCookie = await staffCookie(a, publisher.email, publisher.password);

    const siam = b.app.ctx.partners.byId('siam-life')!;
    const headers = { 'x-api-key': siam.partner.api_key };
    const before = await b.app.inject({ url: '/api/v1/partner-boot', headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().version).toBe(1);
    expect(before.headers[PARTNER_VERSION_HEADER]).toBe('1');

    const draftId = randomUUID();
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/staff/drafts',
      headers: { cookie: editorCookie },
      payload: {
        id: draftId,
        partner_id: 'siam-life',
        title: 'New blue',
        from: { kind: 'partner', partner_id: 'siam-life' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data;
    const saved = await a.app.inject({
      method: 'PUT',
      url: `/api/staff/drafts/${draftId}`,
      headers: { cookie: editorCookie },
      payload: {
        version: draft.version,
        content: { ...draft.content, theme: { ...draft.content.theme, main_color_1: '#0B3D91' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await a.app.inject({
      method: 'POST',
      url: `/api/staff/drafts/${draftId}/publish`,
      headers: { cookie: publisherCookie },
      payload: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ partner_id: 'siam-life', version: 2 });

    // The publishing instance serves it at once.
    const onA = await a.app.inject({ url: '/api/v1/partner-boot', headers });
    expect(onA.json()).toMatchObject({ version: 2, data: { theme: { main_color_1: '#0B3D91' } } });

    // The other one within seconds, without a restart.
    const started = Date.now();
    const onB = await until('instance B to serve version 2', 20_000, async () => {
      const answer = await b.app.inject({ url: '/api/v1/partner-boot', headers });
      return answer.json().version === 2 ? answer : undefined;
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(onB.json().data.theme.main_color_1).toBe('#0B3D91');
    expect(onB.headers[PARTNER_VERSION_HEADER]).toBe('2');
    // A member mid-session: any API answer now names the new version.
    const anyCall = await b.app.inject({ url: '/api/v1/language-setting', headers });
    expect(anyCall.headers[PARTNER_VERSION_HEADER]).toBe('2');
    // The same registry object was updated in place: every holder sees it.
    expect(b.app.ctx.partners.byId('siam-life')!.version).toBe(2);
    expect(siam.version).toBe(1);
  });
});
