/**
 * The editor's pure helpers: edits at JSON pointers copy only their path, the frames' configuration
 * shows the draft's images through the staff API and never a half-typed colour, and the shared
 * validator reports an invalid colour and a contrast failure with its nearest passing colour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PreviewConfig } from '../../src/engine/partner/preview';
import { contrastRatio } from '../../src/engine/theme/contrast';
import {
  type DraftContent,
  getAt,
  problemsOf,
  sendable,
  setAt,
  summarizeEdit,
  toPreviewConfig,
} from './draft-store';

const read = (name: string) => JSON.parse(readFileSync(join('partners', 'siam-life', name), 'utf8'));
const { secret_key: _s, api_key: _a, ...partner } = read('partner.json');
const content: DraftContent = { partner, theme: read('theme.json'), menu_tiles: read('menu-tiles.json') };
const assets = draftAssets();
function draftAssets() {
  const theme = content.theme as Record<string, unknown>;
  return Object.values(theme)
    .filter((v): v is string => typeof v === 'string' && v.startsWith('/partners/siam-life/assets/'))
    .map((v) => ({
      name: v.slice('/partners/siam-life/assets/'.length),
      content_type: 'image/svg+xml',
      bytes: 1,
    }));
}
const draft = { id: '3f0b6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', partnerId: 'siam-life' };

describe('editing a working copy', () => {
  it('sets a value at a pointer, copying only the path', () => {
    const next = setAt(content.theme, '/buttons/2/normal_text_color', '#000000') as Record<string, unknown>;
    expect(getAt(next, '/buttons/2/normal_text_color')).toBe('#000000');
    expect(getAt(content.theme, '/buttons/2/normal_text_color')).not.toBe('#000000');
    expect(next.buttons).not.toBe((content.theme as Record<string, unknown>).buttons);
    expect((next.buttons as unknown[])[1]).toBe(
      ((content.theme as Record<string, unknown>).buttons as unknown[])[1],
    );
  });

  it('shows the draft images through the staff API and keeps the last valid colour in the frames', () => {
    const config = toPreviewConfig(content, draft);
    expect(config.theme.logo).toBe(`/api/staff/drafts/${draft.id}/assets/logo.svg`);
    expect(config.partner).not.toHaveProperty('secret_key');
    const typing = { ...content, theme: { ...content.theme, main_color_1: '#12' } };
    const next = toPreviewConfig(typing, draft, config as PreviewConfig);
    expect(next.theme.main_color_1).toBe(config.theme.main_color_1);
    const done = toPreviewConfig(
      { ...content, theme: { ...content.theme, main_color_1: '#123456' } },
      draft,
      next,
    );
    expect(done.theme.main_color_1).toBe('#123456');
  });

  it('runs the validate:partners checks: the field, the fix, and the nearest passing colour', () => {
    expect(problemsOf(content, 'siam-life', assets)).toEqual([]);
    const bad = problemsOf(
      { ...content, theme: { ...content.theme, main_color_1: '#12' } },
      'siam-life',
      assets,
    );
    expect(bad).toEqual([
      {
        file: 'theme.json',
        pointer: '/main_color_1',
        message: '"#12" is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"',
      },
    ]);
    const theme = content.theme as Record<string, string>;
    const low = problemsOf(
      { ...content, theme: { ...content.theme, top_bar_text_color: theme.top_bar_background_color! } },
      'siam-life',
      assets,
    );
    const contrast = low.find((p) => p.pointer === '/top_bar_text_color');
    expect(contrast?.message).toMatch(/has contrast 1\.00:1, below the 4\.5:1/);
    expect(contrast?.suggestion).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(contrast!.suggestion!, theme.top_bar_background_color!)).toBeGreaterThanOrEqual(4.5);
    // A missing image is named too, unless the draft has it.
    const missing = problemsOf(content, 'siam-life', []);
    expect(missing.some((p) => p.pointer === '/logo' && /does not exist/.test(p.message))).toBe(true);
  });

  it('summarises an edit for the history', () => {
    const after = { ...content, theme: { ...content.theme, main_color_1: '#000000', logo: '/x.svg' } };
    expect(summarizeEdit(content, after)).toBe('Edited main_color_1, logo');
  });

  it('sends exactly the three files (the API refuses any other key of the content)', () => {
    const restored = { ...content, tiles: content.menu_tiles, status: 'live' } as DraftContent;
    expect(Object.keys(sendable(restored))).toEqual(['partner', 'theme', 'menu_tiles']);
    expect(sendable(restored).theme).toBe(content.theme);
  });
});
