/**
 * The dark scheme (docs/decisions/083-dark-scheme.md): a partner's dark variant derived from its
 * light theme, pure (no DOM), shared by the server (the inlined `@media (prefers-color-scheme: dark)`
 * block), the member app (applyThemeToDocument), the previewer and the validator.
 *
 * - Surfaces (page, panels, fields, title bars, tiles, bottom bar) become dark neutrals tinted with
 *   main_color_1's hue; the top bar and card faces keep their hue and saturation, darkened; button
 *   backgrounds keep their colour unless they are near-white (then they take the panel colour).
 * - Inks (text, icons, borders) keep their hue with the HSL lightness inverted (those on the top bar
 *   and on coloured buttons are kept as they are), then are mixed towards
 *   white or black, the least needed, until every pair of CONTRAST_PAIRS they are drawn in passes.
 * - `theme.dark` replaces derived colours: surface overrides are applied before the inks are fitted
 *   (so derived inks suit them), ink overrides after (so they are kept as given, and checked).
 * - `theme.dark_scheme: 'off'` means no dark variant.
 */
import type { ButtonStyle, Theme } from '../../generated/types';
import {
  CONTRAST_PAIRS,
  type ColorRef,
  type ContrastProblem,
  checkThemeContrast,
  colorName,
  compositeOver,
  contrastRatio,
  isHexColor,
  parseHexColor,
  type Rgba,
  suggestTextColor,
  THEME_COLOR_FIELDS,
  type ThemeColorField,
  toHex,
} from './contrast';
import { cssVarsToText, themeToCssVars } from './resolve';

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex({ r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255, a: 1 });
}

/** The opaque colour a member sees for a theme colour (a translucent one over white). */
const opaque = (hex: string): Rgba => compositeOver(parseHexColor(hex), WHITE);

/** The surfaces of the dark variant; every other colour field is an ink. */
const NEUTRAL_SURFACES: Partial<Record<ThemeColorField, number>> = {
  background_color_1: 0.07,
  bottom_bar_background_color: 0.1,
  background_color_2: 0.11,
  menu_icon_background_color: 0.13,
  form_background_color: 0.14,
  background_title_1: 0.17,
  background_title_2: 0.2,
};
const BRAND_SURFACES: readonly ThemeColorField[] = ['top_bar_background_color', 'card_background_color'];
/** Inks drawn on the top bar and card faces, which stay coloured: kept as they are, then fitted. */
const ON_BRAND_INKS: readonly ThemeColorField[] = ['top_bar_text_color', 'top_bar_icon_color'];
const isSurface = (f: ThemeColorField) => f in NEUTRAL_SURFACES || BRAND_SURFACES.includes(f);

/** A dark neutral at lightness `l`, tinted with the brand's hue. */
function tintedNeutral(brand: Hsl, l: number): string {
  return fromHsl({ h: brand.h, s: Math.min(brand.s, 0.2), l });
}

/** The colour kept in hue and saturation, no lighter than `maxL`. */
const darkened = (hex: string, maxL: number) => {
  const c = toHsl(opaque(hex));
  return fromHsl({ ...c, l: Math.min(c.l, maxL) });
};

/** Hue and saturation kept, lightness inverted: dark text becomes light text of the same colour. */
const inverted = (hex: string) => {
  const c = toHsl(opaque(hex));
  return fromHsl({ ...c, l: 1 - c.l });
};

/**
 * A button keeps its colours unless its background is near-white: then the background takes the panel
 * colour and its label and border are inverted like other inks (the outline, text, light and link
 * styles drawn on panels).
 */
function darkButton(b: ButtonStyle, panel: string): ButtonStyle {
  const light = (hex: string) => toHsl(opaque(hex)).l > 0.85;
  const state = (bg: string, border: string, text: string) =>
    light(bg) ? [panel, inverted(border), inverted(text)] : [toHex(opaque(bg)), border, text];
  const [nb, nbo, nt] = state(b.normal_background_color, b.normal_border_color, b.normal_text_color);
  const [db, dbo, dt] = state(b.disable_background_color, b.disable_border_color, b.disable_text_color);
  return {
    normal_background_color: nb!,
    normal_border_color: nbo!,
    normal_text_color: nt!,
    disable_background_color: db!,
    disable_border_color: dbo!,
    disable_text_color: dt!,
  };
}

function get(theme: Theme, ref: ColorRef): string {
  return typeof ref === 'string' ? theme[ref] : theme.buttons[ref.button]![ref.field];
}

function set(theme: Theme, ref: ColorRef, value: string): void {
  if (typeof ref === 'string') theme[ref] = value;
  else theme.buttons[ref.button] = { ...theme.buttons[ref.button]!, [ref.field]: value };
}

/**
 * Mixes every ink that fails a pair towards white or black until it passes, pass after pass (an ink
 * drawn on two backgrounds is fitted to both), leaving `keep` (overridden fields) alone.
 */
function fitInks(theme: Theme, keep: ReadonlySet<string>): void {
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    for (const pair of CONTRAST_PAIRS) {
      if (keep.has(colorName(pair.text))) continue;
      const background = opaque(get(theme, pair.background));
      const text = toHex(compositeOver(parseHexColor(get(theme, pair.text)), background));
      if (contrastRatio(text, toHex(background)) >= pair.min) continue;
      // A little above the minimum, so rounding never lands a fitted colour just under it.
      const fixed = suggestTextColor(parseHexColor(text), background, pair.min + 0.05);
      if (fixed) {
        set(theme, pair.text, fixed);
        changed = true;
      }
    }
    if (!changed) return;
  }
}

/**
 * The dark variant of a theme, as a complete theme (same images, statuses and fields; opacities 1),
 * or null when `dark_scheme` is 'off'. `theme.dark` replaces derived colours.
 */
export function darkTheme(theme: Theme): Theme | null {
  if (theme.dark_scheme === 'off') return null;
  const overrides = (theme.dark ?? {}) as Partial<Record<ThemeColorField, string>>;
  const brand = toHsl(opaque(theme.main_color_1));
  const { dark: _dark, dark_scheme: _scheme, ...rest } = theme;
  const out: Theme = { ...rest, background_opacity_1: 1, background_opacity_2: 1, buttons: [] };
  for (const field of THEME_COLOR_FIELDS) {
    const level = NEUTRAL_SURFACES[field];
    if (level !== undefined) out[field] = tintedNeutral(brand, level);
    else if (BRAND_SURFACES.includes(field)) out[field] = darkened(theme[field], 0.24);
    else if (ON_BRAND_INKS.includes(field)) out[field] = theme[field];
    else out[field] = inverted(theme[field]);
  }
  for (const field of THEME_COLOR_FIELDS)
    if (isSurface(field) && isHexColor(overrides[field])) out[field] = overrides[field]!;
  out.buttons = theme.buttons.map((b) => darkButton(b, out.background_color_2));
  fitInks(out, new Set(Object.keys(overrides).filter((f) => isHexColor(overrides[f as ThemeColorField]))));
  for (const field of THEME_COLOR_FIELDS)
    if (!isSurface(field) && isHexColor(overrides[field])) out[field] = overrides[field]!;
  return out;
}

/**
 * The dark variant's contrast problems, by the same rules as the light theme (checkThemeContrast),
 * pointing into `/dark` of theme.json: an overridden colour at its own field, a derived one at the
 * field whose override would fix it.
 */
export function checkDarkContrast(theme: Theme): ContrastProblem[] {
  const dark = darkTheme(theme);
  if (!dark) return [];
  return checkThemeContrast(dark).map((p) => {
    const field = p.pointer.startsWith('/buttons/') ? null : p.pointer.slice(1);
    return {
      ...p,
      pointer: field ? `/dark/${field}` : '/dark',
      message: `In the dark scheme: ${p.message}${field ? '' : ' (set it in "dark" or change the light button colours)'}`,
    };
  });
}

/** The `--wl-*` variables of a theme's dark variant, or null without one. */
export function darkCssVars(theme: Theme): Record<string, string> | null {
  const dark = darkTheme(theme);
  return dark ? themeToCssVars(dark) : null;
}

/**
 * The dark variant's `--wl-*` declarations and `color-scheme:dark`, for the server's inlined
 * `@media (prefers-color-scheme: dark)` block (server/web/inject-boot.ts); '' without a dark variant.
 */
export function darkCssText(theme: Theme): string {
  const dark = darkCssVars(theme);
  return dark ? cssVarsToText({ ...dark, 'color-scheme': 'dark' }) : '';
}

/**
 * The theme as a stylesheet: `:root` with the light variables, then (unless dark_scheme is 'off') the
 * dark ones in a `prefers-color-scheme: dark` media block. `color-scheme` tells the browser which
 * scheme its own parts (scroll bars, form controls) should follow.
 */
export function themeStyleRules(theme: Theme, options: { pretty?: boolean } = {}): string {
  const block = (vars: Record<string, string>) =>
    options.pretty
      ? ` {\n${Object.entries(vars)
          .map(([k, v]) => `  ${k}: ${v};`)
          .join('\n')}\n}`
      : `{${cssVarsToText(vars)}}`;
  const light = themeToCssVars(theme);
  const dark = darkCssVars(theme);
  if (!dark) return `:root${block(light)}`;
  const sep = options.pretty ? '\n\n' : '';
  const darkRule = `:root${block({ ...dark, 'color-scheme': 'dark' })}`;
  return (
    `:root${block({ ...light, 'color-scheme': 'light dark' })}${sep}` +
    `@media (prefers-color-scheme: dark)${options.pretty ? ` {\n${darkRule.replace(/^/gm, '  ')}\n}` : `{${darkRule}}`}`
  );
}
