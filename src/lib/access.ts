/**
 * Route guards as a pure decision (spec section 4, Login): a signed-out visitor on a protected page is
 * sent to /check-page with the intended path remembered; a signed-in member on a guest-only page (such
 * as /login) is sent home; /check-page sends a member on to the remembered path when it is safe.
 */
import { type Locale, localizePath, type RouteAccess } from '../config/routes';
import { safeRedirect } from './safe-path';

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

/**
 * Where /check-page sends the visitor: a member goes to the remembered path (safe internal paths only,
 * otherwise home); a visitor goes to the login page, carrying the remembered path along.
 */
export function resolveCheckPage(input: {
  loggedIn: boolean;
  redirect: string | null;
  remembered: string | null;
  locale: Locale;
}): string {
  const home = localizePath('/', input.locale);
  const candidate = input.redirect ?? input.remembered;
  const target = safeRedirect(candidate, home);
  if (input.loggedIn) return target;
  const login = localizePath('/login', input.locale);
  return target === home ? login : `${login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
