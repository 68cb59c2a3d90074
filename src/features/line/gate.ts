/**
 * Pure decisions of the LINE start-up (docs/spec.md section 4, "In-app browser"), kept apart from @line/liff so
 * they are tested as tables and cost nothing on the non-LINE path.
 */
import { safeRedirect } from '../../lib/safe-path';

export interface LineGateInput {
  /** The partner's line_login_enabled. */
  lineLoginEnabled: boolean;
  loggedIn: boolean;
  lineIsReady: boolean;
  lineIsClient: boolean;
  /** The current path without locale prefix. */
  path: string;
}

/** Screens that must stay reachable whatever LINE says (else the member could be sent in circles). */
const ALWAYS_ALLOWED = new Set(['/not-found', '/not-page', '/condition', '/privacy']);

/**
 * 'not-found' when the spec says so: LINE login is enabled and the user is neither logged in nor in
 * the LINE client, or the chat app is ready and the user is not in the client. Both rules apply only
 * to partners with LINE login enabled: a partner that merely has a LIFF id still works in any browser.
 * The second rule makes such partners LINE-only once LIFF is ready; the first keeps a signed-in member
 * working when LIFF could not start (offline, blocked script).
 */
export function decideLineGate(input: LineGateInput): 'allow' | 'not-found' {
  if (!input.lineLoginEnabled || ALWAYS_ALLOWED.has(input.path)) return 'allow';
  if (!input.loggedIn && !input.lineIsClient) return 'not-found';
  if (input.lineIsReady && !input.lineIsClient) return 'not-found';
  return 'allow';
}

export const LIFF_STATE_PARAM = 'liff.state';

/**
 * Where a LIFF deep link should land. Opening https://liff.line.me/{liffId}/coverages?x=1 loads the
 * endpoint with ?liff.state=%2Fcoverages%3Fx%3D1. The SDK normally restores the path itself during
 * init(); when the parameter is still there after init() settles (SDK skipped it, mock mode, init
 * failed) we restore it here, before the router starts. Only safe internal paths are honoured; the
 * other query parameters (line_liff_key, partner_id…) are kept. Returns null when nothing is to do.
 */
export function resolveLiffState(href: string): string | null {
  const url = new URL(href);
  const state = url.searchParams.get(LIFF_STATE_PARAM);
  if (state === null) return null;
  url.searchParams.delete(LIFF_STATE_PARAM);
  const rest = url.searchParams.toString();
  // liff.state may be a path with its own query, or just a query/hash for the endpoint itself.
  const raw = state.startsWith('/')
    ? state
    : `${url.pathname}${state.startsWith('?') || state.startsWith('#') ? state : ''}`;
  const [beforeHash, hash = ''] = raw.split('#', 2) as [string, string?];
  const safe = safeRedirect(beforeHash, url.pathname);
  const [path, query = ''] = safe.split('?', 2) as [string, string?];
  const merged = [query, rest].filter(Boolean).join('&');
  const safeHash = /^[A-Za-z0-9_-]*$/.test(hash) && hash ? `#${hash}` : '';
  return `${path}${merged ? `?${merged}` : ''}${safeHash}`;
}
