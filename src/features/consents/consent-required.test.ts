import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { answerError } from '../../testing/answers';

afterEach(() => vi.unstubAllGlobals());

function answerWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

describe('403 CONSENT_REQUIRED anywhere', () => {
  it('signals the app (which sends the member to the update screen) and keeps the session', async () => {
    authStore.getState().setToken('member-token-0123456789');
    const before = authStore.getState().consentRequired;
    answerWith(answerError('CONSENT_REQUIRED'));
    await expect(apiRequest('GET', '/api/v1/cards')).rejects.toBeInstanceOf(ApiRequestError);
    expect(authStore.getState().consentRequired).toBe(before + 1);
    expect(authStore.getState().loggedIn).toBe(true);
  });

  it('does not signal for other refusals', async () => {
    const before = authStore.getState().consentRequired;
    answerWith(answerError('PREVIEW_READ_ONLY'));
    await expect(apiRequest('GET', '/api/v1/cards')).rejects.toBeInstanceOf(ApiRequestError);
    expect(authStore.getState().consentRequired).toBe(before);
  });
});
