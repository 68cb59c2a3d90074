import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type AppHref,
  type Locale,
  type LocalizedHref,
  localeOfPath,
  localizePath,
  localizePathname,
  stripLocale,
} from '../../shared/config/routes';
import { ensureLanguage, setLocaleCookie } from './i18n';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * Localises an app path for the current language: lp('/coverages') → '/en/coverages' in English.
 * Only paths the route table serves are accepted (lp(pathTo('/coverages/:id', { id })) for parameters).
 */
export function useLocalePath(): (path: AppHref) => LocalizedHref {
  const locale = useLocale();
  return useCallback((path: AppHref) => localizePath(path, locale), [locale]);
}

/**
 * The same page in another language, keeping the path, query and hash. The path is the address bar's,
 * which the router already matched, so it is taken as it is (localizePathname, not localizePath).
 */
export function switchLocaleHref(
  loc: { pathname: string; search: string; hash: string },
  to: Locale,
): string {
  return `${localizePathname(stripLocale(loc.pathname), to)}${loc.search}${loc.hash}`;
}

/** Switches language: sets the 365-day cookie and goes to the same page in the other language. */
export function useSwitchLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (to: Locale) => {
      setLocaleCookie(to);
      await ensureLanguage(to);
      navigate(switchLocaleHref(location, to), { replace: true, preventScrollReset: true });
    },
    [location, navigate],
  );
}
