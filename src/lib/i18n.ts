/**
 * i18next with one JSON file per namespace under locales/<lng>/. Only the current language is loaded
 * (each language is its own chunk); Thai is the default at the root, English lives under /en.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../config/routes';

export const NAMESPACES = ['common'] as const;
/** Cookie that remembers the chosen language (the spec's locale cookie, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

async function loadLanguage(lng: Locale) {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = bundles[`../../locales/${lng}/${ns}.json`];
      if (!load) throw new Error(`Missing locale file locales/${lng}/${ns}.json`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let instance: I18n | null = null;

export async function initI18n(lng: Locale): Promise<I18n> {
  if (!instance) {
    instance = i18next.createInstance();
    await instance.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { [lng]: await loadLanguage(lng) },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await ensureLanguage(lng);
  return instance;
}

/** Loads a language's strings if needed and switches to it. */
export async function ensureLanguage(lng: Locale) {
  if (!instance) throw new Error('initI18n must run before ensureLanguage');
  if (!instance.hasResourceBundle(lng, 'common')) {
    const resources = await loadLanguage(lng);
    for (const [ns, data] of Object.entries(resources)) instance.addResourceBundle(lng, ns, data, true, true);
  }
  if (instance.language !== lng) await instance.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export function setLocaleCookie(lng: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${lng}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

export function readLocaleCookie(): Locale | null {
  const m = /(?:^|;\s*)i18n_redirected=(th|en)(?:;|$)/.exec(document.cookie);
  return (m?.[1] as Locale | undefined) ?? null;
}
