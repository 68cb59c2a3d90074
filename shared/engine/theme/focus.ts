/**
 * Focus-ring colours (WCAG 2.4.11 / 1.4.11): for every surface a focus ring is drawn on, a colour
 * with at least 3:1 against that surface. The theme's own colour is used when it passes; otherwise
 * the nearest mix of it towards black or white that passes (one of the two always does: any colour
 * has at least 4.58:1 against black or against white). Pure and small, since the browser runs it
 * too (static hosting applies a fetched theme); validate:partners reports every pair.
 */
import type { Theme } from '../../generated/types';

/** The contrast a focus indicator needs against the colours next to it. */
export const FOCUS_MIN = 3;

/** An opaque colour, 0–255 per channel. */
export type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];

/** A validated hex colour (#RGB, #RRGGBB, #RRGGBBAA) at `alpha`, painted over `under`. */
export function opaque(hex: string, under: Rgb = WHITE, alpha = 1): Rgb {
  let h = hex.slice(1);
  if (h.length < 6) h = h.replace(/./g, '$&$&');
  const a = (h.length === 8 ? Number.parseInt(h.slice(6), 16) / 255 : 1) * alpha;
  return [0, 2, 4].map((i, k) => Number.parseInt(h.slice(i, i + 2), 16) * a + under[k]! * (1 - a)) as Rgb;
}

const luminance = (c: Rgb) =>
  c.reduce((sum, v, i) => {
    const s = v / 255;
    return sum + [0.2126, 0.7152, 0.0722][i]! * (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
  }, 0);

/** WCAG contrast ratio of two opaque colours. */
export function ratio(a: Rgb, b: Rgb): number {
  const x = luminance(a) + 0.05;
  const y = luminance(b) + 0.05;
  return x > y ? x / y : y / x;
}

export const toHex = (c: Rgb) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** The first candidate with ≥ 3:1 on `surface`, else the nearest passing mix of the first one. */
export function focusRingColor(candidates: readonly string[], exact: Rgb): string {
  // Against the surface as the browser paints it (8-bit channels), with a small margin so that a
  // translucent background composited slightly differently still gives 3:1.
  const surface = opaque(toHex(exact));
  const passes = (c: Rgb) => ratio(c, surface) >= FOCUS_MIN + 0.05;
  for (const hex of candidates) {
    const c = opaque(toHex(opaque(hex, surface)));
    if (passes(c)) return toHex(c);
  }
  const first = opaque(candidates[0] ?? '#000', surface);
  for (let step = 1; step <= 20; step++)
    for (const target of [0, 255]) {
      // Checked after rounding to hex, so the colour really passes.
      const hex = toHex(first.map((v) => v + ((target - v) * step) / 20) as Rgb);
      if (passes(opaque(hex))) return hex;
    }
  return '#000000';
}

/**
 * The 8 button styles of the theme, defined here (the small module the browser loads) and used by the
 * contrast checks too (contrast.ts BUTTON_NAMES).
 */
export const FOCUS_BUTTONS = [
  'primary',
  'secondary',
  'outline',
  'text',
  'danger',
  'success',
  'light',
  'link',
] as const;
type ButtonName = (typeof FOCUS_BUTTONS)[number];

/** A surface focus rings are drawn on: its opaque colour and the theme colours to try, in order. */
export interface FocusSurface {
  surface: Rgb;
  candidates: string[];
}

/** Every surface that carries a focus ring: `page` → `--wl-focus-page`, `button.primary` → `--wl-focus-button-primary`. */
export function focusSurfaces(t: Theme): Record<string, FocusSurface> {
  const page = opaque(t.background_color_1, WHITE, t.background_opacity_1);
  const panel = opaque(t.background_color_2, page, t.background_opacity_2);
  const main = [t.main_color_2, t.main_color_1, t.header_title_1, t.content_1];
  const out: Record<string, FocusSurface> = {
    page: { surface: page, candidates: main },
    panel: { surface: panel, candidates: main },
    topBar: {
      surface: opaque(t.top_bar_background_color),
      candidates: [t.top_bar_icon_color, t.top_bar_text_color],
    },
    bottomBar: {
      surface: opaque(t.bottom_bar_background_color),
      candidates: [t.bottom_bar_active_color, t.bottom_bar_normal_color],
    },
    tile: { surface: opaque(t.menu_icon_background_color), candidates: [...main, t.menu_icon_text_color] },
  };
  FOCUS_BUTTONS.forEach((name, i) => {
    const b = t.buttons[i];
    if (b)
      out[`button.${name}`] = {
        surface: opaque(b.normal_background_color),
        candidates: [b.normal_text_color, b.normal_border_color],
      };
  });
  return out;
}

/** What a focus pair is, for validate:partners' report (not needed by the browser). */
export function focusWhat(name: string): string {
  const what: Record<string, string> = {
    page: 'links, fields and cards on the page background',
    panel: 'links, fields and rows on panels and dialogs',
    topBar: 'the back button and language switch on the top bar',
    bottomBar: 'the bottom bar links (ring drawn inside them)',
    tile: 'a home menu tile (ring drawn inside it)',
  };
  const button = name.startsWith('button.') ? FOCUS_BUTTONS.indexOf(name.slice(7) as ButtonName) : -1;
  return what[name] ?? `button ${button + 1} (${name.slice(7)}), ring drawn inside it`;
}

/** The focus-ring colour of every surface, as #RRGGBB: the resolver's `focus` tokens. */
export function focusRings(t: Theme) {
  const s = focusSurfaces(t);
  const ring = (k: string) => focusRingColor(s[k]!.candidates, s[k]!.surface);
  return {
    page: ring('page'),
    panel: ring('panel'),
    topBar: ring('topBar'),
    bottomBar: ring('bottomBar'),
    tile: ring('tile'),
    button: Object.fromEntries(FOCUS_BUTTONS.map((n) => [n, ring(`button.${n}`)])) as Record<
      ButtonName,
      string
    >,
  };
}
