/**
 * i18next with one JSON file per namespace under locales/<lng>/. Only the current language is loaded
 * (each language is its own chunk); Thai is the default at the root, English lives under /en.
 * React binding: a small useTranslation() hook over the one i18next instance instead of
 * react-i18next, which saves 3 KiB gzip on the first route (docs/decisions/003-bundle-budgets.md).
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import type { Locale } from '../config/routes';

export const NAMESPACES = ['common', 'validation'] as const;
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
    await instance.init({
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

function subscribe(onChange: () => void) {
  const i = instance;
  if (!i) return () => {};
  i.on('languageChanged', onChange);
  i.store.on('added', onChange);
  return () => {
    i.off('languageChanged', onChange);
    i.store.off('added', onChange);
  };
}

const fixedT = new Map<string, TFunction>();
function currentT(): TFunction {
  if (!instance) throw new Error('initI18n must run before rendering translated components');
  const lng = instance.language;
  let t = fixedT.get(lng);
  if (!t) {
    t = instance.getFixedT(lng);
    fixedT.set(lng, t);
  }
  return t;
}

/** Translation hook: re-renders on language change; `t` changes identity with the language. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return { t, i18n: instance as I18n };
}
