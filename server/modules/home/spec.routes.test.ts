import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, bearer } from '../../../shared/api/headers';
import { selectLiffId } from '../../../shared/engine/partner/liff';
import type { LoadedPartner } from '../../partners/registry';
import { createMember } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let def: LoadedPartner;
/** A partner with LIFF keys (krungsiam-bank in the demo set), or the default when none has any. */
let liffPartner: LoadedPartner;
/** Any partner other than the default, for cross-partner checks. */
let other: LoadedPartner | undefined;

beforeAll(async () => {
  server = await startTestServer();
  def = server.app.ctx.partners.default;
  liffPartner = server.app.ctx.partners.all.find((p) => p.partner.line_liff_keys.length > 0) ?? def;
  other = server.app.ctx.partners.all.find((p) => p.id !== 'default');
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function expectError(
  response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: { th: string; en: string } } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.th.length).toBeGreaterThan(0);
  expect(body.error.message.en.length).toBeGreaterThan(0);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
}

describe('GET /api/v1/partner-info', () => {
  const url = (p: LoadedPartner, extra = '') =>
    `/api/v1/partner-info?partner_id=${p.id}&secret_key=${encodeURIComponent(p.partner.secret_key)}${extra}`;

  it('answers the public partner info for the right secret', async () => {
    const response = await get(url(def));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({
      partner_id: 'default',
      ins_code: def.partner.ins_code,
      api_key: def.partner.api_key,
      product_name: def.partner.product_name,
      languages: def.partner.languages,
      line_liff_id: def.partner.line_liff_id,
      line_liff_keys: def.partner.line_liff_keys,
      line_login_enabled: def.partner.line_login_enabled,
      telemed_card_limit: def.partner.telemed_card_limit,
      tile_reading: def.partner.tile_reading,
      year_format: def.partner.year_format,
      menu_tiles: def.tiles,
    });
    expect(JSON.stringify(data)).not.toContain(def.partner.secret_key);
    expect(data).not.toHaveProperty('secret_key');
  });

  it('refuses a wrong, missing or foreign secret with the same 401', async () => {
    expectError(
      await get(`/api/v1/partner-info?partner_id=default&secret_key=wrong-secret-value`),
      401,
      'PARTNER_CREDENTIALS_INVALID',
    );
    expectError(await get('/api/v1/partner-info?partner_id=default'), 401, 'PARTNER_CREDENTIALS_INVALID');
    expectError(await get('/api/v1/partner-info'), 401, 'PARTNER_CREDENTIALS_INVALID');
    expectError(
      await get(`/api/v1/partner-info?partner_id=nobody&secret_key=${def.partner.secret_key}`),
      401,
      'PARTNER_CREDENTIALS_INVALID',
    );
    if (other) {
      expectError(
        await get(`/api/v1/partner-info?partner_id=${other.id}&secret_key=${def.partner.secret_key}`),
        401,
        'PARTNER_CREDENTIALS_INVALID',
      );
    }
  });

  it('selects line_liff_id by line_liff_key: missing or "default" → main id, a known key → its id, unknown → main id', async () => {
    const main = liffPartner.partner.line_liff_id;
    const liffOf = async (extra: string) => (await get(url(liffPartner, extra))).json().data.line_liff_id;
    expect(await liffOf('')).toBe(main);
    expect(await liffOf('&line_liff_key=default')).toBe(main);
    expect(await liffOf('&line_liff_key=no-such-key')).toBe(main);
    for (const key of liffPartner.partner.line_liff_keys) {
      const chosen = await liffOf(`&line_liff_key=${encodeURIComponent(key.line_liff_key)}`);
      expect(chosen).toBe(key.line_liff_id);
      expect(chosen).toBe(selectLiffId(liffPartner.partner, key.line_liff_key));
    }
    const { data } = (await get(url(liffPartner, '&line_liff_key=x'))).json();
    expect(data.line_liff_keys).toEqual(liffPartner.partner.line_liff_keys);
  });

  it('refuses an x-api-key that names no partner', async () => {
    expectError(await get(url(def), { [HEADERS.apiKey]: 'not-a-known-api-key' }), 401, 'INVALID_API_KEY');
  });
});

describe('GET /api/v1/theme/{ins_code}', () => {
  it('answers each partner theme as in its theme.json, without $schema', async () => {
    for (const p of server.app.ctx.partners.all) {
      const response = await get(`/api/v1/theme/${p.partner.ins_code}`);
      expect(response.statusCode).toBe(200);
      const { $schema: _schema, ...file } = JSON.parse(readFileSync(`partners/${p.id}/theme.json`, 'utf8'));
      expect(response.json()).toEqual({ data: file });
    }
  });

  it('answers the 404 error shape for an unknown code', async () => {
    expectError(await get('/api/v1/theme/NOPE'), 404, 'THEME_NOT_FOUND');
  });

  it('answers 400 with the field for a malformed code', async () => {
    const response = await get('/api/v1/theme/not-a-code');
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(response.json().error.details).toEqual([expect.objectContaining({ path: 'params.ins_code' })]);
  });
});

describe('GET /api/v1/language-setting', () => {
  it('answers the default partner languages without x-api-key', async () => {
    const response = await get('/api/v1/language-setting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: def.partner.languages.join(',') });
    expect(response.json().data).toBe('th,en');
  });

  it('answers the languages of the partner x-api-key names', async () => {
    for (const p of server.app.ctx.partners.all) {
      const response = await get('/api/v1/language-setting', { [HEADERS.apiKey]: p.partner.api_key });
      expect(response.json()).toEqual({ data: p.partner.languages.join(',') });
    }
  });

  it('refuses an unknown x-api-key', async () => {
    expectError(
      await get('/api/v1/language-setting', { [HEADERS.apiKey]: 'unknown-key-123456' }),
      401,
      'INVALID_API_KEY',
    );
  });
});

describe('/api/v2/home', () => {
  let token: string;
  let memberId: string;

  beforeAll(async () => {
    const member = await createMember(server.database.db, 'default', { name: 'วิภา', surname: 'สุขใจ' });
    memberId = member.id;
    token = (await server.app.ctx.sessions.issue(member.id)).token;
  });

  const auth = (t: string, partner: LoadedPartner = def) => ({
    authorization: bearer(t),
    [HEADERS.apiKey]: partner.partner.api_key,
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    expectError(await get('/api/v2/home?lang=th'), 401, 'AUTH_REQUIRED');
    expectError(await get('/api/v2/home?lang=th', { authorization: 'Basic abc' }), 401, 'AUTH_REQUIRED');
    expectError(
      await get('/api/v2/home?lang=th', { authorization: bearer('not-a-real-token') }),
      401,
      'AUTH_REQUIRED',
    );
    expectError(
      await server.app.inject({ method: 'POST', url: '/api/v2/home?lang=th' }),
      401,
      'AUTH_REQUIRED',
    );
  });

  it('answers the member home data for GET', async () => {
    const response = await get('/api/v2/home?lang=th', auth(token));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      lang: 'th',
      member: { id: memberId, name: 'วิภา', surname: 'สุขใจ' },
      notifications: { unread: { claim: 0, promotion: 0, general: 0 }, total_unread: 0 },
      section_banners: { promotion: def.theme.banner_promotion, blog: def.theme.banner_blog },
      cards: { count: 0 },
    });
    const expectedBanners = [
      def.theme.banner_url_1_status === 1 && {
        slot: 'banner_1',
        image: def.theme.banner_id_1,
        url: def.theme.banner_url_1,
      },
      def.theme.banner_url_2_status === 1 && {
        slot: 'banner_2',
        image: def.theme.banner_id_2,
        url: def.theme.banner_url_2,
      },
    ].filter(Boolean);
    expect(data.banners).toEqual(expectedBanners);
  });

  it('answers the same data for POST, with lang from the query or the body', async () => {
    const viaQuery = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home?lang=en',
      headers: auth(token),
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.json().data.lang).toBe('en');
    const viaBody = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home',
      headers: auth(token),
      payload: { lang: 'en' },
    });
    expect(viaBody.json().data.lang).toBe('en');
    const emptyJson = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json().data.lang).toBe('th');
  });

  it('answers 400 with the field for an unknown lang or body field', async () => {
    const badLang = await get('/api/v2/home?lang=fr', auth(token));
    expectError(badLang, 400, 'VALIDATION_FAILED');
    expect(badLang.json().error.details).toEqual([expect.objectContaining({ path: 'query.lang' })]);
    const badBody = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home',
      headers: auth(token),
      payload: { role: 'admin' },
    });
    expectError(badBody, 400, 'VALIDATION_FAILED');
    const badJson = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"lang":',
    });
    expectError(badJson, 400, 'VALIDATION_FAILED');
  });

  it('uses the default partner when x-api-key is absent, and refuses an unknown key', async () => {
    expect((await get('/api/v2/home', { authorization: bearer(token) })).statusCode).toBe(200);
    expectError(
      await get('/api/v2/home', { authorization: bearer(token), [HEADERS.apiKey]: 'nope-nope-nope-nope' }),
      401,
      'INVALID_API_KEY',
    );
  });

  it("refuses a member token under another partner's x-api-key", async () => {
    if (!other) return;
    expectError(await get('/api/v2/home', auth(token, other)), 401, 'AUTH_REQUIRED');
  });

  it('refuses revoked and expired sessions, and deleted members', async () => {
    const member = await createMember(server.database.db, 'default');
    const revoked = await server.app.ctx.sessions.issue(member.id);
    await server.app.ctx.sessions.revoke(revoked.sessionId);
    expectError(await get('/api/v2/home', auth(revoked.token)), 401, 'AUTH_REQUIRED');

    const expired = await server.app.ctx.sessions.issue(member.id);
    await server.database.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 7_200_000), expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.sessionId)
      .execute();
    expectError(await get('/api/v2/home', auth(expired.token)), 401, 'AUTH_REQUIRED');

    const live = await server.app.ctx.sessions.issue(member.id);
    expect((await get('/api/v2/home', auth(live.token))).statusCode).toBe(200);
    await server.database.db
      .updateTable('members')
      .set({ deleted_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    expectError(await get('/api/v2/home', auth(live.token)), 401, 'AUTH_REQUIRED');
  });
});
