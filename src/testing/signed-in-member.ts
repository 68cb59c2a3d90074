/**
 * Set-up shared by the screen tests that run through the real router against a stubbed API: a
 * signed-in member and a fetch mock, undone after each test together with the query cache so no
 * answer leaks into the next test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { queryClient } from '../lib/query';

/**
 * A JSON answer as the API sends it. A test builds an operation's answer with answers.ts, typed by the
 * contract; this raw form is for what is no operation's answer.
 */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Registers the hooks for the calling test file and returns its fetch mock, reset before each test
 * (answer with `fetchMock.mockResolvedValue(answer('getCard', …))` or
 * `fetchMock.mockImplementation(answerFor({ … }))` from answers.ts).
 */
export function setUpSignedInMember(token = 'test-token-0123456789abcdef') {
  const fetchMock = vi.fn();
  beforeEach(() => {
    authStore.getState().setToken(token);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    authStore.getState().setToken(null);
  });
  return fetchMock;
}
