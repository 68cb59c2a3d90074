/**
 * A previewer frame's side of the protocol (src/app/preview-frame.ts): the parent's config is applied
 * before the message handler returns, messages from anywhere but the same-origin parent are ignored,
 * the token leaves the address bar, and highlighting marks exactly what another configuration draws
 * differently, then puts the current one back.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import defaultPartner from '../../partners/default/partner.json';
import defaultTiles from '../../partners/default/menu-tiles.json';
import defaultTheme from '../../partners/default/theme.json';
import ksbPartner from '../../partners/krungsiam-bank/partner.json';
import {
  PREVIEW_STATE_FOR_ROUTE,
  PREVIEW_EXTRA_STATES_FOR_ROUTE,
  PREVIEW_STATES,
} from '../../shared/engine/partner/preview';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import type { MenuTiles, Theme } from '../../shared/generated/types';
import { ROUTES } from '../../shared/config/routes';
import { lineStore } from '../lib/line-store';
import { usePartnerStore } from '../lib/partner-store';
import {
  capturePreviewToken,
  DIFF_ATTRIBUTE,
  highlightDifferences,
  loadId,
  onPreviewMessage,
  holdFocusAndScroll,
  regionOf,
  startPreviewFrame,
  stepToDifference,
  watchReadOnly,
  watchStaffActions,
} from './preview-frame';

const { secret_key: _s, $schema: _x, ...publicPartner } = defaultPartner as Record<string, unknown>;
const base: PreviewConfig = {
  partner: publicPartner as unknown as PreviewConfig['partner'],
  theme: defaultTheme as Theme,
  tiles: defaultTiles as MenuTiles,
};
const recoloured = (colour: string): PreviewConfig => ({
  ...base,
  theme: { ...base.theme, top_bar_background_color: colour, main_color_1: colour },
});

/** A stand-in for the previewer: the window that framed this one. */
function framed() {
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: window.location,
    document,
    innerHeight: 800,
    scrollY: 0,
    scrollTo: vi.fn(),
  } as unknown as Window;
  const message = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    onPreviewMessage(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? window.location.origin,
        source: (from.source ?? parent) as MessageEventSource,
      }),
      win,
    );
  return { parent, message };
}

beforeEach(() => {
  usePartnerStore.getState().setBoot(base);
  document.documentElement.removeAttribute('style');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('wl-preview:config', () => {
  it('re-themes <html> and the partner store before the handler returns, then answers applied', () => {
    const { parent, message } = framed();
    message({ type: 'wl-preview:config', config: recoloured('#123456') });
    // No await, no timer: the variable and the store have changed already.
    expect(document.documentElement.style.getPropertyValue('--wl-top-bar-bg')).toBe('#123456');
    expect(usePartnerStore.getState().theme.top_bar_background_color).toBe('#123456');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'wl-preview:applied', loadId },
      window.location.origin,
    );
  });

  it('ignores messages from another origin, from a window that is not its parent, and of unknown types', () => {
    const { parent, message } = framed();
    message({ type: 'wl-preview:config', config: recoloured('#654321') }, { origin: 'https://evil.example' });
    message({ type: 'wl-preview:config', config: recoloured('#654321') }, { source: window });
    message({ type: 'wl-preview:reload', config: recoloured('#654321') });
    expect(document.documentElement.style.getPropertyValue('--wl-top-bar-bg')).toBe('');
    expect(usePartnerStore.getState().theme.top_bar_background_color).toBe(
      base.theme.top_bar_background_color,
    );
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("keeps the frame's own api_key and renders a LINE partner as inside LINE", () => {
    const { message } = framed();
    const apiKey = usePartnerStore.getState().partner.api_key;
    const { secret_key: _k, $schema: _y, ...ksb } = ksbPartner as Record<string, unknown>;
    message({
      type: 'wl-preview:config',
      config: { ...base, partner: { ...(ksb as unknown as PreviewConfig['partner']), api_key: '' } },
    });
    expect(usePartnerStore.getState().partner.partner_id).toBe('krungsiam-bank');
    expect(usePartnerStore.getState().partner.api_key).toBe(apiKey);
    expect(lineStore.getState()).toMatchObject({ lineIsReady: true, lineIsClient: true });
    message({ type: 'wl-preview:config', config: base });
    expect(lineStore.getState()).toMatchObject({ lineIsReady: false, lineIsClient: false });
  });
});

/** Draws from the partner store the way the app's bars do, with inline colours jsdom can compute. */
function Screen() {
  const theme = usePartnerStore((s) => s.theme);
  return (
    <main>
      <header data-testid="bar" style={{ backgroundColor: theme.top_bar_background_color }}>
        <span data-testid="title">Title</span>
      </header>
      {theme.main_color_1 === '#123456' ? null : <p data-testid="only-current">shown</p>}
      <section data-testid="steady" style={{ backgroundColor: 'rgb(1, 2, 3)' }}>
        <span>unchanged</span>
      </section>
    </main>
  );
}

describe('wl-preview:highlight', () => {
  it('marks what the other configuration draws differently, answers the count, and restores the current one', () => {
    render(<Screen />);
    const { parent, message } = framed();
    act(() => message({ type: 'wl-preview:highlight', other: recoloured('#123456') }));
    const marked = [...document.querySelectorAll(`[${DIFF_ATTRIBUTE}]`)];
    expect(screen.getByTestId('bar').hasAttribute(DIFF_ATTRIBUTE)).toBe(true);
    expect(screen.getByTestId('bar').style.outline).toContain('dashed');
    // Not drawn at all under the other configuration: its container is marked.
    expect(screen.getByTestId('only-current').parentElement!.hasAttribute(DIFF_ATTRIBUTE)).toBe(true);
    expect(screen.getByTestId('steady').hasAttribute(DIFF_ATTRIBUTE)).toBe(false);
    expect(screen.getByTestId('title').hasAttribute(DIFF_ATTRIBUTE)).toBe(false);
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'wl-preview:highlighted', loadId, count: marked.length }),
      window.location.origin,
    );
    // The frame still shows its own configuration.
    expect(usePartnerStore.getState().theme).toBe(base.theme);
    expect(document.documentElement.style.getPropertyValue('--wl-top-bar-bg')).toBe(
      base.theme.top_bar_background_color,
    );
    expect(screen.getByTestId('only-current')).toBeTruthy();

    act(() => message({ type: 'wl-preview:highlight', other: null }));
    expect(document.querySelectorAll(`[${DIFF_ATTRIBUTE}]`)).toHaveLength(0);
    expect(screen.getByTestId('bar').style.outline).toBe('');
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'wl-preview:highlighted', loadId, count: 0 }),
      window.location.origin,
    );
  });

  it('marks nothing against the same configuration', () => {
    render(<Screen />);
    let count = -1;
    act(() => {
      count = highlightDifferences(base).count;
    });
    expect(count).toBe(0);
  });

  it('counts by kind and region, outlines only what the filter keeps, and steps through the marks', () => {
    render(<Bars />);
    const { parent, message } = framed();
    act(() => message({ type: 'wl-preview:highlight', other: recoloured('#123456') }));
    const answer = parent.postMessage.mock.calls.at(-1)?.[0] as {
      count: number;
      counts: { byKind: Record<string, number>; byRegion: Record<string, number> };
    };
    // The top bar's background, the tile's text colour, the bottom bar's border, the content's image.
    expect(answer.counts.byKind).toEqual({ text: 1, background: 1, border: 1, image: 1, visibility: 0 });
    expect(answer.counts.byRegion).toEqual({ 'top-bar': 1, content: 1, tiles: 1, 'bottom-bar': 1 });
    expect(answer.count).toBe(4);
    expect(screen.getByTestId('top-bar').getAttribute(DIFF_ATTRIBUTE)).toBe('background');

    // Only text colours: the tile; the counts still cover every difference.
    act(() =>
      message({ type: 'wl-preview:highlight', other: recoloured('#123456'), only: { kinds: ['text'] } }),
    );
    expect([...document.querySelectorAll(`[${DIFF_ATTRIBUTE}]`)].map((el) => el.id)).toEqual(['tile']);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ count: 1, counts: answer.counts }),
      window.location.origin,
    );
    // Only the bars, any kind: top bar then bottom bar, in document order.
    act(() =>
      message({
        type: 'wl-preview:highlight',
        other: recoloured('#123456'),
        only: { regions: ['bottom-bar', 'top-bar'] },
      }),
    );
    expect(
      [...document.querySelectorAll(`[${DIFF_ATTRIBUTE}]`)].map((el) => el.getAttribute('data-testid')),
    ).toEqual(['top-bar', 'bottom-bar']);

    // Stepping wraps around and scrolls the frame's own page, never its parent.
    const scrollTo = vi.fn();
    const win = { innerHeight: 800, scrollY: 0, scrollTo } as unknown as Window;
    expect(stepToDifference(0, win)).toEqual({ index: 0, count: 2 });
    expect(screen.getByTestId('top-bar').style.outline).toContain('solid');
    expect(stepToDifference(1, win)).toEqual({ index: 1, count: 2 });
    expect(screen.getByTestId('top-bar').style.outline).toContain('dashed');
    expect(screen.getByTestId('bottom-bar').style.outline).toContain('solid');
    expect(stepToDifference(-1, win)).toEqual({ index: 1, count: 2 });
    expect(stepToDifference(2, win)).toEqual({ index: 0, count: 2 });
    message({ type: 'wl-preview:step', index: 5 });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'wl-preview:stepped', loadId, index: 1, count: 2 },
      window.location.origin,
    );
    act(() => message({ type: 'wl-preview:highlight', other: null }));
    expect(stepToDifference(0, win)).toEqual({ index: -1, count: 0 });
  });

  it('names the region of an element by the bar or tile it is in', () => {
    render(<Bars />);
    expect(regionOf(screen.getByTestId('top-bar-title'))).toBe('top-bar');
    expect(regionOf(screen.getByTestId('tile-claim'))).toBe('tiles');
    expect(regionOf(screen.getByTestId('bottom-bar'))).toBe('bottom-bar');
    expect(regionOf(screen.getByTestId('banner'))).toBe('content');
  });
});

/** A top bar, a tile, a banner image and a bottom bar, each drawn differently by a recoloured theme. */
function Bars() {
  const theme = usePartnerStore((s) => s.theme);
  const changed = theme.main_color_1 === '#123456';
  return (
    <>
      <header data-testid="top-bar" style={{ backgroundColor: theme.top_bar_background_color }}>
        <span data-testid="top-bar-title">Title</span>
      </header>
      <main>
        <a
          id="tile"
          data-testid="tile-claim"
          href="/e-claim"
          style={{ color: changed ? 'rgb(1, 1, 1)' : 'rgb(2, 2, 2)' }}
        >
          e-Claim
        </a>
        <div data-testid="banner" style={{ backgroundImage: changed ? 'url(/a.png)' : 'url(/b.png)' }} />
      </main>
      <nav
        data-testid="bottom-bar"
        style={{ border: '1px solid', borderColor: changed ? 'rgb(9, 9, 9)' : 'rgb(8, 8, 8)' }}
      />
    </>
  );
}

describe('start-up', () => {
  it('takes the token from the fragment and strips it from the address bar', () => {
    const calls: string[] = [];
    const hist = { state: null, replaceState: (_s: unknown, _t: string, url: string) => calls.push(url) };
    const token = capturePreviewToken(
      {
        href: 'https://app.example/en/coverages?wl_preview=1#wl_preview_token=abcdefghijklmnop_123',
      } as Location,
      hist as unknown as History,
    );
    expect(token).toBe('abcdefghijklmnop_123');
    expect(calls).toEqual(['/en/coverages?wl_preview=1']);
    const none = capturePreviewToken(
      { href: 'https://app.example/coverages#top' } as Location,
      hist as unknown as History,
    );
    expect(none).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('signs the frame in with the fragment token', async () => {
    window.history.replaceState(null, '', '/coverages?wl_preview=1#wl_preview_token=abcdefghijklmnop_456');
    const { authStore } = await import('../lib/auth-store');
    await startPreviewFrame(base as never);
    expect(authStore.getState().token).toBe('abcdefghijklmnop_456');
    expect(window.location.hash).toBe('');
    authStore.getState().setToken(null);
  });

  it('asks for representative states only of routes of the table', () => {
    const patterns = new Set<string>(ROUTES.map((r) => r.path));
    for (const [pattern, state] of Object.entries(PREVIEW_STATE_FOR_ROUTE)) {
      expect(patterns.has(pattern), pattern).toBe(true);
      expect(PREVIEW_STATES).toContain(state);
    }
    for (const [pattern, states] of Object.entries(PREVIEW_EXTRA_STATES_FOR_ROUTE)) {
      expect(patterns.has(pattern), pattern).toBe(true);
      for (const s of states ?? []) expect(PREVIEW_STATES).toContain(s);
    }
    // Every state is asked for by some route.
    const asked = new Set([
      ...Object.values(PREVIEW_STATE_FOR_ROUTE),
      ...Object.values(PREVIEW_EXTRA_STATES_FOR_ROUTE).flat(),
    ]);
    expect([...asked].sort()).toEqual([...PREVIEW_STATES].sort());
  });
});

describe('a frame keeps focus and scrolling with the previewer until staff use it', () => {
  /** A real frame window of its own (its own prototypes), with focus inside it or not as told. */
  function frameWindow(focused: { value: boolean }) {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow as Window & typeof globalThis;
    win.document.hasFocus = () => focused.value;
    win.scrollTo = vi.fn() as unknown as typeof win.scrollTo;
    holdFocusAndScroll(win);
    const input = win.document.createElement('input');
    win.document.body.append(input);
    return { win, input };
  }

  it('ignores a screen’s own focus() while staff work outside the frame, and honours it once they are inside', () => {
    const focused = { value: false };
    const { win, input } = frameWindow(focused);
    input.focus();
    expect(win.document.activeElement).not.toBe(input);
    focused.value = true;
    input.focus({ preventScroll: true });
    expect(win.document.activeElement).toBe(input);
  });

  it('scrolls only the frame’s own page for scrollIntoView until staff use the frame', () => {
    const focused = { value: false };
    const { win, input } = frameWindow(focused);
    const original = vi.fn();
    // What the browser would do: scroll every scrollable ancestor, the previewer included.
    Object.defineProperty(win, 'innerHeight', { value: 800 });
    input.getBoundingClientRect = () => ({ top: 1200, bottom: 1240, height: 40 }) as DOMRect;
    input.scrollIntoView({ block: 'center' });
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 1200 + 20 - 400, behavior: 'auto' });
    input.scrollIntoView();
    expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 1200, behavior: 'auto' });
    expect(original).not.toHaveBeenCalled();
  });

  it('drops an autofocus attribute added while staff are outside, and keeps one added once they are in', async () => {
    const focused = { value: false };
    const { win } = frameWindow(focused);
    const first = win.document.createElement('div');
    first.innerHTML = '<input autofocus id="a">';
    win.document.body.append(first);
    await new Promise((r) => setTimeout(r));
    expect(win.document.getElementById('a')?.hasAttribute('autofocus')).toBe(false);
    focused.value = true;
    const second = win.document.createElement('input');
    second.setAttribute('autofocus', '');
    win.document.body.append(second);
    await new Promise((r) => setTimeout(r));
    expect(second.hasAttribute('autofocus')).toBe(true);
  });
});

describe('the "Preview only" toast', () => {
  function refusingWindow() {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow as Window & typeof globalThis;
    win.fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'PREVIEW_READ_ONLY' } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    ) as unknown as typeof fetch;
    const say = vi.fn();
    // A test cannot make a trusted event: here a press marked `staff` stands for the staff member's.
    watchStaffActions(win, (e) => e.isTrusted || (e as Event & { staff?: boolean }).staff === true);
    watchReadOnly(win, say);
    return { win, say };
  }
  const settle = () => new Promise((r) => setTimeout(r, 10));

  it('says nothing about a write the screen made by itself (opening a notification)', async () => {
    const { win, say } = refusingWindow();
    // A script's event is not the staff member's.
    win.dispatchEvent(new win.Event('pointerdown'));
    await win.fetch('/api/v1/notifications/n1/read', { method: 'PUT' });
    await settle();
    expect(say).not.toHaveBeenCalled();
  });

  it('answers a write staff asked for by pressing in the frame', async () => {
    const { win, say } = refusingWindow();
    const press = Object.assign(new win.Event('pointerdown'), { staff: true });
    win.dispatchEvent(press);
    await win.fetch('/api/v1/me', { method: 'PUT' });
    await settle();
    expect(say).toHaveBeenCalledTimes(1);
  });
});
