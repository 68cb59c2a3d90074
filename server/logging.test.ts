import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, serializeError } from './logging';
import { captureLogs, startTestServer, type TestServer } from './testing/server';

describe('redactUrl', () => {
  it.each([
    [
      '/api/v1/partner-info?partner_id=siam-life&secret_key=abc123',
      `/api/v1/partner-info?partner_id=siam-life&secret_key=${REDACTED}`,
    ],
    ['/?token=eyJhbGci&lang=en', `/?token=${REDACTED}&lang=en`],
    [
      '/x?otp=123456&password=hunter2&new_password=x',
      `/x?otp=${REDACTED}&password=${REDACTED}&new_password=${REDACTED}`,
    ],
    ['/x?secret%5Fkey=abc', `/x?secret%5Fkey=${REDACTED}`],
    ['/x?API_KEY=abc&register_token=t', `/x?API_KEY=${REDACTED}&register_token=${REDACTED}`],
    ['/x?access_token=a#frag', `/x?access_token=${REDACTED}`],
    ['/x?token', `/x?token=${REDACTED}`],
    ['/plain/path', '/plain/path'],
    ['/x?partner_id=a&lang=th', '/x?partner_id=a&lang=th'],
    ['/x?%E0%A4=1&secret_key=%ZZ', `/x?%E0%A4=1&secret_key=${REDACTED}`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('keeps what helps debugging and drops bound SQL parameters', () => {
    const error = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'members_partner_username_key',
      params: ['secret-password-hash'],
      query: 'insert into members …',
    });
    const out = serializeError(error);
    expect(out).toMatchObject({
      type: 'Error',
      message: 'duplicate key',
      code: '23505',
      constraint: 'members_partner_username_key',
    });
    expect(JSON.stringify(out)).not.toContain('secret-password-hash');
  });
});

describe('request logging', () => {
  const logs = captureLogs();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logDestination: logs.stream });
  });
  afterAll(() => server.close());

  it('never writes secret_key, token, passwords, OTPs, API keys, cookies or authorization values', async () => {
    const secrets = ['sk-visible-in-url-9f8e7d', 'tok-visible-in-url-1a2b3c', 'otp-424242', 'pw-hunter2-x'];
    const response = await server.app.inject({
      url: `/api/v1/partner-info?partner_id=default&secret_key=${secrets[0]}&token=${secrets[1]}&otp=${secrets[2]}&password=${secrets[3]}`,
      headers: {
        authorization: 'Bearer bearer-secret-zz99',
        cookie: 'wl_partner=default; session=cookie-secret-yy88',
        'x-api-key': 'apikey-secret-xx77',
        secretkey: 'header-secret-ww66',
      },
    });
    expect(response.statusCode).toBe(401);
    const everything = logs.raw.join('');
    expect(everything).toContain(
      '/api/v1/partner-info?partner_id=default&secret_key=[REDACTED]&token=[REDACTED]',
    );
    for (const secret of [
      ...secrets,
      'bearer-secret-zz99',
      'cookie-secret-yy88',
      'apikey-secret-xx77',
      'header-secret-ww66',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('redacts secrets that a log call passes inside objects', () => {
    server.app.log.info(
      {
        headers: { authorization: 'Bearer leak-1', 'x-api-key': 'leak-2' },
        body: { password: 'leak-3', otp: 'leak-4' },
      },
      'manual',
    );
    const line = logs.lines.find((l) => l.msg === 'manual')!;
    expect(JSON.stringify(line)).not.toMatch(/leak-[1-4]/);
    expect(line).toMatchObject({
      headers: { authorization: REDACTED },
      body: { password: REDACTED, otp: REDACTED },
    });
  });
});
