/**
 * The logo against every surface the member app draws it on (issue 26): the top bar (home page),
 * the compact in-page header when the top bar is hidden, and the login page's plate. A logo is a
 * non-text graphic a member needs to recognise the brand, so each of its visible colours is held to
 * 3:1 against what it sits on (WCAG 1.4.11).
 *
 * Pure: the colours of an SVG logo are read from its text here; a raster logo's colours are measured
 * by the caller (validate:partners and the server with sharp, the previewer's editor with a canvas)
 * and handed in as `LogoColors`. docs/decisions/082-logo-and-contrast-checks.md.
 */
import type { Theme } from '../../generated/types';
import { contrastRatio, formatRatio, isHexColor, parseHexColor, toHex } from './contrast';
import { logoChipColor as chipColorOf, isDarkSurface, logoFieldOn } from './logo-variant';

/** The contrast a logo needs against the surface it sits on (WCAG 1.4.11, non-text graphics). */
export const LOGO_MIN = 3;

/** One visible colour of a logo, and how much of the logo it paints (any unit; shares are compared). */
interface LogoColor {
  hex: string;
  weight: number;
}

/** What a member sees of a logo: its colours, and the opaque plate it brings when it has one. */
export interface LogoColors {
  colors: LogoColor[];
  /**
   * The logo's own opaque backdrop (a rectangle, or opaque corners, covering the whole image): the
   * marks are seen on it, not on the surface, so no surface can hide them.
   */
  backdrop?: string;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#FFFFFF',
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  yellow: '#FFFF00',
  orange: '#FFA500',
  gray: '#808080',
  grey: '#808080',
  navy: '#000080',
  purple: '#800080',
  silver: '#C0C0C0',
  maroon: '#800000',
  teal: '#008080',
};

/** A CSS colour as #RRGGBB(AA), or undefined for none/transparent/currentColor/anything unknown. */
function cssColor(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  if (isHexColor(v)) {
    const c = parseHexColor(v);
    return c.a === 0
      ? undefined
      : toHex(c) +
          (c.a < 1
            ? Math.round(c.a * 255)
                .toString(16)
                .padStart(2, '0')
            : '');
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(v);
  if (rgb) {
    const alpha =
      rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    if (!(alpha > 0)) return undefined;
    const hex = toHex({ r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: 1 });
    return alpha < 1
      ? hex +
          Math.round(alpha * 255)
            .toString(16)
            .padStart(2, '0')
      : hex;
  }
  return NAMED[v];
}

const DRAWN = /^(?:path|rect|circle|ellipse|polygon|polyline|line|text|tspan|use)$/i;

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
    out[m[1]!.toLowerCase()] = m[3] ?? m[4] ?? '';
  const style = out.style;
  if (style)
    for (const decl of style.split(';')) {
      const [k, ...rest] = decl.split(':');
      if (k && rest.length) out[k.trim().toLowerCase()] = rest.join(':').trim();
    }
  return out;
}

/**
 * The visible colours of an SVG logo: every fill and stroke of its drawn elements (gradients count
 * as their stops), weighted by how many elements use them, text three times (it carries the name).
 * An element with no fill of its own is black, as SVG draws it. A first rectangle covering the whole
 * viewBox is the logo's backdrop.
 */
export function svgLogoColors(svg: string): LogoColors {
  const gradients = new Map<string, string[]>();
  for (const g of svg.matchAll(/<(linearGradient|radialGradient)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const id = attrs(g[2]!).id;
    if (!id) continue;
    const stops = [...g[3]!.matchAll(/<stop\b([^>]*)>/gi)]
      .map((s) => cssColor(attrs(s[1]!)['stop-color'] ?? 'black'))
      .filter((c): c is string => !!c);
    gradients.set(id, stops);
  }
  const paint = (value: string | undefined): string[] | undefined => {
    if (value === undefined) return undefined;
    const ref = /^url\(\s*#([^)\s]+)\s*\)/.exec(value.trim());
    if (ref) return gradients.get(ref[1]!) ?? [];
    const c = cssColor(value);
    return c ? [c] : [];
  };
  // Fill and stroke inherited from enclosing <g> and <svg> elements.
  const stack: Array<{ fill?: string; stroke?: string }> = [{}];
  const weights = new Map<string, number>();
  const add = (hex: string, w: number) => weights.set(hex, (weights.get(hex) ?? 0) + w);
  const svgAttrs = attrs(/<svg\b[^>]*>/i.exec(svg)?.[0] ?? '');
  const viewBox = (svgAttrs.viewbox ?? '').split(/[\s,]+/).map(Number);
  const width = viewBox.length === 4 ? viewBox[2]! : Number.parseFloat(svgAttrs.width ?? '');
  const height = viewBox.length === 4 ? viewBox[3]! : Number.parseFloat(svgAttrs.height ?? '');
  let backdrop: string | undefined;
  let first = true;
  const body = svg.replace(/<defs\b[\s\S]*?<\/defs>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<(\/?)([\w:-]+)\b([^>]*?)(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = m;
    const tag = name!.toLowerCase();
    if (closing) {
      if (tag === 'g' || tag === 'svg' || tag === 'a') stack.pop();
      continue;
    }
    const a = attrs(rest!);
    const parent = stack[stack.length - 1]!;
    const own = { fill: a.fill ?? parent.fill, stroke: a.stroke ?? parent.stroke };
    if (tag === 'g' || tag === 'svg' || tag === 'a') {
      if (!selfClosing) stack.push(own);
      continue;
    }
    if (!DRAWN.test(tag) || a.display === 'none' || a.visibility === 'hidden') continue;
    const fills = paint(own.fill ?? 'black') ?? [];
    const strokes = paint(own.stroke) ?? [];
    const w = tag === 'text' || tag === 'tspan' ? 3 : 1;
    if (first && tag === 'rect') {
      const full = (v: string | undefined, size: number) =>
        v === '100%' || (Number.parseFloat(v ?? '') >= size && size > 0);
      const at0 = (v: string | undefined) => v === undefined || Number.parseFloat(v) === 0;
      const opaque = fills.length > 0 && fills.every((c) => c.length === 7);
      if (full(a.width, width) && full(a.height, height) && at0(a.x) && at0(a.y) && opaque) {
        backdrop = fills[0];
        first = false;
        continue;
      }
    }
    first = false;
    for (const c of fills) add(c, w);
    for (const c of strokes) add(c, w);
  }
  const colors = [...weights].map(([hex, weight]) => ({ hex, weight }));
  return backdrop ? { colors, backdrop } : { colors };
}

/** A logo surface: where the member app draws the logo, and the theme field that colours it. */
interface LogoSurface {
  id: 'top-bar' | 'page-header' | 'login';
  what: string;
  /** The colour the logo sits on, as seen (#RRGGBB). */
  background: string;
  /** The theme field behind that colour (the pointer a fix may change). */
  field: string;
  /** Whether the logo sits on the chip (logo_chip_status 1, or the login page's plate). */
  chip: boolean;
  /** The logo image drawn there: logo, or logo_on_dark on a dark surface when the theme has one. */
  image: 'logo' | 'logo_on_dark';
}

/** The chip (plate) colour behind the logo as #RRGGBB (logo-variant.ts picks it, as the app does). */
const logoChipColor = (theme: Partial<Theme>): string => toHex(parseHexColor(chipColorOf(theme)));

/** The page background as seen (its opacity over white). */
function pageColor(theme: Partial<Theme>): string | undefined {
  if (!isHexColor(theme.background_color_1)) return undefined;
  const c = parseHexColor(theme.background_color_1);
  const a = c.a * (typeof theme.background_opacity_1 === 'number' ? theme.background_opacity_1 : 1);
  const mix = (v: number) => v * a + 255 * (1 - a);
  return toHex({ r: mix(c.r), g: mix(c.g), b: mix(c.b), a: 1 });
}

/** Every surface the member app draws the logo on, for this theme (src/components/ui/top-bar.tsx, login-form.tsx). */
function logoSurfaces(theme: Partial<Theme>): LogoSurface[] {
  const chipOn = theme.logo_chip_status === 1;
  const chip = logoChipColor(theme);
  const variant = (bg: string): LogoSurface['image'] => logoFieldOn(theme, bg);
  const out: LogoSurface[] = [];
  if (theme.top_bar_status !== 0) {
    if (isHexColor(theme.top_bar_background_color)) {
      const background = chipOn ? chip : toHex(parseHexColor(theme.top_bar_background_color));
      out.push({
        id: 'top-bar',
        what: 'the top bar of the home page',
        background,
        field: chipOn ? 'logo_chip_color' : 'top_bar_background_color',
        chip: chipOn,
        image: variant(background),
      });
    }
  } else {
    // The in-page header (src/components/layout/page-frame.tsx) draws the logo itself, straight on
    // the page: no chip and no logo_on_dark there.
    const page = pageColor(theme);
    if (page)
      out.push({
        id: 'page-header',
        what: 'the in-page header of the home page (the top bar is hidden)',
        background: page,
        field: 'background_color_1',
        chip: false,
        image: 'logo',
      });
  }
  out.push({
    id: 'login',
    what: 'the plate on the login page',
    background: chip,
    field: 'logo_chip_color',
    chip: true,
    image: variant(chip),
  });
  return out;
}

/** One logo-on-surface measurement, passing or not. */
interface LogoContrast {
  surface: LogoSurface;
  /** The lowest ratio among the logo's colours on the surface (the backdrop's marks are on the backdrop). */
  ratio: number;
  /** Share (0–1) of the logo's painted colour weight that reaches 3:1. */
  visibleShare: number;
  passes: boolean;
  /** The colours that fall below 3:1. */
  faint: string[];
  /** The logo colour with the least contrast on the surface (the backdrop for a logo with one). */
  worst: string;
  backdrop?: string;
}

/**
 * The logo on one surface. A logo with its own backdrop passes (its marks are seen on the backdrop);
 * otherwise it passes when at least half of what it paints reaches 3:1 and some colour does.
 */
function measureLogo(colors: LogoColors, surface: LogoSurface): LogoContrast {
  if (colors.backdrop)
    return {
      surface,
      ratio: contrastRatio(colors.backdrop, surface.background),
      visibleShare: 1,
      passes: true,
      faint: [],
      worst: colors.backdrop,
      backdrop: colors.backdrop,
    };
  const measured = colors.colors.map((c) => ({ ...c, ratio: ratioOver(c.hex, surface.background) }));
  const total = measured.reduce((s, c) => s + c.weight, 0);
  const visible = measured.filter((c) => c.ratio >= LOGO_MIN).reduce((s, c) => s + c.weight, 0);
  const share = total > 0 ? visible / total : 1;
  const worst = measured.reduce<(typeof measured)[number] | undefined>(
    (w, c) => (!w || c.ratio < w.ratio ? c : w),
    undefined,
  );
  const ratio = worst?.ratio ?? 21;
  return {
    surface,
    ratio,
    visibleShare: share,
    passes: total === 0 || (share >= 0.5 && visible > 0),
    faint: measured.filter((c) => c.ratio < LOGO_MIN).map((c) => c.hex.slice(0, 7)),
    worst: (worst?.hex ?? surface.background).slice(0, 7),
  };
}

/** A translucent logo colour composited over the surface, then measured against it. */
function ratioOver(hex: string, background: string): number {
  const c = parseHexColor(hex);
  const b = parseHexColor(background);
  const mix = (f: number, g: number) => f * c.a + g * (1 - c.a);
  return contrastRatio(toHex({ r: mix(c.r, b.r), g: mix(c.g, b.g), b: mix(c.b, b.b), a: 1 }), background);
}

/** The chip colour that shows the logo best: white or near-black, whichever gives its colours more contrast. */
function bestChipColor(colors: LogoColors): string {
  const score = (bg: string) => {
    const total = colors.colors.reduce((s, c) => s + c.weight, 0) || 1;
    return colors.colors.reduce((s, c) => s + (c.weight / total) * Math.min(ratioOver(c.hex, bg), 7), 0);
  };
  return score('#FFFFFF') >= score('#1A1A1A') ? '#FFFFFF' : '#1A1A1A';
}

/** A fix for a logo that fails: what to set in theme.json, in words and as values. */
export interface LogoFix {
  label: string;
  set: Record<string, string | number>;
}

interface LogoProblem {
  pointer: string;
  message: string;
  fixes: LogoFix[];
}

/** The logo images a theme uses on its surfaces, by field ("logo", "logo_on_dark"). */
export type LogoImages = Partial<Record<'logo' | 'logo_on_dark', LogoColors>>;

/** Every logo-on-surface measurement (for the contrast report), for the images whose colours are known. */
export function logoContrasts(theme: Partial<Theme>, images: LogoImages): LogoContrast[] {
  return logoSurfaces(theme).flatMap((s) => {
    const colors = images[s.image];
    return colors ? [measureLogo(colors, s)] : [];
  });
}

/** The problems of the logo on its surfaces, each with fixes that make the check pass. */
export function checkLogoContrast(theme: Partial<Theme>, images: LogoImages): LogoProblem[] {
  const problems: LogoProblem[] = [];
  for (const m of logoContrasts(theme, images)) {
    if (m.passes) continue;
    const s = m.surface;
    const colors = images[s.image]!;
    const fixes: LogoFix[] = [];
    const chip = bestChipColor(colors);
    if (s.id === 'page-header') {
      // No chip in the in-page header: the page colour or the logo must change.
    } else if (!s.chip)
      fixes.push({
        label: `Put the logo on a ${chip} chip`,
        set: { logo_chip_status: 1, logo_chip_color: chip },
      });
    else if (logoChipColor(theme) !== chip)
      fixes.push({ label: `Make the chip ${chip}`, set: { logo_chip_color: chip } });
    const pointer = `/${s.image === 'logo_on_dark' ? 'logo_on_dark' : s.chip ? 'logo_chip_color' : 'logo'}`;
    problems.push({
      pointer,
      fixes,
      message:
        `the ${s.image === 'logo' ? 'logo' : 'logo for dark surfaces (logo_on_dark)'} has ` +
        `${m.faint.length ? `${m.faint.join(', ')} at ${formatRatio(m.ratio)}` : 'too little'} on ${s.what} (${s.background}), ` +
        `below the ${LOGO_MIN}:1 a logo needs against what it sits on (WCAG 1.4.11); ` +
        (s.id === 'page-header'
          ? 'change background_color_1, show the top bar (top_bar_status 1), or use a logo with its own backdrop'
          : s.chip
            ? `set logo_chip_color to "${chip}"`
            : `put it on a chip (logo_chip_status 1, logo_chip_color "${chip}")`) +
        (s.id !== 'page-header' && s.image === 'logo' && isDarkSurface(s.background)
          ? ', or add a light version of the logo as logo_on_dark (drawn on dark surfaces)'
          : ''),
    });
  }
  return problems;
}
