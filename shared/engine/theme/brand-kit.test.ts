import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTheme } from '../../generated/validators.js';
import { themeFromBrandKit } from './brand-kit';
import { CONTRAST_PAIRS, checkThemeContrast, colorName, contrastRatio } from './contrast';
import { FOCUS_MIN, focusRingColor, focusSurfaces, opaque, ratio } from './focus';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase());

const kit = (colors: string[]) => ({ partnerId: 'brand-new', insCode: 'BRN', colors, name: 'Brand & Co' });

describe('themeFromBrandKit', () => {
  it('makes a schema-valid theme whose every UI pair passes WCAG AA, for any one to three brand colours', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), (colors) => {
        const { theme } = themeFromBrandKit(kit(colors));
        expect(validateTheme(theme), JSON.stringify(validateTheme.errors)).toBe(true);
        expect(checkThemeContrast(theme)).toEqual([]);
        // Text pairs reach 4.5:1, as the checker says; disabled labels too, although WCAG exempts them.
        for (const b of theme.buttons)
          expect(contrastRatio(b.disable_text_color, b.disable_background_color)).toBeGreaterThanOrEqual(4.5);
        // The brand colours the partner gave are kept as its main colours.
        expect(theme.main_color_1).toBe(colors[0]);
        if (colors[1]) expect(theme.main_color_2).toBe(colors[1]);
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('covers every pair the checker knows, including the text pairs at 4.5:1', () => {
    const { theme } = themeFromBrandKit(kit(['#FFD400']));
    const textPairs = CONTRAST_PAIRS.filter((p) => p.min === 4.5);
    expect(textPairs.length).toBeGreaterThan(20);
    expect(checkThemeContrast(theme)).toEqual([]);
    // A yellow brand colour cannot carry white text: the bars are made darker, the main colour stays.
    expect(theme.main_color_1).toBe('#FFD400');
    expect(contrastRatio(theme.top_bar_text_color, theme.top_bar_background_color)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(textPairs.map((p) => colorName(p.text))).toContain('buttons[0].normal_text_color');
  });

  it('gives focus rings of 3:1 on every surface', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), (colors) => {
        const { theme } = themeFromBrandKit(kit(colors));
        for (const [name, s] of Object.entries(focusSurfaces(theme))) {
          // The theme's own colour is the ring on every surface: the engine needs no derived one.
          const own = s.candidates.find((c) => ratio(opaque(c), s.surface) >= FOCUS_MIN);
          expect(own, name).toBeDefined();
          expect(ratio(opaque(focusRingColor(s.candidates, s.surface)), s.surface)).toBeGreaterThanOrEqual(
            FOCUS_MIN,
          );
        }
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('draws every image the theme names, in the partner folder, with escaped text', () => {
    const { theme, assets } = themeFromBrandKit({ ...kit(['#0057B8', '#FFB81C']), name: '<Bank> "A&B"' });
    const named = Object.values(theme).filter(
      (v): v is string => typeof v === 'string' && v.startsWith('/partners/brand-new/assets/'),
    );
    expect(named.length).toBe(14);
    expect(new Set(named.map((p) => p.split('/').pop()))).toEqual(new Set(Object.keys(assets)));
    for (const path of named) {
      const file = path.split('/').pop()!;
      expect(assets[file], file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(assets['logo.svg']).toContain('&#60;Bank&#62; &#34;A&#38;B&#34;');
    expect(assets['logo.svg']).not.toContain('<Bank>');
  });

  it('keeps a logo the kit gives, and the LINE account when there is one', () => {
    const { theme } = themeFromBrandKit({
      ...kit(['#123456']),
      logo: '/partners/brand-new/assets/own.png',
      lineOaId: '@brand',
    });
    expect(theme.logo).toBe('/partners/brand-new/assets/own.png');
    expect(theme.line_oa_status).toBe(1);
    expect(theme.line_oa_id).toBe('@brand');
  });

  it('refuses a kit without a colour', () => {
    expect(() => themeFromBrandKit(kit(['blue']))).toThrow(/at least one hex colour/);
  });
});
