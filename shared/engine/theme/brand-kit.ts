/**
 * A whole partner theme from a brand kit: a logo and one to three brand colours (issue 14, the
 * previewer's "start from a brand kit"). Every colour field of theme.json is derived so that every
 * pair the UI draws (CONTRAST_PAIRS in ./contrast.ts) passes WCAG AA: 4.5:1 for text, 3:1 for icons
 * and field borders. Disabled button labels get 4.5:1 too, although WCAG exempts them. Images that a
 * brand kit does not carry (login backgrounds, tile icons, banners) are drawn from SVG templates in
 * the brand colours and returned as files for the partner's assets folder.
 *
 * How a colour is made to pass: the brand colour is mixed towards black (or white, on a dark
 * surface) in 1 % steps until the rounded hex passes against every surface it is drawn on. Any
 * colour reaches 4.58:1 against black or white, so the search always ends
 * (docs/decisions/061-brand-kit.md).
 */
import type { ButtonStyle, Theme } from '../../generated/types';
import { compositeOver, contrastRatio, parseHexColor, toHex } from './contrast';

export interface BrandKit {
  /** The partner folder name (partners/<id>); asset paths point into it. */
  partnerId: string;
  /** The insurer code, as in partner.json. */
  insCode: string;
  /** One to three brand colours, most important first (#RGB, #RRGGBB or #RRGGBBAA). */
  colors: readonly string[];
  /** The logo: a same-origin path or https URL; default: the generated wordmark asset. */
  logo?: string;
  /** Text of the generated wordmark and banners (default: the insurer code). */
  name?: string;
  /** The official LINE account id (@…), if the partner has one. */
  lineOaId?: string;
}

export interface BrandTheme {
  theme: Theme;
  /** Files for partners/<id>/assets/, by file name: SVG text drawn in the brand colours. */
  assets: Record<string, string>;
}

const WHITE = '#FFFFFF';
const BLACK = '#000000';
const TEXT_MIN = 4.5;
const GRAPHIC_MIN = 3;

/** `a` mixed towards `b` by t (0–1), as an opaque #RRGGBB. Alpha of the inputs is composited over white. */
export function mix(a: string, b: string, t: number): string {
  const x = compositeOver(parseHexColor(a), { r: 255, g: 255, b: 255, a: 1 });
  const y = compositeOver(parseHexColor(b), { r: 255, g: 255, b: 255, a: 1 });
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t, a: 1 });
}

const passesAll = (color: string, surfaces: readonly string[], min: number) =>
  surfaces.every((s) => contrastRatio(color, s) >= min);

/**
 * The nearest mix of `color` towards black or white that has `min` contrast on every one of
 * `surfaces`. Surfaces must all be light or all be dark (mixed ones may have no answer; then the
 * stronger of black and white is returned).
 */
export function ensureContrast(color: string, surfaces: readonly string[], min: number): string {
  const start = mix(color, color, 0);
  if (passesAll(start, surfaces, min)) return start;
  for (let step = 1; step <= 100; step++) {
    for (const target of [BLACK, WHITE]) {
      const candidate = mix(start, target, step / 100);
      if (passesAll(candidate, surfaces, min)) return candidate;
    }
  }
  const worst = (c: string) => Math.min(...surfaces.map((s) => contrastRatio(c, s)));
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}

/** Black-ish or white text for a filled surface: a deep shade of `tint` when it passes, else white or near-black. */
function labelOn(surface: string, tint: string): string {
  const light = contrastRatio(WHITE, surface) >= contrastRatio(BLACK, surface);
  const preferred = light ? WHITE : mix(tint, BLACK, 0.82);
  return ensureContrast(preferred, [surface], TEXT_MIN);
}

/** A filled surface colour near `color` that carries a label of 4.5:1 (white or dark). */
function fillFor(color: string): string {
  const c = mix(color, color, 0);
  if (Math.max(contrastRatio(WHITE, c), contrastRatio(BLACK, c)) >= TEXT_MIN + 0.3) return c;
  // Mid-tones (around 4.5:1 from both ends) move towards white's side until white text reads well.
  return ensureContrast(c, [WHITE], TEXT_MIN + 0.3);
}

function button(
  bg: string,
  border: string,
  text: string,
  disabledSurface: string,
  disabledText: string,
): ButtonStyle {
  return {
    normal_background_color: bg,
    normal_border_color: border,
    normal_text_color: text,
    disable_background_color: disabledSurface,
    disable_border_color: disabledSurface,
    disable_text_color: ensureContrast(disabledText, [disabledSurface], TEXT_MIN),
  };
}

/** Brand colours as given, then derived ones for the missing second and third. */
function palette(colors: readonly string[]): [string, string, string] {
  const valid = colors.filter((c) => /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/.test(c));
  if (valid.length === 0) throw new Error('A brand kit needs at least one hex colour (#RRGGBB).');
  const first = mix(valid[0]!, valid[0]!, 0);
  const second = valid[1] ? mix(valid[1], valid[1], 0) : mix(first, BLACK, 0.35);
  const third = valid[2] ? mix(valid[2], valid[2], 0) : mix(second, WHITE, 0.25);
  return [first, second, third];
}

/** Generates a complete, schema-valid theme and its template assets from a brand kit. */
export function themeFromBrandKit(kit: BrandKit): BrandTheme {
  const [c1, c2, c3] = palette(kit.colors);
  const path = (file: string) => `/partners/${kit.partnerId}/assets/${file}`;

  // Surfaces: a faint brand tint for the page, white panels, fields and tiles.
  const page = mix(c1, WHITE, 0.94);
  const panel = WHITE;
  const titleBar = mix(c2, WHITE, 0.86);
  const lightSurfaces = [page, panel, titleBar];

  const ink = ensureContrast(mix(c1, BLACK, 0.75), lightSurfaces, TEXT_MIN);
  const brandText = ensureContrast(c1, lightSurfaces, TEXT_MIN);
  const accentText = ensureContrast(c2, [panel, page], TEXT_MIN);
  const neutral = mix(c1, '#6B7280', 0.85);

  // Bars and the card face carry the first brand colour, made fit to hold text.
  const bar = fillFor(c1);
  const barText = labelOn(bar, c1);
  const barIcon = passesAll(c3, [bar], GRAPHIC_MIN) ? mix(c3, c3, 0) : barText;
  const bottomBg = WHITE;

  const primary = fillFor(c1);
  const secondary = fillFor(c2);
  const disabledSurface = mix(neutral, WHITE, 0.85);
  const disabledText = mix(neutral, BLACK, 0.1);
  const danger = '#B42318';
  const success = fillFor(mix('#2D7A46', c1, 0.15));
  const light = mix(c1, WHITE, 0.88);

  const name = kit.name ?? kit.insCode;
  const assets = brandAssets(name, c1, c2, c3, barText);

  const theme: Theme = {
    $schema: '../../schemas/theme.schema.json',
    ins_code: kit.insCode,
    main_color_1: c1,
    main_color_2: c2,
    header_title_1: ink,
    header_title_2: brandText,
    header_title_3: ensureContrast(mix(c1, BLACK, 0.5), lightSurfaces, TEXT_MIN),
    content_1: ensureContrast(mix(neutral, BLACK, 0.75), lightSurfaces, TEXT_MIN),
    content_2: ensureContrast(mix(neutral, BLACK, 0.45), lightSurfaces, TEXT_MIN),
    content_3: ensureContrast(neutral, lightSurfaces, TEXT_MIN),
    label_warning: ensureContrast('#B25E00', lightSurfaces, TEXT_MIN),
    label_alert: ensureContrast(danger, lightSurfaces, TEXT_MIN),
    label_disable: ensureContrast(neutral, lightSurfaces, TEXT_MIN),
    text_label: ensureContrast(mix(neutral, BLACK, 0.3), lightSurfaces, TEXT_MIN),
    background_title_1: titleBar,
    background_title_2: mix(c1, WHITE, 0.9),
    form_text_color: ensureContrast(mix(neutral, BLACK, 0.75), [WHITE], TEXT_MIN),
    form_border_color: ensureContrast(neutral, [panel, page], GRAPHIC_MIN),
    form_background_color: WHITE,
    icon_1: ensureContrast(c1, [panel, page], GRAPHIC_MIN),
    icon_2: ensureContrast(c2, [panel, page], GRAPHIC_MIN),
    icon_3: ensureContrast('#2D7A46', [panel, page], GRAPHIC_MIN),
    icon_4: ensureContrast(neutral, [panel, page], GRAPHIC_MIN),
    background_color_1: page,
    background_opacity_1: 1,
    background_color_2: panel,
    background_opacity_2: 1,
    login_background_image: path('login-bg.svg'),
    sso_login_background_image: path('sso-bg.svg'),
    card_background_color: bar,
    top_bar_background_color: bar,
    top_bar_text_color: barText,
    top_bar_icon_color: barIcon,
    top_bar_status: 1,
    bottom_bar_background_color: bottomBg,
    bottom_bar_normal_color: ensureContrast(neutral, [bottomBg], TEXT_MIN),
    bottom_bar_active_color: ensureContrast(c1, [bottomBg], TEXT_MIN),
    bottom_bar_status: 1,
    menu_icon_1: path('menu-1.svg'),
    menu_icon_2: path('menu-2.svg'),
    menu_icon_3: path('menu-3.svg'),
    menu_icon_4: path('menu-4.svg'),
    menu_icon_5: path('menu-5.svg'),
    menu_icon_6: path('menu-6.svg'),
    menu_icon_5_status: 1,
    menu_icon_6_status: 1,
    menu_icon_text_color: ink,
    menu_icon_border_color: mix(c2, WHITE, 0.75),
    menu_icon_background_color: WHITE,
    line_oa_icon: path('line-oa.svg'),
    line_oa_id: kit.lineOaId ?? '',
    line_oa_status: kit.lineOaId ? 1 : 0,
    banner_promotion: path('banner-promotion.svg'),
    banner_blog: path('banner-blog.svg'),
    banner_id_1: path('banner-1.svg'),
    banner_url_1: '/promotion',
    banner_url_1_status: 1,
    banner_id_2: path('banner-2.svg'),
    banner_url_2: '/article',
    banner_url_2_status: 1,
    logo: kit.logo ?? path('logo.svg'),
    buttons: [
      button(primary, primary, labelOn(primary, c1), disabledSurface, disabledText),
      button(secondary, secondary, labelOn(secondary, c2), disabledSurface, disabledText),
      button(WHITE, brandText, brandText, mix(neutral, WHITE, 0.92), disabledText),
      button(WHITE, WHITE, brandText, WHITE, disabledText),
      button(danger, danger, WHITE, mix(danger, WHITE, 0.88), mix(danger, BLACK, 0.35)),
      button(success, success, labelOn(success, '#2D7A46'), disabledSurface, disabledText),
      button(
        light,
        mix(c2, WHITE, 0.75),
        ensureContrast(ink, [light], TEXT_MIN),
        disabledSurface,
        disabledText,
      ),
      button(WHITE, WHITE, accentText, WHITE, disabledText),
    ],
  };
  return { theme, assets };
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Template images in the brand colours: wordmark, login backgrounds, six tile icons, banners, LINE icon. */
function brandAssets(
  name: string,
  c1: string,
  c2: string,
  c3: string,
  onBrand: string,
): Record<string, string> {
  const svg = (w: number, h: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
  const banner = (from: string, to: string, label: string) =>
    svg(
      640,
      280,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
        `<rect width="640" height="280" rx="24" fill="url(#g)"/><circle cx="560" cy="60" r="120" fill="${onBrand}" opacity=".12"/>` +
        `<text x="40" y="160" font-family="Sarabun, sans-serif" font-size="44" font-weight="600" fill="${onBrand}">${xml(label)}</text>`,
    );
  const tile = (glyph: string) =>
    svg(
      96,
      96,
      `<rect width="96" height="96" rx="24" fill="${mix(c1, WHITE, 0.88)}"/><g fill="none" stroke="${ensureContrast(c1, [mix(c1, WHITE, 0.88)], GRAPHIC_MIN)}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    );
  const dark = fillFor(c1);
  // Banner gradients keep the banner's text at 4.5:1 from end to end.
  const deep = (c: string) => ensureContrast(c, [onBrand], TEXT_MIN);
  return {
    'logo.svg': svg(
      240,
      64,
      `<rect width="240" height="64" rx="12" fill="${WHITE}"/><circle cx="32" cy="32" r="20" fill="${c1}"/><circle cx="32" cy="32" r="8" fill="${c3}"/>` +
        `<text x="62" y="42" font-family="Sarabun, sans-serif" font-size="28" font-weight="700" fill="${ensureContrast(c1, [WHITE], TEXT_MIN)}">${xml(name)}</text>`,
    ),
    'login-bg.svg': svg(
      390,
      240,
      `<rect width="390" height="240" fill="${dark}"/><circle cx="340" cy="40" r="140" fill="${c2}" opacity=".35"/><circle cx="40" cy="230" r="110" fill="${c3}" opacity=".25"/>`,
    ),
    'sso-bg.svg': svg(
      390,
      240,
      `<rect width="390" height="240" fill="${mix(c1, WHITE, 0.9)}"/><circle cx="320" cy="60" r="130" fill="${c2}" opacity=".2"/>`,
    ),
    'menu-1.svg': tile('<rect x="22" y="30" width="52" height="36" rx="6"/><path d="M22 42h52"/>'),
    'menu-2.svg': tile(
      '<circle cx="36" cy="38" r="9"/><circle cx="62" cy="40" r="7"/><path d="M20 70c2-12 10-18 16-18s14 6 16 18M52 70c1-9 6-13 10-13s10 4 12 13"/>',
    ),
    'menu-3.svg': tile(
      '<rect x="28" y="22" width="40" height="52" rx="6"/><path d="M38 40h20M38 52h20M38 64h12"/>',
    ),
    'menu-4.svg': tile(
      '<path d="M48 74s-20-16-20-32a20 20 0 0 1 40 0c0 16-20 32-20 32z"/><path d="M48 34v16M40 42h16"/>',
    ),
    'menu-5.svg': tile('<rect x="26" y="24" width="44" height="50" rx="6"/><path d="M38 48l8 8 14-16"/>'),
    'menu-6.svg': tile('<rect x="22" y="30" width="36" height="34" rx="6"/><path d="M58 42l16-8v28l-16-8"/>'),
    'line-oa.svg': svg(
      96,
      96,
      `<rect width="96" height="96" rx="24" fill="#06C755"/><text x="48" y="58" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="#FFFFFF">LINE</text>`,
    ),
    'banner-promotion.svg': banner(deep(dark), deep(c2), name),
    'banner-blog.svg': banner(deep(c2), deep(dark), name),
    'banner-1.svg': banner(deep(dark), deep(c3), name),
    'banner-2.svg': banner(deep(c3), deep(dark), name),
  };
}
