import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('403 CONSENT_REQUIRED anywhere', () => {
  it('signals the app (which sends the member to the update screen) and keeps the session', async () => {
    authStore.getState().setToken('member-token-0123456789');
    const before = authStore.getState().consentRequired;
    answer(403, { error: { code: 'CONSENT_REQUIRED', message: { th: 'ยอมรับ', en: 'Accept' } } });
    await expect(apiRequest('GET', '/api/v1/cards')).rejects.toBeInstanceOf(ApiRequestError);
    expect(authStore.getState().consentRequired).toBe(before + 1);
    expect(authStore.getState().loggedIn).toBe(true);
  });

  it('does not signal for other refusals', async () => {
    const before = authStore.getState().consentRequired;
    answer(403, { error: { code: 'NOT_FOUND', message: { th: 'ไม่พบ', en: 'Not found' } } });
    await expect(apiRequest('GET', '/api/v1/cards')).rejects.toBeInstanceOf(ApiRequestError);
    expect(authStore.getState().consentRequired).toBe(before);
  });
});
