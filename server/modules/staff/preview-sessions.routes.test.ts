/**
 * Read-only preview sessions (docs/decisions/063-preview-mode.md): staff only; a session of each
 * partner's demo member that reads its cards and home; every write operation of the contract refused
 * with 403 PREVIEW_READ_ONLY and no row of any table changed (the operations are taken from the
 * contract, so a new write operation is covered without touching this file); reads write nothing, not
 * even last_seen_at; the session ends after 2 hours.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECLAIM_UPLOAD_PATH } from '../../../shared/api/claim-rules';
import { OPERATIONS, type Operation, writesData } from '../../../shared/api/contract';
import { HEADERS, bearer } from '../../../shared/api/headers';
import { PREVIEW_SESSION_MINUTES } from './preview-sessions';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';

let server: TestServer;
let viewerCookie: string;
let editorCookie: string;
// The demo's "today"; moved forward to see the session end.
let clock = new Date('2026-11-22T10:00:00+07:00');

const viewer = demoStaff('viewer');
const editor = demoStaff('editor');
const cookieOf = (email: string, password: string) => staffCookie(server, email, password);

beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
  viewerCookie = await cookieOf(viewer.email, viewer.password);
  editorCookie = await cookieOf(editor.email, editor.password);
}, 120_000);
afterAll(() => server.close());

const startPreview = (partner_id: string, cookie = viewerCookie, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/staff/preview-sessions',
    headers: { cookie, ...headers },
    payload: { partner_id },
  });

const apiKeyOf = (partnerId: string) => server.app.ctx.partners.byId(partnerId)!.partner.api_key;

function memberCall(token: string, partnerId: string, method: string, url: string, payload?: object) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: bearer(token), [HEADERS.apiKey]: apiKeyOf(partnerId) },
    ...(payload ? { payload } : {}),
  });
}

/** Every table's row count and a digest of its rows: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const db = server.database.db;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h
      from ${sql.table(table_name)} t`.execute(db);
    out[table_name] = `${row.rows[0]!.n}:${row.rows[0]!.h ?? ''}`;
  }
  return out;
}

/** A concrete URL of an operation: path parameters filled with ids of the member's own data. */
function urlOf(op: Operation, ids: { card: string }): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'id' ? ids.card : name === 'type' ? 'terms' : name === 'code' ? 'H0001' : randomUUID(),
  );
}

describe('POST /api/staff/preview-sessions', () => {
  it('needs a staff session: 401 without one, and a member token opens nothing', async () => {
    const none = await server.app.inject({
      method: 'POST',
      url: '/api/staff/preview-sessions',
      payload: { partner_id: 'default' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('STAFF_AUTH_REQUIRED');

    const grant = (await startPreview('default')).json().data;
    const withMemberToken = await server.app.inject({
      method: 'POST',
      url: '/api/staff/preview-sessions',
      headers: { authorization: bearer(grant.token) },
      payload: { partner_id: 'default' },
    });
    expect(withMemberToken.statusCode).toBe(401);
    expect(withMemberToken.json().error.code).toBe('STAFF_AUTH_REQUIRED');
  });

  it('is open to viewers and editors; an unknown partner is 404 and a malformed id 400', async () => {
    expect((await startPreview('default', editorCookie)).statusCode).toBe(200);
    const unknown = await startPreview('no-such-partner');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const bad = await startPreview('../etc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("gives every partner a session of its demo member that reads the member's cards and home", async () => {
    const expected: Record<string, string | null> = {
      default: 'kanyarat88',
      'krungsiam-bank': 'siriporn95',
      'siam-life': 'wichai75',
      // SSO only: its member has no username.
      'tmp-corp': null,
    };
    expect(server.app.ctx.partners.all.map((p) => p.id).sort()).toEqual(Object.keys(expected).sort());
    for (const [partnerId, username] of Object.entries(expected)) {
      const response = await startPreview(partnerId);
      expect(response.statusCode, partnerId).toBe(200);
      const grant = response.json().data;
      expect(grant.partner_id).toBe(partnerId);
      expect(grant.member.username, partnerId).toBe(username);
      expect(grant.member.display_name.length).toBeGreaterThan(2);
      expect(new Date(grant.expires_at).getTime() - clock.getTime()).toBe(PREVIEW_SESSION_MINUTES * 60_000);
      // The same partner twice: the same member (deterministic).
      expect((await startPreview(partnerId)).json().data.member).toEqual(grant.member);

      const cards = await memberCall(grant.token, partnerId, 'GET', '/api/v1/cards');
      expect(cards.statusCode, `${partnerId} cards`).toBe(200);
      expect(JSON.stringify(cards.json().data).length).toBeGreaterThan(50);
      const home = await memberCall(grant.token, partnerId, 'GET', '/api/v2/home?lang=en');
      expect(home.statusCode, `${partnerId} home`).toBe(200);
      expect(`${home.json().data.member.name} ${home.json().data.member.surname}`).toBe(
        grant.member.display_name,
      );
      expect(home.json().data.cards.count).toBeGreaterThan(0);
      // The session is the member's own partner's: another partner's key does not open it.
      const other = partnerId === 'default' ? 'siam-life' : 'default';
      expect((await memberCall(grant.token, other, 'GET', '/api/v1/cards')).statusCode).toBe(401);
    }
  });

  it('keeps to the designated member when another demo member, listed first, becomes up to date', async () => {
    // somchai01 comes before kanyarat88 in the demo records and must accept the new documents; once
    // he has (as a journey renewing his password does), the frames must still show kanyarat88.
    const db = server.app.ctx.db;
    const somchai = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'somchai01')
      .executeTakeFirstOrThrow();
    const kanyarat = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'kanyarat88')
      .executeTakeFirstOrThrow();
    await sql`insert into member_consents (member_id, document_id, channel, accepted_at)
      select ${somchai.id}, document_id, 'web', now() from member_consents mc
      where mc.member_id = ${kanyarat.id} and mc.withdrawn_at is null
        and not exists (select 1 from member_consents o where o.member_id = ${somchai.id}
          and o.document_id = mc.document_id and o.withdrawn_at is null)`.execute(db);
    const grant = (await startPreview('default')).json().data;
    expect(grant.member.username).toBe('kanyarat88');
  });
});

describe('a read-only session', () => {
  const partnerId = 'krungsiam-bank';
  let token: string;
  let memberId: string;
  let ids: { card: string };

  beforeAll(async () => {
    token = (await startPreview(partnerId)).json().data.token;
    const cards = (await memberCall(token, partnerId, 'GET', '/api/v1/cards')).body;
    ids = { card: /"id":"([0-9a-f-]{36})"/.exec(cards)![1]! };
    memberId = (await memberCall(token, partnerId, 'GET', '/api/v1/me')).json().data.id;
  });

  const writeOps = OPERATIONS.filter((op) => op.auth.member && writesData(op));
  const readOps = OPERATIONS.filter((op) => op.auth.member && !writesData(op));

  it('the contract has write and read member operations to check', () => {
    expect(writeOps.length).toBeGreaterThan(30);
    expect(readOps.length).toBeGreaterThan(15);
    expect(writeOps.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'markNotificationRead',
        'useCard',
        'saveEclaimDraft',
        'logout',
        'deleteAccount',
      ]),
    );
    expect(readOps.map((op) => op.operationId)).toContain('postHome');
  });

  it('refuses every write operation of the contract with 403 PREVIEW_READ_ONLY and changes no row', async () => {
    const before = await snapshot();
    for (const op of writeOps) {
      const response = await server.app.inject({
        method: op.method,
        url: urlOf(op, ids),
        headers: {
          authorization: bearer(token),
          [HEADERS.apiKey]: apiKeyOf(partnerId),
          [HEADERS.idempotencyKey]: randomUUID(),
        },
        payload: {},
      });
      expect(response.statusCode, op.operationId).toBe(403);
      expect(response.json().error.code, op.operationId).toBe('PREVIEW_READ_ONLY');
      expect(response.json().error.message.en).toBe('Preview only: nothing is saved.');
    }
    // The resumable uploads of e-Claim (tus, not a JSON operation) are refused too.
    const upload = await server.app.inject({
      method: 'POST',
      url: ECLAIM_UPLOAD_PATH,
      headers: {
        authorization: bearer(token),
        [HEADERS.apiKey]: apiKeyOf(partnerId),
        'tus-resumable': '1.0.0',
        'upload-length': '100',
      },
    });
    expect(upload.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('the same writes in a normal session of the member do change rows (the check can see a write)', async () => {
    const before = await snapshot();
    const { token: normal } = await server.app.ctx.sessions.issue(memberId);
    const response = await memberCall(normal, partnerId, 'PUT', '/api/v1/notifications/read', {});
    expect(response.statusCode).toBe(200);
    expect(await snapshot()).not.toEqual(before);
  });

  it('answers every read operation and writes nothing, not even last_seen_at', async () => {
    const before = await snapshot();
    for (const op of readOps) {
      const response = await server.app.inject({
        method: op.method,
        url: urlOf(op, ids),
        headers: { authorization: bearer(token), [HEADERS.apiKey]: apiKeyOf(partnerId) },
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, op.operationId).not.toBe(403);
      expect(response.statusCode, op.operationId).toBeLessThan(500);
    }
    const session = await server.database.db
      .selectFrom('sessions')
      .select(['read_only', 'last_seen_at', 'preview_staff_id'])
      .where('member_id', '=', memberId)
      .where('read_only', '=', true)
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at).toBeNull();
    expect(session.preview_staff_id).not.toBeNull();
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('ends after 2 hours', async () => {
    const fresh = (await startPreview(partnerId)).json().data.token;
    const started = clock;
    try {
      clock = new Date(started.getTime() + PREVIEW_SESSION_MINUTES * 60_000 - 1000);
      expect((await memberCall(fresh, partnerId, 'GET', '/api/v1/cards')).statusCode).toBe(200);
      clock = new Date(started.getTime() + PREVIEW_SESSION_MINUTES * 60_000 + 1000);
      const late = await memberCall(fresh, partnerId, 'GET', '/api/v1/cards');
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe('AUTH_REQUIRED');
    } finally {
      clock = started;
    }
  });
});
