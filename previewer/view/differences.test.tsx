/**
 * While frames outline differences, the Differences panel narrows them by kind and region, with how many
 * marked elements of each the mounted frames counted; ticking a box narrows every frame.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { highlightFilter, partnerSourceKey, registerFrame, setHighlightFilter } from '../grid/frame-bus';
import { Differences } from './differences';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8'));
function config(id: string): PreviewConfig {
  const { secret_key: _s, api_key: _a, $schema: _x, ...partner } = read(`partners/${id}/partner.json`);
  return { partner, theme: read(`partners/${id}/theme.json`), tiles: read(`partners/${id}/menu-tiles.json`) };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  setHighlightFilter({});
  document.body.innerHTML = '';
});

describe('Differences', () => {
  const configs = [config('default'), config('siam-life')] as const;

  it('offers no narrowing while nothing is highlighted', () => {
    render(<Differences labels={['Default', 'Siam Life']} configs={configs} />);
    expect(screen.queryByRole('group', { name: 'Kind' })).toBeNull();
  });

  it('shows counts per kind and region from the frames, and narrows every frame by what is ticked', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow!;
    const post = vi.spyOn(win, 'postMessage').mockImplementation(() => {});
    cleanups.push(
      registerFrame({
        iframe,
        sourceKey: partnerSourceKey('default'),
        highlightAgainst: () => configs[1],
        onReady: () => {},
        onHighlighted: () => {},
      }),
    );
    const say = (data: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: win }),
      );
    say({ type: 'wl-preview:ready', loadId: 'L1', path: '/' });

    render(<Differences labels={['Default', 'Siam Life']} configs={configs} highlighting />);
    act(() =>
      say({
        type: 'wl-preview:highlighted',
        loadId: 'L1',
        count: 12,
        counts: {
          byKind: { text: 5, background: 4, border: 1, image: 2, visibility: 0 },
          byRegion: { 'top-bar': 3, content: 6, tiles: 2, 'bottom-bar': 1 },
        },
      }),
    );
    const kind = screen.getByRole('group', { name: 'Kind' });
    expect(kind.textContent).toContain('Text colour (5)');
    expect(kind.textContent).toContain('Image (2)');
    expect(screen.getByRole('group', { name: 'Region' }).textContent).toContain('Top bar (3)');
    expect(screen.getByText(/Outlined in 1 mounted frame\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Text colour/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Top bar/ }));
    expect(highlightFilter()).toEqual({ kinds: ['text'], regions: ['top-bar'] });
    expect(screen.getByRole('checkbox', { name: /Text colour/ })).toHaveProperty('checked', true);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'wl-preview:highlight', other: configs[1], only: { kinds: ['text'], regions: ['top-bar'] } },
      window.location.origin,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Text colour/ }));
    expect(highlightFilter().kinds).toEqual([]);
  });
});
