import { describe, expect, it } from 'vitest';
import defaultTheme from '../../../partners/default/theme.json';
import defaultTiles from '../../../partners/default/menu-tiles.json';
import type { MenuTiles, Theme } from '../../generated/types';
import { lineOaUrl, resolveVisibleTiles, type TileReading } from './visible-tiles';

const theme = defaultTheme as Theme;
const tiles = defaultTiles as MenuTiles;
const ALWAYS = ['my_coverage', 'family_coverage', 'claim_status', 'hospital_search'];

type Flags = { s5: 0 | 1; s6: 0 | 1; oa: 0 | 1 };
const combos: Flags[] = [];
for (const s5 of [0, 1] as const)
  for (const s6 of [0, 1] as const) for (const oa of [0, 1] as const) combos.push({ s5, s6, oa });

function expected(reading: TileReading, f: Flags): string[] {
  const ids = [...ALWAYS];
  if (f.s5) ids.push('e_claim');
  if (reading === 'B' || f.s6) ids.push('telemed_mart');
  if (f.oa) ids.push('line_oa');
  return ids;
}

describe('resolveVisibleTiles', () => {
  for (const reading of ['A', 'B'] as const) {
    for (const f of combos) {
      it(`reading ${reading}, tile 5 status ${f.s5}, tile 6 status ${f.s6}, OA status ${f.oa}`, () => {
        const t: Theme = {
          ...theme,
          menu_icon_5_status: f.s5,
          menu_icon_6_status: f.s6,
          line_oa_status: f.oa,
        };
        expect(resolveVisibleTiles(tiles, t, reading).map((x) => x.id)).toEqual(expected(reading, f));
      });
    }
  }

  it('keeps the configured order and resolves icons and targets from the theme', () => {
    const reordered: MenuTiles = { tiles: [...tiles.tiles].reverse() };
    const out = resolveVisibleTiles(reordered, theme, 'A');
    expect(out.map((t) => t.id)).toEqual([...expected('A', { s5: 1, s6: 1, oa: 1 })].reverse());
    const coverage = out.find((t) => t.id === 'my_coverage')!;
    expect(coverage).toMatchObject({ icon: theme.menu_icon_1, href: '/coverages', next: '/search-idcard' });
    expect(coverage.external).toBe(false);
    expect(out.find((t) => t.id === 'line_oa')).toMatchObject({
      icon: theme.line_oa_icon,
      href: lineOaUrl(theme.line_oa_id),
      external: true,
    });
  });

  it('hides the official-account tile when the partner has no account id, whatever its status', () => {
    const out = resolveVisibleTiles(tiles, { ...theme, line_oa_id: '', line_oa_status: 1 }, 'A');
    expect(out.map((t) => t.id)).not.toContain('line_oa');
  });

  it('shows a tile id once even if the config repeats it', () => {
    const first = tiles.tiles[0]!;
    const out = resolveVisibleTiles({ tiles: [first, first] }, theme, 'A');
    expect(out).toHaveLength(1);
  });

  it('encodes the account id into the LINE URL', () => {
    expect(lineOaUrl('@abc.def')).toBe('https://line.me/R/ti/p/%40abc.def');
  });
});
