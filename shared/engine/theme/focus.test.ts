import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../generated/types';
import { TEST_TIMEOUTS } from '../../../test-timeouts';
import { contrastRatio, THEME_COLOR_FIELDS } from './contrast';
import { FOCUS_MIN, focusRingColor, focusRings, focusSurfaces, focusWhat, opaque, toHex } from './focus';
import { themeToCssVars } from './resolve';

const PARTNERS_DIR = join(import.meta.dirname, '../../../partners');
const partnerThemes = readdirSync(PARTNERS_DIR).map(
  (id) => [id, JSON.parse(readFileSync(join(PARTNERS_DIR, id, 'theme.json'), 'utf8')) as Theme] as const,
);
const base = partnerThemes.find(([id]) => id === 'default')![1];

/** Every focus pair of a theme: the ring's colour against the surface it is drawn on. */
function pairs(theme: Theme) {
  const rings = focusRings(theme);
  const ringOf = (name: string): string =>
    name.startsWith('button.')
      ? rings.button[name.slice(7) as keyof typeof rings.button]
      : (rings[name as 'page'] as string);
  return Object.entries(focusSurfaces(theme)).map(([name, s]) => ({
    name,
    ring: ringOf(name),
    surface: toHex(s.surface),
  }));
}

/** A theme whose every colour (buttons included) is `colour`. */
function monochrome(colour: string, opacity = 1): Theme {
  const t = structuredClone(base) as Record<string, unknown> & Theme;
  for (const f of THEME_COLOR_FIELDS) t[f] = colour;
  t.background_opacity_1 = opacity;
  t.background_opacity_2 = opacity;
  t.buttons = t.buttons.map((b) =>
    Object.fromEntries(Object.keys(b).map((k) => [k, colour])),
  ) as unknown as Theme['buttons'];
  return t;
}

function expectAllPass(theme: Theme) {
  for (const p of pairs(theme)) {
    expect(p.ring, p.name).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(p.ring, p.surface), `${p.name}: ${p.ring} on ${p.surface}`).toBeGreaterThanOrEqual(
      FOCUS_MIN,
    );
  }
}

describe('focus rings', () => {
  it.each(partnerThemes)('every focus ring of %s has at least 3:1 on its surface', (_id, theme) => {
    expectAllPass(theme);
  });

  it('covers the page, panels, both bars, tiles and every button', () => {
    expect(pairs(base).map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'panel',
        'topBar',
        'bottomBar',
        'tile',
        'button.primary',
        'button.link',
      ]),
    );
    for (const p of pairs(base)) expect(focusWhat(p.name)).not.toMatch(/undefined|\(\)/);
  });

  it("keeps the theme's own colour when it passes", () => {
    const rings = focusRings(base);
    expect(rings.page).toBe(base.main_color_2.toUpperCase());
    expect(rings.topBar).toBe(base.top_bar_icon_color.toUpperCase());
  });

  it('replaces a top bar ring that would fail (issue 10: 1.3–2.3:1) with one that passes', () => {
    const t = { ...base, top_bar_icon_color: '#2A6FB0', top_bar_text_color: '#1D67AA' };
    expect(contrastRatio(t.top_bar_icon_color, t.top_bar_background_color)).toBeLessThan(3);
    const ring = focusRings(t).topBar;
    expect(contrastRatio(ring, t.top_bar_background_color)).toBeGreaterThanOrEqual(3);
  });

  it.each(['#000000', '#FFFFFF', '#777777', '#808080', '#0B5FA5', '#FFFF00', '#00000080', '#F0F'])(
    'passes on a hostile theme whose every colour is %s',
    (colour) => {
      expectAllPass(monochrome(colour));
      expectAllPass(monochrome(colour, 0.3));
    },
  );

  it(
    'passes for any surface and any candidate colours',
    () => {
      const hex = fc
        .tuple(
          fc.integer({ min: 0, max: 255 }),
          fc.integer({ min: 0, max: 255 }),
          fc.integer({ min: 0, max: 255 }),
        )
        .map(([r, g, b]) => toHex([r, g, b]));
      fc.assert(
        fc.property(hex, fc.array(hex, { minLength: 1, maxLength: 3 }), (surface, candidates) => {
          const ring = focusRingColor(candidates, opaque(surface));
          expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(FOCUS_MIN);
        }),
        { seed: 11, numRuns: 2000 },
      );
    },
    TEST_TIMEOUTS.propertyTestMs,
  );

  it('reaches CSS as --wl-focus-* variables', () => {
    const cssVars = themeToCssVars(base);
    expect(cssVars['--wl-focus-top-bar']).toBe(focusRings(base).topBar);
    expect(cssVars['--wl-focus-button-primary']).toBe(focusRings(base).button.primary);
    expect(Object.keys(cssVars).filter((k) => k.startsWith('--wl-focus-'))).toHaveLength(13);
  });
});
