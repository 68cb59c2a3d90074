/**
 * The LINE start-up as main.tsx runs it (dynamically imported, LINE partners only): pick the LIFF id
 * by line_liff_key, initialise LIFF, sign in with the LINE ID token through our server, then apply
 * the spec's in-app-browser gate before the router starts.
 */
import { localeOfPath, localizePath, stripLocale } from '../../config/routes';
import type { PublicPartner } from '../../engine/partner/boot';
import { selectLiffId } from '../../engine/partner/liff';
import { authStore } from '../../lib/auth-store';
import { loginWithLine } from '../auth/api/line-login';
import { decideLineGate } from './gate';
import { startLine } from './start';
import { lineStore } from './store';

export async function startLineApp(partner: PublicPartner) {
  const key = new URLSearchParams(window.location.search).get('line_liff_key');
  const liffId = selectLiffId(partner, key);
  await startLine({
    liffId,
    loggedIn: () => authStore.getState().loggedIn,
    exchangeIdToken: loginWithLine,
    setToken: (token) => authStore.getState().setToken(token),
  });
  const { pathname } = window.location;
  const { lineIsReady, lineIsClient } = lineStore.getState();
  const decision = decideLineGate({
    lineLoginEnabled: partner.line_login_enabled ?? false,
    loggedIn: authStore.getState().loggedIn,
    lineIsReady,
    lineIsClient,
    path: stripLocale(pathname),
  });
  if (decision === 'not-found') {
    window.history.replaceState(null, '', localizePath('/not-found', localeOfPath(pathname)));
  }
}
