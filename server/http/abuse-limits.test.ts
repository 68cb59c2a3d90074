/**
 * Per-client-address and overall limits (docs/abuse-limits.md), with the real figures of
 * server/config.ts (DEFAULT_ABUSE_LIMITS) unless a test names a tuned one through LIMIT_*. Addresses
 * are set with inject's remoteAddress; time is the test clock, moved a whole window between tests.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/api/errors';
import { HEADERS } from '../../shared/api/headers';
import { thaiIdCheckDigit } from '../../shared/rules/thai-id';
import { DEFAULT_ABUSE_LIMITS } from '../config';
import { memberWithSession, type TestMember } from '../testing/card-fixtures';
import { startTestServer, type TestServer, testConfig } from '../testing/server';

const LIMITS = DEFAULT_ABUSE_LIMITS.limits;
let clock = new Date('2026-11-20T03:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const now = () => clock;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now, config: { ...testConfig(), abuseLimits: DEFAULT_ABUSE_LIMITS } });
});
afterAll(() => server.close());
// Every test starts in fresh windows (the longest window is an hour, aligned to the clock).
beforeEach(() => advance(3600));

let counter = 0;
const unique = () => counter++;
const freshMobile = () => `08${String(30_000_000 + unique() * 7877).padStart(8, '0')}`;

const send = (s: TestServer, options: InjectOptions): Promise<LightMyRequestResponse> =>
  s.app.inject(options);

const login = (s: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
  send(s, {
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { username: `nobody${unique()}`, password: 'Wrong0pass' },
  });

const partnerHeaders = (s: TestServer) => {
  const p = s.app.ctx.partners.default;
  return { [HEADERS.partnerId]: p.id, [HEADERS.secretKey]: p.partner.secret_key };
};

const register = (s: TestServer, remoteAddress: string, mobile = freshMobile()) =>
  send(s, {
    method: 'POST',
    url: '/api/v1/register',
    remoteAddress,
    headers: partnerHeaders(s),
    payload: {
      username: `abuser${unique()}`,
      password: 'Sunflower88',
      password_confirmation: 'Sunflower88',
      name: 'มานี',
      surname: 'มีนา',
      mobile,
      birth_date: '1990-05-01',
      gender: 'female',
    },
  });

const e164 = (mobile: string) => `+66${mobile.slice(1)}`;
async function smsTo(s: TestServer, mobiles: string[]): Promise<number> {
  const rows = await s.app.ctx.db
    .selectFrom('outbox')
    .select('id')
    .where(
      'recipient',
      'in',
      mobiles.map((m) => e164(m)),
    )
    .execute();
  return rows.length;
}

/** A 429 as the catalogue promises: RATE_LIMITED, its th/en message, Retry-After within the window. */
function expectLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toEqual(ERROR_CATALOGUE.RATE_LIMITED.message);
  expect(body.error.message.th).toMatch(/[\u0E00-\u0E7F]/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(body.error.details).toEqual({ retry_after_seconds: retryAfter });
}

/** Sends `count` requests and returns the status codes. */
async function statuses(count: number, request: (i: number) => Promise<LightMyRequestResponse>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await request(i)).statusCode);
  return codes;
}

describe('login', () => {
  it(`refuses login number ${LIMITS.login.perAddress + 1} from one address, whatever the usernames; another address is unaffected`, async () => {
    const codes = await statuses(LIMITS.login.perAddress, () => login(server, '203.0.113.10'));
    expect(codes.every((c) => c === 401)).toBe(true);
    expectLimited(await login(server, '203.0.113.10'), LIMITS.login.windowSeconds);
    expect((await login(server, '203.0.113.11')).statusCode).toBe(401);
  });

  it('lets the address in again once the window has passed', async () => {
    await statuses(LIMITS.login.perAddress, () => login(server, '203.0.113.12'));
    const refused = await login(server, '203.0.113.12');
    expectLimited(refused, LIMITS.login.windowSeconds);
    advance(Number(refused.headers['retry-after']));
    expect((await login(server, '203.0.113.12')).statusCode).toBe(401);
  });

  it('counts an IPv6 /64 as one address and ::ffff:a.b.c.d as a.b.c.d', async () => {
    await statuses(LIMITS.login.perAddress, (i) => login(server, `2001:db8:1:2::${(i + 1).toString(16)}`));
    expectLimited(await login(server, '2001:db8:1:2:ffff:1:2:3'), LIMITS.login.windowSeconds);
    expect((await login(server, '2001:db8:1:3::1')).statusCode).toBe(401);

    await statuses(LIMITS.login.perAddress, () => login(server, '::ffff:198.51.100.20'));
    expectLimited(await login(server, '198.51.100.20'), LIMITS.login.windowSeconds);
  });
});

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is counted', async () => {
    const codes = await statuses(LIMITS.login.perAddress, (i) =>
      login(server, '203.0.113.30', { 'x-forwarded-for': `198.51.100.${i + 1}` }),
    );
    expect(codes.every((c) => c === 401)).toBe(true);
    expectLimited(
      await login(server, '203.0.113.30', { 'x-forwarded-for': '198.51.100.200' }),
      LIMITS.login.windowSeconds,
    );
  });

  it('honours X-Forwarded-For from the proxies TRUST_PROXY names, and only from them', async () => {
    const proxied = await startTestServer({
      now,
      config: { ...testConfig({ TRUST_PROXY: '10.0.0.1' }), abuseLimits: DEFAULT_ABUSE_LIMITS },
    });
    try {
      // Through the trusted proxy, each client has its own count.
      const codes = await statuses(LIMITS.login.perAddress + 5, (i) =>
        login(proxied, '10.0.0.1', { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      );
      expect(codes.every((c) => c === 401)).toBe(true);
      // One client through it is limited like any address.
      await statuses(LIMITS.login.perAddress, () =>
        login(proxied, '10.0.0.1', { 'x-forwarded-for': '192.0.2.50' }),
      );
      expectLimited(
        await login(proxied, '10.0.0.1', { 'x-forwarded-for': '192.0.2.50' }),
        LIMITS.login.windowSeconds,
      );
      // A sender that is not the trusted proxy cannot choose its address.
      await statuses(LIMITS.login.perAddress, (i) =>
        login(proxied, '10.0.0.2', { 'x-forwarded-for': `192.0.2.${100 + i}` }),
      );
      expectLimited(
        await login(proxied, '10.0.0.2', { 'x-forwarded-for': '192.0.2.250' }),
        LIMITS.login.windowSeconds,
      );
    } finally {
      await proxied.close();
    }
  });
});

describe('registration', () => {
  it(`stops at ${LIMITS.registration.perAddress} registrations per address: no SMS past the limit`, async () => {
    const mobiles = Array.from({ length: 25 }, () => freshMobile());
    const codes = await statuses(mobiles.length, (i) => register(server, '203.0.113.40', mobiles[i]));
    expect(codes.slice(0, LIMITS.registration.perAddress).every((c) => c === 200)).toBe(true);
    expect(codes.slice(LIMITS.registration.perAddress).every((c) => c === 429)).toBe(true);
    expectLimited(await register(server, '203.0.113.40'), LIMITS.registration.windowSeconds);
    expect(await smsTo(server, mobiles)).toBe(LIMITS.registration.perAddress);

    const other = freshMobile();
    expect((await register(server, '203.0.113.41', other)).statusCode).toBe(200);
    expect(await smsTo(server, [other])).toBe(1);
  });
});

describe('OTP sends and guesses', () => {
  it(`counts every purpose together: ${LIMITS.otpSend.perAddress} sends per address`, async () => {
    const address = '203.0.113.50';
    // Registration and recovery each stop at their own 10; together they reach the 20 sends.
    const registered = await statuses(LIMITS.registration.perAddress, () => register(server, address));
    const recovered = await statuses(LIMITS.recovery.perAddress, () =>
      send(server, {
        method: 'POST',
        url: '/api/v1/recovery/password',
        remoteAddress: address,
        payload: { username: `nobody${unique()}` },
      }),
    );
    expect([...registered, ...recovered].every((c) => c === 200)).toBe(true);
    expect(LIMITS.registration.perAddress + LIMITS.recovery.perAddress).toBe(LIMITS.otpSend.perAddress);
    const member = await memberWithSession(server, 'default');
    const deletion = () =>
      send(server, {
        method: 'POST',
        url: '/api/v1/me/delete/otp',
        remoteAddress: address,
        headers: member.headers,
        payload: {},
      });
    expectLimited(await deletion(), LIMITS.otpSend.windowSeconds);
    advance(LIMITS.otpSend.windowSeconds);
    expect((await deletion()).statusCode).toBe(200);
  });

  it(`refuses code guess number ${LIMITS.otpVerify.perAddress + 1} from one address, across challenges`, async () => {
    const guess = (remoteAddress: string) =>
      send(server, {
        method: 'POST',
        url: '/api/v1/recovery/password/verify',
        remoteAddress,
        payload: { ref_no: `R${String(unique()).padStart(5, '0')}`, otp: '123456' },
      });
    const codes = await statuses(LIMITS.otpVerify.perAddress, () => guess('203.0.113.60'));
    expect(codes.every((c) => c !== 429)).toBe(true);
    expectLimited(await guess('203.0.113.60'), LIMITS.otpVerify.windowSeconds);
    expect((await guess('203.0.113.61')).statusCode).not.toBe(429);
  });
});

describe('card search', () => {
  it(`refuses search number ${LIMITS.cardSearch.perAddress + 1} from one address, across members`, async () => {
    const members: TestMember[] = [];
    for (let i = 0; i < 4; i++) members.push(await memberWithSession(server, 'default'));
    const search = (member: TestMember, remoteAddress: string) =>
      send(server, {
        method: 'POST',
        url: '/api/v1/cards/search',
        remoteAddress,
        headers: member.headers,
        payload: { national_id: `110170023070${thaiIdCheckDigit('110170023070')}` },
      });
    // 10 per member (its own limit) × 3 members = the address's 30.
    const codes = await statuses(LIMITS.cardSearch.perAddress, (i) =>
      search(members[Math.floor(i / 10)]!, '203.0.113.70'),
    );
    expect(codes.every((c) => c === 200)).toBe(true);
    expectLimited(await search(members[3]!, '203.0.113.70'), LIMITS.cardSearch.windowSeconds);
    expect((await search(members[3]!, '203.0.113.71')).statusCode).toBe(200);
  });
});

describe('hospital verification', () => {
  it(`refuses check number ${LIMITS.hospitalVerify.perAddress + 1} from one address (codes and QR payloads together)`, async () => {
    const headers = partnerHeaders(server);
    const byCode = (remoteAddress: string) =>
      send(server, {
        method: 'GET',
        url: '/api/v1/use-sessions/verify?code=123456',
        remoteAddress,
        headers,
      });
    const byQr = (remoteAddress: string) =>
      send(server, {
        method: 'POST',
        url: '/api/v1/use-sessions/verify',
        remoteAddress,
        headers,
        payload: { qr_payload: 'not-a-real-payload' },
      });
    const codes = await statuses(LIMITS.hospitalVerify.perAddress, (i) =>
      i % 2 === 0 ? byCode('203.0.113.80') : byQr('203.0.113.80'),
    );
    expect(codes.every((c) => c !== 429)).toBe(true);
    expectLimited(await byCode('203.0.113.80'), LIMITS.hospitalVerify.windowSeconds);
    expectLimited(await byQr('203.0.113.80'), LIMITS.hospitalVerify.windowSeconds);
    expect((await byCode('203.0.113.81')).statusCode).not.toBe(429);
  });
});

describe('overall ceilings', () => {
  it('refuses logins across addresses once the overall count is reached', async () => {
    const small = await startTestServer({ now, env: { LIMIT_LOGIN_GLOBAL: '5' } });
    try {
      const codes = await statuses(5, (i) => login(small, `198.51.100.${i + 1}`));
      expect(codes.every((c) => c === 401)).toBe(true);
      expectLimited(await login(small, '198.51.100.99'), DEFAULT_ABUSE_LIMITS.limits.login.windowSeconds);
      advance(DEFAULT_ABUSE_LIMITS.limits.login.windowSeconds);
      expect((await login(small, '198.51.100.99')).statusCode).toBe(401);
    } finally {
      await small.close();
    }
  });

  it('keeps the SMS budget: past LIMIT_SMS_PER_HOUR no OTP goes out, from any address', async () => {
    const small = await startTestServer({ now, env: { LIMIT_SMS_PER_HOUR: '3' } });
    try {
      const mobiles = Array.from({ length: 5 }, () => freshMobile());
      const codes = await statuses(mobiles.length, (i) => register(small, `198.51.100.${i + 1}`, mobiles[i]));
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(await smsTo(small, mobiles)).toBe(3);
      expectLimited(await register(small, '198.51.100.50'), 3600);
    } finally {
      await small.close();
    }
  });
});
