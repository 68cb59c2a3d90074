import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../generated/types';
import { validateTheme } from '../../generated/validators.js';
import { partnerFolderFromKit } from '../partner/folder';
import { focusPairs, inspectPartnerFiles } from '../partner/validate-config';
import { themeFromBrandKit } from './brand-kit';
import { checkThemeContrast, contrastRatio, relativeLuminance } from './contrast';
import { checkDarkContrast, darkCssVars, darkTheme, themeStyleRules } from './dark';
import { FOCUS_MIN } from './focus';
import { themeToCssVars } from './resolve';

const PARTNERS = join(__dirname, '../../../partners');
const shipped = readdirSync(PARTNERS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    id: d.name,
    theme: JSON.parse(readFileSync(join(PARTNERS, d.name, 'theme.json'), 'utf8')) as Theme,
  }));

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase());

describe('darkTheme', () => {
  it('ships partners whose dark variants pass every WCAG AA pair', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(4);
    for (const { id, theme } of shipped) {
      const dark = darkTheme(theme);
      expect(dark, id).not.toBeNull();
      expect(validateTheme(dark), `${id}: ${JSON.stringify(validateTheme.errors)}`).toBe(true);
      expect(checkThemeContrast(dark!), id).toEqual([]);
      expect(checkDarkContrast(theme), id).toEqual([]);
      // Dark surfaces, light text.
      expect(relativeLuminance(dark!.background_color_1), id).toBeLessThan(0.03);
      expect(relativeLuminance(dark!.background_color_2), id).toBeLessThan(0.03);
      expect(relativeLuminance(dark!.content_1), id).toBeGreaterThan(0.5);
      // The focus rings derived for the dark surfaces keep 3:1 too (focus.ts).
      for (const f of focusPairs(dark!)) expect(f.ratio, `${id} ${f.what}`).toBeGreaterThanOrEqual(FOCUS_MIN);
    }
  });

  it('derives a passing dark variant from any brand kit (the trial’s CPA kit included)', () => {
    const check = (colors: string[]) => {
      const { theme } = themeFromBrandKit({ partnerId: 'brand-new', insCode: 'BRN', colors, name: 'Brand' });
      expect(checkDarkContrast(theme)).toEqual([]);
    };
    check(['#1B4D89', '#F2B705', '#2BB673']);
    fc.assert(fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), check), {
      numRuns: 200,
      seed: 20261127,
    });
  });

  it('keeps the brand hue: the main colour is a lighter shade of the same colour', () => {
    const theme = shipped.find((p) => p.id === 'default')!.theme;
    const dark = darkTheme(theme)!;
    expect(dark.main_color_1).not.toBe(theme.main_color_1);
    expect(contrastRatio(dark.main_color_1, dark.background_color_2)).toBeGreaterThanOrEqual(3);
    // Images, statuses and the insurer code are the light theme's.
    expect(dark.logo).toBe(theme.logo);
    expect(dark.menu_icon_5_status).toBe(theme.menu_icon_5_status);
    expect(dark.ins_code).toBe(theme.ins_code);
  });

  it('lets theme.dark override derived colours; derived inks fit an overridden surface', () => {
    const base = shipped.find((p) => p.id === 'default')!.theme;
    const theme: Theme = { ...base, dark: { background_color_2: '#202020', content_1: '#F0F0F0' } };
    const dark = darkTheme(theme)!;
    expect(dark.background_color_2).toBe('#202020');
    expect(dark.content_1).toBe('#F0F0F0');
    expect(contrastRatio(dark.content_2, '#202020')).toBeGreaterThanOrEqual(4.5);
    expect(checkDarkContrast(theme)).toEqual([]);
  });

  it('reports a failing override by the same rules, pointing into /dark', () => {
    const base = shipped.find((p) => p.id === 'default')!.theme;
    const problems = checkDarkContrast({ ...base, dark: { content_1: '#222222' } });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.pointer)).toContain('/dark/content_1');
    expect(problems[0]!.message).toMatch(/^In the dark scheme: "#222222" on background_color_\d/);
    expect(problems[0]!.suggestion).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('has no dark variant when dark_scheme is off', () => {
    const base = shipped.find((p) => p.id === 'default')!.theme;
    const off: Theme = { ...base, dark_scheme: 'off' };
    expect(darkTheme(off)).toBeNull();
    expect(darkCssVars(off)).toBeNull();
    expect(checkDarkContrast({ ...off, dark: { content_1: '#222222' } })).toEqual([]);
    expect(themeStyleRules(off)).not.toContain('@media');
  });
});

describe('themeStyleRules', () => {
  const theme = shipped.find((p) => p.id === 'default')!.theme;

  it('is :root with the light variables and a prefers-color-scheme: dark block with the dark ones', () => {
    const css = themeStyleRules(theme);
    const light = themeToCssVars(theme);
    const dark = darkCssVars(theme)!;
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(`--wl-color-page-bg:${light['--wl-color-page-bg']}`);
    const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark){:root{'));
    expect(media).toContain(`--wl-color-page-bg:${dark['--wl-color-page-bg']}`);
    expect(media).toContain('color-scheme:dark');
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
  });

  it('has a readable form for the CSS export', () => {
    const css = themeStyleRules(theme, { pretty: true });
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).toContain('\n  --wl-color-main-1: ');
    expect(css).toContain('@media (prefers-color-scheme: dark) {\n  :root {\n    --wl-color-main-1: ');
  });
});

describe('the validator (editor and validate:partners)', () => {
  const folder = (dark: Theme['dark']) => {
    const files = partnerFolderFromKit({
      partnerId: 'cpa-care',
      insCode: 'CPA',
      colors: ['#1B4D89', '#F2B705', '#2BB673'],
      name: 'Chao Phraya Assurance',
      nameTh: 'เจ้าพระยาประกันภัย',
      random: (n) => new Uint8Array(n).fill(7),
    });
    const theme = JSON.parse(files['theme.json']!) as Theme;
    return { ...files, 'theme.json': JSON.stringify({ ...theme, dark }, null, 2) };
  };
  const darkProblems = (dark: Theme['dark']) =>
    inspectPartnerFiles({
      folder: 'cpa-care',
      label: '',
      files: folder(dark),
      isDefault: false,
    }).problems.filter((p) => p.pointer?.startsWith('/dark'));

  it('passes the trial’s brand kit in dark, and reports a dark override below AA with its fix', () => {
    expect(darkProblems(undefined)).toEqual([]);
    const problems = darkProblems({ content_1: '#303030' });
    expect(problems.map((p) => p.pointer)).toContain('/dark/content_1');
    const p = problems.find((x) => x.pointer === '/dark/content_1')!;
    expect(p.file).toBe('theme.json');
    expect(p.message).toMatch(/^In the dark scheme: "#303030" on background_color_\d .* below the 4\.5:1/);
    expect(p.suggestion).toMatch(/^#[0-9A-F]{6}$/);
  });
});
