/**
 * Start-up: credentials from the URL are captured and stripped first; then the partner, theme and
 * tiles come from the server-inlined boot data, or, on static hosting, from the spec's sequence
 * (partner info, then theme). Theme and partner load failures are swallowed (docs/spec.md section 8): the
 * theme is then fetched with the last known insurer code, and the built-in default partner is the
 * last resort, so the screen always shows themed.
 */
import type { MenuTiles, Theme } from '../../shared/generated/types';
import { BOOT_ELEMENT_ID, type BootData, type PublicPartner } from '../../shared/engine/partner/boot';
import { applyThemeToDocument } from '../../shared/engine/theme/theme-scope';
import { authStore } from '../lib/auth-store';
import { captureUrlCredentials, local, STORAGE_KEYS, session } from '../lib/storage';

export function readInlinedBoot(doc: Document = document): BootData | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as BootData;
    return data?.partner && data.theme && data.tiles ? data : null;
  } catch {
    return null;
  }
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

async function loadDefaults() {
  const [partner, theme, tiles] = await Promise.all([
    import('../../partners/default/partner.json'),
    import('../../partners/default/theme.json'),
    import('../../partners/default/menu-tiles.json'),
  ]);
  return { partner: partner.default, theme: theme.default as Theme, tiles: tiles.default as MenuTiles };
}

/** The spec's start-up sequence for static hosting: partner info, then the theme. */
export async function fetchBoot(): Promise<BootData> {
  const defaults = await loadDefaults();
  const partnerId = local.get(STORAGE_KEYS.partnerId) ?? defaults.partner.partner_id;
  const secretKey = local.get(STORAGE_KEYS.secretKey) ?? defaults.partner.secret_key;
  const lineLiffKey = new URLSearchParams(location.search).get('line_liff_key');
  let partner: PublicPartner | null = null;
  let tiles: MenuTiles = defaults.tiles;
  try {
    const q = new URLSearchParams({ partner_id: partnerId, secret_key: secretKey });
    if (lineLiffKey) q.set('line_liff_key', lineLiffKey);
    const info = await getJson<{ data: PublicPartner & { menu_tiles?: MenuTiles } }>(
      `/api/v1/partner-info?${q}`,
    );
    const { menu_tiles, ...rest } = info.data;
    partner = rest;
    if (menu_tiles) tiles = menu_tiles;
  } catch {
    // Swallowed by design (docs/spec.md section 8): fall through to the last known insurer code.
  }
  const insCode = partner?.ins_code ?? session.get(STORAGE_KEYS.insCode) ?? defaults.partner.ins_code;
  let theme: Theme = defaults.theme;
  try {
    theme = (await getJson<{ data: Theme }>(`/api/v1/theme/${encodeURIComponent(insCode)}`)).data;
  } catch {
    // Swallowed: the built-in default theme keeps the screen usable.
  }
  const { secret_key: _secret, $schema: _schema, ...defaultPublic } = defaults.partner;
  return { partner: partner ?? (defaultPublic as unknown as PublicPartner), theme, tiles };
}

/** Query parameter of /sso that carries the partner-signed SSO hand-off token. */
export const SSO_TOKEN_PARAM = 'sso_token';
let ssoHandoff: string | null = null;

/**
 * An SSO hand-off token is not a session token (docs/decisions/024-sso-and-line-start-up.md): /sso
 * takes it as `sso_token`, and boot lifts it out of the address bar with the other credentials,
 * before anything else loads, keeping it in memory for the /sso screen only.
 */
export function captureSsoHandoff(loc: Location = window.location, hist: History = window.history) {
  const url = new URL(loc.href);
  if (!url.searchParams.has(SSO_TOKEN_PARAM)) return;
  const value = url.searchParams.get(SSO_TOKEN_PARAM);
  if (/^\/(?:en\/)?sso$/.test(url.pathname) && value && value.length <= 8192) ssoHandoff = value;
  url.searchParams.delete(SSO_TOKEN_PARAM);
  hist.replaceState(hist.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The SSO hand-off token captured at start-up, once (a second call gets null). */
export function takeSsoHandoff(): string | null {
  const value = ssoHandoff;
  ssoHandoff = null;
  return value;
}

export async function boot(): Promise<BootData> {
  captureSsoHandoff();
  const creds = captureUrlCredentials();
  if (creds.token) authStore.getState().setToken(creds.token);
  let data = readInlinedBoot();
  if (!data) {
    data = await fetchBoot();
    applyThemeToDocument(data.theme);
  }
  session.set(STORAGE_KEYS.insCode, data.theme.ins_code);
  local.set(STORAGE_KEYS.isSso, String(data.partner.ins_code.startsWith('TMP')));
  return data;
}
