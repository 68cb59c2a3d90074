/**
 * The member app as a frame of the previewer (`?wl_preview=1`; the protocol is
 * shared/engine/partner/preview.ts, the reasons docs/decisions/063-preview-mode.md). Imported by main.tsx
 * only in preview mode, so the app members use does not carry it.
 *
 * - Storage and cookies are already in memory (src/lib/storage.ts does that when it first runs).
 * - The read-only session's token comes from the fragment `#wl_preview_token=…`, which is stripped
 *   from the address bar at once, like every credential in a URL.
 * - A LINE partner renders as inside LINE: no LIFF SDK, no gate; the line store says ready, in LINE.
 * - The parent (same origin only) re-themes the frame with `wl-preview:config`, applied synchronously
 *   in the message handler, and asks with `wl-preview:highlight` which elements another configuration
 *   would draw differently.
 * - A 403 PREVIEW_READ_ONLY (a button that would save something) shows a calm toast, never a crash.
 */
import { flushSync } from 'react-dom';
import { useToastStore } from '../components/ui/toast';
import { localeOfPath } from '../../shared/config/routes';
import type { BootData, PublicPartner } from '../../shared/engine/partner/boot';
import {
  isPreviewToFrame,
  PREVIEW_TOKEN_PARAM,
  type PreviewConfig,
  type PreviewFromFrame,
  previewStateOf,
} from '../../shared/engine/partner/preview';
import { applyThemeToDocument } from '../../shared/engine/theme/theme-scope';
import { authStore } from '../lib/auth-store';
import { initI18n } from '../lib/i18n';
import { lineStore } from '../lib/line-store';
import { usePartnerStore } from '../lib/partner-store';

/** Changes only when the frame reloads: the previewer proves "no reload" with it. */
export const loadId = Math.random().toString(36).slice(2, 12);

/** The attribute that marks an element drawn differently under the compared configuration. */
export const DIFF_ATTRIBUTE = 'data-wl-preview-diff';
const OUTLINE = '2px dashed #d6007e';

function post(message: PreviewFromFrame, win: Window = window) {
  if (win.parent !== win) win.parent.postMessage(message, win.location.origin);
}

/** The preview session's token from `#wl_preview_token=…`, removed from the address bar. */
export function capturePreviewToken(loc: Location = window.location, hist: History = window.history) {
  const url = new URL(loc.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token = fragment.get(PREVIEW_TOKEN_PARAM);
  if (!fragment.has(PREVIEW_TOKEN_PARAM)) return null;
  fragment.delete(PREVIEW_TOKEN_PARAM);
  const rest = fragment.toString();
  hist.replaceState(hist.state, '', `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`);
  return token && /^[A-Za-z0-9._~+/=-]{16,4096}$/.test(token) ? token : null;
}

/** A LINE partner renders as inside LINE (ready, in the client); others as in a browser. */
export function setLineState(partner: Pick<PublicPartner, 'line_liff_id'>) {
  const inLine = Boolean(partner.line_liff_id);
  lineStore.getState().set({ lineIsReady: inLine, lineIsClient: inLine });
}

let frameApiKey: string | null = null;

/**
 * Renders with a configuration from now on, synchronously: the theme's variables on <html>, then the
 * partner store (tiles, bars, logos) flushed before this returns. The frame keeps its own partner's
 * api_key: its data and session are the base partner's, whatever a draft says.
 */
export function applyConfig(config: PreviewConfig) {
  frameApiKey ??= usePartnerStore.getState().partner?.api_key ?? null;
  applyThemeToDocument(config.theme);
  const partner = { ...config.partner, api_key: frameApiKey ?? config.partner.api_key };
  flushSync(() => usePartnerStore.getState().setBoot({ partner, theme: config.theme, tiles: config.tiles }));
  setLineState(partner);
}

function signature(el: Element): string {
  const cs = getComputedStyle(el);
  return [
    cs.color,
    cs.backgroundColor,
    cs.borderTopColor,
    cs.borderRightColor,
    cs.borderBottomColor,
    cs.borderLeftColor,
    cs.backgroundImage,
    cs.visibility,
    cs.display,
    el.getAttribute('src') ?? '',
  ].join('|');
}

function clearMarks(doc: Document) {
  for (const el of doc.querySelectorAll<HTMLElement>(`[${DIFF_ATTRIBUTE}]`)) {
    el.removeAttribute(DIFF_ATTRIBUTE);
    el.style.removeProperty('outline');
    el.style.removeProperty('outline-offset');
  }
}

/**
 * Marks every element whose colours, borders, background image, visibility or display differ between
 * the current configuration and `other`: renders `other` (theme variables and partner store, flushed),
 * reads every element's computed style, renders the current one again, and compares. An element the
 * other configuration does not draw at all marks its container. `null` removes the marks.
 */
export function highlightDifferences(other: PreviewConfig | null, doc: Document = document): number {
  clearMarks(doc);
  if (!other) return 0;
  const { partner, theme, tiles } = usePartnerStore.getState() as BootData;
  const elements = [...doc.body.querySelectorAll('*')];
  const parents = elements.map((el) => el.parentElement);
  const before = elements.map(signature);
  let after: (string | null)[] = [];
  try {
    applyConfig(other);
    after = elements.map((el) => (el.isConnected ? signature(el) : null));
  } finally {
    applyConfig({ partner, theme, tiles });
  }
  const marked = new Set<HTMLElement>();
  elements.forEach((el, i) => {
    if (after[i] === before[i]) return;
    const target = el.isConnected ? el : parents[i]?.isConnected ? parents[i] : null;
    if (target instanceof HTMLElement || target instanceof SVGElement) marked.add(target as HTMLElement);
  });
  for (const el of marked) {
    el.setAttribute(DIFF_ATTRIBUTE, '');
    el.style.setProperty('outline', OUTLINE, 'important');
    el.style.setProperty('outline-offset', '-2px', 'important');
  }
  return marked.size;
}

/** Handles the parent's messages; anything not from the parent of this origin is ignored. */
export function onPreviewMessage(event: MessageEvent, win: Window = window) {
  if (event.source !== win.parent || event.origin !== win.location.origin) return;
  const data: unknown = event.data;
  if (!isPreviewToFrame(data)) return;
  if (data.type === 'wl-preview:config') {
    applyConfig(data.config);
    post({ type: 'wl-preview:applied', loadId }, win);
  } else {
    const count = highlightDifferences(data.other, win.document);
    post({ type: 'wl-preview:highlighted', loadId, count }, win);
  }
}

/**
 * "Preview only: nothing is saved", once per refusal of something the staff member did (a screen's own
 * background write, like marking an opened notification read, stays silent), unless the screen
 * already said so.
 */
async function sayReadOnly() {
  if (navigator.userActivation && !navigator.userActivation.isActive) return;
  const i18n = await initI18n(localeOfPath(window.location.pathname));
  const message = i18n.t('common:toast.previewReadOnly');
  // The screen's own error toast may carry the server's same message: wait for it, then add ours only
  // when nothing like it is showing.
  setTimeout(() => {
    const { toasts, show } = useToastStore.getState();
    const said = toasts.some((t) => t.message.replace(/\.$/, '') === message.replace(/\.$/, ''));
    if (!said) show(message);
  }, 50);
}

/** Watches API answers for the read-only refusal (no change to the API client the app ships). */
function watchReadOnly(win: Window = window) {
  const original = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const response = await original(input, init);
    if (response.status === 403)
      void response
        .clone()
        .json()
        .then((body: { error?: { code?: string } } | null) => {
          if (body?.error?.code === 'PREVIEW_READ_ONLY') void sayReadOnly();
        })
        .catch(() => undefined);
    return response;
  };
}

/**
 * A frame never takes focus from the previewer around it: a screen's own focus() (the OTP input's
 * first box, a route's heading, a form's first invalid field) moves focus only inside a frame the
 * staff member is already using. Otherwise a frame mounting while staff type in the previewer (the
 * editor's fields, "Search routes") takes the focus and the keys that follow.
 */
export function keepFocusOutside(win: Window = window) {
  const proto = (win as Window & typeof globalThis).HTMLElement.prototype;
  const focus = proto.focus;
  proto.focus = function focusInsideOnly(this: HTMLElement, options?: FocusOptions) {
    if (win.document.hasFocus()) focus.call(this, options);
  };
}

/**
 * Before the router starts: the token, LINE, the read-only watch, focus kept to the previewer, and
 * the representative state the URL asks for (its module loads only then).
 */
export async function startPreviewFrame(boot: BootData) {
  keepFocusOutside();
  frameApiKey = boot.partner.api_key ?? null;
  const token = capturePreviewToken();
  if (token) authStore.getState().setToken(token);
  setLineState(boot.partner);
  watchReadOnly();
  const state = previewStateOf(window.location.search);
  if (state) await (await import('./preview-states')).applyPreviewState(state);
}

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (fn: (state: RouterLike['state']) => void) => () => void;
}

/** Listens to the parent, and says `ready` once the first route has rendered. */
export function attachPreviewFrame(router: RouterLike) {
  window.addEventListener('message', (event) => onPreviewMessage(event));
  let sent = false;
  const ready = (state: RouterLike['state']) => {
    if (sent || !state.initialized || state.navigation.state !== 'idle') return;
    sent = true;
    // After React has committed the route and the browser has painted it.
    requestAnimationFrame(() =>
      setTimeout(() => post({ type: 'wl-preview:ready', loadId, path: window.location.pathname })),
    );
  };
  router.subscribe(ready);
  ready(router.state);
}
