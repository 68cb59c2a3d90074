/** /register through the real router: every field checked on submit, nothing sent, focus on the first. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { renderApp } from '../../../testing/render-app';

const fetchMock = vi.fn();
beforeEach(() => {
  authStore.getState().setToken(null);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/register', () => {
  it('marks every missing field, says so above the form and focuses the first', async () => {
    await renderApp('/en/register');
    const username = await screen.findByLabelText(/^Username/);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Somchai');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('register-error')).textContent).toBe(
      'Please correct the highlighted fields.',
    );
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Somchai');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
