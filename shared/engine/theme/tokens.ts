/**
 * A theme as design tokens (docs/decisions/084-design-tokens.md): the Design Tokens Format Module
 * 2025.10 JSON of the W3C Design Tokens Community Group (what Figma plug-ins and Style Dictionary
 * read), and back. Pure; used by the previewer's editor.
 *
 * The file: `brand` (the two brand colours), `light` (every colour field of theme.json by its own
 * name, a field equal to a brand colour written as an alias "{brand.primary}", the eight button
 * styles in `light.buttons`), `dark` (the dark variant, dark.ts: each colour a member sees in dark,
 * overrides marked in `$extensions`), `opacity` (the two background opacities). Everything else of
 * theme.json (images, statuses, the LINE account, dark_scheme, the dark overrides) rides in the root's
 * `$extensions`, so theme → tokens → theme gives the same theme.
 *
 * Colours are `{ colorSpace: 'srgb', components: [r, g, b], alpha?, hex }`, components 0–1.
 */
import themeSchema from '../../../schemas/theme.schema.json';
import type { ButtonStyle, Theme } from '../../generated/types';
import { validateTheme } from '../../generated/validators.js';
import { BUTTON_NAMES, isHexColor, THEME_COLOR_FIELDS, type ThemeColorField } from './contrast';
import { darkTheme } from './dark';

/** The `$extensions` key of this app (reverse domain name, as the format asks). */
export const TOKENS_EXTENSION = 'app.tpa-member.theme';
/** The media type the format registers, and the file name ending it suggests. */
export const TOKENS_MEDIA_TYPE = 'application/design-tokens+json';

const OPACITY_FIELDS = ['background_opacity_1', 'background_opacity_2'] as const;
const BUTTON_FIELDS = [
  'normal_background_color',
  'normal_border_color',
  'normal_text_color',
  'disable_background_color',
  'disable_border_color',
  'disable_text_color',
] as const satisfies readonly (keyof ButtonStyle)[];
const BRAND = { primary: 'main_color_1', secondary: 'main_color_2' } as const;
/** Fields carried as tokens; every other theme.json field goes into the root's $extensions. */
const TOKEN_FIELDS = new Set<string>([...THEME_COLOR_FIELDS, ...OPACITY_FIELDS, 'buttons']);
const REQUIRED = new Set((themeSchema as { required: string[] }).required);

const buttonKey = (i: number) => `${i + 1}-${BUTTON_NAMES[i]}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A design tokens file (a tree of groups and tokens). */
export type TokenFile = { [key: string]: Json };

interface ColorValue {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
}

const round4 = (v: number) => Math.round(v * 10000) / 10000;

function colorValue(hex: string): ColorValue {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  const value: ColorValue = {
    colorSpace: 'srgb',
    components: [round4(n(0) / 255), round4(n(2) / 255), round4(n(4) / 255)],
    hex: `#${h.slice(0, 6)}`,
  };
  if (h.length === 8) value.alpha = round4(n(6) / 255);
  return value;
}

const descriptions = (themeSchema as { properties: Record<string, { description?: string }> }).properties;
const buttonDescriptions = (
  themeSchema as { $defs: { ButtonStyle: { properties: Record<string, { description?: string }> } } }
).$defs.ButtonStyle.properties;

function colorToken(hex: string, description?: string, extensions?: Json): Json {
  return {
    $value: colorValue(hex) as unknown as Json,
    ...(description ? { $description: description } : {}),
    ...(extensions ? { $extensions: extensions } : {}),
  };
}

function colorGroup(theme: Theme, aliases: boolean, marks?: ReadonlySet<string>): { [key: string]: Json } {
  const group: { [key: string]: Json } = { $type: 'color' };
  for (const field of THEME_COLOR_FIELDS) {
    const brand = aliases
      ? (Object.keys(BRAND) as (keyof typeof BRAND)[]).find(
          (b) => theme[BRAND[b]].toUpperCase() === theme[field].toUpperCase(),
        )
      : undefined;
    group[field] = brand
      ? { $value: `{brand.${brand}}`, $description: descriptions[field]?.description ?? field }
      : colorToken(
          theme[field],
          descriptions[field]?.description,
          marks?.has(field) ? { [TOKENS_EXTENSION]: { override: true } } : undefined,
        );
  }
  group.buttons = Object.fromEntries(
    theme.buttons.map((b, i) => [
      buttonKey(i),
      {
        $description: `Button ${i + 1} (${BUTTON_NAMES[i]})`,
        ...Object.fromEntries(
          BUTTON_FIELDS.map((f) => [f, colorToken(b[f], buttonDescriptions[f]?.description)]),
        ),
      },
    ]),
  );
  return group;
}

/** The theme as a design tokens file. */
export function themeToTokens(theme: Theme): TokenFile {
  const settings = Object.fromEntries(Object.entries(theme).filter(([k]) => !TOKEN_FIELDS.has(k)));
  const dark = darkTheme(theme);
  const overrides = new Set(Object.keys(theme.dark ?? {}));
  return {
    $description: `Theme of partner ${theme.ins_code}: light and dark colours of the member app (Design Tokens Format Module 2025.10).`,
    $extensions: { [TOKENS_EXTENSION]: { settings: settings as Json } },
    brand: {
      $type: 'color',
      $description: "The partner's brand colours (main_color_1 and main_color_2).",
      primary: colorToken(theme.main_color_1),
      secondary: colorToken(theme.main_color_2),
    },
    light: colorGroup(theme, true),
    ...(dark
      ? {
          dark: {
            $description:
              'What members whose device asks for dark see: derived from the light colours, with the marked overrides (button colours are always derived).',
            ...colorGroup(dark, false, overrides),
          },
        }
      : {}),
    opacity: {
      $type: 'number',
      ...Object.fromEntries(
        OPACITY_FIELDS.map((f) => [f, { $value: theme[f], $description: descriptions[f]?.description ?? f }]),
      ),
    },
  };
}

/** An import's outcome: the theme, or every reason the file was refused. */
export type TokensImport = { ok: true; theme: Theme; notes: string[] } | { ok: false; errors: string[] };

interface FoundToken {
  path: string;
  type: string | undefined;
  value: unknown;
  extensions: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every token of the tree, with its group's inherited $type; bad names are errors. */
function collect(
  node: Record<string, unknown>,
  path: string[],
  type: string | undefined,
  out: FoundToken[],
  errors: string[],
) {
  const own = typeof node.$type === 'string' ? node.$type : type;
  if ('$value' in node) {
    out.push({ path: path.join('.'), type: own, value: node.$value, extensions: node.$extensions });
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const where = [...path, key].join('.');
    if (/[{}.]/.test(key)) {
      errors.push(`"${where}": a token or group name may not contain "{", "}" or "."`);
      continue;
    }
    if (!isObject(child)) {
      errors.push(`"${where}" is neither a token (an object with $value) nor a group (an object)`);
      continue;
    }
    collect(child, [...path, key], own, out, errors);
  }
}

const ALIAS = /^\{([^{}]+)\}$/;

/** A token's value with aliases followed (cycles and missing targets are errors). */
function resolveValue(
  token: FoundToken,
  byPath: Map<string, FoundToken>,
): { value?: unknown; type?: string; error?: string } {
  const seen = [token.path];
  let cur = token;
  while (typeof cur.value === 'string' && ALIAS.test(cur.value)) {
    const target = ALIAS.exec(cur.value)![1]!;
    const next = byPath.get(target);
    if (!next) return { error: `"${token.path}" refers to {${target}}, which is not a token of this file` };
    if (seen.includes(target))
      return {
        error: `"${token.path}" is an alias loop: ${[...seen, target].map((p) => `{${p}}`).join(' → ')}`,
      };
    seen.push(target);
    cur = next;
  }
  return { value: cur.value, type: token.type ?? cur.type };
}

const HEX6 = /^#[0-9A-Fa-f]{6}$/;

/** A colour value as a theme hex (#RRGGBB, or #RRGGBBAA when translucent), or why it cannot be. */
function parseColor(path: string, value: unknown): { hex?: string; error?: string; note?: string } {
  if (typeof value === 'string') {
    // Earlier drafts of the format (and many tools) write a hex string.
    return isHexColor(value)
      ? { hex: value }
      : { error: `"${path}": "${value}" is not a colour; use { colorSpace, components, hex }` };
  }
  if (!isObject(value))
    return { error: `"${path}": a colour's $value must be an object { colorSpace, components, hex }` };
  const { colorSpace, components, alpha, hex } = value;
  if (alpha !== undefined && (typeof alpha !== 'number' || alpha < 0 || alpha > 1))
    return { error: `"${path}": alpha must be a number from 0 to 1` };
  const alphaHex =
    alpha === undefined || alpha === 1
      ? ''
      : Math.round(alpha * 255)
          .toString(16)
          .padStart(2, '0')
          .toUpperCase();
  if (hex !== undefined && (typeof hex !== 'string' || !HEX6.test(hex)))
    return { error: `"${path}": hex must be 6 hex digits after "#", e.g. "#1B4D89"` };
  if (colorSpace === 'srgb') {
    if (
      !Array.isArray(components) ||
      components.length !== 3 ||
      !components.every((c) => typeof c === 'number' && c >= 0 && c <= 1)
    )
      return { error: `"${path}": srgb components must be three numbers from 0 to 1` };
    const fromComponents = `#${components
      .map((c) =>
        Math.round((c as number) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`.toUpperCase();
    if (hex && hex.toUpperCase() !== fromComponents)
      return {
        hex: fromComponents + alphaHex,
        note: `"${path}": hex ${hex} differs from its components; the components (${fromComponents}) were used`,
      };
    // The file's own spelling of the same colour, so an exported theme comes back unchanged.
    return {
      hex:
        (hex ?? fromComponents) +
        (alphaHex && hex && hex !== hex.toUpperCase() ? alphaHex.toLowerCase() : alphaHex),
    };
  }
  if (typeof hex === 'string')
    return {
      hex: hex + alphaHex,
      note: `"${path}": ${String(colorSpace)} colour imported by its hex fallback ${hex}`,
    };
  return {
    error: `"${path}": colour space ${JSON.stringify(colorSpace)} has no hex fallback; give "hex" or use srgb`,
  };
}

/**
 * A design tokens file (its text or parsed JSON) as a theme: the colours and opacities it holds
 * replace `base`'s, its `$extensions` settings (images, statuses) too; what it lacks stays `base`'s.
 * Refused, with every reason, when it is not JSON, not a tokens file, holds no theme token, holds a
 * bad colour or alias, or the result is not a valid theme.
 */
export function tokensToTheme(input: unknown, base: Theme): TokensImport {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch (err) {
      return { ok: false, errors: [`The file is not JSON: ${(err as Error).message}`] };
    }
  }
  if (!isObject(data))
    return {
      ok: false,
      errors: ['The file is not a design tokens file: its top level must be an object of groups and tokens'],
    };
  const errors: string[] = [];
  const notes: string[] = [];
  const tokens: FoundToken[] = [];
  collect(data, [], undefined, tokens, errors);
  const byPath = new Map(tokens.map((t) => [t.path, t]));

  const theme = structuredClone(base) as Theme & Record<string, unknown>;
  const ext = isObject(data.$extensions) ? data.$extensions[TOKENS_EXTENSION] : undefined;
  const settings = isObject(ext) && isObject(ext.settings) ? ext.settings : null;
  if (settings) {
    // The file's settings are the theme's: an optional field it does not hold is dropped.
    for (const key of Object.keys(theme))
      if (!TOKEN_FIELDS.has(key) && !REQUIRED.has(key) && !(key in settings)) delete theme[key];
    for (const [key, value] of Object.entries(settings)) if (!TOKEN_FIELDS.has(key)) theme[key] = value;
  }
  const markedOverrides = new Set(Object.keys(isObject(theme.dark) ? theme.dark : {}));

  const colorOf = (token: FoundToken): string | undefined => {
    const { value, type, error } = resolveValue(token, byPath);
    if (error) return void errors.push(error);
    if (type !== 'color')
      return void errors.push(
        `"${token.path}" must be a colour ($type "color"), not ${JSON.stringify(type ?? 'untyped')}`,
      );
    const c = parseColor(token.path, value);
    if (c.error) errors.push(c.error);
    if (c.note) notes.push(c.note);
    return c.hex;
  };

  let used = 0;
  const darkTokens = new Map<ThemeColorField, { hex: string; marked: boolean }>();
  for (const token of tokens) {
    const [group, name, sub, field, ...more] = token.path.split('.');
    if (group === 'brand') continue;
    if (group === 'opacity' && name && !sub) {
      if (!(OPACITY_FIELDS as readonly string[]).includes(name)) {
        errors.push(`"${token.path}" is not a theme opacity; the opacities are ${OPACITY_FIELDS.join(', ')}`);
        continue;
      }
      const { value, error } = resolveValue(token, byPath);
      if (error) errors.push(error);
      else if (typeof value !== 'number' || value < 0 || value > 1)
        errors.push(`"${token.path}" must be a number from 0 to 1`);
      else {
        theme[name] = value;
        used++;
      }
      continue;
    }
    if (group !== 'light' && group !== 'dark') continue;
    if (name === 'buttons') {
      const index = sub ? Number.parseInt(sub, 10) - 1 : Number.NaN;
      if (
        !(index >= 0 && index < 8) ||
        !field ||
        more.length ||
        !(BUTTON_FIELDS as readonly string[]).includes(field)
      ) {
        errors.push(
          `"${token.path}" is not a button colour; use ${group}.buttons.<1-8>-<name>.<${BUTTON_FIELDS.join('|')}>`,
        );
        continue;
      }
      const hex = colorOf(token);
      if (!hex) continue;
      if (group === 'light') {
        theme.buttons[index] = { ...theme.buttons[index]!, [field]: hex };
        used++;
      }
      continue;
    }
    if (!name || sub || !(THEME_COLOR_FIELDS as readonly string[]).includes(name)) {
      errors.push(
        `"${token.path}" is not a theme colour; ${group} holds the colour fields of theme.json (e.g. ${group}.main_color_1) and ${group}.buttons`,
      );
      continue;
    }
    const hex = colorOf(token);
    if (!hex) continue;
    used++;
    if (group === 'light') theme[name] = hex;
    else {
      const mark =
        isObject(token.extensions) &&
        isObject(token.extensions[TOKENS_EXTENSION]) &&
        token.extensions[TOKENS_EXTENSION].override === true;
      darkTokens.set(name as ThemeColorField, { hex, marked: mark || markedOverrides.has(name) });
    }
  }
  if (errors.length) return { ok: false, errors };
  if (used === 0)
    return {
      ok: false,
      errors: [
        'The file holds no theme tokens: expected the groups light, dark and opacity (as "Export tokens" writes them)',
      ],
    };

  // Dark: the marked overrides, then any colour that differs from what the light colours derive. A
  // file without dark colours leaves the overrides as its settings (or the draft) have them.
  if (darkTokens.size > 0) {
    const marked = Object.fromEntries(
      [...darkTokens].filter(([, t]) => t.marked).map(([f, t]) => [f, t.hex]),
    );
    const derived = darkTheme({ ...theme, dark: marked, dark_scheme: 'auto' } as Theme)!;
    const dark: Record<string, string> = { ...marked };
    for (const [f, t] of darkTokens)
      if (!t.marked && derived[f].toUpperCase() !== t.hex.toUpperCase()) dark[f] = t.hex;
    if (Object.keys(dark).length > 0) theme.dark = dark;
    else delete theme.dark;
  }

  if (!validateTheme(theme)) {
    const problems = (validateTheme.errors ?? []).map(
      (e) => `theme${e.instancePath || ''}: ${e.message ?? 'is not valid'}`,
    );
    return { ok: false, errors: [`The imported theme is not valid: ${problems.join('; ')}`] };
  }
  return { ok: true, theme: theme as Theme, notes };
}

/** The theme's `--wl-*` variables as a stylesheet (light, and dark in a media block), for the CSS export. */
export { themeStyleRules as themeToCss } from './dark';
