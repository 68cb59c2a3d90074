/**
 * Idempotency-Key on the creates (docs/decisions/029-idempotency-keys.md), through the real routes:
 * the same key and request replay the first answer and create nothing more, another request with the
 * key is refused, the key is per member and lives 24 h, concurrent retries create once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type Operation } from '../../shared/api/contract';
import { HEADERS, headerKey } from '../../shared/api/headers';
import {
  createHospital,
  memberWithSession,
  type TestMember,
  validCardFields,
  sendCardForm,
} from '../testing/card-fixtures';
import { sweepExpiredIdempotencyKeys } from './idempotency';
import { createCard } from '../testing/fixtures';
import { fileTestServer } from '../testing/server';

const server = fileTestServer({ at: '2026-05-01T02:00:00Z' });
const { clock, db } = server;

const KEY = headerKey(HEADERS.idempotencyKey);
const REPLAYED = headerKey(HEADERS.idempotentReplayed);

async function post(member: TestMember, url: string, body: object, key: string | null) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...member.headers, ...(key === null ? {} : { [KEY]: key }) },
    payload: body,
  });
}

const addCard = (member: TestMember, key: string | null, fields = validCardFields(), url = '/api/v1/cards') =>
  sendCardForm(server, member, { url, fields, idempotencyKey: key });

async function selfAddedCards(member: TestMember) {
  return db()
    .selectFrom('cards')
    .select('id')
    .where('owner_member_id', '=', member.id)
    .where('type', '=', 'self_added')
    .execute();
}

describe('the contract', () => {
  it('marks the member creates idempotent, and only them', () => {
    const idempotent = (OPERATIONS as readonly Operation[])
      .filter((op) => op.idempotent)
      .map((op) => op.operationId);
    expect(idempotent.sort()).toEqual([
      'createBenefit',
      'createCard',
      'createFamilyCard',
      'issueTelemedCode',
      'linkCards',
      'submitEclaim',
      'useCard',
    ]);
  });
});

describe('Idempotency-Key on POST /api/v1/cards (multipart)', () => {
  it('replays the first answer for the same key and form, and creates one card', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    const first = await addCard(me, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await addCard(me, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await selfAddedCards(me)).toHaveLength(1);
  });

  it('refuses the same key with another form (422) and creates nothing for it', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    expect((await addCard(me, key)).statusCode).toBe(200);
    const other = await addCard(me, key, { ...validCardFields(), card_no: 'ANOTHER-123' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
    expect(other.json().error.message.th).toMatch(/[\u0E00-\u0E7F]/);
    expect(await selfAddedCards(me)).toHaveLength(1);
  });

  it('refuses a create without a key (400) or with a malformed one, before any work', async () => {
    const me = await memberWithSession(server, 'default');
    const missing = await addCard(me, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    for (const bad of ['short', 'x'.repeat(129), 'has space in it!!!!', 'ключ-ключ-ключ-ключ']) {
      const response = await addCard(me, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path: 'headers.idempotency-key', code: 'invalid_format' })],
      });
    }
    expect(await selfAddedCards(me)).toHaveLength(0);
  });

  it("keeps members' keys apart: another member's same key creates their own card", async () => {
    const me = await memberWithSession(server, 'default');
    const other = await memberWithSession(server, 'default');
    const key = randomUUID();
    const mine = await addCard(me, key);
    const theirs = await addCard(other, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await selfAddedCards(me)).toHaveLength(1);
    expect(await selfAddedCards(other)).toHaveLength(1);
  });

  it('frees a key after 24 hours, and the sweep deletes it', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    const start = clock.now;
    // Sessions last 12 hours: the member signs in again at each later time.
    const signedIn = async () => {
      const { token } = await server.app.ctx.sessions.issue(me.id);
      return { ...me, headers: { ...me.headers, authorization: `Bearer ${token}` } };
    };
    const other = { ...validCardFields(), card_no: 'ANOTHER-123' };
    try {
      expect((await addCard(me, key)).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + 24 * 3600_000 - 1000);
      expect((await addCard(await signedIn(), key, other)).json().error.code).toBe(
        'IDEMPOTENCY_KEY_MISMATCH',
      );
      expect(await sweepExpiredIdempotencyKeys(db(), clock.now)).toBe(0);
      clock.now = new Date(start.getTime() + 24 * 3600_000);
      const again = await addCard(await signedIn(), key, other);
      expect(again.statusCode).toBe(200);
      expect(again.headers[REPLAYED]).toBeUndefined();
      expect(await selfAddedCards(me)).toHaveLength(2);

      const keyRows = () =>
        db().selectFrom('idempotency_keys').select('key').where('member_id', '=', me.id).execute();
      expect(await keyRows()).toEqual([{ key }]);
      expect(
        await sweepExpiredIdempotencyKeys(db(), new Date(clock.now.getTime() + 24 * 3600_000)),
      ).toBeGreaterThan(0);
      expect(await keyRows()).toEqual([]);
    } finally {
      clock.now = start;
    }
  });

  it('keeps no key for a refused form: the member fixes it and sends it again with the same key', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    const refused = await addCard(me, key, { ...validCardFields(), card_no: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('CARD_SAVE_FAILED');
    const fixed = await addCard(me, key);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers[REPLAYED]).toBeUndefined();
    expect(await selfAddedCards(me)).toHaveLength(1);
  });

  it('creates once when five retries with one key arrive together; the others replay or are told to retry', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addCard(me, key)));
    const created = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(created.length + waiting.length).toBe(5);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((a) => a.headers[REPLAYED] === undefined)).toHaveLength(1);
    for (const a of created) expect(a.json()).toEqual(created[0]!.json());
    for (const a of waiting) {
      expect(a.json().error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      expect(a.headers['retry-after']).toBe('1');
    }
    expect(await selfAddedCards(me)).toHaveLength(1);
  });
});

describe('Idempotency-Key on the JSON creates', () => {
  it('POST /api/v1/cards/{id}/benefits: one line per key, replayed; another body is refused', async () => {
    const me = await memberWithSession(server, 'default');
    const card = (await addCard(me, randomUUID())).json().data;
    const url = `/api/v1/cards/${card.id}/benefits`;
    const body = { benefit: 'IPD room', max_limit: '3000' };
    const key = randomUUID();
    const first = await post(me, url, body, key);
    expect(first.statusCode).toBe(200);
    // Keys are canonical JSON of the checked request: key order does not matter.
    const again = await post(me, url, { max_limit: '3000', benefit: 'IPD room' }, key);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await post(me, url, { ...body, benefit: 'OPD' }, key)).statusCode).toBe(422);
    // The same key on another operation is refused too.
    expect((await post(me, `/api/v1/cards/${card.id}/use`, { hospital_code: 'H1' }, key)).statusCode).toBe(
      422,
    );
    const lines = await db()
      .selectFrom('coverage_benefits')
      .select('id')
      .where('card_id', '=', card.id)
      .execute();
    expect(lines).toHaveLength(1);
    expect((await post(me, url, body, null)).json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('POST /api/v1/cards/{id}/use: a retried start shows the same display instead of replacing it', async () => {
    const me = await memberWithSession(server, 'default');
    const card = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const key = randomUUID();
    const url = `/api/v1/cards/${card.id}/use`;
    const first = await post(me, url, { hospital_code: hospital.code }, key);
    expect(first.statusCode).toBe(200);
    const again = await post(me, url, { hospital_code: hospital.code }, key);
    expect(again.json()).toEqual(first.json());
    const sessions = await db()
      .selectFrom('use_card_sessions')
      .select(['id', 'status'])
      .where('member_id', '=', me.id)
      .execute();
    expect(sessions).toEqual([{ id: first.json().data.session_id, status: 'active' }]);
  });
});

describe('a create whose answer was lost', () => {
  it('is stored with its key in one transaction: the retry finds it and replays, never creates twice', async () => {
    const me = await memberWithSession(server, 'default');
    const key = randomUUID();
    // The answer of the first request is lost on the way (the client saw a connection reset).
    await addCard(me, key);
    const stored = await db()
      .selectFrom('idempotency_keys')
      .select(['status', 'operation', 'response_status'])
      .where('member_id', '=', me.id)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'done', operation: 'createCard', response_status: 200 });
    const retry = await addCard(me, key);
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(await selfAddedCards(me)).toHaveLength(1);
  });
});
