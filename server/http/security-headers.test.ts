/**
 * docs/security.md 13 on the wire: every response, including the ones Node's parser answers before
 * Fastify sees a request, carries the full header set. Raw TCP, since app.inject() bypasses Node's
 * HTTP parser.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession, pngBytes, type TestMember } from '../testing/card-fixtures';
import { createCard } from '../testing/fixtures';
import { clientErrorResponse } from './client-errors';
import {
  buildCsp,
  completeCsp,
  completeResponseHeaders,
  LIFF_SCRIPT_SOURCE,
  makeNonce,
  responseHeaders,
  setResponseHeaders,
} from './security-headers';
import { startTestServer, type TestServer } from '../testing/server';

const root = mkdtempSync(join(tmpdir(), 'wl-headers-'));
const clientDir = join(root, 'client');

let server: TestServer;
let port: number;
let member: TestMember;
let cardId: string;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(clientDir, 'assets', 'app-3f9a.js'), 'console.log("app")');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');
  server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
  member = await memberWithSession(server, 'default');
  const blob = await server.app.ctx.blobs.put(await pngBytes(), 'image/png');
  const card = await createCard(server.app.ctx.db, {
    partner_id: 'default',
    insured_person_id: member.personId,
    type: 'self_added',
    owner_member_id: member.id,
    front_image_sha256: blob.sha256,
  });
  cardId = card.id;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as is to the listening server and reads the answer until the connection ends. */
function raw(request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not end(): a half-closed socket can lose a streamed file; `connection: close` ends the exchange.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}

function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return raw(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

/** Every header of docs/security.md 13, value by value. */
function expectSecurityHeaders(response: RawResponse) {
  const csp = directives(response.headers['content-security-policy'] ?? '');
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'self'");
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

/** The app's own CSP (not the stricter one of uploads): the LINE hosts stay reachable. */
function expectAppCsp(response: RawResponse) {
  const csp = directives(response.headers['content-security-policy'] ?? '');
  // Only the LIFF SDK's extension scripts come from elsewhere (issue 10: they were blocked inside LINE).
  expect(csp.get('script-src')).toBe(`'self' ${LIFF_SCRIPT_SOURCE}`);
  expect(csp.get('connect-src')).toContain('https://liffsdk.line-scdn.net');
  expect(csp.get('connect-src')).toContain('https://api.line.me');
}

function expectJsonError(response: RawResponse, code: string) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(response.body);
  expect(body.error.code).toBe(code);
  expect(body.error.message.th).toEqual(expect.any(String));
  expect(body.error.message.en).toEqual(expect.any(String));
  expect(body.error.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['x-correlation-id']).toBe(body.error.correlation_id);
}

describe('Node-level client errors (the raw clientError writer)', () => {
  it('a garbage request line: 400 with every header and the JSON error shape', async () => {
    const response = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expectAppCsp(response);
    expectJsonError(response, 'VALIDATION_FAILED');
  });

  it('a 20 KB header: 431 with every header and the JSON error shape', async () => {
    const response = await get('/api/v1/partner-info', { 'x-filler': 'a'.repeat(20 * 1024) });
    expect(response.status).toBe(431);
    expectSecurityHeaders(response);
    expectAppCsp(response);
    expectJsonError(response, 'PAYLOAD_TOO_LARGE');
  });

  it('a body over the limit: 413 with every header and the JSON error shape', async () => {
    const head = [
      'POST /api/v1/auth/login HTTP/1.1',
      'host: localhost',
      'connection: close',
      'content-type: application/json',
      `content-length: ${2 * 1024 * 1024}`,
    ];
    const response = await raw(`${head.join('\r\n')}\r\n\r\n{"a":1}`);
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a request timeout is written as 408 with every header (no waiting: the writer on its own)', () => {
    const text = clientErrorResponse(
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      '00000000-0000-4000-8000-000000000000',
    );
    const [head, body] = text.split('\r\n\r\n');
    const [statusLine, ...lines] = head!.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expectSecurityHeaders({ status: 408, headers, body: body! });
    expectAppCsp({ status: 408, headers, body: body! });
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body!));
    expectJsonError({ status: 408, headers, body: body! }, 'VALIDATION_FAILED');
  });

  it('a URL the router cannot decode: 400 with every header and the JSON error shape', async () => {
    const response = await get('/api/v1/cards/%E0%A4%A');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expectJsonError(response, 'VALIDATION_FAILED');
  });
});

describe('Fastify answers', () => {
  it('the not-found page (the app renders it) and a 404 for a missing file', async () => {
    // An unknown page is answered 404 with the app's HTML, which shows its own not-found page.
    const response = await get('/no/such/page', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    expectAppCsp(response);
    const missing = await get('/no/such/file.png', { accept: 'image/png' });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expectAppCsp(missing);
  });

  it('a JSON API error, with Cache-Control: no-store', async () => {
    const response = await get('/api/v1/cards');
    expect(response.status).toBe(401);
    expectSecurityHeaders(response);
    expectAppCsp(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body).error.code).toBeTruthy();
    const unknown = await get('/api/v1/no-such-route');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('a card image (its own stricter CSP still has object-src, base-uri and frame-ancestors)', async () => {
    const response = await get(`/api/v1/cards/${cardId}/images/front`, member.headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(response);
    const csp = directives(response.headers['content-security-policy']!);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.has('sandbox')).toBe(true);
  });

  it('a static asset of the build and a file at the root', async () => {
    const asset = await get('/assets/app-3f9a.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
    expectAppCsp(asset);
    const file = await get('/robots.txt');
    expect(file.status).toBe(200);
    expectSecurityHeaders(file);
  });

  it('a partner asset and a seed image', async () => {
    const partner = await get('/partners/default/assets/banner-1.svg');
    expect(partner.status).toBe(200);
    expectSecurityHeaders(partner);
    expectAppCsp(partner);
    const seed = await get('/demo/cards/ksb-front.svg');
    expect(seed.status).toBe(200);
    expectSecurityHeaders(seed);
  });
});

describe('LIFF extension scripts', () => {
  it('every extension script URL of the installed LIFF SDK falls under the script-src path', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@liff/extensions'), 'utf8');
    const urls = [...new Set(source.match(/https:\/\/[a-z0-9.-]+\/[^"'\s]*extensions[^"'\s]*\.js/g) ?? [])];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(LIFF_SCRIPT_SOURCE), url).toBe(true);
  });
});

describe('the header set, built once per process (decision 069)', () => {
  it('nonces are 16 fresh bytes each, never repeated, across pool refills', () => {
    const nonces = Array.from({ length: 2000 }, () => makeNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces.slice(0, 300)) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('the CSP carries the nonce and every directive', () => {
    const csp = directives(buildCsp('abc123=='));
    expect(csp.get('style-src')).toBe("'self' 'nonce-abc123=='");
    expect(csp.get('script-src')).toBe(`'self' ${LIFF_SCRIPT_SOURCE}`);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  function fakeReply(initial: Record<string, unknown> = {}) {
    const headers: Record<string, unknown> = { ...initial };
    return {
      headers,
      header: (name: string, value: string) => {
        headers[name] = value;
      },
      hasHeader: (name: string) => name in headers,
      getHeader: (name: string) => headers[name],
    };
  }

  it('setResponseHeaders gives what responseHeaders lists', () => {
    for (const url of ['/api/v1/cards', '/cards']) {
      const reply = fakeReply();
      setResponseHeaders(reply, url, 'n0nce');
      expect(reply.headers).toEqual(responseHeaders(url, 'n0nce'));
    }
  });

  it('completeResponseHeaders puts back what a route removed and completes a CSP of its own', () => {
    const reply = fakeReply({
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private',
    });
    completeResponseHeaders(reply, '/api/v1/cards/1/images/front', 'n0nce');
    expect(reply.headers['content-security-policy']).toBe(completeCsp("default-src 'none'; sandbox"));
    expect(reply.headers['cache-control']).toBe('private');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const own = fakeReply({ 'content-security-policy': buildCsp('n0nce') });
    completeResponseHeaders(own, '/api/x', 'n0nce');
    expect(own.headers).toEqual(responseHeaders('/api/x', 'n0nce'));
  });
});
