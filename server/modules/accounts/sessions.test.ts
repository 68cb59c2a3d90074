import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerDatabase, type TestDatabase } from '../../testing/db';
import { createMember } from '../../testing/fixtures';
import { hashToken, SessionService } from './sessions';

let database: TestDatabase;
let clock = new Date('2025-06-15T00:00:00Z');
let sessions: SessionService;

beforeAll(async () => {
  ({ database } = await createPartnerDatabase());
  sessions = new SessionService(database.db, { ttlMinutes: 60, now: () => clock });
});
afterAll(() => database.destroy());

describe('SessionService', () => {
  it('issues a random token and stores only its SHA-256', async () => {
    const member = await createMember(database.db, 'default');
    const issued = await sessions.issue(member.id);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', issued.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(issued.token));
    expect(JSON.stringify(row)).not.toContain(issued.token);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(60 * 60_000);
  });

  it('authenticates until the expiry, then no more', async () => {
    const member = await createMember(database.db, 'default');
    const { token } = await sessions.issue(member.id);
    expect((await sessions.authenticate(token))?.member.id).toBe(member.id);
    const saved = clock;
    clock = new Date(saved.getTime() + 61 * 60_000);
    expect(await sessions.authenticate(token)).toBeNull();
    clock = saved;
  });

  it('ends every other session of a member on request', async () => {
    const member = await createMember(database.db, 'default');
    const keep = await sessions.issue(member.id);
    const a = await sessions.issue(member.id, 'line');
    const b = await sessions.issue(member.id);
    expect(await sessions.revokeAllForMember(member.id, keep.sessionId)).toBe(2);
    expect(await sessions.authenticate(a.token)).toBeNull();
    expect(await sessions.authenticate(b.token)).toBeNull();
    expect(await sessions.authenticate(keep.token)).not.toBeNull();
  });
});
