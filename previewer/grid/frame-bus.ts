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
 */
import type { DraftWorkingCopy } from '../editor/draft-content';
import { useDraftStore } from '../editor/draft-store';
import {
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
  onReady: (loadId: string) => void;
  onApplied?: (loadId: string) => void;
  onHighlighted: (count: number) => void;
  /** Set when the frame said it is ready (per load). */
  loadId?: string;
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

function sendHighlight(entry: FrameEntry) {
  const other = entry.highlightAgainst();
  // Undefined: highlighting was never asked for this frame, nothing to clear either.
  if (other !== undefined) post(entry, { type: 'wl-preview:highlight', other });
}

function onMessage(event: MessageEvent) {
  if (event.origin !== window.location.origin || !isPreviewFromFrame(event.data)) return;
  for (const entry of frames) {
    if (entry.iframe.contentWindow !== event.source) continue;
    const data = event.data;
    if (data.type === 'wl-preview:ready') {
      entry.loadId = data.loadId;
      entry.onReady(data.loadId);
      const config = draftConfigFor(entry, useDraftStore.getState().current);
      if (config) post(entry, { type: 'wl-preview:config', config });
      sendHighlight(entry);
    } else if (data.type === 'wl-preview:applied') entry.onApplied?.(data.loadId);
    else entry.onHighlighted(data.count);
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
