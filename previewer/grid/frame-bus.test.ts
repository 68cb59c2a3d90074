/**
 * The frame bus posts the draft's configuration to every ready frame of the draft in the same tick as
 * the store changes (so the next animation frame paints it everywhere), sends it on `ready`, leaves
 * other sources' frames alone, and re-sends highlights.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import type { DraftWorkingCopy } from '../editor/draft-content';
import { useDraftStore } from '../editor/draft-store';
import { draftSourceKey, partnerSourceKey, refreshHighlights, registerFrame } from './frame-bus';

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
  cleanups.push(registerFrame({ iframe, sourceKey, highlightAgainst, onReady, onHighlighted }));
  const say = (data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: win }));
  return { post, onReady, onHighlighted, say };
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
    expect(a.onReady).toHaveBeenCalledWith('L1');
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
});
