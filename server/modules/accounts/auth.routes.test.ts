import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, HEADERS } from '../../../shared/api/headers';
import { listOutbox } from '../messaging/messaging';
import { createMember, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let clock: Date;
let phoneCounter = 0;
const freshMobile = () => `08${String(20_000_000 + phoneCounter++ * 7877).padStart(8, '0')}`;
const e164 = (m: string) => `+66${m.slice(1)}`;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  clock = new Date('2026-11-20T03:00:00Z');
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());
beforeEach(() => advance(3600)); // every test starts past the previous one's limits and locks

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: bearer(token) } : {} });

const partnerHeaders = () => {
  const p = server.app.ctx.partners.default;
  return { [HEADERS.partnerId]: p.id, [HEADERS.secretKey]: p.partner.secret_key };
};

async function lastSms(mobile: string) {
  const [message] = await listOutbox(server.database.db, { recipient: e164(mobile), limit: 1 });
  return message ?? null;
}
async function otpOf(mobile: string) {
  const sms = await lastSms(mobile);
  const m = /คือ (\d{6}) \(รหัสอ้างอิง ([A-Z0-9]+)\)/.exec(sms?.text ?? '');
  if (!m) throw new Error(`no OTP to ${mobile}`);
  return { code: m[1]!, ref: m[2]! };
}

async function member(overrides: Parameters<typeof createMember>[2] = {}) {
  const mobile = freshMobile();
  const row = await createMember(server.database.db, 'default', { mobile: e164(mobile), ...overrides });
  return { ...row, nationalMobile: mobile };
}

const login = (username: string, password: string) => post('/api/v1/auth/login', { username, password });

/**
 * A refusal's body without its request id (docs/decisions/072-health-drain-metrics.md): every answer
 * has its own, whoever asked, so it tells nothing apart; everything else must be byte-identical.
 */
const refusal = (body: string) => body.replace(/"request_id":"[^"]*"/, '"request_id":""');

describe('POST /api/v1/auth/login', () => {
  it('opens a session for the right password; the token reads /me', async () => {
    const m = await member();
    const res = await login(m.username!, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', next: 'home', member: { id: m.id, is_sso: false } });
    const me = await get('/api/v1/me', data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe(m.username);
  });

  it('accepts the username in any case', async () => {
    const m = await member();
    expect((await login(m.username!.toUpperCase(), FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('answers missing fields and non-English usernames with the spec messages', async () => {
    const missing = await post('/api/v1/auth/login', { username: 'abcde' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('LOGIN_MISSING_CREDENTIALS');
    const empty = await post('/api/v1/auth/login', {});
    expect(empty.json().error.code).toBe('LOGIN_MISSING_CREDENTIALS');
    const thai = await login('สมชาย01', 'Passw0rd1');
    expect(thai.statusCode).toBe(400);
    expect(thai.json().error.code).toBe('LOGIN_USERNAME_FORMAT');
  });

  it('gives unknown usernames and wrong passwords the identical answer', async () => {
    const m = await member();
    const wrong = await login(m.username!, 'Wrong1234');
    const unknown = await login('nosuchuser42', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(refusal(unknown.body)).toBe(refusal(wrong.body));
    expect(wrong.json().error.code).toBe('LOGIN_INVALID_CREDENTIALS');
  });

  it('refuses SSO members and deleted members with the same answer', async () => {
    const sso = await createMember(server.database.db, 'default', {
      username: 'ssomember1',
      password_hash: null,
      is_sso: true,
      external_id: 'EXT-1',
    });
    const unknown = await login('nosuchuser43', FIXTURE_PASSWORD);
    const res = await login(sso.username!, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(refusal(res.body)).toBe(refusal(unknown.body));
  });

  it('locks after 5 wrong passwords: then even the right one gets the wrong-password answer', async () => {
    const m = await member();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(m.username!, `Wrong${i}abcd`));
    const reference = answers[0]!;
    for (const a of answers) expect(refusal(a.body)).toBe(refusal(reference.body));
    const right = await login(m.username!, FIXTURE_PASSWORD);
    expect(right.statusCode).toBe(reference.statusCode);
    expect(refusal(right.body)).toBe(refusal(reference.body));
    // Usernames differing only in case share the lock.
    expect(refusal((await login(m.username!.toUpperCase(), FIXTURE_PASSWORD)).body)).toBe(
      refusal(reference.body),
    );
    // An unknown username locked the same way answers the same too.
    for (let i = 0; i < 6; i++) await login('ghostuser77', `Wrong${i}abcd`);
    expect(refusal((await login('ghostuser77', FIXTURE_PASSWORD)).body)).toBe(refusal(reference.body));
    advance(15 * 60 + 1);
    expect((await login(m.username!, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong passwords across case variants of the username', async () => {
    const m = await member();
    const u = m.username!;
    const variants = [u.toUpperCase(), u.toLowerCase(), u[0]!.toUpperCase() + u.slice(1), u, u.toUpperCase()];
    for (const v of variants) await login(v, 'Wrong1234x');
    expect((await login(u, FIXTURE_PASSWORD)).statusCode).toBe(401);
  });

  it('a success resets the count', async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) await login(m.username!, 'Wrong1234x');
    expect((await login(m.username!, FIXTURE_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(m.username!, 'Wrong1234x');
    expect((await login(m.username!, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('are refused after logout', async () => {
    const m = await member();
    const { token } = (await login(m.username!, FIXTURE_PASSWORD)).json().data;
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: bearer(token) },
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/api/v1/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('AUTH_REQUIRED');
  });

  it('are refused once expired', async () => {
    const m = await member();
    const { token } = (await login(m.username!, FIXTURE_PASSWORD)).json().data;
    advance(server.app.ctx.config.sessionTtlMinutes * 60 + 1);
    expect((await get('/api/v1/me', token)).statusCode).toBe(401);
  });

  it('of another partner are refused', async () => {
    const m = await member();
    const { token } = (await login(m.username!, FIXTURE_PASSWORD)).json().data;
    const other = server.app.ctx.partners.byId('siam-life')!;
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: bearer(token), [HEADERS.apiKey]: other.partner.api_key },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration', () => {
  const details = (over: Record<string, unknown> = {}) => ({
    username: `newuser${phoneCounter}`,
    password: 'Sunflower88',
    password_confirmation: 'Sunflower88',
    name: 'มานี',
    surname: 'มีนา',
    mobile: freshMobile(),
    birth_date: '1990-05-01',
    gender: 'female',
    ...over,
  });

  it('sends an OTP, then creates the member and opens a session with consents to accept', async () => {
    const body = details();
    const started = await post('/api/v1/register', body, partnerHeaders());
    expect(started.statusCode).toBe(200);
    const data = started.json().data;
    expect(data).toMatchObject({
      ttl_minute: 5,
      is_old_user: false,
      phone: expect.stringMatching(/^0\d{2}-xxx-\d{4}$/),
    });
    // Nothing exists before the OTP.
    expect((await login(body.username, body.password)).statusCode).toBe(401);
    const { code, ref } = await otpOf(body.mobile);
    expect(ref).toBe(data.ref_no);
    const done = await post(
      '/api/v1/register/otp',
      { otp: code },
      { ...partnerHeaders(), [HEADERS.registerToken]: data.register_token },
    );
    expect(done.statusCode).toBe(200);
    const grant = done.json().data;
    expect(grant.member.username).toBe(body.username);
    expect((await get('/api/v1/me', grant.token)).json().data.mobile).toBe(body.mobile);
    // The pending registration (with its password hash) does not stay in the challenge.
    const rows = await server.database.db
      .selectFrom('otp_challenges')
      .select('context')
      .where('ref_no', '=', ref)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('scrypt');
    // The password is stored hashed.
    const stored = await server.database.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', grant.member.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$scrypt\$/);
    // The register token is spent.
    const again = await post(
      '/api/v1/register/otp',
      { otp: code },
      { ...partnerHeaders(), [HEADERS.registerToken]: data.register_token },
    );
    expect(again.json().error.code).toBe('REGISTER_TOKEN_INVALID');
  });

  it('needs the partner headers and the register token', async () => {
    const noPartner = await post('/api/v1/register', details());
    expect(noPartner.statusCode).toBe(401);
    expect(noPartner.json().error.code).toBe('PARTNER_CREDENTIALS_INVALID');
    const noToken = await post('/api/v1/register/otp', { otp: '123456' }, partnerHeaders());
    expect(noToken.statusCode).toBe(401);
    const badToken = await post(
      '/api/v1/register/otp',
      { otp: '123456' },
      { ...partnerHeaders(), [HEADERS.registerToken]: 'not-a-token' },
    );
    expect(badToken.json().error.code).toBe('REGISTER_TOKEN_INVALID');
  });

  it('refuses a taken username in any case and a registered phone', async () => {
    const m = await member();
    const taken = await post(
      '/api/v1/register',
      details({ username: m.username!.toUpperCase() }),
      partnerHeaders(),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('REGISTER_USERNAME_TAKEN');
    const phone = await post('/api/v1/register', details({ mobile: m.nationalMobile }), partnerHeaders());
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.code).toBe('REGISTER_PHONE_TAKEN');
  });

  it('answers rule problems with the shared rule codes', async () => {
    const tmp = await post('/api/v1/register', details({ username: 'TMPuser1' }), partnerHeaders());
    expect(tmp.statusCode).toBe(400);
    expect(tmp.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.username', code: 'username_reserved' }),
    ]);
    const mismatch = await post(
      '/api/v1/register',
      details({ password_confirmation: 'Sunflower89' }),
      partnerHeaders(),
    );
    expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
    const weak = await post(
      '/api/v1/register',
      details({ password: 'abcdefgh', password_confirmation: 'abcdefgh' }),
      partnerHeaders(),
    );
    expect(weak.json().error.code).toBe('PASSWORD_POLICY');
    const many = await post(
      '/api/v1/register',
      details({ name: 'Somchai1', mobile: '021234567' }),
      partnerHeaders(),
    );
    expect(many.json().error.code).toBe('VALIDATION_FAILED');
    expect(
      many
        .json()
        .error.details.map((d: { code: string }) => d.code)
        .sort(),
    ).toEqual(['name_charset', 'phone_invalid']);
  });

  it('resends a new code with the register token; the old one stops working', async () => {
    const body = details();
    const started = (await post('/api/v1/register', body, partnerHeaders())).json().data;
    const first = await otpOf(body.mobile);
    const headers = { ...partnerHeaders(), [HEADERS.registerToken]: started.register_token };
    const soon = await post('/api/v1/register/otp/resend', {}, headers);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('OTP_RESEND_TOO_SOON');
    advance(61);
    const resent = await post('/api/v1/register/otp/resend', {}, headers);
    expect(resent.statusCode).toBe(200);
    const second = await otpOf(body.mobile);
    expect(second.ref).toBe(resent.json().data.ref_no);
    expect((await post('/api/v1/register/otp', { otp: first.code }, headers)).json().error.code).toBe(
      'OTP_INVALID',
    );
    expect((await post('/api/v1/register/otp', { otp: second.code }, headers)).statusCode).toBe(200);
  });
});

describe('recovery', () => {
  it('forgot username: the same 202 for known and unknown numbers; SMS only to the known one', async () => {
    const m = await member();
    const unknownMobile = freshMobile();
    const known = await post('/api/v1/recovery/username', { mobile: m.nationalMobile });
    const unknown = await post('/api/v1/recovery/username', { mobile: unknownMobile });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect((await lastSms(m.nationalMobile))?.text).toContain(m.username!);
    expect(await lastSms(unknownMobile)).toBeNull();
  });

  it('forgot password: the same answer for known and unknown usernames; the unknown ref never verifies', async () => {
    const m = await member();
    const known = await post('/api/v1/recovery/password', { username: m.username });
    const unknown = await post('/api/v1/recovery/password', { username: 'nobodyhere9' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const shape = (d: Record<string, unknown>) => Object.keys(d).sort();
    expect(shape(unknown.json().data)).toEqual(shape(known.json().data));
    expect(unknown.json().data.expires_at).toBe(known.json().data.expires_at);
    const decoy = await post('/api/v1/recovery/password/verify', {
      ref_no: unknown.json().data.ref_no,
      otp: '123456',
    });
    expect(decoy.statusCode).toBe(400);
    expect(decoy.json().error.code).toBe('OTP_INVALID');
    // Repeating inside the cooldown is refused alike for both.
    const k2 = await post('/api/v1/recovery/password', { username: m.username });
    const u2 = await post('/api/v1/recovery/password', { username: 'nobodyhere9' });
    expect(k2.statusCode).toBe(429);
    expect(refusal(u2.body)).toBe(refusal(k2.body));
  });

  it('resets the password with OTP and reset token: every session ends, a notice goes out', async () => {
    const m = await member();
    const session = (await login(m.username!, FIXTURE_PASSWORD)).json().data.token;
    await post('/api/v1/recovery/password', { username: m.username });
    const { code, ref } = await otpOf(m.nationalMobile);
    const verified = await post('/api/v1/recovery/password/verify', { ref_no: ref, otp: code });
    expect(verified.statusCode).toBe(200);
    const { reset_token } = verified.json().data;
    const same = await post('/api/v1/recovery/password/reset', {
      reset_token,
      password: FIXTURE_PASSWORD,
      password_confirmation: FIXTURE_PASSWORD,
    });
    expect(same.json().error.code).toBe('PASSWORD_SAME_AS_OLD');
    const reset = await post('/api/v1/recovery/password/reset', {
      reset_token,
      password: 'NewPassw0rd9',
      password_confirmation: 'NewPassw0rd9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/v1/me', session)).statusCode).toBe(401);
    expect((await lastSms(m.nationalMobile))?.purpose).toBe('password_changed');
    expect((await login(m.username!, 'NewPassw0rd9')).statusCode).toBe(200);
    const reused = await post('/api/v1/recovery/password/reset', {
      reset_token,
      password: 'Another0ne9',
      password_confirmation: 'Another0ne9',
    });
    expect(reused.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('renews the password of a member from before the privacy update, started by login', async () => {
    const m = await member({ password_renewal_required: true });
    const res = await login(m.username!, FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.next).toBe('renew_password');
    expect(data.token).toBeUndefined();
    expect(data.renewal).toMatchObject({ is_old_user: true, ttl_minute: 5 });
    const { code, ref } = await otpOf(m.nationalMobile);
    expect(ref).toBe(data.renewal.ref_no);
    // Logging in again inside the cooldown hands out the same code rather than an error.
    const again = (await login(m.username!, FIXTURE_PASSWORD)).json().data;
    expect(again.renewal.ref_no).toBe(ref);
    const { reset_token } = (
      await post('/api/v1/recovery/password/verify', { ref_no: ref, otp: code })
    ).json().data;
    await post('/api/v1/recovery/password/reset', {
      reset_token,
      password: 'Renewed2026x',
      password_confirmation: 'Renewed2026x',
    });
    const after = (await login(m.username!, 'Renewed2026x')).json().data;
    expect(after.next).toBe('home');
    expect(after.token).toBeTruthy();
  });
});
