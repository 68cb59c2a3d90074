/**
 * The server's themed shell (server/web/boot-shell.ts) sits outside #root; the app removes it once the
 * first route has rendered, and also when that route is an error, so it never hides a screen.
 */
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

function addShell() {
  const shell = document.createElement('div');
  shell.id = 'wl-boot-shell';
  shell.setAttribute('data-boot-shell', '');
  shell.setAttribute('aria-hidden', 'true');
  document.body.prepend(shell);
  return shell;
}

afterEach(() => document.getElementById('wl-boot-shell')?.remove());

it('keeps the shell while the first route loads and removes it once the screen has rendered', async () => {
  const shell = addShell();
  await renderApp('/en/login');
  // The screen chunk loads lazily: until it commits, the shell stays.
  expect(document.body.contains(shell)).toBe(true);
  await screen.findByRole('heading', { level: 1 });
  expect(document.querySelector('[data-boot-shell]')).toBeNull();
});

it('removes the shell when the first route is an error page', async () => {
  addShell();
  await renderApp('/en/no-such-page');
  await screen.findByRole('heading', { level: 1 });
  expect(document.querySelector('[data-boot-shell]')).toBeNull();
});
