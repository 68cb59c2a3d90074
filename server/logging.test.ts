import pino, { type DestinationStream, type Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  loggerOptions,
  REDACTED,
  redactLogObject,
  redactText,
  redactUrl,
  serializeError,
} from './logging';
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

const R = REDACTED;

describe('redactUrl: every form a query string takes', () => {
  it.each([
    // [form, url, expected]
    ['question mark', '/x?secret_key=s3cr3t&lang=th', `/x?secret_key=${R}&lang=th`],
    ['semicolon separator', '/x?lang=th;secret_key=s3cr3t;a=1', `/x?lang=th;secret_key=${R};a=1`],
    ['semicolon right after the path', '/x;secret_key=s3cr3t', `/x;secret_key=${R}`],
    [
      'HTML-escaped &amp;',
      '/x?lang=th&amp;secret_key=s3cr3t&amp;a=1',
      `/x?lang=th&amp;secret_key=${R}&amp;a=1`,
    ],
    ['case variant', '/x?Secret_Key=s3cr3t&TOKEN=t0k&Lang=th', `/x?Secret_Key=${R}&TOKEN=${R}&Lang=th`],
    ['percent-encoded name', '/x?secret%5Fkey=s3cr3t&a=1', `/x?secret%5Fkey=${R}&a=1`],
    ['percent-encoded letters', '/x?%73ecret_key=s3cr3t', `/x?%73ecret_key=${R}`],
    ['double-encoded name', '/x?secret%255Fkey=s3cr3t', `/x?secret%255Fkey=${R}`],
    ['encoded whole pair', '/x?secret_key%3Ds3cr3t&a=1', `/x?secret_key%3D${R}&a=1`],
    [
      'inside an encoded redirect',
      '/login?redirect=%2Fcards%3Fsecret_key%3Ds3cr3t%26lang%3Dth&partner_id=p1',
      `/login?redirect=%2Fcards%3Fsecret_key%3D${R}%26lang%3Dth&partner_id=p1`,
    ],
    [
      'inside a double-encoded redirect',
      '/login?redirect=%252Fcards%253Fsecret_key%253Ds3cr3t%2526lang%253Dth',
      `/login?redirect=%252Fcards%253Fsecret_key%253D${R}%2526lang%253Dth`,
    ],
    [
      'nested redirects',
      '/login?redirect=%2Fa%3Fnext%3D%252Fb%253Ftoken%253Ds3cr3t%2526x%253D1',
      `/login?redirect=%2Fa%3Fnext%3D%252Fb%253Ftoken%253D${R}%2526x%253D1`,
    ],
    [
      'HTML-escaped inside an encoded redirect',
      '/login?redirect=%2Fx%3Fa%3D1%26amp%3Bsecret_key%3Ds3cr3t',
      `/login?redirect=%2Fx%3Fa%3D1%26amp%3Bsecret_key%3D${R}`,
    ],
    [
      'unencoded redirect',
      '/login?redirect=/cards?secret_key=s3cr3t',
      `/login?redirect=/cards?secret_key=${R}`,
    ],
    [
      'broken escape next to the secret',
      '/x?redirect=%2Fx%3Fsecret_key%3Ds3cr3t%ZZ',
      `/x?redirect=%2Fx%3Fsecret_key%3D${R}`,
    ],
    ['encoded query in the path', '/x%3Fsecret_key%3Ds3cr3t', `%2Fx%3Fsecret_key%3D${R}`],
    [
      'token, api_key, password and otp',
      '/x?token=t&api_key=k&password=p&otp=123456&keep=yes',
      `/x?token=${R}&api_key=${R}&password=${R}&otp=${R}&keep=yes`,
    ],
    [
      'non-secret parameters stay byte for byte',
      '/x?q=hello+world&n=%E0%B8%81&redirect=%2Fcards%3Flang%3Dth',
      '/x?q=hello+world&n=%E0%B8%81&redirect=%2Fcards%3Flang%3Dth',
    ],
  ])('%s', (_form, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toMatch(/s3cr3t|t0k/);
  });

  it('redacts URLs quoted in error text', () => {
    expect(redactText("'/x?a=1;secret_key=s3cr3t' is not a valid url component")).toBe(
      `'/x?a=1;secret_key=${R}' is not a valid url component`,
    );
    expect(redactText('body: password=hunter2&lang=th')).toBe(`body: password=${R}&lang=th`);
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

  it('never writes a secret in any query-string form (the real request through the app logger)', async () => {
    const forms = [
      '/api/v1/partner-info?partner_id=default;secret_key=semi-secret-1',
      '/api/v1/partner-info?partner_id=default&amp;secret_key=html-secret-2',
      '/api/v1/partner-info?Secret_Key=case-secret-3',
      '/api/v1/partner-info?secret%5Fkey=enc-secret-4',
      '/login?redirect=%2Fcards%3Fsecret_key%3Dredir-secret-5&lang=th',
      '/login?redirect=%252Fcards%253Fsecret_key%253Ddouble-secret-6',
      '/login?redirect=%2Fa%3Fnext%3D%252Fb%253Fapi_key%253Dnested-secret-7',
    ];
    for (const url of forms) await server.app.inject({ url });
    const everything = logs.raw.join('');
    for (const url of forms) expect(everything).toContain(redactUrl(url));
    expect(everything).not.toMatch(/(?:semi|html|case|enc|redir|double|nested)-secret-\d/);
    // Non-secret parameters stay readable.
    expect(everything).toContain('/login?redirect=%2Fcards%3Fsecret_key%3D[REDACTED]&lang=th');
  });

  it('writes one line per request, once answered: method, redacted URL, address, status, time', async () => {
    logs.lines.length = 0;
    const response = await server.app.inject({ url: '/api/v1/language-setting?token=one-line-secret' });
    expect(response.statusCode).toBe(200);
    const lines = logs.lines.filter((l) => typeof l.reqId === 'string');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: `/api/v1/language-setting?token=${R}`, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('redacts the query strings of URL fields that a log call passes', () => {
    server.app.log.info(
      { redirect: '/cards?lang=th&token=url-leak-1', location: { lat: 13.7 } },
      'url field',
    );
    const line = logs.lines.find((l) => l.msg === 'url field')!;
    expect(line).toMatchObject({ redirect: `/cards?lang=th&token=${R}`, location: { lat: 13.7 } });
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

/**
 * redactLogObject replaced pino's path redaction (decision 069: @pinojs/redact cost ~0.1 ms a request
 * line). These are the paths and the censor pino was given before, kept here as the reference: every
 * object below must come out of the new logger as it came out of the old one.
 */
const URL_FIELD_NAMES = [
  'url',
  'originalUrl',
  'redirect',
  'redirect_url',
  'location',
  'referer',
  'referrer',
  'href',
];
const OLD_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers.secretkey',
  'req.headers["register-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'headers.secretkey',
  'headers["register-token"]',
  ...[
    'password',
    'current_password',
    'new_password',
    'confirm_password',
    'password_hash',
    'otp',
    'otp_code',
    'code_hash',
    'token',
    'token_hash',
    'access_token',
    'id_token',
    'register_token',
    'secret_key',
    'api_key',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...URL_FIELD_NAMES.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];
const oldCensor = (value: unknown, path: string[]) =>
  URL_FIELD_NAMES.includes(path[path.length - 1] ?? '')
    ? typeof value === 'string'
      ? redactUrl(value)
      : value
    : R;

function linesOf(write: (log: Logger) => void, old: boolean): Record<string, unknown>[] {
  const captured = captureLogs();
  const stream = captured.stream as unknown as DestinationStream;
  const log = old
    ? pino(
        { ...loggerOptions('info'), formatters: {}, redact: { paths: OLD_REDACT_PATHS, censor: oldCensor } },
        stream,
      )
    : createLogger('info', stream);
  write(log);
  return captured.lines.map(({ time: _t, pid: _p, hostname: _h, ...rest }) => rest);
}

describe('redactLogObject: what pino path redaction did, in one walk', () => {
  const objects: Record<string, unknown>[] = [
    { password: 'p1', token: 't1', keep: 'yes' },
    { body: { password: 'p2', otp: '123456', name: 'x' }, n: 1 },
    { a: { b: { secret_key: 's3', api_key: 'k3', keep: true } } },
    { a: { b: { c: { password: 'too deep for both' } } } },
    { headers: { authorization: 'Bearer h1', cookie: 'c=1', 'x-api-key': 'k', secretkey: 's', other: 'o' } },
    { url: '/x?secret_key=u1&lang=th', redirect: '/cards?token=u2', location: { lat: 13.7, lng: 100.5 } },
    { nested: { href: '/y?access_token=u3', referer: 42 }, deep: { x: { url: '/z?otp=1' } } },
    { password: { any: 'shape' }, token: null, otp: 0 },
    { err: new Error('password=hunter2 in /x?token=abc') },
    { req: { method: 'GET', url: '/x?secret_key=r1', ip: '10.0.0.1', headers: { authorization: 'r2' } } },
    { res: { statusCode: 200, headers: { 'set-cookie': 'sid=1' } }, responseTime: 1.5 },
    { list: [{ password: 'in an array' }, 'plain'] },
    { undefinedValue: undefined, password: undefined, keep: 'x' },
  ];

  it.each(objects.map((o, i) => [i, o] as const))('object %i comes out the same', (_i, object) => {
    const write = (log: Logger) => log.info(object, 'line');
    expect(linesOf(write, false)).toEqual(linesOf(write, true));
  });

  it('child bindings are redacted too, and the caller’s objects are left as they were', () => {
    const bindings = { reqId: 'r', token: 'child-secret', nested: { password: 'child-pw' } };
    const object = { body: { password: 'kept-in-caller' } };
    const write = (log: Logger) => log.child(bindings).info(object, 'child line');
    expect(linesOf(write, false)).toEqual(linesOf(write, true));
    expect(JSON.stringify(linesOf(write, false))).not.toMatch(/child-secret|child-pw|kept-in-caller/);
    expect(bindings.token).toBe('child-secret');
    expect(object.body.password).toBe('kept-in-caller');
  });

  it('also blanks secret headers in any letter case and under a nested `headers` (more than before)', () => {
    const out = redactLogObject({ request: { headers: { Authorization: 'Bearer x', Accept: 'json' } } });
    expect(out).toEqual({ request: { headers: { Authorization: R, Accept: 'json' } } });
  });

  it('writes a Buffer as pino does without redaction (pino’s path redaction threw on one)', () => {
    const write = (log: Logger) => log.info({ password: 'p', bytes: Buffer.from('abc') }, 'bytes');
    expect(() => linesOf(write, true)).toThrow(TypeError);
    const [line] = linesOf(write, false);
    expect(line).toMatchObject({ password: R, bytes: { type: 'Buffer', data: [97, 98, 99] } });
  });

  it('returns the very object when there is nothing to hide (no copy per log line)', () => {
    const object = { res: { statusCode: 200 }, responseTime: 1.2, nested: { a: 1 } };
    expect(redactLogObject(object)).toBe(object);
  });
});
