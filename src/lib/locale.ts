import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Locale, localeOfPath, localizePath, stripLocale } from '../config/routes';
import { ensureLanguage, setLocaleCookie } from './i18n';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Localises an app path for the current language: lp('/coverages') → '/en/coverages' in English. */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** The same page in another language, keeping the path, query and hash. */
export function switchLocaleHref(
  loc: { pathname: string; search: string; hash: string },
  to: Locale,
): string {
  return `${localizePath(stripLocale(loc.pathname), to)}${loc.search}${loc.hash}`;
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
