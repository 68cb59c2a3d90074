/** The card create hooks send one Idempotency-Key per user action (docs/decisions/029-idempotency-keys.md). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { useSaveBenefit } from './save-benefit';
import { useSaveCard } from './save-card';

/** The Idempotency-Key of each request fetch was called with. */
function keysSent(fetch: ReturnType<typeof vi.fn>): (string | undefined)[] {
  return fetch.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h['Idempotency-Key']);
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const benefit: DataOf<'createBenefit'> = {
  id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1cb1',
  benefit: { th: 'IPD', en: 'IPD' },
  limit_period: null,
  max_limit: null,
  medical_fee: null,
  room_price: null,
  surgery_fee: null,
  medicine_fee: null,
  currency: 'THB',
  used_amount: null,
  claim_count: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('the create forms send one key per user action', () => {
  it('a coverage line: a retry after a network error, a 503 or a 409 reuses the key; new values, a new key; a success resets', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answerError('SERVICE_UNAVAILABLE'))
      .mockResolvedValueOnce(answerError('IDEMPOTENCY_KEY_IN_PROGRESS'))
      .mockResolvedValue(answer('createBenefit', benefit));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useSaveBenefit(), { wrapper });
    const input = { cardId: 'c1', benefitId: null, body: { benefit: 'IPD' } };
    const attempt = async (value: typeof input) => {
      await act(async () => {
        await result.current.mutateAsync(value).catch(() => undefined);
      });
    };

    await attempt(input); // network error
    await attempt(input); // 503
    await attempt(input); // 409: the first is still running
    await attempt(input); // 200
    await attempt(input); // the same values again after the success: a new line, a new key
    await attempt({ ...input, body: { benefit: 'OPD' } });
    const sent = keysSent(fetch);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.slice(0, 4)).size).toBe(1);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[4]).not.toBe(sent[0]);
    expect(sent[5]).not.toBe(sent[4]);
  });

  it('a card: changed values after a failure get a new key, and an edit sends none', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useSaveCard(), { wrapper });
    const draft = {
      company: '',
      noCard: '123',
      name_ins: 'Somchai',
      startDate: '2026-01-01',
      dueDate: '2027-01-01',
    };
    const input = {
      target: { kind: 'self' as const },
      cardId: null,
      draft,
      insurerId: 'aia',
      front: new File(['f'], 'f.jpg', { type: 'image/jpeg', lastModified: 1 }),
      back: new File(['b'], 'b.jpg', { type: 'image/jpeg', lastModified: 1 }),
    };
    const attempt = async (value: typeof input | (Omit<typeof input, 'cardId'> & { cardId: string })) => {
      await act(async () => {
        await result.current.mutateAsync(value as never).catch(() => undefined);
      });
    };
    await attempt(input);
    await attempt(input);
    await attempt({ ...input, draft: { ...draft, noCard: '124' } });
    await attempt({ ...input, cardId: 'card-1' });
    const sent = keysSent(fetch);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(sent[3]).toBeUndefined();
  });
});
