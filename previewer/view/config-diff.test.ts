import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { diffConfigs } from './config-diff';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8'));
function config(id: string): PreviewConfig {
  const { secret_key: _s, api_key: _a, $schema: _x, ...partner } = read(`partners/${id}/partner.json`);
  return { partner, theme: read(`partners/${id}/theme.json`), tiles: read(`partners/${id}/menu-tiles.json`) };
}

describe('diffConfigs', () => {
  const base = config('default');

  it('finds nothing between a configuration and a copy of it', () => {
    expect(diffConfigs(base, structuredClone(base))).toEqual([]);
  });

  it('names each changed colour, status, image, button field, tile status and order, and partner field', () => {
    const other = structuredClone(base);
    other.theme.main_color_1 = '#abcdef';
    other.theme.top_bar_status = other.theme.top_bar_status === 1 ? 0 : 1;
    other.theme.logo = '/partners/x/assets/logo.svg';
    other.theme.buttons[2]!.normal_text_color = '#000001';
    const [first, second, ...rest] = other.tiles.tiles;
    other.tiles.tiles = [second!, first!, ...rest];
    other.tiles.tiles[0]!.status = { A: 'menu_icon_5_status', B: null };
    other.partner.name = { th: 'ใหม่', en: 'New' };
    const diff = diffConfigs(base, other);
    const byField = new Map(diff.map((d) => [d.field, d]));
    expect(byField.get('main_color_1')).toMatchObject({ section: 'theme', kind: 'colour', b: '#ABCDEF' });
    expect(byField.get('top_bar_status')).toMatchObject({ kind: 'status' });
    expect(byField.get('logo')).toMatchObject({ kind: 'image', b: '/partners/x/assets/logo.svg' });
    expect(byField.get('buttons[3].normal_text_color')).toMatchObject({ kind: 'colour', b: '#000001' });
    expect(byField.get('tiles (order)')).toMatchObject({ section: 'tiles', kind: 'tile-order' });
    expect(byField.get(`tiles.${second!.id}.status`)).toMatchObject({ kind: 'tile-status' });
    expect(byField.get('name')).toMatchObject({ section: 'partner', kind: 'value' });
    expect(diff).toHaveLength(7);
  });

  it('lists the real differences between two partners and never a key', () => {
    const withKeys = (id: string) =>
      ({
        ...config(id),
        partner: { ...config(id).partner, api_key: `${id}-ak`, secret_key: `${id}-sk` },
      }) as PreviewConfig;
    const diff = diffConfigs(withKeys('default'), withKeys('siam-life'));
    const fields = diff.map((d) => d.field);
    expect(fields).toContain('main_color_1');
    expect(fields).toContain('ins_code');
    expect(fields).not.toContain('api_key');
    expect(fields).not.toContain('secret_key');
    expect(JSON.stringify(diff)).not.toMatch(/-ak|-sk/);
    // Symmetric: the same fields either way round.
    expect(
      diffConfigs(config('siam-life'), config('default'))
        .map((d) => d.field)
        .sort(),
    ).toEqual(
      diffConfigs(config('default'), config('siam-life'))
        .map((d) => d.field)
        .sort(),
    );
  });
});
