/**
 * Compression (issue 10, deliverable 1; docs/decisions/008-compression.md): built assets go out as
 * their precompressed .br/.gz copies by Accept-Encoding, the HTML the server fills per request and
 * JSON answers are compressed on the fly, and a compressed request body is never inflated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_MARKER } from '../../shared/engine/partner/boot';
import { startTestServer, type TestServer } from '../testing/server';

const root = mkdtempSync(join(tmpdir(), 'wl-compress-'));
const clientDir = join(root, 'client');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html lang="th"><head><meta charset="utf-8">${BOOT_MARKER}<title>app</title></head><body><div id="root"></div>${'<p>padding</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(clientDir, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(clientDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(clientDir, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  // An asset the build left without copies (below its threshold).
  writeFileSync(join(clientDir, 'assets', 'tiny-9f8e.js'), 'export{}');
  server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });

describe('built assets', () => {
  it('go out as the brotli copy to a browser that takes br, varying on Accept-Encoding', async () => {
    const response = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('go out as the gzip copy when br is not offered, and as they are when nothing is', async () => {
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-9f8e.js', { 'accept-encoding': 'identity' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.body).toBe('export{}');
  });
});

describe('answers filled per request', () => {
  it('compress the themed HTML with brotli', async () => {
    const response = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('--wl-');
    // The security headers survive compression.
    expect(response.headers['content-security-policy']).toMatch(/nonce-/);
  });

  it('compress large JSON answers and leave small ones alone', async () => {
    const docs = await get('/api/docs', { 'accept-encoding': 'gzip' });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toBe('3.1.0');
    const small = await get('/api/v1/language-setting', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('are never inflated: a gzip-encoded JSON body is refused as unreadable, not expanded', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ username: 'a'.repeat(1_000_000), password: 'x' })));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
