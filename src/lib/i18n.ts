/**
 * i18next with one JSON file per namespace under locales/<lng>/. Only the current language is loaded
 * (each language is its own chunk); Thai is the default at the root, English lives under /en.
 * React binding: a small useTranslation() hook over the one i18next instance instead of
 * react-i18next, which saves 3 KiB gzip on the first route (docs/decisions/003-bundle-budgets.md).
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../shared/config/routes';

/** Loaded before the first render. Feature namespaces load with their screens (route `ns`). */
export const NAMESPACES = ['common', 'validation'] as const;
const loadedNamespaces = new Set<string>(NAMESPACES);
/** Cookie that remembers the chosen language (the spec's locale cookie, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

async function loadLanguage(lng: Locale, namespaces: Iterable<string> = loadedNamespaces) {
  const entries = await Promise.all(
    [...namespaces].map(async (ns) => {
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
  const missing = [...loadedNamespaces].filter((ns) => !instance?.hasResourceBundle(lng, ns));
  if (missing.length > 0) {
    const resources = await loadLanguage(lng, missing);
    for (const [ns, data] of Object.entries(resources)) instance.addResourceBundle(lng, ns, data, true, true);
  }
  if (instance.language !== lng) await instance.changeLanguage(lng);
  document.documentElement.lang = lng;
}

/** Loads feature namespaces (locales/<lng>/<ns>.json) for the current language before a screen shows. */
export async function ensureNamespaces(namespaces: readonly string[]) {
  if (!instance || namespaces.length === 0) return;
  const lng = (instance.language === 'en' ? 'en' : 'th') as Locale;
  const missing = namespaces.filter((ns) => !instance?.hasResourceBundle(lng, ns));
  if (missing.length > 0) {
    const resources = await loadLanguage(lng, missing);
    for (const [ns, data] of Object.entries(resources)) instance.addResourceBundle(lng, ns, data, true, true);
  }
  // Remembered so a later language switch loads them too.
  for (const ns of namespaces) loadedNamespaces.add(ns);
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
function currentT(ns: string): TFunction {
  if (!instance) throw new Error('initI18n must run before rendering translated components');
  const key = `${instance.language}|${ns}`;
  let t = fixedT.get(key);
  if (!t) {
    t = instance.getFixedT(instance.language, ns);
    fixedT.set(key, t);
  }
  return t;
}

/**
 * Translation hook: re-renders on language change; `t` changes identity with the language.
 * `ns` picks the namespace for plain keys (default `common`); other namespaces as `validation:key`.
 */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: I18n } {
  const get = () => currentT(ns);
  const t = useSyncExternalStore(subscribe, get, get);
  return { t, i18n: instance as I18n };
}
