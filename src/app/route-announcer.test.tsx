/** Route changes move focus to the page heading and announce the title (issue 10); the first load does not. */
import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

it('leaves focus alone on the first load, then focuses the new heading and announces it after a navigation', async () => {
  const { router } = await renderApp('/en/login');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByTestId('route-announcer').textContent).toBe('');
  expect(document.activeElement).toBe(document.body);

  await act(() => router.navigate('/en/forget-password'));
  const heading = await screen.findByRole('heading', { level: 1, name: /password/i });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(screen.getByTestId('route-announcer').textContent).toBe(heading.textContent);

  // Only the query changes: not a new page, nothing moves.
  (document.activeElement as HTMLElement).blur();
  await act(() => router.navigate('/en/forget-password?step=1'));
  expect(document.activeElement).toBe(document.body);
});
