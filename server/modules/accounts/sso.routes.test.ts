import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, HEADERS } from '../../../shared/api/headers';
import { DEV_LINE_CHANNEL_SECRET, DEV_SSO_SECRETS } from './auth-settings';
import { LINE_ISSUER } from './line';
import { createMember, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
const now = new Date('2026-11-20T03:00:00Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const key = (secret: string) => new TextEncoder().encode(secret);

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

const tmp = () => server.app.ctx.partners.byId('tmp-corp')!;
const ksb = () => server.app.ctx.partners.byId('krungsiam-bank')!;

function ssoToken(
  claims: Record<string, unknown> = {},
  opts: { secret?: string; iss?: string; exp?: number; iat?: number } = {},
) {
  return new SignJWT({ name: 'Anan', surname: 'Wongsa', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(opts.iss ?? 'tmp-corp')
    .setSubject((claims.sub as string) ?? 'TMP-E009001')
    .setIssuedAt(opts.iat ?? seconds(now))
    .setExpirationTime(opts.exp ?? seconds(now) + 300)
    .sign(key(opts.secret ?? DEV_SSO_SECRETS['tmp-corp']!));
}

const sso = (token: string, partner = tmp()) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/sso',
    payload: { token },
    headers: { [HEADERS.apiKey]: partner.partner.api_key },
  });

/** base64url JSON */
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('POST /api/v1/sso', () => {
  it('creates the member by (partner, external id) once and signs them in', async () => {
    const first = await sso(await ssoToken({ sub: 'TMP-E009001' }));
    expect(first.statusCode).toBe(200);
    const grant = first.json().data;
    expect(grant.member).toMatchObject({
      is_sso: true,
      username: null,
      name: 'Anan',
      partner_id: 'tmp-corp',
    });
    const second = await sso(await ssoToken({ sub: 'TMP-E009001', name: 'Anant' }));
    expect(second.json().data.member.id).toBe(grant.member.id);
    expect(second.json().data.member.name).toBe('Anant');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: bearer(grant.token), [HEADERS.apiKey]: tmp().partner.api_key },
    });
    expect(me.json().data.is_sso).toBe(true);
  });

  it('refuses alg none, a wrong secret, an expired token, a wrong issuer and a token without exp', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'tmp-corp', sub: 'TMP-X', exp: seconds(now) + 60, iat: seconds(now), name: 'A', surname: 'B' })}.`;
    const wrongSecret = await ssoToken({}, { secret: 'another-secret-that-is-long-enough-for-hs256' });
    const expired = await ssoToken({}, { exp: seconds(now) - 120, iat: seconds(now) - 400 });
    const wrongIssuer = await ssoToken({}, { iss: 'default' });
    const noExp = await new SignJWT({ name: 'A', surname: 'B' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tmp-corp')
      .setSubject('TMP-X')
      .setIssuedAt(seconds(now))
      .sign(key(DEV_SSO_SECRETS['tmp-corp']!));
    const tooOld = await ssoToken({}, { iat: seconds(now) - 3600, exp: seconds(now) + 3600 });
    for (const token of [none, wrongSecret, expired, wrongIssuer, noExp, tooOld, 'not.a.jwt']) {
      const res = await sso(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error.code).toBe('SSO_TOKEN_INVALID');
    }
  });

  it('is only for TMP partners', async () => {
    const res = await sso(await ssoToken({}, { iss: 'krungsiam-bank' }), ksb());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('SSO_NOT_AVAILABLE');
  });

  it('SSO members cannot log in with a password', async () => {
    const grant = (await sso(await ssoToken({ sub: 'TMP-E009002' }))).json().data;
    expect(grant.member.username).toBeNull();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'TMPE009002', password: FIXTURE_PASSWORD },
      headers: { [HEADERS.apiKey]: tmp().partner.api_key },
    });
    expect(res.json().error.code).toBe('LOGIN_INVALID_CREDENTIALS');
  });
});

describe('LINE', () => {
  const channel = () => /^(\d+)-/.exec(ksb().partner.line_liff_id)![1]!;
  const idToken = (sub: string, opts: { aud?: string; secret?: string; exp?: number } = {}) =>
    new SignJWT({ name: 'LINE user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(LINE_ISSUER)
      .setAudience(opts.aud ?? channel())
      .setSubject(sub)
      .setIssuedAt(seconds(now))
      .setExpirationTime(opts.exp ?? seconds(now) + 300)
      .sign(key(opts.secret ?? DEV_LINE_CHANNEL_SECRET));
  const call = (url: string, payload: object, token?: string, partner = ksb()) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        [HEADERS.apiKey]: partner.partner.api_key,
        ...(token ? { authorization: bearer(token) } : {}),
      },
    });

  it('links a verified LINE user to the signed-in member, then signs them in with LINE', async () => {
    const member = await createMember(server.database.db, 'krungsiam-bank');
    const { token } = await server.app.ctx.sessions.issue(member.id);
    const before = await call('/api/v1/line/login', { id_token: await idToken('U1234567890abcdef') });
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe('LINE_NOT_LINKED');
    const linked = await call('/api/v1/line/link', { id_token: await idToken('U1234567890abcdef') }, token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.member.line_linked).toBe(true);
    const login = await call('/api/v1/line/login', { id_token: await idToken('U1234567890abcdef') });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.member.id).toBe(member.id);
    // The same LINE account cannot be linked to a second member.
    const other = await createMember(server.database.db, 'krungsiam-bank');
    const otherSession = await server.app.ctx.sessions.issue(other.id);
    const taken = await call(
      '/api/v1/line/link',
      { id_token: await idToken('U1234567890abcdef') },
      otherSession.token,
    );
    expect(taken.json().error.code).toBe('LINE_ALREADY_LINKED');
  });

  it('refuses forged, expired and other-channel ID tokens', async () => {
    for (const t of [
      await idToken('Uforged', { secret: 'a-forged-secret-that-is-long-enough-to-sign' }),
      await idToken('Uexpired', { exp: seconds(now) - 60 }),
      await idToken('Uother', { aud: '1999999999' }),
    ]) {
      const res = await call('/api/v1/line/login', { id_token: t });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('LINE_TOKEN_INVALID');
    }
  });

  it('is not offered to partners without a LIFF app', async () => {
    const res = await call('/api/v1/line/login', { id_token: await idToken('U1') }, undefined, tmp());
    expect(res.json().error.code).toBe('LINE_NOT_AVAILABLE');
  });
});
