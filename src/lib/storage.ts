/**
 * Browser storage as the spec names it (section 3): partner_id, secret_key, is_sso and the status
 * object (topbar, bottom, logo) in local storage, the insurer code in session storage. Access is
 * guarded because some in-app browsers throw on storage in private modes.
 */
import { PREVIEW_PARAM } from '../../shared/engine/partner/preview';

export const STORAGE_KEYS = {
  partnerId: 'partner_id',
  secretKey: 'secret_key',
  isSso: 'is_sso',
  status: 'status',
  insCode: 'ins_code',
} as const;

/**
 * Preview mode (shared/engine/partner/preview.ts, docs/decisions/063-preview-mode.md): a frame of the
 * previewer (`?wl_preview=1`, or a reload of such a frame, which keeps its window name) keeps
 * localStorage, sessionStorage and document.cookie in memory, so frames of different partners and a
 * member's own session in the same browser never see or overwrite each other. Installed when this
 * module first runs, before the auth store reads its token and before any screen store is created.
 */
export const PREVIEW_WINDOW_NAME = 'wl-preview';
export const inPreview =
  typeof window !== 'undefined' &&
  (new URLSearchParams(window.location.search).get(PREVIEW_PARAM) === '1' ||
    (window.parent !== window && window.name === PREVIEW_WINDOW_NAME));

export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
}

/** Puts this window's storage and cookies in memory (preview frames only). */
export function isolateStorage(win: Window = window) {
  const jar = new Map<string, string>();
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(win, name, { value: memoryStorage(), configurable: true });
  Object.defineProperty(win.document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (raw: string) => {
      const pair = raw.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (at < 1) return;
      if (/;\s*max-age=(0|-)/i.test(raw)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    },
  });
  win.name = PREVIEW_WINDOW_NAME;
}

if (inPreview) isolateStorage();

export interface BarStatus {
  topbar: boolean;
  bottom: boolean;
  logo: boolean;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
};

/** The stored status object; a missing or malformed one shows everything the theme allows. */
export function readBarStatus(): BarStatus {
  const raw = local.get(STORAGE_KEYS.status);
  const parsed = safe(() => (raw ? (JSON.parse(raw) as Partial<Record<keyof BarStatus, unknown>>) : {}), {});
  const flag = (v: unknown) => !(v === false || v === 0 || v === '0' || v === 'false');
  return { topbar: flag(parsed.topbar), bottom: flag(parsed.bottom), logo: flag(parsed.logo) };
}

export function writeBarStatus(status: BarStatus) {
  local.set(STORAGE_KEYS.status, JSON.stringify(status));
}

/** Query parameters that carry credentials: used once, then removed from the address bar. */
export const URL_CREDENTIAL_PARAMS = ['partner_id', 'secret_key', 'token'] as const;

export interface UrlCredentials {
  partnerId?: string;
  secretKey?: string;
  token?: string;
}

/**
 * Reads partner_id, secret_key and token from the URL, stores them, and rewrites the address bar
 * without them (ARCHITECTURE decision 4) so they are never kept in history or sent as a Referer.
 */
export function captureUrlCredentials(loc: Location = window.location, hist: History = window.history) {
  const url = new URL(loc.href);
  const found: UrlCredentials = {};
  const partnerId = url.searchParams.get('partner_id');
  const secretKey = url.searchParams.get('secret_key');
  const token = url.searchParams.get('token');
  if (partnerId && /^[a-z0-9][a-z0-9-]{1,39}$/.test(partnerId)) {
    found.partnerId = partnerId;
    local.set(STORAGE_KEYS.partnerId, partnerId);
  }
  if (secretKey && /^[A-Za-z0-9_-]{16,128}$/.test(secretKey)) {
    found.secretKey = secretKey;
    local.set(STORAGE_KEYS.secretKey, secretKey);
  }
  if (token && /^[A-Za-z0-9._~+/=-]{16,4096}$/.test(token)) found.token = token;
  if (URL_CREDENTIAL_PARAMS.some((p) => url.searchParams.has(p))) {
    for (const p of URL_CREDENTIAL_PARAMS) url.searchParams.delete(p);
    hist.replaceState(hist.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return found;
}
