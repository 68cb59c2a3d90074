/**
 * Route guards as a pure decision (docs/spec.md section 4, Login): a signed-out visitor on a protected page is
 * sent to /check-page with the intended path remembered; a signed-in member on a guest-only page (such
 * as /login) is sent home; /check-page sends a member on to the remembered path when it is safe.
 */
import {
  type Locale,
  localizePath,
  localizePathname,
  type RouteAccess,
  stripLocale,
} from '../../shared/config/routes';
import { isSafeInternalPath, safeRedirect } from './safe-path';

export const REDIRECT_PARAM = 'redirect';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; remember?: string };

export function decideAccess(input: {
  access: RouteAccess;
  loggedIn: boolean;
  /** The requested path including its locale prefix and query, e.g. /en/coverages?x=1. */
  path: string;
  locale: Locale;
}): AccessDecision {
  const { access, loggedIn, path, locale } = input;
  if (access === 'protected' && !loggedIn) {
    const remember = safeRedirect(path, localizePath('/', locale));
    const to = `${localizePath('/check-page', locale)}?${REDIRECT_PARAM}=${encodeURIComponent(remember)}`;
    return { kind: 'redirect', to, remember };
  }
  if (access === 'guest' && loggedIn) return { kind: 'redirect', to: localizePath('/', locale) };
  return { kind: 'allow' };
}

/** A consent document the member still has to accept (from the sign-in answer or the server). */
export interface PendingConsentStep {
  type: 'terms' | 'privacy';
  is_force: boolean;
}

/** The update screen of each consent document. */
export const CONSENT_UPDATE_PATH = { terms: '/condition-update', privacy: '/privacy-update' } as const;

/** A safe internal path (with its query and hash) moved to `locale`. */
function inLocale(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  return `${localizePathname(stripLocale(pathname), locale)}${rest}`;
}

/**
 * A safe internal path with no empty segment, encoded or not: "/en//evil.example" and
 * "/en/%2F%2Fevil.example" are crafted shapes, not screens of the app.
 */
function isPlainPath(path: string): boolean {
  if (!isSafeInternalPath(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/\/\/|\\/.test(decoded);
}

function withRedirect(path: string, target: string, home: string): string {
  return target === home ? path : `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where /check-page sends the visitor, in this order:
 * 1. a member from before the privacy update with a password renewal under way → /renew-password;
 * 2. a signed-in member with a consent document to accept (forced ones first, terms before privacy)
 *    → /condition-update or /privacy-update, carrying the remembered path so the update screen can
 *    come back here and continue;
 * 3. a signed-in member → the remembered path (safe internal paths only, otherwise home);
 * 4. a visitor → the login page, carrying the remembered path along.
 */
export function resolveCheckPage(input: {
  loggedIn: boolean;
  redirect: string | null;
  remembered: string | null;
  locale: Locale;
  renewalPending?: boolean;
  pendingConsents?: readonly PendingConsentStep[];
}): string {
  const home = localizePath('/', input.locale);
  const candidate = input.redirect ?? input.remembered;
  // The language of the page the member is on wins: a path remembered from a visit in the other
  // language (or carried without its /en) is taken to the same screen in this one. Moving it may
  // make a refused shape of a safe one ("/en//evil.example" is "//evil.example" in Thai): the moved
  // path is checked again, and a refused target is home, in the page's language (issue 25).
  const moved = inLocale(safeRedirect(candidate, home), input.locale);
  const refused = candidate !== null && ![candidate, moved].every(isPlainPath);
  const target = refused ? home : moved;
  // A crafted link's refused target leads home, not to a sign-in nobody asked for.
  if (refused && !input.loggedIn && !input.renewalPending) return home;
  if (!input.loggedIn && input.renewalPending) {
    return withRedirect(localizePath('/renew-password', input.locale), target, home);
  }
  if (input.loggedIn) {
    const pending = [...(input.pendingConsents ?? [])].sort(
      (a, b) =>
        Number(b.is_force) - Number(a.is_force) ||
        (a.type === 'terms' ? -1 : 1) - (b.type === 'terms' ? -1 : 1),
    );
    const first = pending[0];
    if (first) return withRedirect(localizePath(CONSENT_UPDATE_PATH[first.type], input.locale), target, home);
    return target;
  }
  return withRedirect(localizePath('/login', input.locale), target, home);
}
