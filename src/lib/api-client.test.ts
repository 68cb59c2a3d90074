import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPartner } from '../testing/render-app';
import { ApiRequestError, apiRequest, buildPath, fetchAuthed } from './api-client';
import { authStore } from './auth-store';
import { usePartnerStore } from './partner-store';

function mockFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fn = vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().setToken(null);
});

describe('api client', () => {
  it('builds paths with encoded parameters and query', () => {
    expect(buildPath('/api/v1/cards/{id}', { id: 'a/b' }, { lang: 'en', x: undefined })).toBe(
      '/api/v1/cards/a%2Fb?lang=en',
    );
    expect(() => buildPath('/api/v1/cards/{id}')).toThrow(/Missing path parameter id/);
  });

  it('sends the partner api key and the bearer token, and JSON bodies', async () => {
    usePartnerStore
      .getState()
      .setBoot({ partner: demoPartner, theme: {} as never, tiles: { tiles: [] } as never });
    authStore.getState().setToken('tok_abcdefghijklmnop');
    const fetch = mockFetch(200, { data: 1 });
    await expect(apiRequest('POST', '/api/v1/x', { body: { a: 1 } })).resolves.toEqual({ data: 1 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe(demoPartner.api_key);
    expect(headers.Authorization).toBe('Bearer tok_abcdefghijklmnop');
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns the error shape into an error carrying the server message', async () => {
    mockFetch(409, { error: { code: 'REGISTER_USERNAME_TAKEN', message: { th: 'ซ้ำ', en: 'Taken' } } });
    const err = (await apiRequest('POST', '/api/v1/x').catch((e) => e)) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.status).toBe(409);
    expect(err.code).toBe('REGISTER_USERNAME_TAKEN');
    expect(err.messageIn('en')).toBe('Taken');
  });

  it('signs the member out when the server no longer accepts the token', async () => {
    authStore.getState().setToken('tok_abcdefghijklmnop');
    mockFetch(401, { error: { code: 'AUTH_REQUIRED', message: { th: 'ก', en: 'a' } } });
    await expect(apiRequest('GET', '/api/v1/me')).rejects.toBeInstanceOf(ApiRequestError);
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it('fetches member-only files with the same headers, and signs out on a 401 there too', async () => {
    usePartnerStore
      .getState()
      .setBoot({ partner: demoPartner, theme: {} as never, tiles: { tiles: [] } as never });
    authStore.getState().setToken('tok_abcdefghijklmnop');
    const fetch = mockFetch(401, { error: { code: 'AUTH_REQUIRED', message: { th: 'ก', en: 'a' } } });
    const res = await fetchAuthed('/api/v1/cards/c1/images/front');
    expect(res.status).toBe(401);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe(demoPartner.api_key);
    expect(headers.Authorization).toBe('Bearer tok_abcdefghijklmnop');
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it('reports network failures and non-JSON answers with their own codes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('GET', '/api/v1/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    mockFetch(502, '<html>Bad gateway</html>', { 'x-correlation-id': 'abc' });
    await expect(apiRequest('GET', '/api/v1/x')).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
      status: 502,
      correlationId: 'abc',
    });
  });
});
