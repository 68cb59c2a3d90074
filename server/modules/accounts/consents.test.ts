/**
 * pendingForcedConsents (what requireConsents asks before every member operation, in one narrow
 * statement: decision 069) against the long way it replaced: consentOverview's pending list filtered
 * on is_force, member by member, at several moments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../db/types';
import { consentDocument, createMember } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { pendingConsents, pendingForcedConsents, requireConsents } from './consents';
import { SessionService } from './sessions';

let server: TestServer;
const ids = new Map<string, string>();
const members: Member[] = [];

const doc = consentDocument;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const rows = await db
    .insertInto('consent_documents')
    .values([
      doc('g-terms-1', null, 'terms', 1, false, '2025-01-01T00:00:00Z'),
      doc('g-terms-2', null, 'terms', 2, true, '2026-06-01T00:00:00Z'),
      doc('g-terms-3', null, 'terms', 3, true, '2027-01-01T00:00:00Z'),
      doc('g-privacy-1', null, 'privacy', 1, true, '2025-01-01T00:00:00Z'),
      doc('g-privacy-2', null, 'privacy', 2, false, '2026-06-01T00:00:00Z'),
      // The partner's own terms win over the TPA-wide ones, whatever their version.
      doc('s-terms-1', 'siam-life', 'terms', 1, true, '2026-01-01T00:00:00Z'),
      doc('s-privacy-5', 'siam-life', 'privacy', 5, true, '2027-01-01T00:00:00Z'),
    ])
    .returning(['id', 'code'])
    .execute();
  for (const row of rows) ids.set(row.code, row.id);
  const accept = async (member: Member, code: string, withdrawn = false) =>
    db
      .insertInto('member_consents')
      .values({
        member_id: member.id,
        document_id: ids.get(code)!,
        channel: 'web',
        accepted_at: '2026-01-01T00:00:00Z',
        withdrawn_at: withdrawn ? '2026-02-01T00:00:00Z' : null,
      })
      .execute();
  const m = async (partner: string) => {
    const member = await createMember(db, partner);
    members.push(member);
    return member;
  };
  await m('default'); // nothing accepted
  const all = await m('default');
  for (const code of ['g-terms-1', 'g-terms-2', 'g-terms-3', 'g-privacy-1', 'g-privacy-2'])
    await accept(all, code);
  const older = await m('default'); // accepted an older terms only; privacy withdrawn
  await accept(older, 'g-terms-1');
  await accept(older, 'g-privacy-1', true);
  const siam = await m('siam-life'); // accepted the TPA-wide terms, not the partner's own
  await accept(siam, 'g-terms-2');
  const siamDone = await m('siam-life');
  await accept(siamDone, 's-terms-1');
  await accept(siamDone, 'g-privacy-1');
});
afterAll(() => server.close());

describe('pendingForcedConsents', () => {
  it.each([
    '2024-06-01T00:00:00Z',
    '2025-06-01T00:00:00Z',
    '2026-03-01T00:00:00Z',
    '2026-08-01T00:00:00Z',
    '2027-06-01T00:00:00Z',
  ])('gives what consentOverview gives, filtered on is_force (at %s)', async (at) => {
    const db = server.database.db;
    const now = new Date(at);
    for (const member of members) {
      const expected = (await pendingConsents(db, member, now)).filter((p) => p.is_force);
      expect(await pendingForcedConsents(db, member, now), `${member.partner_id} ${member.id}`).toEqual(
        expected,
      );
    }
  });

  it('the session lookup answers the same list in its own statement (what the member routes use)', async () => {
    const db = server.database.db;
    for (const at of ['2025-06-01T00:00:00Z', '2026-08-01T00:00:00Z', '2027-06-01T00:00:00Z']) {
      const now = new Date(at);
      const sessions = new SessionService(db, { ttlMinutes: 60, now: () => now });
      for (const member of members) {
        const { token } = await sessions.issue(member.id);
        const auth = await sessions.authenticate(token, { consents: true });
        expect(auth?.member.id).toBe(member.id);
        expect(auth?.pendingForcedConsents).toEqual(await pendingForcedConsents(db, member, now));
        // Without the option the answer is the session alone.
        expect(await sessions.authenticate(token)).not.toHaveProperty('pendingForcedConsents');
      }
    }
  });

  it('requireConsents refuses with the documents named, and lets an up-to-date member through', async () => {
    const db = server.database.db;
    const now = new Date('2026-08-01T00:00:00Z');
    await expect(requireConsents(db, members[0]!, now)).rejects.toMatchObject({
      code: 'CONSENT_REQUIRED',
      details: {
        documents: [{ type: 'terms', version: 2, is_force: true }],
      },
    });
    await expect(requireConsents(db, members[1]!, now)).resolves.toBeUndefined();
  });
});
