/**
 * React Router warns once per process when the first route loads without a HydrateFallback: this file
 * renders the app once, first, and fails on that warning (issue 10's rough edges).
 */
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

it('renders a fallback while the first route loads, so React Router has nothing to warn about', async () => {
  const warn = vi.spyOn(console, 'warn');
  try {
    await renderApp('/en/login');
    await screen.findByRole('heading', { level: 1 });
    const messages = warn.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
});
