import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { type QueryLike, QueryState } from './query-state';

beforeAll(async () => {
  await initI18n('en');
  await ensureLanguage('en');
});

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function show(of: QueryLike<string[]> | QueryLike<string[]>[], failedTitle?: string) {
  const element = (
    <QueryState
      query={of}
      loadingLabel="Loading the list"
      failed={{ title: failedTitle, fallback: 'We could not load the list.', testId: 'failed' }}
      notFound={{ title: 'Not here', testId: 'not-found', link: { to: '/', label: 'Home' } }}
      isEmpty={(data) => (data as unknown[]).flat().length === 0}
      empty={<p data-testid="empty">Nothing yet</p>}
    >
      {(data) => <p data-testid="ready">{(data as unknown[]).flat().join(', ')}</p>}
    </QueryState>
  );
  const router = createMemoryRouter([{ path: '/en', element }], { initialEntries: ['/en'] });
  return render(<RouterProvider router={router} />);
}

describe('QueryState', () => {
  it('shows skeleton rows with the loading label, then the data', () => {
    const { unmount } = show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading the list' })).toBeTruthy();
    unmount();
    show(query({ data: ['a', 'b'] }));
    expect(screen.getByTestId('ready').textContent).toBe('a, b');
  });

  it('shows the empty state when the data is empty', () => {
    show(query({ data: [] }));
    expect(screen.getByTestId('empty')).toBeTruthy();
  });

  it('is "not found" for a 404', () => {
    show(query({ error: new ApiRequestError(404, 'NOT_FOUND', { th: 'ไม่พบ', en: 'Not found' }) }));
    expect(screen.getByTestId('not-found').textContent).toContain('Not here');
  });

  it('says the network is down, with a retry that asks again', async () => {
    const failed = query({ error: new ApiRequestError(0, 'NETWORK_ERROR', null) });
    show(failed, 'Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it("shows the server's message, else the fallback, as an inline alert without a title", () => {
    const { unmount } = show(
      query({ error: new ApiRequestError(500, 'INTERNAL', { th: 'ขัดข้อง', en: 'The server failed.' }) }),
    );
    expect(screen.getByRole('alert').textContent).toBe('The server failed.');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    show(query({ error: new Error('boom') }));
    expect(screen.getByRole('alert').textContent).toBe('We could not load the list.');
  });

  it('waits for several queries and retries only the one that failed', async () => {
    const ok = query({ data: ['a'] });
    const { unmount } = show([ok, query({ isPending: true })]);
    expect(screen.getByRole('status', { name: 'Loading the list' })).toBeTruthy();
    unmount();
    const broken = query({ error: new Error('boom') });
    show([ok, broken], 'Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(broken.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('keeps data on screen when a later page fails', () => {
    show(query({ data: ['a'], error: new Error('page 2 failed') }));
    expect(screen.getByTestId('ready').textContent).toBe('a');
  });
});
