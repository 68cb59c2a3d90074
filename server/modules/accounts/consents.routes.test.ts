import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHome } from '../../../shared/api/contract';
import { bearer } from '../../../shared/api/headers';
import { consentDocument, createMember } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
const now = new Date('2026-11-20T03:00:00Z');

const section = { heading: { th: 'หัวข้อ', en: 'Heading' }, body: { th: 'เนื้อหา', en: 'Body' } };

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  const db = server.database.db;
  const doc = (
    code: string,
    type: 'terms' | 'privacy',
    version: number,
    is_force: boolean,
    published: string,
  ) => consentDocument(code, null, type, version, is_force, published);
  await db
    .insertInto('consent_documents')
    .values([
      doc('t-terms-v1', 'terms', 1, false, '2025-01-01T00:00:00Z'),
      doc('t-terms-v2', 'terms', 2, true, '2026-10-01T00:00:00Z'),
      doc('t-privacy-v1', 'privacy', 1, false, '2025-01-01T00:00:00Z'),
      doc('t-privacy-v2', 'privacy', 2, true, '2026-10-01T00:00:00Z'),
      // Not yet published: must not count as current.
      doc('t-privacy-v3', 'privacy', 3, true, '2027-01-01T00:00:00Z'),
    ])
    .execute();
});
afterAll(() => server.close());

async function signedIn() {
  const member = await createMember(server.database.db, 'default');
  const { token } = await server.app.ctx.sessions.issue(member.id);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { authorization: bearer(token) } });
  return { member, token, call };
}

describe('forced consent update', () => {
  it('blocks member data endpoints until every forced document is accepted', async () => {
    const { call } = await signedIn();
    const blocked = await call('GET', '/api/v2/home');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('CONSENT_REQUIRED');
    expect(blocked.json().error.details.documents).toEqual([
      { type: 'terms', version: 2, is_force: true },
      { type: 'privacy', version: 2, is_force: true },
    ]);
    expect(
      (await call('POST', '/api/v1/consents/terms/accept', { version: 2, channel: 'web' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v2/home')).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/consents/privacy/accept', { version: 2, channel: 'line' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v2/home')).statusCode).toBe(200);
  });

  it('lets the allowlisted operations through while blocked', async () => {
    const { call } = await signedIn();
    expect((await call('GET', '/api/v1/me')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/consents')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/me/export')).statusCode).toBe(200);
    expect(getHome.consentExempt).toBeUndefined();
  });

  it('blocks again when the member withdraws a forced document', async () => {
    const { call } = await signedIn();
    await call('POST', '/api/v1/consents/terms/accept', { version: 2, channel: 'web' });
    await call('POST', '/api/v1/consents/privacy/accept', { version: 2, channel: 'web' });
    expect((await call('GET', '/api/v2/home')).statusCode).toBe(200);
    const withdrawn = await call('POST', '/api/v1/consents/privacy/withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.member).toMatchObject({ status: 'withdrawn', is_agree: false });
    expect((await call('GET', '/api/v2/home')).statusCode).toBe(403);
  });
});

describe('consents', () => {
  it('records version, time and channel, and shows the status', async () => {
    const { call, member } = await signedIn();
    const accepted = await call('POST', '/api/v1/consents/terms/accept', { version: 2, channel: 'line' });
    expect(accepted.json().data.member).toEqual({
      status: 'accepted',
      is_agree: true,
      accepted_version: 2,
      accepted_at: now.toISOString(),
      channel: 'line',
      withdrawn_at: null,
    });
    const row = await server.database.db
      .selectFrom('member_consents')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'line', withdrawn_at: null });
    const list = (await call('GET', '/api/v1/consents')).json().data;
    expect(list.terms.document).toMatchObject({ version: 2, is_force: true, code: 't-terms-v2' });
    expect(list.privacy.document.version).toBe(2);
    expect(list.pending).toEqual([{ type: 'privacy', version: 2, is_force: true }]);
  });

  it('refuses accepting an outdated version', async () => {
    const { call } = await signedIn();
    const res = await call('POST', '/api/v1/consents/terms/accept', { version: 1, channel: 'web' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONSENT_VERSION_OUTDATED');
  });

  it('serves the current documents to anyone, without the unpublished version', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/consents/privacy/current' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'privacy', version: 2, sections: [section] });
  });

  it("cannot touch another member's consents", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.call('POST', '/api/v1/consents/terms/accept', { version: 2, channel: 'web' });
    const bList = (await b.call('GET', '/api/v1/consents')).json().data;
    expect(bList.terms.member.status).toBe('not_accepted');
    await b.call('POST', '/api/v1/consents/terms/withdraw');
    const aList = (await a.call('GET', '/api/v1/consents')).json().data;
    expect(aList.terms.member.status).toBe('accepted');
  });
});
