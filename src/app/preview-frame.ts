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
 * - Until staff interact with the frame, it neither takes focus nor scrolls the previewer around it
 *   (holdFocusAndScroll; docs/decisions/064-previewer-frames-grid.md, "Frames never take focus").
 */
import { flushSync } from 'react-dom';
import { useToastStore } from '../components/ui/toast';
import { localeOfPath } from '../../shared/config/routes';
import type { BootData, PublicPartner } from '../../shared/engine/partner/boot';
import {
  DIFF_KINDS,
  DIFF_REGIONS,
  type DiffCounts,
  type DiffKind,
  type DiffRegion,
  type HighlightFilter,
  isPreviewToFrame,
  PREVIEW_TOKEN_PARAM,
  type PreviewConfig,
  type PreviewFromFrame,
  previewSchemeOf,
  previewStateOf,
} from '../../shared/engine/partner/preview';
import { applyThemeToDocument } from '../../shared/engine/theme/theme-scope';
import { authStore } from '../lib/auth-store';
import { initI18n } from '../lib/i18n';
import { lineStore } from '../lib/line-store';
import { applyBoot, usePartnerStore } from '../lib/partner-store';

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
  const partner = { ...config.partner, api_key: frameApiKey ?? config.partner.api_key };
  applyBoot({ partner, theme: config.theme, tiles: config.tiles }, flushSync);
  setLineState(partner);
}

const CURRENT_OUTLINE = '3px solid #d6007e';

/** What an element looks like, per kind of difference. */
function looks(el: Element): Record<DiffKind, string> {
  const cs = getComputedStyle(el);
  // A side's colour counts only where a border is drawn (it follows the text colour otherwise).
  const side = (style: string, width: string, color: string) =>
    style === 'none' || style === 'hidden' || style === '' || Number.parseFloat(width) === 0 ? '' : color;
  return {
    text: cs.color,
    background: cs.backgroundColor,
    border: [
      side(cs.borderTopStyle, cs.borderTopWidth, cs.borderTopColor),
      side(cs.borderRightStyle, cs.borderRightWidth, cs.borderRightColor),
      side(cs.borderBottomStyle, cs.borderBottomWidth, cs.borderBottomColor),
      side(cs.borderLeftStyle, cs.borderLeftWidth, cs.borderLeftColor),
    ].join('|'),
    image: `${cs.backgroundImage}|${el.getAttribute('src') ?? ''}`,
    visibility: `${cs.visibility}|${cs.display}`,
  };
}

/** The part of the screen an element is in (the bars and tiles carry test ids of their own). */
export function regionOf(el: Element): DiffRegion {
  if (el.closest('[data-testid="top-bar"]')) return 'top-bar';
  if (el.closest('[data-testid="bottom-bar"]')) return 'bottom-bar';
  if (el.closest('[data-testid^="tile-"]')) return 'tiles';
  return 'content';
}

const emptyCounts = (): DiffCounts => ({
  byKind: Object.fromEntries(DIFF_KINDS.map((k) => [k, 0])) as Record<DiffKind, number>,
  byRegion: Object.fromEntries(DIFF_REGIONS.map((r) => [r, 0])) as Record<DiffRegion, number>,
});

/** The outlined elements in document order (what `wl-preview:step` walks), and the one in view. */
let marks: HTMLElement[] = [];
let current: HTMLElement | null = null;

function clearMarks(doc: Document) {
  for (const el of doc.querySelectorAll<HTMLElement>(`[${DIFF_ATTRIBUTE}]`)) {
    el.removeAttribute(DIFF_ATTRIBUTE);
    el.style.removeProperty('outline');
    el.style.removeProperty('outline-offset');
  }
  marks = [];
  current = null;
}

const wanted = <T extends string>(list: readonly T[] | undefined, value: T) =>
  !list || list.length === 0 || list.includes(value);

/**
 * Marks every element whose text colour, background, borders, images, visibility or display differ
 * between the current configuration and `other`: renders `other` (theme variables and partner store,
 * flushed), reads every element's computed style, renders the current one again, and compares. An
 * element the other configuration does not draw at all marks its container (a visibility difference).
 * Only the kinds and regions of `only` are outlined; the counts cover every difference. `null` removes
 * the marks.
 */
export function highlightDifferences(
  other: PreviewConfig | null,
  doc: Document = document,
  only: HighlightFilter = {},
): { count: number; counts: DiffCounts } {
  clearMarks(doc);
  const counts = emptyCounts();
  if (!other) return { count: 0, counts };
  const { partner, theme, tiles } = usePartnerStore.getState() as BootData;
  const elements = [...doc.body.querySelectorAll('*')];
  const parents = elements.map((el) => el.parentElement);
  const before = elements.map(looks);
  let after: (Record<DiffKind, string> | null)[] = [];
  try {
    applyConfig(other);
    after = elements.map((el) => (el.isConnected ? looks(el) : null));
  } finally {
    applyConfig({ partner, theme, tiles });
  }
  const found = new Map<HTMLElement, Set<DiffKind>>();
  elements.forEach((el, i) => {
    const was = before[i] as Record<DiffKind, string>;
    const now = after[i];
    const kinds: DiffKind[] = now ? DIFF_KINDS.filter((k) => was[k] !== now[k]) : ['visibility'];
    if (kinds.length === 0) return;
    const target = el.isConnected ? el : parents[i]?.isConnected ? parents[i] : null;
    if (!(target instanceof HTMLElement || target instanceof SVGElement)) return;
    const set = found.get(target as HTMLElement) ?? new Set<DiffKind>();
    for (const k of kinds) set.add(k);
    found.set(target as HTMLElement, set);
  });
  for (const [el, kinds] of found) {
    const region = regionOf(el);
    counts.byRegion[region] += 1;
    for (const k of kinds) counts.byKind[k] += 1;
    if (wanted(only.regions, region) && [...kinds].some((k) => wanted(only.kinds, k))) marks.push(el);
  }
  marks.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const el of marks) {
    el.setAttribute(DIFF_ATTRIBUTE, [...(found.get(el) ?? [])].join(' '));
    el.style.setProperty('outline', OUTLINE, 'important');
    el.style.setProperty('outline-offset', '-2px', 'important');
  }
  return { count: marks.length, counts };
}

/**
 * Brings the `index`-th outlined element (wrapping) into the frame's own view, never the previewer's,
 * and outlines it solid; answers which one (0-based) of how many, -1 of 0 when nothing is marked.
 */
export function stepToDifference(index: number, win: Window = window): { index: number; count: number } {
  const live = marks.filter((el) => el.isConnected);
  if (live.length === 0) return { index: -1, count: 0 };
  const i = ((index % live.length) + live.length) % live.length;
  if (current?.isConnected) current.style.setProperty('outline', OUTLINE, 'important');
  current = live[i] as HTMLElement;
  current.style.setProperty('outline', CURRENT_OUTLINE, 'important');
  scrollWithinFrame(current, { block: 'center' }, win);
  return { index: i, count: live.length };
}

/** Handles the parent's messages; anything not from the parent of this origin is ignored. */
export function onPreviewMessage(event: MessageEvent, win: Window = window) {
  if (event.source !== win.parent || event.origin !== win.location.origin) return;
  const data: unknown = event.data;
  if (!isPreviewToFrame(data)) return;
  if (data.type === 'wl-preview:config') {
    applyConfig(data.config);
    post({ type: 'wl-preview:applied', loadId }, win);
  } else if (data.type === 'wl-preview:highlight') {
    const { count, counts } = highlightDifferences(data.other, win.document, data.only);
    post({ type: 'wl-preview:highlighted', loadId, count, counts }, win);
  } else if (data.type === 'wl-preview:step') {
    post({ type: 'wl-preview:stepped', loadId, ...stepToDifference(data.index, win) }, win);
  }
}

/** How long after staff pressed or typed in the frame a refused write is taken as theirs. */
const STAFF_ACTION_MS = 5_000;
let lastStaffAction = Number.NEGATIVE_INFINITY;

/** Notes the time of every real press and key inside the frame (the staff member's, never a script's). */
export function watchStaffActions(win: Window = window, byStaff = (event: Event) => event.isTrusted) {
  const note = (event: Event) => {
    if (byStaff(event)) lastStaffAction = win.performance.now();
  };
  for (const type of ['pointerdown', 'keydown'] as const) win.addEventListener(type, note, true);
}

/** Whether staff pressed or typed in this frame within the last few seconds. */
export const staffActedRecently = (win: Window = window) =>
  win.performance.now() - lastStaffAction < STAFF_ACTION_MS;

/**
 * "Preview only: nothing is saved", once per refusal of something the staff member did in this frame
 * (a screen's own write on opening stays silent: it was not asked for), unless the screen already
 * said so.
 */
async function sayReadOnly() {
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

/**
 * Watches API answers for the read-only refusal (no change to the API client the app ships). Whether
 * staff asked for the request is decided when it starts: a press or a key in this frame just before.
 */
export function watchReadOnly(win: Window = window, say: () => void = () => void sayReadOnly()) {
  const original = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const byStaff = staffActedRecently(win);
    const response = await original(input, init);
    if (response.status === 403 && byStaff)
      void response
        .clone()
        .json()
        .then((body: { error?: { code?: string } } | null) => {
          if (body?.error?.code === 'PREVIEW_READ_ONLY') say();
        })
        .catch(() => undefined);
    return response;
  };
}

/** Whether staff are using this frame: focus is inside it (they pressed in it or moved focus into it). */
const engaged = (win: Window) => win.document.hasFocus();

/**
 * Scrolls only the frame's own document so that `el` is in view (the block position of
 * scrollIntoView); the previewer around the frame never moves.
 */
export function scrollWithinFrame(
  el: Element,
  arg: boolean | ScrollIntoViewOptions | undefined,
  win: Window = window,
) {
  const options: ScrollIntoViewOptions =
    typeof arg === 'object' ? arg : { block: arg === false ? 'end' : 'start' };
  const rect = el.getBoundingClientRect();
  const view = win.innerHeight;
  const block = options.block ?? 'start';
  const offset =
    block === 'start'
      ? rect.top
      : block === 'end'
        ? rect.bottom - view
        : block === 'center'
          ? rect.top + rect.height / 2 - view / 2
          : rect.top < 0
            ? rect.top
            : rect.bottom > view
              ? rect.bottom - view
              : 0;
  if (offset !== 0) win.scrollTo({ top: win.scrollY + offset, behavior: options.behavior ?? 'auto' });
}

/**
 * A frame never takes focus from the previewer or scrolls it until staff use that frame. Until then
 * a screen's own focus() (the OTP input on a new code, a route's heading, a form's first invalid
 * field, window.focus()) does nothing; scrollIntoView (an error summary, react-router's scroll to a
 * hash) scrolls the frame's own page only; an autofocus attribute is dropped as it is added; a modal
 * dialog that opens by itself hands focus back to what had it in the previewer. Once focus is inside
 * the frame (staff pressed in it, or tabbed into it) everything behaves as in the member app. Without
 * this, a frame mounting while staff type in the previewer ("Search routes", the editor's fields)
 * takes the focus and the keys that follow, and focusing scrolls the previewer to the frame.
 */
export function holdFocusAndScroll(win: Window = window) {
  const w = win as Window & typeof globalThis;
  for (const proto of [w.HTMLElement.prototype, w.SVGElement?.prototype]) {
    if (!proto) continue;
    const focus = proto.focus;
    proto.focus = function focusWhenEngaged(this: HTMLElement, options?: FocusOptions) {
      if (engaged(win)) focus.call(this, options);
    };
  }
  const winFocus = win.focus.bind(win);
  win.focus = () => {
    if (engaged(win)) winFocus();
  };
  const el = w.Element.prototype as Element & { scrollIntoViewIfNeeded?: (center?: boolean) => void };
  const intoView = el.scrollIntoView;
  el.scrollIntoView = function scrollWhenEngaged(this: Element, arg?: boolean | ScrollIntoViewOptions) {
    if (engaged(win)) intoView.call(this, arg);
    else scrollWithinFrame(this, arg, win);
  };
  const ifNeeded = el.scrollIntoViewIfNeeded;
  if (ifNeeded)
    el.scrollIntoViewIfNeeded = function scrollIfNeededWhenEngaged(this: Element, center?: boolean) {
      if (engaged(win)) ifNeeded.call(this, center);
      else scrollWithinFrame(this, { block: center === false ? 'nearest' : 'center' }, win);
    };
  const dialog = w.HTMLDialogElement?.prototype;
  const showModal = dialog?.showModal;
  if (dialog && showModal)
    dialog.showModal = function showModalKeepingFocus(this: HTMLDialogElement) {
      if (engaged(win) || win.parent === win) return showModal.call(this);
      const outside = win.parent.document.activeElement as HTMLElement | null;
      showModal.call(this);
      if (win.parent.document.activeElement === outside) return;
      outside?.focus({ preventScroll: true });
      // What had focus cannot take it back (the previewer's body): at least leave the frame.
      if (win.parent.document.activeElement === win.frameElement) (win.frameElement as HTMLElement).blur();
    };
  const dropAutofocus = (root: Element) => {
    if (engaged(win)) return;
    if (root.hasAttribute('autofocus')) root.removeAttribute('autofocus');
    for (const found of root.querySelectorAll('[autofocus]')) found.removeAttribute('autofocus');
  };
  new w.MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes) if (node instanceof w.Element) dropAutofocus(node);
  }).observe(win.document, { childList: true, subtree: true });
}

/**
 * Before the router starts: focus and scrolling held back, the token, LINE, the read-only watch, and
 * the representative state the URL asks for (its module loads only then).
 */
export async function startPreviewFrame(boot: BootData) {
  holdFocusAndScroll();
  watchStaffActions();
  frameApiKey = boot.partner.api_key ?? null;
  const token = capturePreviewToken();
  if (token) authStore.getState().setToken(token);
  setLineState(boot.partner);
  watchReadOnly();
  // `wl_preview_scheme`: the previewer's Light/Dark switch; config messages keep the scheme chosen here.
  const scheme = previewSchemeOf(window.location.search);
  if (scheme) await applyThemeToDocument(boot.theme, document.documentElement, scheme);
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
      setTimeout(() =>
        post({
          type: 'wl-preview:ready',
          loadId,
          path: window.location.pathname,
          signedIn: Boolean(authStore.getState().token),
        }),
      ),
    );
  };
  router.subscribe(ready);
  ready(router.state);
}
