/**
 * The LINE start-up as main.tsx runs it (dynamically imported, LINE partners only): pick the LIFF id
 * by line_liff_key, initialise LIFF, sign in with the LINE ID token through our server, then apply
 * the spec's in-app-browser gate before the router starts. It lives in src/app because it connects
 * two features, line (LIFF and the gate) and auth (the server sign-in), which never import each
 * other (docs/decisions/004-feature-boundaries.md).
 */
import { localeOfPath, localizePath, stripLocale } from '../../shared/config/routes';
import type { PublicPartner } from '../../shared/engine/partner/boot';
import { selectLiffId } from '../../shared/engine/partner/liff';
import { loginWithLine } from '../features/auth/api/line-login';
import { decideLineGate } from '../features/line/gate';
import { startLine } from '../features/line/start';
import { authStore } from '../lib/auth-store';
import { lineStore } from '../lib/line-store';

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
