/**
 * The editor's contrast report, derived palette and logo fix (issue 26): every pair listed with
 * ratio and level, passing ones included; every resolver token with a swatch; a logo that vanishes
 * on the top bar offered a one-click fix that makes the check pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewPartnerConfig } from '../../shared/engine/partner/validate-config';
import { svgLogoColors } from '../../shared/engine/theme/logo-check';
import { flattenTokens, resolveThemeTokens, type TokenTree } from '../../shared/engine/theme/resolve';
import type { Theme } from '../../shared/generated/types';
import { ContrastReport } from './contrast-report';
import { rasterLogoColors } from './logo-colors';
import { Palette } from './palette';
import { ProblemList } from './problem-list';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8'));
const theme = read('partners/siam-life/theme.json') as Theme;
const logos = { logo: svgLogoColors(readFileSync(join(ROOT, 'partners/siam-life/assets/logo.svg'), 'utf8')) };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ContrastReport', () => {
  it('lists every pair in a captioned table, passing ones included', () => {
    render(<ContrastReport theme={theme} logos={logos} />);
    const table = screen.getByRole('table', { name: /every colour pair the theme makes/i });
    const rows = within(table).getAllByRole('row').slice(1);
    // Text and graphics, 13 focus rings, the logo on the top bar and the login plate.
    expect(rows.length).toBeGreaterThan(40);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pair', 'Foreground', 'Background', 'Ratio', 'Required', 'Result']);
    const title = within(table).getByRole('rowheader', { name: 'the top bar title' }).closest('tr')!;
    expect(title.textContent).toContain('9.36:1');
    expect(title.textContent).toContain('4.5:1');
    expect(title.textContent).toContain('Pass');
    expect(within(table).getByRole('rowheader', { name: /focus ring of a home menu tile/ })).toBeTruthy();
    expect(
      within(table).getByRole('rowheader', { name: /logo on the top bar of the home page/ }),
    ).toBeTruthy();
    expect(screen.getByText(/Contrast report: \d+ of \d+ pairs pass$/)).toBeTruthy();
  });

  it('counts and filters failing pairs', () => {
    render(<ContrastReport theme={{ ...theme, content_3: '#FFFFFF' }} logos={logos} />);
    expect(screen.getByText(/pairs pass, 1 fail$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show failing pairs only' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('captions and hints');
    expect(rows[0]!.textContent).toContain('Fail');
  });
});

describe('Palette', () => {
  it('shows every token the resolver derives, with swatches for colours', () => {
    render(<Palette theme={theme} />);
    const table = screen.getByRole('table', { name: /every token the theme resolver derives/i });
    const tokens = Object.keys(flattenTokens(resolveThemeTokens(theme) as unknown as TokenTree));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(tokens);
    expect(tokens).toContain('--wl-logo-chip-bg');
    expect(tokens).toContain('--wl-focus-top-bar');
    expect(table.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(30);
  });
});

describe('ProblemList', () => {
  it('offers the logo fixes as buttons, and applying one makes the check pass', () => {
    const partner = read('partners/siam-life/partner.json');
    const tiles = read('partners/siam-life/menu-tiles.json');
    const flat = svgLogoColors(
      '<svg viewBox="0 0 100 40"><circle r="9" fill="#0F5132"/><text fill="#0F5132">SLI</text></svg>',
    );
    const knownAssets = readdirSync(join(ROOT, 'partners/siam-life/assets'));
    const options = { folder: 'siam-life', knownAssets, logoColors: { logo: flat } };
    const { problems, warnings } = reviewPartnerConfig({ partner, theme, tiles }, options);
    expect(problems.map((p) => p.pointer)).toEqual(['/logo']);
    const onFix = vi.fn();
    render(<ProblemList problems={problems} warnings={warnings} assetProblems={[]} onFix={onFix} />);
    expect(screen.getByTestId('problem-count').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Put the logo on a #FFFFFF chip' }));
    const set = onFix.mock.calls[0]![0] as Record<string, unknown>;
    expect(set).toEqual({ logo_chip_status: 1, logo_chip_color: '#FFFFFF' });
    expect(reviewPartnerConfig({ partner, theme: { ...theme, ...set }, tiles }, options).problems).toEqual(
      [],
    );
  });

  it('shows warnings and JSON positions; viewers get no fix buttons', () => {
    render(
      <ProblemList
        problems={[{ file: 'theme.json', line: 3, column: 5, message: 'is not valid JSON' }]}
        warnings={[{ file: 'theme.json', pointer: '/menu_icon_6_status', message: 'reading B ignores it' }]}
        assetProblems={[]}
      />,
    );
    expect(screen.getByText('theme.json:3:5')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('1 problem, 1 warning');
    expect(within(screen.getByTestId('warnings')).getByText(/reading B ignores it/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('rasterLogoColors', () => {
  /** A w×h RGBA image: a border of `edge`, a centre of `mark`, the rest transparent. */
  function image(w: number, h: number, mark: number[], edge?: number[]) {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const border = x === 0 || y === 0 || x === w - 1 || y === h - 1;
        const centre = x > w / 4 && x < (3 * w) / 4 && y > h / 4 && y < (3 * h) / 4;
        const c = border && edge ? edge : centre ? mark : undefined;
        if (c) data.set([...c, 255], i);
      }
    return data;
  }

  it('gives the dominant opaque colours, transparent pixels left out', () => {
    expect(rasterLogoColors(image(20, 10, [0x1b, 0x4d, 0x89]), 20, 10)).toEqual({
      colors: [{ hex: '#1B4D89', weight: expect.any(Number) }],
    });
  });

  it('finds a backdrop when the corners share an opaque colour', () => {
    const { backdrop, colors } = rasterLogoColors(image(20, 10, [0, 0, 0], [255, 255, 255]), 20, 10);
    expect(backdrop).toBe('#FFFFFF');
    expect(colors.map((c) => c.hex)).toEqual(['#000000']);
  });
});
