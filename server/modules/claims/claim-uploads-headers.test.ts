/**
 * Issue 21, deliverable 6: the tus answers (POST 201, PATCH 204, HEAD 200, OPTIONS 204, DELETE 204)
 * carry every header a normal JSON answer carries (docs/security.md 13), although @tus/server writes
 * them on a hijacked raw response. Over real HTTP on a listening server (app.inject would not show
 * what Node writes), compared with GET /api/v1/language-setting of the same server.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseHeaders } from '../../http/security-headers';
import { memberWithSession, type TestMember } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let port: number;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
  member = await memberWithSession(server, 'default');
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Headers that differ between any two answers by their nature (body, date, connection, compression,
 * the request's own id).
 */
const PER_ANSWER = new Set([
  'x-request-id',
  'content-type',
  'content-length',
  'etag',
  'date',
  'vary',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
]);

/** The headers every answer must share, with the per-request CSP nonce made comparable. */
function shared(headers: Answer['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    out[name] = String(value).replace(/'nonce-[^']+'/g, "'nonce-*'");
  }
  return out;
}

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('tus answers carry the headers of every other answer', () => {
  it('on POST, PATCH, HEAD, OPTIONS and DELETE, over HTTP', async () => {
    const json = await send('GET', '/api/v1/language-setting', member.headers);
    expect(json.status).toBe(200);
    const expected = shared(json.headers);
    // The reference itself carries the whole security set (so the comparison below means something).
    for (const name of Object.keys(responseHeaders('/api/v1/language-setting', 'n')))
      expect(expected[name], name).toBeTruthy();

    const bytes = Buffer.from('%PDF-1.4 header test');
    const answers: Record<string, Answer> = {};
    answers.POST = await send('POST', '/api/v1/eclaim/uploads', {
      ...member.headers,
      ...TUS,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64('r.pdf')},filetype ${b64('application/pdf')}`,
    });
    expect(answers.POST.status).toBe(201);
    const location = answers.POST.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/eclaim\/uploads\/[0-9a-f]{32}$/);
    answers.PATCH = await send(
      'PATCH',
      location,
      {
        ...member.headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
      bytes,
    );
    expect(answers.PATCH.status).toBe(204);
    answers.HEAD = await send('HEAD', location, { ...member.headers, ...TUS });
    expect(answers.HEAD.status).toBe(200);
    expect(answers.HEAD.headers['upload-offset']).toBe(String(bytes.length));
    answers.OPTIONS = await send('OPTIONS', '/api/v1/eclaim/uploads', member.headers);
    expect(answers.OPTIONS.status).toBe(204);
    answers.DELETE = await send('DELETE', location, { ...member.headers, ...TUS });
    expect(answers.DELETE.status).toBe(204);

    for (const [method, answer] of Object.entries(answers)) {
      const got = shared(answer.headers);
      // Every header of the JSON answer, with the same value (the nonce aside)…
      for (const [name, value] of Object.entries(expected))
        expect(`${method} ${name}: ${got[name]}`).toBe(`${method} ${name}: ${value}`);
      // …and a nonce of its own.
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce, method).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.headers['tus-resumable'], method).toBe('1.0.0');
    }
  });

  it('and so do the refusals: a 429 past the quota is a JSON answer with them too', async () => {
    const other = await memberWithSession(server, 'default');
    const expected = shared((await send('GET', '/api/v1/language-setting', other.headers)).headers);
    let refused: Answer | undefined;
    for (let i = 0; i < 7 && !refused; i++) {
      const res = await send('POST', '/api/v1/eclaim/uploads', {
        ...other.headers,
        ...TUS,
        'upload-length': String(10 * 1024 * 1024),
        'upload-metadata': `filename ${b64('r.pdf')},filetype ${b64('application/pdf')}`,
      });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(201);
    }
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    const got = shared(refused!.headers);
    for (const [name, value] of Object.entries(expected)) expect(got[name], name).toBe(value);
  });
});
