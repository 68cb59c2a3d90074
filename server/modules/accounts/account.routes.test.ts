import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../shared/api/headers';
import { listOutbox } from '../messaging/messaging';
import { createCard, createInsuredPerson, createMember, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { fileTestServer } from '../../testing/server';

let clock = new Date('2026-11-20T03:00:00Z');
let counter = 0;

const server = fileTestServer({ now: () => clock });
beforeEach(() => {
  clock = new Date(clock.getTime() + 3600_000);
});

async function signedIn(overrides: Parameters<typeof createMember>[2] = {}) {
  const mobile = `08${String(30_000_000 + counter++ * 6151).padStart(8, '0')}`;
  const member = await createMember(server.database.db, 'default', {
    mobile: `+66${mobile.slice(1)}`,
    ...overrides,
  });
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: member.username, password: FIXTURE_PASSWORD },
  });
  const token = login.json().data.token as string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, t = token) =>
    server.app.inject({ method, url, payload, headers: { authorization: bearer(t) } });
  return { member, mobile, token, call };
}

async function otpOf(mobile: string) {
  const [sms] = await listOutbox(server.database.db, { recipient: `+66${mobile.slice(1)}`, limit: 1 });
  const m = /คือ (\d{6}) \(รหัสอ้างอิง ([A-Z0-9]+)\)/.exec(sms?.text ?? '');
  if (!m) throw new Error('no OTP');
  return { code: m[1]!, ref: m[2]! };
}

describe('PUT /api/v1/me/password', () => {
  const change = (current: string, next: string, confirmation = next) => ({
    current_password: current,
    new_password: next,
    new_password_confirmation: confirmation,
  });

  it('refuses a wrong current password and a new one equal to the old', async () => {
    const { call } = await signedIn();
    const wrong = await call('PUT', '/api/v1/me/password', change('Nope12345', 'Brand0new1'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PASSWORD_CURRENT_INCORRECT');
    const same = await call('PUT', '/api/v1/me/password', change(FIXTURE_PASSWORD, FIXTURE_PASSWORD));
    expect(same.json().error.code).toBe('PASSWORD_SAME_AS_OLD');
    const mismatch = await call(
      'PUT',
      '/api/v1/me/password',
      change(FIXTURE_PASSWORD, 'Brand0new1', 'Brand0new2'),
    );
    expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
  });

  it('ends the other sessions, keeps this one, and sends an SMS notice', async () => {
    const { call, member, mobile, token } = await signedIn();
    const other = await server.app.ctx.sessions.issue(member.id, 'line');
    const res = await call('PUT', '/api/v1/me/password', change(FIXTURE_PASSWORD, 'Brand0new1'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ password_changed: true, other_sessions_ended: 1 });
    expect((await call('GET', '/api/v1/me', undefined, other.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me', undefined, token)).statusCode).toBe(200);
    const [sms] = await listOutbox(server.database.db, { recipient: `+66${mobile.slice(1)}`, limit: 1 });
    expect(sms?.purpose).toBe('password_changed');
  });

  it('says how long the lock lasts once too many current passwords were wrong (issue 25)', async () => {
    const { call } = await signedIn();
    let last = await call('PUT', '/api/v1/me/password', change('Nope12345', 'Brand0new1'));
    for (let i = 0; i < 10 && last.statusCode !== 429; i++)
      last = await call('PUT', '/api/v1/me/password', change('Nope12345', 'Brand0new1'));
    expect(last.statusCode).toBe(429);
    const { error } = last.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.retry_after_seconds).toBeGreaterThan(60);
    expect(last.headers['retry-after']).toBe(String(error.details.retry_after_seconds));
  });
});

describe('PATCH /api/v1/me', () => {
  it('changes the allowed fields and refuses the others (mass assignment)', async () => {
    const { call } = await signedIn();
    const ok = await call('PATCH', '/api/v1/me', {
      name: 'Somsak',
      email: 'somsak@example.com',
      gender: 'male',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Somsak', email: 'somsak@example.com' });
    for (const payload of [
      { mobile: '0899999999' },
      { username: 'hijack1' },
      { partner_id: 'siam-life' },
      { is_sso: true },
    ]) {
      const res = await call('PATCH', '/api/v1/me', payload);
      expect(res.statusCode).toBe(400);
    }
    const bad = await call('PATCH', '/api/v1/me', { name: 'Som1', email: 'not-an-email' });
    expect(
      bad
        .json()
        .error.details.map((d: { code: string }) => d.code)
        .sort(),
    ).toEqual(['email_invalid', 'name_charset']);
  });
});

describe('GET /api/v1/me/export', () => {
  it("contains the member's data and nobody else's, as an attachment", async () => {
    const a = await signedIn({ name: 'สมศรี', national_id: '1101700230708' });
    const b = await signedIn({ name: 'ประยุทธ', email: 'other@example.com' });
    const person = await createInsuredPerson(server.database.db, 'default', { member_id: a.member.id });
    const card = await createCard(server.database.db, {
      partner_id: 'default',
      insured_person_id: person.id,
    });
    const otherPerson = await createInsuredPerson(server.database.db, 'default', { member_id: b.member.id });
    const otherCard = await createCard(server.database.db, {
      partner_id: 'default',
      insured_person_id: otherPerson.id,
    });

    const res = await a.call('GET', '/api/v1/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json().data;
    expect(data.profile).toMatchObject({ id: a.member.id, name: 'สมศรี', national_id: '1101700230708' });
    expect(data.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = res.body;
    for (const foreign of [b.member.id, otherCard.id, 'ประยุทธ', 'other@example.com', b.mobile.slice(1)])
      expect(text).not.toContain(foreign);
    // No secrets.
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain(a.token);
  });
});

describe('account deletion', () => {
  it('needs a delete OTP, ends every session, erases personal data and says what is kept', async () => {
    const { call, member, mobile, token } = await signedIn({
      national_id: '1101700230708',
      email: 'x@example.com',
    });
    const other = await server.app.ctx.sessions.issue(member.id, 'line');
    const policy = await call('GET', '/api/v1/me/delete');
    expect(policy.json().data.retained.map((r: { record: string }) => r.record)).toContain('claims');

    const sent = await call('POST', '/api/v1/me/delete/otp', {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      ttl_minute: 5,
      phone: `${mobile.slice(0, 3)}-xxx-${mobile.slice(6)}`,
    });
    // A create's stored answer (idempotency key, docs/decisions/029) holds personal data: it goes too.
    await server.database.db
      .insertInto('idempotency_keys')
      .values({
        member_id: member.id,
        key: 'deletion-test-key-0001',
        operation: 'createCard',
        fingerprint: 'b'.repeat(64),
        status: 'done',
        response_status: 200,
        response_body: JSON.stringify({ data: { insured_name: 'Somchai Jaidee' } }),
        created_at: new Date(),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const { code, ref } = await otpOf(mobile);
    const wrong = await call('POST', '/api/v1/me/delete', {
      ref_no: ref,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.code).toBe('OTP_INVALID');
    const res = await call('POST', '/api/v1/me/delete', { ref_no: ref, otp: code });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.deleted).toBe(true);
    expect(
      body.retained.every((r: { reason: { th: string; en: string } }) => r.reason.th && r.reason.en),
    ).toBe(true);

    expect((await call('GET', '/api/v1/me', undefined, token)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me', undefined, other.token)).statusCode).toBe(401);
    const row = await server.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: null,
      password_hash: null,
      mobile: null,
      national_id: null,
      email: null,
      birth_date: null,
      name: '',
      surname: '',
    });
    expect(row.deleted_at).not.toBeNull();
    const keys = await server.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('member_id', '=', member.id)
      .execute();
    expect(keys).toEqual([]);
    // The username is free again.
    const again = await createMember(server.database.db, 'default', { username: member.username });
    expect(again.username).toBe(member.username);
  });

  it("another member's delete OTP cannot delete this account", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await b.call('POST', '/api/v1/me/delete/otp', {});
    const { code, ref } = await otpOf(b.mobile);
    const res = await a.call('POST', '/api/v1/me/delete', { ref_no: ref, otp: code });
    expect(res.json().error.code).toBe('OTP_INVALID');
    expect((await a.call('GET', '/api/v1/me')).statusCode).toBe(200);
    expect((await b.call('GET', '/api/v1/me')).statusCode).toBe(200);
  });
});
