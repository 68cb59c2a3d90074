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
  startPreviewFrame,
  keepFocusOutside,
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
  const win = { parent, location: window.location, document } as unknown as Window;
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
      { type: 'wl-preview:highlighted', loadId, count: marked.length },
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
      { type: 'wl-preview:highlighted', loadId, count: 0 },
      window.location.origin,
    );
  });

  it('marks nothing against the same configuration', () => {
    render(<Screen />);
    let count = -1;
    act(() => {
      count = highlightDifferences(base);
    });
    expect(count).toBe(0);
  });
});

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

describe('a frame keeps focus with the previewer', () => {
  function fakeWindow(focused: { value: boolean }) {
    const calls: (FocusOptions | undefined)[] = [];
    class FakeElement {
      focus(options?: FocusOptions) {
        calls.push(options);
      }
    }
    const win = { document: { hasFocus: () => focused.value }, HTMLElement: FakeElement };
    return {
      win: win as unknown as Window,
      calls,
      element: () => new FakeElement() as unknown as HTMLElement,
    };
  }

  it('ignores a screen’s own focus() while staff work outside the frame, and honours it once they are inside', () => {
    const focused = { value: false };
    const { win, calls, element } = fakeWindow(focused);
    keepFocusOutside(win);
    element().focus();
    expect(calls).toEqual([]);
    focused.value = true;
    element().focus({ preventScroll: true });
    expect(calls).toEqual([{ preventScroll: true }]);
  });
});
