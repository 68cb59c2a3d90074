import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import defaultTheme from '../../../partners/default/theme.json';
import type { Theme } from '../../generated/types';
import {
  CONTRAST_PAIRS,
  checkThemeContrast,
  colorPointer,
  compositeOver,
  contrastRatio,
  contrastReport,
  formatRatio,
  parseHexColor,
  relativeLuminance,
  suggestTextColor,
  THEME_COLOR_FIELDS,
} from './contrast';

const theme = defaultTheme as unknown as Theme;

describe('relativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#FFFFFF', 1],
    ['#fff', 1],
    ['#FF0000', 0.2126],
    ['#00FF00', 0.7152],
    ['#0000FF', 0.0722],
  ])('%s has luminance %f', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 4);
  });

  it('composites a translucent colour over white', () => {
    expect(relativeLuminance('#00000000')).toBe(1);
    expect(relativeLuminance('#000000FF')).toBe(0);
    // 50 % black over white is #808080 (128/255 after rounding of 0x80 alpha).
    expect(relativeLuminance('#00000080')).toBeCloseTo(relativeLuminance('#7F7F7F'), 2);
  });

  it('refuses anything but hex', () => {
    for (const bad of ['red', '#12345', 'url(x)', '', '#GGGGGG', 'rgb(0,0,0)']) {
      expect(() => relativeLuminance(bad)).toThrow(/not a hex colour/);
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 6);
    expect(contrastRatio('#0B5FA5', '#0b5fa5')).toBe(1);
  });

  it('gives #777 on white about 4.48, just below AA', () => {
    const r = contrastRatio('#777', '#FFFFFF');
    expect(r).toBeCloseTo(4.48, 2);
    expect(r).toBeLessThan(4.5);
    expect(formatRatio(r)).toBe('4.47:1');
  });

  it('is symmetric and treats #RGB like #RRGGBB', () => {
    expect(contrastRatio('#FFFFFF', '#777777')).toBe(contrastRatio('#777', '#fff'));
  });

  it('treats #RRGGBBAA as the colour composited over white', () => {
    expect(contrastRatio('#00000000', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000FF', '#FFFFFF')).toBeCloseTo(21, 6);
  });
});

describe('compositeOver and suggestTextColor', () => {
  it('blends by alpha', () => {
    const c = compositeOver(parseHexColor('#00000080'), parseHexColor('#FFFFFF'));
    expect(Math.round(c.r)).toBe(127);
    expect(c.a).toBe(1);
  });

  it('suggests a nearby colour that passes', () => {
    const suggestion = suggestTextColor(parseHexColor('#777777'), parseHexColor('#FFFFFF'), 4.5);
    expect(suggestion).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(suggestion!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggestion!, '#777777')).toBeLessThan(1.2);
  });
});

describe('CONTRAST_PAIRS', () => {
  const names = CONTRAST_PAIRS.map((p) => `${colorPointer(p.text)} on ${colorPointer(p.background)}`);

  it.each([
    '/top_bar_text_color on /top_bar_background_color',
    '/buttons/0/normal_text_color on /buttons/0/normal_background_color',
    '/buttons/7/normal_text_color on /buttons/7/normal_background_color',
    '/buttons/3/normal_text_color on /background_color_2',
    '/buttons/7/normal_text_color on /background_color_2',
    '/content_1 on /background_color_2',
    '/content_2 on /background_color_2',
    '/header_title_1 on /background_color_2',
    '/header_title_2 on /background_color_2',
    '/text_label on /background_color_2',
    '/content_1 on /background_color_1',
    '/header_title_1 on /background_color_1',
    '/form_text_color on /form_background_color',
    '/label_alert on /form_background_color',
    '/menu_icon_text_color on /menu_icon_background_color',
    '/bottom_bar_active_color on /bottom_bar_background_color',
    '/bottom_bar_normal_color on /bottom_bar_background_color',
    '/header_title_2 on /background_title_1',
  ])('checks %s', (pair) => {
    expect(names).toContain(pair);
  });

  it('checks all 8 button labels at 4.5 and bottom bar labels at 4.5', () => {
    const buttons = CONTRAST_PAIRS.filter(
      (p) =>
        typeof p.text !== 'string' &&
        typeof p.background !== 'string' &&
        p.text.field === 'normal_text_color',
    );
    expect(buttons).toHaveLength(8);
    expect(buttons.every((p) => p.min === 4.5)).toBe(true);
    expect(
      CONTRAST_PAIRS.filter((p) => String(p.text).startsWith('bottom_bar')).every((p) => p.min === 4.5),
    ).toBe(true);
  });

  it('names only real colour fields', () => {
    for (const p of CONTRAST_PAIRS) {
      for (const ref of [p.text, p.background]) {
        if (typeof ref === 'string') expect(THEME_COLOR_FIELDS).toContain(ref);
      }
      expect(p.what.length).toBeGreaterThan(5);
    }
  });
});

describe('checkThemeContrast', () => {
  it('passes the default partner', () => {
    expect(checkThemeContrast(theme)).toEqual([]);
  });

  it('checks the text on the insurance card face', () => {
    const problems = checkThemeContrast({ ...theme, card_background_color: '#DDDDDD' });
    expect(problems.map((p) => p.pointer)).toEqual(['/top_bar_text_color']);
    expect(problems[0]!.message).toMatch(/insurance card face/);
  });

  it('reports a low-contrast pair with pointer, ratio and a fix', () => {
    const problems = checkThemeContrast({
      ...theme,
      top_bar_text_color: '#777777',
      top_bar_icon_color: '#333333',
      top_bar_background_color: '#FFFFFF',
      // The card face also carries the top bar text colour: keep that pair passing (4.69:1).
      card_background_color: '#000000',
    });
    expect(problems).toHaveLength(1);
    const [p] = problems;
    expect(p!.pointer).toBe('/top_bar_text_color');
    expect(p!.min).toBe(4.5);
    expect(p!.ratio).toBeCloseTo(4.48, 2);
    expect(p!.message).toMatch(
      /^"#777777" on top_bar_background_color "#FFFFFF" has contrast 4\.47:1, below the 4\.5:1 that WCAG AA needs for the top bar title; use a colour with more contrast, e\.g\. "#[0-9A-F]{6}", or change top_bar_background_color$/,
    );
  });

  it('points into buttons', () => {
    const buttons = theme.buttons.map((b) => ({ ...b })) as Theme['buttons'];
    buttons[4] = { ...buttons[4]!, normal_text_color: '#F08080' };
    const problems = checkThemeContrast({ ...theme, buttons });
    expect(problems.map((p) => p.pointer)).toEqual(['/buttons/4/normal_text_color']);
  });

  it('skips the pairs of a hidden bar', () => {
    const low = { ...theme, bottom_bar_normal_color: '#EEEEEE' };
    expect(checkThemeContrast(low).map((p) => p.pointer)).toEqual(['/bottom_bar_normal_color']);
    expect(checkThemeContrast({ ...low, bottom_bar_status: 0 })).toEqual([]);
  });

  it('sees translucent panels over the page colour', () => {
    // A dark page shows through a half-transparent white panel: grey text no longer passes.
    const problems = checkThemeContrast({
      ...theme,
      background_color_1: '#000000',
      background_opacity_2: 0.5,
      content_1: '#1F2933',
    });
    expect(problems.map((p) => p.pointer)).toContain('/content_1');
    expect(problems.find((p) => p.pointer === '/content_1')!.message).toContain('(seen as #');
  });

  it('skips colours that are not hex instead of throwing', () => {
    expect(() => checkThemeContrast({ ...theme, content_1: 'red', buttons: [] as never })).not.toThrow();
  });
});

describe('contrastReport (issue 26)', () => {
  it('lists every pair, passing ones included, with ratio, level and whether it is shown', () => {
    const theme = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../partners/krungsiam-bank/theme.json'), 'utf8'),
    );
    const rows = contrastReport(theme);
    expect(rows).toHaveLength(CONTRAST_PAIRS.length);
    expect(rows.every((r) => r.ratio >= 1 && r.ratio <= 21)).toBe(true);
    // krungsiam-bank hides its bottom bar: its pairs are listed, marked not shown.
    expect(rows.filter((r) => !r.shown).map((r) => r.background)).toEqual([
      'bottom_bar_background_color',
      'bottom_bar_background_color',
    ]);
    // The failures are exactly what checkThemeContrast reports (none for a shipped partner).
    expect(rows.filter((r) => r.shown && !r.passes)).toHaveLength(checkThemeContrast(theme).length);
    const broken = contrastReport({ ...theme, content_1: '#EEEEEE' });
    expect(broken.filter((r) => r.shown && !r.passes).map((r) => r.pointer)).toEqual([
      '/content_1',
      '/content_1',
    ]);
    expect(broken.find((r) => r.pointer === '/content_1')).toMatchObject({
      min: 4.5,
      kind: 'text',
      passes: false,
    });
  });
});
