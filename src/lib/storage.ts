/**
 * Browser storage as the spec names it (section 3): partner_id, secret_key, is_sso and the status
 * object (topbar, bottom, logo) in local storage, the insurer code in session storage. Access is
 * guarded because some in-app browsers throw on storage in private modes.
 */
export const STORAGE_KEYS = {
  partnerId: 'partner_id',
  secretKey: 'secret_key',
  isSso: 'is_sso',
  status: 'status',
  insCode: 'ins_code',
} as const;

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
