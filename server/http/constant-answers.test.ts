/**
 * Constant answers (theme, partner info, language setting): computed once per URL and partner key,
 * then served from memory with an ETag and precompressed bodies that decode to the same JSON.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server';
import { CONSTANT_CACHE_LIMIT, ConstantAnswers, makeConstantAnswer } from './constant-answers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

describe('constant answers', () => {
  it('serve the theme compressed once, decoding to the same JSON, with an ETag that answers 304', async () => {
    const ins = server.app.ctx.partners.default.partner.ins_code;
    const url = `/api/v1/theme/${ins}`;
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    const json = plain.json();
    expect(json.data).toEqual(server.app.ctx.partners.default.theme);
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // Security headers are still on a cached answer.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const again = await get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('tell partners apart by x-api-key, and never cache a refusal', async () => {
    const siam = server.app.ctx.partners.byId('siam-life')!.partner;
    const unknown = await get('/api/v1/language-setting', { 'x-api-key': 'no-such-key-123' });
    expect(unknown.statusCode).toBe(401);
    expect((await get('/api/v1/language-setting', { 'x-api-key': 'no-such-key-123' })).statusCode).toBe(401);
    const ofSiam = await get('/api/v1/language-setting', { 'x-api-key': siam.api_key });
    expect(ofSiam.json().data).toBe(siam.languages.join(','));
    const wrongSecret = `/api/v1/partner-info?partner_id=siam-life&secret_key=${siam.secret_key}x`;
    expect((await get(wrongSecret)).statusCode).toBe(401);
    expect((await get(wrongSecret)).statusCode).toBe(401);
    const right = await get(`/api/v1/partner-info?partner_id=siam-life&secret_key=${siam.secret_key}`);
    expect(right.json().data.partner_id).toBe('siam-life');
    expect(right.body).not.toContain(siam.secret_key);
  });

  it('keep at most the cache limit of URLs, dropping the oldest', () => {
    const cache = new ConstantAnswers();
    for (let i = 0; i <= CONSTANT_CACHE_LIMIT; i++) cache.set(`k${i}`, makeConstantAnswer({ i }));
    expect(cache.size).toBe(CONSTANT_CACHE_LIMIT);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${CONSTANT_CACHE_LIMIT}`)).toBeDefined();
  });
});
