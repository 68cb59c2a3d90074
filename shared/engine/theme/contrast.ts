/**
 * WCAG 2.x contrast for partner themes: pure functions, no DOM.
 *
 * Colours are the theme's hex forms (#RGB, #RRGGBB, #RRGGBBAA). `relativeLuminance` and
 * `contrastRatio` composite a translucent colour over white, so they can be used on any single hex.
 * `checkThemeContrast` is more precise: it composites each text colour over its actual background
 * and the panel colour over the page colour (with the theme's opacities).
 */
import type { ButtonStyle, Theme } from '../../generated/types';
import { FOCUS_BUTTONS } from './focus';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const HEX_RE = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_RE.test(value);
}

/** Parses #RGB, #RRGGBB or #RRGGBBAA; throws on anything else. */
export function parseHexColor(hex: string): Rgba {
  if (!isHexColor(hex))
    throw new Error(`not a hex colour: ${JSON.stringify(hex)}; use #RGB, #RRGGBB or #RRGGBBAA`);
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
}

/** `fg` painted over `bg` (alpha blending); the result takes `bg`'s alpha if `bg` is itself translucent. */
export function compositeOver(fg: Rgba, bg: Rgba): Rgba {
  const base = bg.a < 1 ? compositeOver(bg, WHITE) : bg;
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  return { r: mix(fg.r, base.r), g: mix(fg.g, base.g), b: mix(fg.b, base.b), a: 1 };
}

/** #RRGGBB (upper case) of an opaque colour; alpha is dropped. */
export function toHex(c: Rgba): string {
  const p = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${p(c.r)}${p(c.g)}${p(c.b)}`.toUpperCase();
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminanceOf(c: Rgba): number {
  const o = c.a < 1 ? compositeOver(c, WHITE) : c;
  return 0.2126 * channel(o.r) + 0.7152 * channel(o.g) + 0.0722 * channel(o.b);
}

function ratioOf(a: Rgba, b: Rgba): number {
  const la = luminanceOf(a);
  const lb = luminanceOf(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG relative luminance, 0 (black) to 1 (white). A translucent colour is composited over white. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(parseHexColor(hex));
}

/** WCAG contrast ratio, 1 to 21, symmetric. Translucent colours are composited over white. */
export function contrastRatio(hexA: string, hexB: string): number {
  return ratioOf(parseHexColor(hexA), parseHexColor(hexB));
}

/** A ratio for messages: rounded down, so 4.497 shows as 4.49 and never as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The theme fields that hold a colour. */
export const THEME_COLOR_FIELDS = [
  'main_color_1',
  'main_color_2',
  'header_title_1',
  'header_title_2',
  'header_title_3',
  'content_1',
  'content_2',
  'content_3',
  'label_warning',
  'label_alert',
  'label_disable',
  'text_label',
  'background_title_1',
  'background_title_2',
  'form_text_color',
  'form_border_color',
  'form_background_color',
  'icon_1',
  'icon_2',
  'icon_3',
  'icon_4',
  'background_color_1',
  'background_color_2',
  'card_background_color',
  'top_bar_background_color',
  'top_bar_text_color',
  'top_bar_icon_color',
  'bottom_bar_background_color',
  'bottom_bar_normal_color',
  'bottom_bar_active_color',
  'menu_icon_text_color',
  'menu_icon_border_color',
  'menu_icon_background_color',
] as const satisfies readonly (keyof Theme)[];

export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];

/** A colour inside one of the 8 button styles (index 0 = button 1, primary). */
export interface ButtonColorRef {
  button: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  field: keyof ButtonStyle;
}

/** Where a pair's colour comes from: a theme field, or a field of one button style. */
export type ColorRef = ThemeColorField | ButtonColorRef;

export interface ContrastPair {
  text: ColorRef;
  background: ColorRef;
  /** 4.5 for text (WCAG 1.4.3 AA); 3 for icons and field borders (WCAG 1.4.11). */
  min: 4.5 | 3;
  /** What the member sees, for messages. */
  what: string;
  /** The pair is checked only when this status is 1 (a hidden bar's colours are never seen). */
  shownBy?: 'top_bar_status' | 'bottom_bar_status';
}

export const BUTTON_NAMES = FOCUS_BUTTONS;

const buttonIndexes = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** Every text-on-background pair the UI draws, with the contrast it needs. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    text: 'top_bar_text_color',
    background: 'top_bar_background_color',
    min: 4.5,
    what: 'the top bar title',
    shownBy: 'top_bar_status',
  },
  {
    text: 'top_bar_icon_color',
    background: 'top_bar_background_color',
    min: 3,
    what: 'the top bar icons (back arrow, menu)',
    shownBy: 'top_bar_status',
  },
  ...buttonIndexes.map(
    (i): ContrastPair => ({
      text: { button: i, field: 'normal_text_color' },
      background: { button: i, field: 'normal_background_color' },
      min: 4.5,
      what: `the label of button ${i + 1} (${BUTTON_NAMES[i]}) on its own background`,
    }),
  ),
  // Text and link buttons are drawn without a visible box, straight on panels.
  ...([3, 7] as const).map(
    (i): ContrastPair => ({
      text: { button: i, field: 'normal_text_color' },
      background: 'background_color_2',
      min: 4.5,
      what: `the label of button ${i + 1} (${BUTTON_NAMES[i]}), drawn on panels`,
    }),
  ),
  { text: 'content_1', background: 'background_color_2', min: 4.5, what: 'main text on cards and panels' },
  {
    text: 'content_2',
    background: 'background_color_2',
    min: 4.5,
    what: 'secondary text on cards and panels',
  },
  {
    text: 'content_3',
    background: 'background_color_2',
    min: 4.5,
    what: 'captions and hints on cards and panels',
  },
  {
    text: 'header_title_1',
    background: 'background_color_2',
    min: 4.5,
    what: 'page titles on cards and panels',
  },
  {
    text: 'header_title_2',
    background: 'background_color_2',
    min: 4.5,
    what: 'section titles on cards and panels',
  },
  {
    text: 'header_title_3',
    background: 'background_color_2',
    min: 4.5,
    what: 'card and list titles on cards and panels',
  },
  {
    text: 'text_label',
    background: 'background_color_2',
    min: 4.5,
    what: 'form labels and captions on panels',
  },
  { text: 'label_warning', background: 'background_color_2', min: 4.5, what: 'warning labels on panels' },
  { text: 'label_alert', background: 'background_color_2', min: 4.5, what: 'alert labels on panels' },
  { text: 'icon_1', background: 'background_color_2', min: 3, what: 'primary icons on panels' },
  { text: 'content_1', background: 'background_color_1', min: 4.5, what: 'main text on the page background' },
  {
    text: 'header_title_1',
    background: 'background_color_1',
    min: 4.5,
    what: 'page titles on the page background',
  },
  {
    text: 'form_text_color',
    background: 'form_background_color',
    min: 4.5,
    what: 'text typed into form fields',
  },
  {
    text: 'label_alert',
    background: 'form_background_color',
    min: 4.5,
    what: 'error messages inside form fields',
  },
  { text: 'form_border_color', background: 'background_color_2', min: 3, what: 'the border of form fields' },
  {
    text: 'menu_icon_text_color',
    background: 'menu_icon_background_color',
    min: 4.5,
    what: 'home menu tile labels',
  },
  {
    text: 'bottom_bar_active_color',
    background: 'bottom_bar_background_color',
    min: 4.5,
    what: 'the bottom bar label of the current page',
    shownBy: 'bottom_bar_status',
  },
  {
    text: 'bottom_bar_normal_color',
    background: 'bottom_bar_background_color',
    min: 4.5,
    what: 'the bottom bar labels of other pages',
    shownBy: 'bottom_bar_status',
  },
  {
    text: 'header_title_2',
    background: 'background_title_1',
    min: 4.5,
    what: 'section titles on section title bars',
  },
  {
    // The insurance card face (src/features/cards) writes the top bar text colour on the card colour.
    text: 'top_bar_text_color',
    background: 'card_background_color',
    min: 4.5,
    what: 'text on the insurance card face',
  },
];

/** The JSON pointer of a colour reference inside theme.json. */
export function colorPointer(ref: ColorRef): string {
  return typeof ref === 'string' ? `/${ref}` : `/buttons/${ref.button}/${ref.field}`;
}

/** A readable name of a colour reference, e.g. `buttons[3].normal_text_color`. */
export function colorName(ref: ColorRef): string {
  return typeof ref === 'string' ? ref : `buttons[${ref.button}].${ref.field}`;
}

function rawColor(theme: Partial<Theme>, ref: ColorRef): unknown {
  if (typeof ref === 'string') return theme[ref];
  const buttons = theme.buttons as unknown;
  return Array.isArray(buttons)
    ? (buttons[ref.button] as Record<string, unknown> | undefined)?.[ref.field]
    : undefined;
}

function opacity(value: unknown): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : 1;
}

/**
 * The opaque colour a member sees for a background reference: the page colour at its opacity over
 * white, the panel colour at its opacity over the page, any other translucent colour over white.
 */
function resolveBackground(theme: Partial<Theme>, ref: ColorRef): Rgba | undefined {
  const raw = rawColor(theme, ref);
  if (!isHexColor(raw)) return undefined;
  const c = parseHexColor(raw);
  if (ref === 'background_color_1')
    return compositeOver({ ...c, a: c.a * opacity(theme.background_opacity_1) }, WHITE);
  if (ref === 'background_color_2') {
    const page = resolveBackground(theme, 'background_color_1') ?? WHITE;
    return compositeOver({ ...c, a: c.a * opacity(theme.background_opacity_2) }, page);
  }
  return compositeOver(c, WHITE);
}

/**
 * The nearest colour to `text` (mixing it towards black or white, whichever reaches the target)
 * that has at least `min` contrast on `background`; undefined if neither direction gets there.
 */
export function suggestTextColor(text: Rgba, background: Rgba, min: number): string | undefined {
  const candidates: Array<{ hex: string; step: number }> = [];
  for (const target of [
    { r: 0, g: 0, b: 0, a: 1 },
    { r: 255, g: 255, b: 255, a: 1 },
  ]) {
    for (let step = 1; step <= 100; step++) {
      const t = step / 100;
      const mixed = {
        r: text.r + (target.r - text.r) * t,
        g: text.g + (target.g - text.g) * t,
        b: text.b + (target.b - text.b) * t,
        a: 1,
      };
      const hex = toHex(mixed);
      // Check the rounded hex, so the suggestion really passes.
      if (ratioOf(parseHexColor(hex), background) >= min) {
        candidates.push({ hex, step });
        break;
      }
    }
  }
  candidates.sort((a, b) => a.step - b.step);
  return candidates[0]?.hex;
}

export interface ContrastProblem {
  /** JSON pointer of the text colour in theme.json. */
  pointer: string;
  message: string;
  ratio: number;
  min: number;
  /** The nearest colour to the text colour that passes on this background, when there is one. */
  suggestion?: string;
}

/**
 * Checks every pair of CONTRAST_PAIRS against a theme. Pairs whose colours are missing or not hex
 * are skipped (the schema reports those), so this is safe on a theme that failed validation.
 */
export function checkThemeContrast(theme: Theme | Partial<Theme>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of CONTRAST_PAIRS) {
    if (pair.shownBy && theme[pair.shownBy] === 0) continue;
    const rawText = rawColor(theme, pair.text);
    const background = resolveBackground(theme, pair.background);
    if (!isHexColor(rawText) || !background) continue;
    const text = compositeOver(parseHexColor(rawText), background);
    const ratio = ratioOf(text, background);
    if (ratio >= pair.min) continue;
    const suggestion = suggestTextColor(text, background, pair.min);
    const bgName = colorName(pair.background);
    const bgRaw = rawColor(theme, pair.background) as string;
    const shownBg =
      toHex(background) === bgRaw.toUpperCase() ? `"${bgRaw}"` : `"${bgRaw}" (seen as ${toHex(background)})`;
    problems.push({
      pointer: colorPointer(pair.text),
      ratio,
      min: pair.min,
      ...(suggestion ? { suggestion } : {}),
      message:
        `"${rawText}" on ${bgName} ${shownBg} has contrast ${formatRatio(ratio)}, below the ${pair.min}:1 ` +
        `that WCAG AA needs for ${pair.what}; ` +
        (suggestion
          ? `use a colour with more contrast, e.g. "${suggestion}", or change ${bgName}`
          : `change ${bgName} to a much lighter or darker colour`),
    });
  }
  return problems;
}

/** One pair the theme makes, passing or not, as the contrast report shows it. */
export interface ContrastReportRow {
  /** What the member sees. */
  what: string;
  /** Where the foreground comes from (a theme field, a button's field, "focus ring", "logo"). */
  foreground: string;
  background: string;
  /** The colours as seen (#RRGGBB). */
  foregroundHex: string;
  backgroundHex: string;
  ratio: number;
  /** The ratio WCAG asks: 4.5 for text (1.4.3), 3 for icons, borders, focus rings and logos (1.4.11, 2.4.11). */
  min: number;
  passes: boolean;
  /** False when the pair is on a hidden bar (reported, not checked). */
  shown: boolean;
  /** The JSON pointer a fix changes. */
  pointer?: string;
  kind: 'text' | 'graphic' | 'focus' | 'logo';
}

/** A focus ring or logo measurement for the report (computed by focus.ts and logo-check.ts). */
export interface ExtraReportRow {
  what: string;
  foreground: string;
  background: string;
  foregroundHex: string;
  backgroundHex: string;
  ratio: number;
  min: number;
  passes: boolean;
  pointer?: string;
  kind: 'focus' | 'logo';
}

/**
 * Every pair the theme makes, passing ones included (issue 26): the text and graphic pairs of
 * CONTRAST_PAIRS, then the focus rings and logo measurements the caller adds. Pairs with a colour
 * that is not (yet) a hex colour are left out, as checkThemeContrast leaves them.
 */
export function contrastReport(
  theme: Theme | Partial<Theme>,
  extra: readonly ExtraReportRow[] = [],
): ContrastReportRow[] {
  const rows: ContrastReportRow[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const rawText = rawColor(theme, pair.text);
    const background = resolveBackground(theme, pair.background);
    if (!isHexColor(rawText) || !background) continue;
    const text = compositeOver(parseHexColor(rawText), background);
    const ratio = ratioOf(text, background);
    rows.push({
      what: pair.what,
      foreground: colorName(pair.text),
      background: colorName(pair.background),
      foregroundHex: toHex(text),
      backgroundHex: toHex(background),
      ratio,
      min: pair.min,
      passes: ratio >= pair.min,
      shown: !(pair.shownBy && theme[pair.shownBy] === 0),
      pointer: colorPointer(pair.text),
      kind: pair.min === 4.5 ? 'text' : 'graphic',
    });
  }
  for (const e of extra) rows.push({ ...e, shown: true });
  return rows;
}
