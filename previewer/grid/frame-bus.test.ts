/**
 * The frame bus posts the draft's configuration to every ready frame of the draft in the same tick as
 * the store changes (so the next animation frame paints it everywhere), sends it on `ready`, leaves
 * other sources' frames alone, and re-sends highlights.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import type { DraftWorkingCopy } from '../editor/draft-content';
import { useDraftStore } from '../editor/draft-store';
import {
  draftSourceKey,
  highlightTotals,
  partnerSourceKey,
  refreshHighlights,
  registerFrame,
  setHighlightFilter,
  stepHighlight,
  subscribeHighlights,
} from './frame-bus';

const config = (color: string) =>
  ({
    partner: { partner_id: 'default' },
    theme: { main_color_1: color },
    tiles: { tiles: [] },
  }) as unknown as PreviewConfig;
const draft = (color: string): DraftWorkingCopy => ({
  id: '3f0b6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  partnerId: 'acme',
  basePartnerId: 'default',
  label: 'Acme',
  config: config(color),
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  setHighlightFilter({});
  useDraftStore.setState({ current: null });
  document.body.innerHTML = '';
});

function frame(
  sourceKey: string,
  highlightAgainst: () => PreviewConfig | null | undefined = () => undefined,
) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow!;
  const post = vi.spyOn(win, 'postMessage').mockImplementation(() => {});
  const onReady = vi.fn();
  const onHighlighted = vi.fn();
  const onStepped = vi.fn();
  const unregister = registerFrame({
    iframe,
    sourceKey,
    highlightAgainst,
    onReady,
    onHighlighted,
    onStepped,
  });
  cleanups.push(unregister);
  const say = (data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: win }));
  return { iframe, post, onReady, onHighlighted, onStepped, say, unregister };
}

describe('the frame bus', () => {
  it('sends the draft on ready, then every change to every ready draft frame in the same tick', () => {
    useDraftStore.setState({ current: draft('#111111') });
    const d = draft('#111111');
    const a = frame(draftSourceKey(d.id));
    const b = frame(draftSourceKey(d.id));
    const other = frame(partnerSourceKey('siam-life'));
    const notReady = frame(draftSourceKey(d.id));
    for (const f of [a, b, other]) f.say({ type: 'wl-preview:ready', loadId: 'L1', path: '/' });
    expect(a.onReady).toHaveBeenCalledWith('L1', { path: '/', signedIn: undefined });
    expect(a.post).toHaveBeenCalledWith(
      { type: 'wl-preview:config', config: d.config },
      window.location.origin,
    );
    expect(other.post).not.toHaveBeenCalled();

    const next = draft('#222222');
    useDraftStore.setState({ current: next });
    // Synchronously, before any await or animation frame.
    for (const f of [a, b])
      expect(f.post).toHaveBeenLastCalledWith(
        { type: 'wl-preview:config', config: next.config },
        window.location.origin,
      );
    expect(other.post).not.toHaveBeenCalled();
    // A frame still loading gets it with its ready instead.
    expect(notReady.post).not.toHaveBeenCalled();
    notReady.say({ type: 'wl-preview:ready', loadId: 'L2', path: '/' });
    expect(notReady.post).toHaveBeenCalledWith(
      { type: 'wl-preview:config', config: next.config },
      window.location.origin,
    );
  });

  it('ignores messages from other origins and from unknown windows', () => {
    const f = frame(partnerSourceKey('default'));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'wl-preview:ready', loadId: 'X', path: '/' },
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'wl-preview:ready', loadId: 'X', path: '/' },
        origin: window.location.origin,
      }),
    );
    expect(f.onReady).not.toHaveBeenCalled();
  });

  it('sends what to highlight on ready and on refresh, and passes the count back', () => {
    let against: PreviewConfig | null = config('#abcdef');
    const f = frame(partnerSourceKey('default'), () => against);
    f.say({ type: 'wl-preview:ready', loadId: 'L1', path: '/' });
    expect(f.post).toHaveBeenCalledWith(
      { type: 'wl-preview:highlight', other: against },
      window.location.origin,
    );
    against = null;
    refreshHighlights();
    expect(f.post).toHaveBeenLastCalledWith(
      { type: 'wl-preview:highlight', other: null },
      window.location.origin,
    );
    f.say({ type: 'wl-preview:highlighted', loadId: 'L1', count: 7 });
    expect(f.onHighlighted).toHaveBeenCalledWith(7);
  });

  it('narrows highlights by kind and region for every frame, and sums what frames counted', () => {
    const against = config('#abcdef');
    const a = frame(partnerSourceKey('default'), () => against);
    const b = frame(partnerSourceKey('siam-life'), () => against);
    for (const f of [a, b]) f.say({ type: 'wl-preview:ready', loadId: 'L1', path: '/', signedIn: true });
    expect(a.onReady).toHaveBeenCalledWith('L1', { path: '/', signedIn: true });
    const seen = vi.fn();
    const stop = subscribeHighlights(seen);
    setHighlightFilter({ kinds: ['text'], regions: ['top-bar'] });
    for (const f of [a, b])
      expect(f.post).toHaveBeenLastCalledWith(
        { type: 'wl-preview:highlight', other: against, only: { kinds: ['text'], regions: ['top-bar'] } },
        window.location.origin,
      );
    const counts = (text: number, top: number) => ({
      byKind: { text, background: 1, border: 0, image: 0, visibility: 0 },
      byRegion: { 'top-bar': top, content: 1, tiles: 0, 'bottom-bar': 0 },
    });
    a.say({ type: 'wl-preview:highlighted', loadId: 'L1', count: 2, counts: counts(2, 2) });
    b.say({ type: 'wl-preview:highlighted', loadId: 'L1', count: 5, counts: counts(5, 4) });
    expect(highlightTotals()).toMatchObject({
      frames: 2,
      byKind: { text: 7, background: 2 },
      byRegion: { 'top-bar': 6, content: 2 },
    });
    expect(seen).toHaveBeenCalled();
    // A frame that leaves takes its counts with it.
    b.unregister();
    expect(highlightTotals()).toMatchObject({ frames: 1, byKind: { text: 2 } });
    // Nothing narrowed: the message carries no filter.
    setHighlightFilter({ kinds: [], regions: [] });
    expect(a.post).toHaveBeenLastCalledWith(
      { type: 'wl-preview:highlight', other: against },
      window.location.origin,
    );
    stop();
  });

  it('asks one frame to step through its marks and hands back where it is', () => {
    const a = frame(partnerSourceKey('default'), () => config('#abcdef'));
    const b = frame(partnerSourceKey('siam-life'), () => config('#abcdef'));
    stepHighlight(a.iframe, 0);
    // Not ready yet: nothing to step through.
    expect(a.post).not.toHaveBeenCalled();
    a.say({ type: 'wl-preview:ready', loadId: 'L1', path: '/' });
    stepHighlight(a.iframe, 3);
    expect(a.post).toHaveBeenLastCalledWith({ type: 'wl-preview:step', index: 3 }, window.location.origin);
    expect(b.post).not.toHaveBeenCalled();
    a.say({ type: 'wl-preview:stepped', loadId: 'L1', index: 1, count: 2 });
    expect(a.onStepped).toHaveBeenCalledWith(1, 2);
  });
});
