/**
 * The previewer's side of the frame protocol (shared/engine/partner/preview.ts). Every mounted frame
 * registers here; one message listener answers them all.
 *
 * - On `wl-preview:ready` a frame of the draft is sent the draft's configuration at once, and (in
 *   compare mode with highlighting on) what to highlight against.
 * - Every change of the draft store's `current` is posted to every ready frame of that draft in the
 *   same tick, inside the store's subscriber: no frame reloads, the next animation frame paints it.
 * - Each frame's `loadId` (it changes only on reload) and highlight count are handed to the frame's
 *   caption, which shows them as data attributes so tests can prove no reload happened.
 * - Highlighting can be narrowed to kinds and regions (one filter for every frame); the counts per kind
 *   and region that frames answer are summed for the Differences panel; a frame can be asked to step
 *   through its outlined elements.
 */
import type { DraftWorkingCopy } from '../editor/draft-content';
import { useDraftStore } from '../editor/draft-store';
import {
  DIFF_KINDS,
  DIFF_REGIONS,
  type DiffCounts,
  type HighlightFilter,
  isPreviewFromFrame,
  type PreviewConfig,
  type PreviewToFrame,
} from '../../shared/engine/partner/preview';

export interface FrameEntry {
  iframe: HTMLIFrameElement;
  /** `draft:<id>` or `partner:<id>`. */
  sourceKey: string;
  /** What to outline against: a configuration, null to stop, undefined when highlighting is off. */
  highlightAgainst: () => PreviewConfig | null | undefined;
  onReady: (loadId: string, shown?: { path: string; signedIn?: boolean }) => void;
  onApplied?: (loadId: string) => void;
  onHighlighted: (count: number) => void;
  /** Which outlined element is in the frame's view (0-based; -1 when none), of how many. */
  onStepped?: (index: number, count: number) => void;
  /** Set when the frame said it is ready (per load). */
  loadId?: string;
  /** What the frame last counted, by kind and region. */
  counts?: DiffCounts;
}

const frames = new Set<FrameEntry>();

export const draftSourceKey = (id: string) => `draft:${id}`;
export const partnerSourceKey = (id: string) => `partner:${id}`;

function post(entry: FrameEntry, message: PreviewToFrame) {
  entry.iframe.contentWindow?.postMessage(message, window.location.origin);
}

function draftConfigFor(entry: FrameEntry, draft: DraftWorkingCopy | null): PreviewConfig | null {
  return draft && entry.sourceKey === draftSourceKey(draft.id) ? draft.config : null;
}

let filter: HighlightFilter = {};
const narrows = (f: HighlightFilter) => Boolean(f.kinds?.length || f.regions?.length);

function sendHighlight(entry: FrameEntry) {
  const other = entry.highlightAgainst();
  // Undefined: highlighting was never asked for this frame, nothing to clear either.
  if (other === undefined) return;
  post(entry, { type: 'wl-preview:highlight', other, ...(other && narrows(filter) ? { only: filter } : {}) });
}

/** The sum of what every mounted frame counted (frames: how many answered). */
export interface HighlightTotals extends DiffCounts {
  frames: number;
}

const listeners = new Set<() => void>();
let totals: HighlightTotals = sumCounts();

function sumCounts(): HighlightTotals {
  const sum: HighlightTotals = {
    frames: 0,
    byKind: Object.fromEntries(DIFF_KINDS.map((k) => [k, 0])) as DiffCounts['byKind'],
    byRegion: Object.fromEntries(DIFF_REGIONS.map((r) => [r, 0])) as DiffCounts['byRegion'],
  };
  for (const entry of frames) {
    if (!entry.counts) continue;
    sum.frames += 1;
    for (const k of DIFF_KINDS) sum.byKind[k] += entry.counts.byKind[k] ?? 0;
    for (const r of DIFF_REGIONS) sum.byRegion[r] += entry.counts.byRegion[r] ?? 0;
  }
  return sum;
}

function countsChanged() {
  totals = sumCounts();
  for (const l of listeners) l();
}

/** For useSyncExternalStore: the totals change when a frame answers or leaves, or the filter changes. */
export function subscribeHighlights(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const highlightTotals = (): HighlightTotals => totals;
export const highlightFilter = (): HighlightFilter => filter;

/** Outline only these kinds and regions in every frame (empty lists: everything). */
export function setHighlightFilter(next: HighlightFilter): void {
  filter = next;
  for (const l of listeners) l();
  refreshHighlights();
}

/** Ask the frame in `iframe` to bring its `index`-th outlined element into view (it wraps around). */
export function stepHighlight(iframe: HTMLIFrameElement, index: number): void {
  for (const entry of frames)
    if (entry.iframe === iframe && entry.loadId) post(entry, { type: 'wl-preview:step', index });
}

function onMessage(event: MessageEvent) {
  if (event.origin !== window.location.origin || !isPreviewFromFrame(event.data)) return;
  for (const entry of frames) {
    if (entry.iframe.contentWindow !== event.source) continue;
    const data = event.data;
    if (data.type === 'wl-preview:ready') {
      entry.loadId = data.loadId;
      entry.onReady(data.loadId, { path: data.path, signedIn: data.signedIn });
      const config = draftConfigFor(entry, useDraftStore.getState().current);
      if (config) post(entry, { type: 'wl-preview:config', config });
      sendHighlight(entry);
    } else if (data.type === 'wl-preview:applied') entry.onApplied?.(data.loadId);
    else if (data.type === 'wl-preview:highlighted') {
      entry.onHighlighted(data.count);
      entry.counts = data.counts;
      countsChanged();
    } else if (data.type === 'wl-preview:stepped') entry.onStepped?.(data.index, data.count);
    return;
  }
}

let listening = false;
let unsubscribeDraft: (() => void) | null = null;

function start() {
  if (listening) return;
  listening = true;
  window.addEventListener('message', onMessage);
  unsubscribeDraft = useDraftStore.subscribe((state, previous) => {
    if (state.current === previous.current || !state.current) return;
    // Same tick for every frame: one synchronous loop, no awaiting between posts.
    for (const entry of frames) {
      if (!entry.loadId) continue;
      const config = draftConfigFor(entry, state.current);
      if (config) post(entry, { type: 'wl-preview:config', config });
    }
    refreshHighlights();
  });
}

export function registerFrame(entry: FrameEntry): () => void {
  start();
  frames.add(entry);
  return () => {
    frames.delete(entry);
    if (entry.counts) countsChanged();
    if (frames.size === 0 && listening) {
      window.removeEventListener('message', onMessage);
      unsubscribeDraft?.();
      unsubscribeDraft = null;
      listening = false;
    }
  };
}

/** Re-send what each ready frame should highlight (the switch changed, or a compared config did). */
export function refreshHighlights(): void {
  for (const entry of frames) if (entry.loadId) sendHighlight(entry);
}
