/**
 * The partner folder validator's core (issue 14): every check `npm run validate:partners` makes on a
 * partner folder — the generated ajv validators with messages that say what to do, the checks a
 * schema cannot say (folder and ids agree, theme images exist in the partner's own assets/, SVGs
 * carry no script, tiles and theme agree), WCAG AA contrast with the ratio and the nearest passing
 * colour, and the focus rings the theme engine derives — run on files held in memory.
 *
 * Pure: no Node API, no DOM. scripts/validate-partners.ts reads folders from disk and calls it; the
 * server checks a partner draft with it; the previewer's editor runs it on every edit. So CI, the
 * server and the editor say the same thing about the same configuration. Only the previewer, scripts
 * and the server import it: the member app never does.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { MenuTiles, Partner, Theme } from '../../generated/types';
import { validateMenuTiles, validatePartner, validateTheme } from '../../generated/validators.js';
import {
  type ContrastReportRow,
  checkThemeContrast,
  contrastRatio,
  contrastReport,
  type ExtraReportRow,
  formatRatio,
} from '../theme/contrast';
import { checkDarkContrast } from '../theme/dark';
import { FOCUS_MIN, focusRingColor, focusSurfaces, focusWhat, toHex } from '../theme/focus';
import {
  checkLogoContrast,
  LOGO_MIN,
  type LogoFix,
  type LogoImages,
  logoContrasts,
  svgLogoColors,
} from '../theme/logo-check';
import { isPlaceholderKey } from './key-placeholders';
import { HELP_PAGE_TYPES, parseHelpPage } from './help-page';
import { SCHEMA_DOCS, type SchemaDocs, type SchemaNode } from './schema-docs';

export type { SchemaDocs, SchemaNode };

const validators: Record<ConfigKind, ValidateFunction> = {
  partner: validatePartner,
  theme: validateTheme,
  'menu-tiles': validateMenuTiles,
};

/** One thing wrong, located in a file (by JSON pointer for JSON files, by line for SVG and syntax errors). */
export interface Problem {
  /** Path shown to the reader, e.g. partners/siam-life/theme.json. */
  file: string;
  pointer?: string;
  line?: number;
  /** The column (1-based) of a JSON syntax error, with `line`. */
  column?: number;
  message: string;
  /**
   * A value for the field at `pointer` that fixes it (a contrast failure's nearest passing colour, a
   * valid partner_id), for a one-click fix; applying it makes the rule pass.
   */
  suggestion?: string;
  /** Fixes that set several theme fields at once (a logo's chip), each making the rule pass. */
  fixes?: LogoFix[];
}

export function formatProblem(p: Problem): string {
  if (p.pointer !== undefined) return `${p.file} ${p.pointer || '/'}: ${p.message}`;
  if (p.line !== undefined)
    return `${p.file}:${p.line}${p.column !== undefined ? `:${p.column}` : ''}: ${p.message}`;
  return `${p.file}: ${p.message}`;
}

const PARTNER_ID_RE = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Whether a value is a valid partner id (the partner schema's pattern, also the folder name). */
export const isPartnerId = (value: unknown): value is string =>
  typeof value === 'string' && PARTNER_ID_RE.test(value);

/**
 * A valid partner id made from any text: lower case, every run of other characters a dash ("CPA
 * Care" → "cpa-care"); what the partner_id message suggests, so the suggestion itself passes.
 */
export function partnerIdFrom(value: unknown): string {
  const base = String(value ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (base.length >= 2) return base;
  return base ? `${base}-partner` : 'partner';
}

// ---------------------------------------------------------------------------------------------
// Schemas, for descriptions and field lists (validation itself uses the generated validators).

function pointerGet(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined;
  }
  return cur;
}

/** Follows $ref (local or into defs.schema.json); the referencing node's own keys (description) win. */
function deref(node: SchemaNode, doc: SchemaNode, docs: SchemaDocs): { node: SchemaNode; doc: SchemaNode } {
  let cur = node;
  let curDoc = doc;
  for (let i = 0; i < 10 && typeof cur.$ref === 'string'; i++) {
    const [file, ptr = ''] = cur.$ref.split('#');
    const targetDoc = file ? docs.defs : curDoc;
    const target = pointerGet(targetDoc, ptr) as SchemaNode | undefined;
    if (!target) break;
    const { $ref: _ref, ...own } = cur;
    cur = { ...target, ...own };
    curDoc = targetDoc;
  }
  return { node: cur, doc: curDoc };
}

/** The schema node that governs the value at `instancePath` of `data`. */
export function schemaAt(
  kind: ConfigKind,
  instancePath: string,
  data: unknown,
  docs: SchemaDocs = SCHEMA_DOCS,
): SchemaNode | undefined {
  let { node, doc } = deref(docs[kind], docs[kind], docs);
  let value = data;
  for (const raw of instancePath.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    let next: SchemaNode | undefined;
    if (node.properties?.[seg]) next = node.properties[seg];
    else if (node.items && Array.isArray(value)) next = node.items;
    else {
      const branches = node.oneOf ?? node.anyOf ?? [];
      for (const b of branches) {
        const d = deref(b, doc, docs).node;
        if (d.properties?.[seg]) {
          next = d.properties[seg];
          break;
        }
      }
    }
    if (!next) return undefined;
    ({ node, doc } = deref(next, doc, docs));
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[seg] : undefined;
  }
  return node;
}

/** Theme fields that hold an image (they $ref the imageRef def), from the schema. */
export function themeImageFields(docs: SchemaDocs = SCHEMA_DOCS): string[] {
  return Object.entries(docs.theme.properties ?? {})
    .filter(([, p]) => typeof p.$ref === 'string' && p.$ref.endsWith('/imageRef'))
    .map(([k]) => k);
}

// ---------------------------------------------------------------------------------------------
// ajv errors → messages that say what to do.

export type ConfigKind = 'partner' | 'theme' | 'menu-tiles';

export const CONFIG_FILES: Record<ConfigKind, string> = {
  partner: 'partner.json',
  theme: 'theme.json',
  'menu-tiles': 'menu-tiles.json',
};

/** A value for a message: JSON, shortened. */
export function show(value: unknown): string {
  const s = value === undefined ? 'undefined' : JSON.stringify(value);
  return s.length > 80 ? `${s.slice(0, 77)}…` : s;
}

interface MessageContext {
  partnerId: string;
  value: unknown;
  /** The value as it may be shown (secrets are never echoed). */
  shown: string;
}

/** Fix-it messages per shared def (colour, imageRef …) or per field name (partner_id, path …). */
const FORMAT_HELP: Record<string, (c: MessageContext) => string> = {
  color: (c) => `${c.shown} is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"`,
  imageRef: (c) =>
    `${c.shown} is not an allowed image reference; use a same-origin path such as ` +
    `"/partners/${isPartnerId(c.partnerId) ? c.partnerId : partnerIdFrom(c.partnerId)}/assets/logo.svg" or an https URL (no http:, //host, javascript:, data:, ` +
    `quotes, spaces, backslashes or "..")`,
  linkTarget: (c) =>
    `${c.shown} is not an allowed link; use an app path such as "/promotion", an https URL, or "" for no link`,
  lineOaId: (c) =>
    `${c.shown} is not a LINE official account id; use @ followed by 2 to 20 lower-case letters, digits, ` +
    `dots, dashes or underscores, e.g. "@thaicaretpa", or "" for none`,
  insCode: (c) =>
    `${c.shown} is not an insurer code; use 2 to 16 upper-case letters and digits, e.g. "SLI" ` +
    `(a code starting with TMP marks an SSO partner)`,
  status: (c) => `${c.shown} is not a status; use 1 (shown) or 0 (hidden)`,
  opacity: (c) => `${c.shown} is not an opacity; use a number from 0 (transparent) to 1 (opaque)`,
  partner_id: (c) =>
    `${c.shown} is not a partner id; use 2 to 40 lower-case letters, digits and dashes, starting with a ` +
    `letter or digit, e.g. "${partnerIdFrom(c.value)}" (it is also the folder name)`,
  secret_key: (c) =>
    `${c.shown} is not a valid secret_key; use 16 to 128 URL-safe characters (A-Z a-z 0-9 _ -), e.g. from ` +
    `\`node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"\``,
  api_key: (c) =>
    `${c.shown} is not a valid api_key; use 16 to 128 URL-safe characters (A-Z a-z 0-9 _ -), e.g. from ` +
    `\`node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"\``,
  line_liff_id: (c) =>
    `${c.shown} is not a LIFF id; use 10 digits, a dash and 8 letters or digits, e.g. "1657123456-AbCdEfGh"` +
    ` (the top-level line_liff_id may be "" when the partner does not run in LINE)`,
  line_liff_key: (c) => `${c.shown} is not a LIFF key; use 1 to 40 letters, digits, _ or -, e.g. "claim"`,
  path: (c) =>
    `${c.shown} is not an app route; use a path starting with / made of lower-case letters, digits, / and -, ` +
    `e.g. "/coverages"`,
  next: (c) =>
    `${c.shown} is not an app route; use a path starting with / made of lower-case letters, digits, / and -, ` +
    `e.g. "/search-idcard"`,
  StatusFlag: (c) =>
    `${c.shown} is not a status flag; use "menu_icon_5_status", "menu_icon_6_status", "line_oa_status" ` +
    `or null (always shown)`,
  TileTarget: (c) =>
    `${c.shown} is not a tile target; use {"kind": "route", "path": "/coverages"} or {"kind": "line_oa"}`,
  tile_reading: (c) => `${c.shown} is not a tile reading; use "A" or "B" (see the schema's description)`,
};

/** Keywords for which FORMAT_HELP says it all. */
const FORMAT_KEYWORDS = new Set(['pattern', 'enum', 'type', 'minimum', 'maximum', 'anyOf', 'oneOf', 'const']);

const SECRET_FIELDS = new Set(['secret_key']);

function lastSegment(instancePath: string): string {
  const seg = instancePath.split('/').pop() ?? '';
  return seg.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The def a keyword sits directly on, e.g. "color" for defs.schema.json#/$defs/color/pattern. */
function defOf(schemaPath: string): string | undefined {
  return /^(?:\S*\.json)?#\/\$defs\/(\w+)\/[A-Za-z]+$/.exec(schemaPath)?.[1];
}

function levenshtein(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}

function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d = levenshtein(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Keeps, for each oneOf/anyOf, only the errors that matter: when the data names its branch (a
 * `kind` const), that branch's errors; otherwise the oneOf/anyOf error alone.
 */
function pruneAlternatives(errors: ErrorObject[], kind: ConfigKind, data: unknown): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  for (const e of errors) {
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') continue;
    const inside = errors.filter(
      (c) =>
        c !== e && c.schemaPath.startsWith(`${e.schemaPath}/`) && c.instancePath.startsWith(e.instancePath),
    );
    const value = pointerGet(data, e.instancePath) as Record<string, unknown> | undefined;
    const node = schemaAt(kind, e.instancePath, data);
    const branches = (node?.oneOf ?? node?.anyOf ?? []) as SchemaNode[];
    const chosen = branches.findIndex(
      (b) => value && typeof value === 'object' && b.properties?.kind?.const === value.kind,
    );
    if (chosen >= 0) {
      drop.add(e);
      for (const c of inside) if (!c.schemaPath.startsWith(`${e.schemaPath}/${chosen}/`)) drop.add(c);
    } else {
      for (const c of inside) drop.add(c);
    }
  }
  return errors.filter((e) => !drop.has(e));
}

/** Turns ajv errors into problems with fix-it messages. */
export function translateAjvErrors(
  errors: readonly ErrorObject[],
  kind: ConfigKind,
  data: unknown,
  file: string,
  partnerId: string,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const add = (pointer: string, message: string) => {
    const key = `${pointer}\0${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ file, pointer, message });
  };

  const pruned = pruneAlternatives([...errors], kind, data);
  // A wrong type usually comes with a more telling error at the same place (enum, pattern): keep that.
  const relevant = pruned.filter(
    (e) => e.keyword !== 'type' || !pruned.some((o) => o !== e && o.instancePath === e.instancePath),
  );
  for (const e of relevant) {
    const path = e.instancePath;
    const value = pointerGet(data, path);
    const field = lastSegment(path);
    const node = schemaAt(kind, path, data);
    const shown = SECRET_FIELDS.has(field) ? 'the value' : show(value);
    const ctx: MessageContext = { partnerId, value, shown };

    if (e.keyword === 'required') {
      const missing = String(e.params.missingProperty);
      const description = schemaAt(kind, `${path}/${missing}`, data)?.description ?? 'see the schema';
      add(`${path}/${missing}`, `missing field "${missing}": ${description}`);
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const extra = String(e.params.additionalProperty);
      const guess = closest(extra, Object.keys(node?.properties ?? {}));
      add(
        `${path}/${extra}`,
        `unknown field "${extra}"; remove it or check its spelling${guess ? ` (did you mean "${guess}"?)` : ''}`,
      );
      continue;
    }
    if (kind === 'theme' && path === '/buttons' && (e.keyword === 'minItems' || e.keyword === 'maxItems')) {
      const n = Array.isArray(value) ? value.length : 0;
      const fix = n < 8 ? 'add the missing entries' : 'remove the extra entries';
      add(path, `buttons has ${n} entries; a theme needs exactly 8 (1 primary … 8 link): ${fix}`);
      continue;
    }
    const helpKey = [defOf(e.schemaPath), field].find((k) => k && FORMAT_HELP[k]);
    if (helpKey && FORMAT_KEYWORDS.has(e.keyword)) {
      add(path, FORMAT_HELP[helpKey]!(ctx));
      continue;
    }
    const about = node?.description ? ` (${node.description.replace(/\.$/, '')})` : '';
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'type':
        add(
          path,
          `${shown} has the wrong type; use ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}${about}`,
        );
        break;
      case 'enum':
        add(
          path,
          `${shown} is not allowed; use one of ${(p.allowedValues as unknown[]).map((v) => show(v)).join(', ')}`,
        );
        break;
      case 'const':
        add(path, `${shown} is not allowed; use ${show(p.allowedValue)}`);
        break;
      case 'minLength':
        add(
          path,
          p.limit === 1
            ? `${shown} is empty; fill it in${about}`
            : `${shown} is too short; use at least ${String(p.limit)} characters${about}`,
        );
        break;
      case 'maxLength':
        add(path, `${shown} is too long; use at most ${String(p.limit)} characters${about}`);
        break;
      case 'minItems':
      case 'maxItems': {
        const n = Array.isArray(value) ? value.length : 0;
        const rule = e.keyword === 'minItems' ? 'at least' : 'at most';
        add(path, `${field} has ${n} entries; it needs ${rule} ${String(p.limit)}${about}`);
        break;
      }
      case 'uniqueItems':
        add(path, `entries ${String(p.j)} and ${String(p.i)} are the same; remove one`);
        break;
      case 'minimum':
      case 'maximum':
        add(
          path,
          `${shown} is out of range; use a number ${String(p.comparison)} ${String(p.limit)}${about}`,
        );
        break;
      case 'pattern':
        add(path, `${shown} does not have the required form${about}`);
        break;
      default:
        add(path, `${shown} ${e.message ?? 'is not valid'}${about}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// SVG safety: images are served from our origin, so an SVG opened directly must not run anything.

interface SvgRule {
  re: RegExp;
  message: string;
}

const SVG_RULES: SvgRule[] = [
  { re: /<script\b/gi, message: 'contains <script>; remove it: an image must not run code' },
  {
    re: /\son[a-z]+\s*=/gi,
    message: 'has an event attribute (on…=); remove it: an image must not run code',
  },
  {
    re: /<foreignObject\b/gi,
    message: 'contains <foreignObject>; remove it: it embeds HTML in the image',
  },
  {
    re: /<(?:iframe|embed|object|audio|video)\b/gi,
    message: 'embeds another document or media; remove it and draw the content in the SVG',
  },
  {
    re: /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);base64,)/gi,
    message:
      'has an external href; reference only elements of this file (href="#id") or embed a PNG, JPEG or WebP as a data: URL',
  },
  {
    re: /url\(\s*["']?\s*(?!#)/gi,
    message: 'has an external url(…); reference only elements of this file (url(#id))',
  },
  { re: /@import\b/gi, message: 'has an @import; remove it: an image must not load other files' },
  { re: /javascript:/gi, message: 'contains "javascript:"; remove it' },
  {
    re: /<!(?:ENTITY|DOCTYPE)\b/gi,
    message: 'declares a DOCTYPE or entities; remove them (entity expansion can be abused)',
  },
];

/** Problems in one SVG's text, each with the line it is on. */
export function checkSvg(text: string): Array<{ line: number; message: string }> {
  const found: Array<{ line: number; message: string }> = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  if (!/<svg\b/i.test(text))
    found.push({ line: 1, message: 'is not an SVG image (no <svg> element); re-export it' });
  const seen = new Set<string>();
  for (const rule of SVG_RULES) {
    for (const m of text.matchAll(rule.re)) {
      const line = lineAt(m.index);
      if (seen.has(`${line}:${rule.message}`)) continue;
      seen.add(`${line}:${rule.message}`);
      found.push({ line, message: rule.message });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

export const ASSET_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp'];
export const MAX_ASSET_BYTES = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// One partner folder, in memory.

/** A partner folder's files by path relative to the folder: "theme.json", "assets/logo.svg", "pages/faq.th.md". */
export type PartnerFiles = Record<string, string | Uint8Array>;

export interface PartnerFilesInput {
  /** The folder's name: the partner id partner.json must hold, and the /partners/<folder>/assets/ prefix. */
  folder: string;
  /** The name of the folder's parent, for messages that say where a file goes (default "partners"). */
  rootName?: string;
  /**
   * How the folder is named in messages: "partners/siam-life" gives "partners/siam-life/theme.json";
   * "" names files relative to the folder ("theme.json"). Default `<rootName>/<folder>`.
   */
  label?: string;
  files: PartnerFiles;
  /**
   * partner.json, theme.json and menu-tiles.json given already parsed (the editor's working copy);
   * a kind given here wins over its file.
   */
  parsed?: Partial<Record<ConfigKind, unknown>>;
  /**
   * Paths under assets/ known to exist whose bytes are not at hand (the editor knows a draft's asset
   * names; the server checked their bytes when they were uploaded): theme references to them are
   * accepted, and they are not checked for size or content here.
   */
  knownAssets?: readonly string[];
  /** Check the help pages as the default partner's (all must be present). Default: folder is "default". */
  isDefault?: boolean;
  /**
   * A folder as a staff export made it (validate:partners --exported): key placeholders
   * (key-placeholders.ts) stand in for the keys only admins receive. Otherwise a placeholder is a
   * problem: a folder that ships needs its real keys.
   */
  allowKeyPlaceholders?: boolean;
  /**
   * The colours of the logo images whose bytes this pure core cannot read: raster logos (measured by
   * the caller with sharp or a canvas) or images known only by name. An SVG among `files` is read here.
   */
  logoColors?: LogoImages;
}

/** Who a partner folder says it is, for the checks across folders. */
export interface PartnerIdentity {
  dir: string;
  file: string;
  partner_id?: string;
  ins_code?: string;
  secret_key?: string;
  api_key?: string;
}

export interface FocusPair {
  surface: string;
  what: string;
  ring: string;
  background: string;
  ratio: number;
}

export interface PartnerFilesReport {
  problems: Problem[];
  /**
   * What members would miss or find harder with this configuration, though the app still works
   * (checkReachability): printed by validate:partners, never a reason to refuse the folder.
   */
  warnings: Problem[];
  /** Who the folder says it is (dir is the label; a reader of disk folders puts the path there). */
  identity: PartnerIdentity;
  /** One line describing the partner, for the all-is-well output. */
  summary: string;
  /** The focus rings the theme engine derives, one per surface (empty when the theme is invalid). */
  focus: FocusPair[];
  /** Every pair the theme makes, passing ones included (themeContrastReport); empty without a theme. */
  contrast: ContrastReportRow[];
}

/** The extension of a path's last segment, lower-case with its dot ("" for none or a dotfile), as node's extname. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The focus ring of every surface, measured against the surface's colour as the member sees it. */
export function focusPairs(theme: Theme): FocusPair[] {
  return Object.entries(focusSurfaces(theme)).map(([name, s]) => {
    const ring = focusRingColor(s.candidates, s.surface);
    const background = toHex(s.surface);
    return { surface: name, what: focusWhat(name), ring, background, ratio: contrastRatio(ring, background) };
  });
}

/**
 * Every pair the theme makes, passing ones included (issue 26): text and graphics
 * (contrast.ts CONTRAST_PAIRS), the focus ring of every surface, and the logo on every surface it
 * sits on (for the logo images whose colours are known). The editor's contrast report and
 * validate:partners --contrast show it.
 */
export function themeContrastReport(theme: Partial<Theme>, logos: LogoImages = {}): ContrastReportRow[] {
  const extra: ExtraReportRow[] = [];
  if (validateTheme(theme))
    for (const f of focusPairs(theme as Theme))
      extra.push({
        what: `the focus ring of ${f.what}`,
        foreground: 'focus ring (derived)',
        background: f.surface,
        foregroundHex: f.ring,
        backgroundHex: f.background,
        ratio: f.ratio,
        min: FOCUS_MIN,
        passes: f.ratio >= FOCUS_MIN,
        kind: 'focus',
      });
  for (const m of logoContrasts(theme, logos))
    extra.push({
      what: `the ${m.surface.image === 'logo' ? 'logo' : 'logo for dark surfaces'} on ${m.surface.what}${m.backdrop ? ' (on its own backdrop)' : ''}`,
      foreground: m.surface.image,
      background: m.surface.field,
      foregroundHex: m.worst,
      backgroundHex: m.surface.background,
      ratio: m.ratio,
      min: LOGO_MIN,
      passes: m.passes,
      pointer: `/${m.surface.image}`,
      kind: 'logo',
    });
  return contrastReport(theme, extra);
}

/** A report row as validate:partners --contrast prints it. */
export const formatReportRow = (r: ContrastReportRow): string =>
  `   ${r.passes ? 'pass' : r.shown ? 'FAIL' : 'hidden'} ${formatRatio(r.ratio)} (needs ${r.min}:1) ${r.foregroundHex} on ${r.backgroundHex}: ${r.what} (${r.foreground} on ${r.background})`;

export function formatFocusPairs(pairs: FocusPair[]): string {
  return `   focus rings: ${pairs.map((p) => `${p.surface} ${p.ring} on ${p.background} ${formatRatio(p.ratio)}`).join(', ')}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const textOf = (data: string | Uint8Array) => (typeof data === 'string' ? data : utf8.decode(data));
const byteLength = (data: string | Uint8Array) =>
  typeof data === 'string' ? new TextEncoder().encode(data).length : data.length;
/** A path with its empty and "." segments dropped, as a file system would resolve it. */
const normalize = (path: string) =>
  path
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
/** Hidden files (a segment starting with ".") are not part of a folder, as on disk. */
const isHidden = (path: string) => path.split('/').some((s) => s.startsWith('.'));

/**
 * Where JSON.parse gave up: the offset of the first character that cannot continue the text, found
 * by a small scanner (JSON.parse's own message has a position only for some errors).
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (at = i): never => {
    throw Math.min(at, text.length);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const expect = (ch: string) => {
    ws();
    if (text[i] !== ch) fail();
    i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (text[i] !== '"') {
      if (i >= text.length || text[i]! < ' ') fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}/.test(text.slice(i + 1, i + 5))) fail(i + 1);
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    i++;
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    else i += m[0].length;
  };
  const members = (close: string, member: () => void) => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      member();
      ws();
      if (text[i] === close) break;
      if (text[i] !== ',') fail();
      i++;
    }
    i++;
  };
  const value = (): void => {
    ws();
    const ch = text[i] ?? '';
    if (ch === '{')
      members('}', () => {
        ws();
        if (text[i] !== '"') fail();
        string();
        expect(':');
        value();
      });
    else if (ch === '[') members(']', value);
    else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || (ch >= '0' && ch <= '9')) number();
    else fail();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
  return text.length;
}

/** The 1-based line and column of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function parseJsonFile(data: string | Uint8Array | undefined, label: string, problems: Problem[]): unknown {
  if (data === undefined) {
    problems.push({
      file: label,
      message: `file is missing; every partner folder needs partner.json, theme.json and menu-tiles.json (copy them from partners/default/ and adapt them)`,
    });
    return undefined;
  }
  let text = textOf(data);
  if (text.startsWith('\uFEFF')) {
    // One problem for the mark; the rest is read without it so its own problems are reported too.
    problems.push({
      file: label,
      line: 1,
      column: 1,
      message:
        'starts with a byte order mark (BOM, the bytes EF BB BF), which JSON does not allow and the server refuses at start; ' +
        'save the file as UTF-8 without BOM (VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding", "UTF-8"). ' +
        'The rest of the file was read without the mark and checked as well',
    });
    text = text.slice(1);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const reason = (err as Error).message
      .replace(/,\s*"[\s\S]*" is not valid JSON$/, '')
      .replace(/ in JSON at position \d+(?: \(line \d+ column \d+\))?$/, '')
      .replace(/ after JSON at position \d+(?: \(line \d+ column \d+\))?$/, ' after the end of the JSON')
      // A line break or tab shown as itself would break the one-line message.
      .replace(/\s/g, (c) => (c === ' ' ? c : JSON.stringify(c).slice(1, -1)));
    const { line, column } = lineColumn(text, jsonErrorOffset(text));
    problems.push({
      file: label,
      line,
      column,
      message: `is not valid JSON at line ${line}, column ${column} (${reason}); fix the syntax`,
    });
    return undefined;
  }
}

/** Validates one partner folder's files on their own (schema, assets, SVGs, tiles, contrast, help pages). */
export function inspectPartnerFiles(input: PartnerFilesInput): PartnerFilesReport {
  const { folder, files } = input;
  const rootName = input.rootName ?? 'partners';
  const label = input.label ?? `${rootName}/${folder}`;
  const named = (name: string) => (label ? `${label}/${name}` : name);
  const problems: Problem[] = [];
  const docs = SCHEMA_DOCS;
  const fileLabel = (kind: ConfigKind) => named(CONFIG_FILES[kind]);
  const known = new Set((input.knownAssets ?? []).map(normalize));

  const data: Partial<Record<ConfigKind, unknown>> = {};
  const valid: Partial<Record<ConfigKind, boolean>> = {};
  /** Pointers the schema already complained about: cross-checks leave them alone. */
  const schemaErrors = new Set<string>();
  let focus: FocusPair[] = [];
  let contrast: ContrastReportRow[] = [];
  for (const kind of Object.keys(CONFIG_FILES) as ConfigKind[]) {
    const value =
      input.parsed?.[kind] !== undefined
        ? input.parsed[kind]
        : parseJsonFile(files[CONFIG_FILES[kind]], fileLabel(kind), problems);
    if (value === undefined) continue;
    data[kind] = value;
    const validate = validators[kind];
    valid[kind] = validate(value) as boolean;
    for (const e of validate.errors ?? []) schemaErrors.add(`${kind}:${e.instancePath}`);
    if (!valid[kind])
      problems.push(...translateAjvErrors(validate.errors ?? [], kind, value, fileLabel(kind), folder));
    const expectedSchema = `../../schemas/${kind}.schema.json`;
    if (isObject(value) && value.$schema !== undefined && value.$schema !== expectedSchema) {
      problems.push({
        file: fileLabel(kind),
        pointer: '/$schema',
        message: `${show(value.$schema)} is not this file's schema; use "${expectedSchema}"`,
      });
    }
  }

  const partner = isObject(data.partner) ? (data.partner as Partial<Partner>) : undefined;
  const theme = isObject(data.theme) ? (data.theme as Partial<Theme>) : undefined;
  const tiles = isObject(data['menu-tiles']) ? (data['menu-tiles'] as Partial<MenuTiles>) : undefined;

  // A partner id with a space (or another character an id may not hold) makes every image path
  // built from it invalid too: one cause, so one problem, on partner_id.
  const badIds = [partner?.partner_id, folder].filter(
    (id): id is string => typeof id === 'string' && id !== '' && !isPartnerId(id),
  );
  if (theme && badIds.length > 0) {
    const themeFile = fileLabel('theme');
    const images = new Set(themeImageFields(docs).map((f) => `/${f}`));
    const follows = (p: Problem) => {
      if (p.file !== themeFile || !p.pointer || !images.has(p.pointer)) return false;
      const ref = (theme as Record<string, unknown>)[p.pointer.slice(1)];
      return typeof ref === 'string' && badIds.some((id) => ref.startsWith(`/partners/${id}/`));
    };
    const dropped = problems.filter(follows).length;
    if (dropped > 0) {
      const kept = problems.filter((p) => !follows(p));
      problems.length = 0;
      problems.push(...kept);
      const idProblem = problems.find((p) => p.file === fileLabel('partner') && p.pointer === '/partner_id');
      const fixed = partnerIdFrom(partner?.partner_id ?? folder);
      const note = `; the ${dropped} image path${dropped === 1 ? '' : 's'} of ${themeFile} under /partners/${badIds[0]}/ must change with it (to /partners/${fixed}/)`;
      if (idProblem) idProblem.message += note;
      else
        problems.push({
          file: fileLabel('partner'),
          pointer: '/partner_id',
          message: `the folder name "${folder}" is no partner id; rename the folder to "${fixed}"${note}`,
        });
    }
  }

  // partner.json
  if (partner) {
    const file = fileLabel('partner');
    if (schemaErrors.has('partner:/partner_id')) {
      // One problem for a bad partner_id (the schema's), with a valid id to use.
      const at = problems.find((p) => p.file === file && p.pointer === '/partner_id');
      if (at) at.suggestion = partnerIdFrom(partner.partner_id);
    } else if (typeof partner.partner_id === 'string' && partner.partner_id !== folder) {
      problems.push({
        file,
        pointer: '/partner_id',
        message: isPartnerId(folder)
          ? `${show(partner.partner_id)} does not match the folder name "${folder}"; rename the folder or set partner_id to "${folder}"`
          : `${show(partner.partner_id)} does not match the folder name "${folder}", which is no valid partner id; rename the folder to "${partner.partner_id}"`,
        ...(isPartnerId(folder) ? { suggestion: folder } : {}),
      });
    }
    if (!input.allowKeyPlaceholders)
      for (const key of ['secret_key', 'api_key'] as const)
        if (isPlaceholderKey(partner[key]))
          problems.push({
            file,
            pointer: `/${key}`,
            message: `${key} is the placeholder of a staff export; set the partner's real ${key} (an admin's export carries it, or make a new one with \`openssl rand -base64 24 | tr '+/' '-_'\`) before the folder ships, or validate the exported folder with --exported`,
          });
    if (Array.isArray(partner.languages) && partner.languages.length > 0 && partner.languages[0] !== 'th') {
      problems.push({
        file,
        pointer: '/languages/0',
        message: `${show(partner.languages[0])} comes first, but Thai is the default language; put "th" first`,
      });
    }
    if (partner.line_login_enabled === true && partner.line_liff_id === '') {
      problems.push({
        file,
        pointer: '/line_login_enabled',
        message:
          'LINE login is enabled but line_liff_id is empty; set line_liff_id or make line_login_enabled false',
      });
    }
    if (Array.isArray(partner.line_liff_keys)) {
      const keys = new Map<string, number>();
      partner.line_liff_keys.forEach((item, i) => {
        const key = isObject(item) ? item.line_liff_key : undefined;
        if (typeof key !== 'string') return;
        if (key === 'default') {
          problems.push({
            file,
            pointer: `/line_liff_keys/${i}/line_liff_key`,
            message: `"default" is reserved: it selects the main line_liff_id; choose another key`,
          });
        }
        const first = keys.get(key);
        if (first !== undefined) {
          problems.push({
            file,
            pointer: `/line_liff_keys/${i}/line_liff_key`,
            message: `"${key}" is also the key of /line_liff_keys/${first}; each key may appear once`,
          });
        } else keys.set(key, i);
      });
    }
  }

  // theme.json
  if (theme) {
    const file = fileLabel('theme');
    if (
      partner &&
      typeof partner.ins_code === 'string' &&
      typeof theme.ins_code === 'string' &&
      !schemaErrors.has('partner:/ins_code') &&
      !schemaErrors.has('theme:/ins_code') &&
      partner.ins_code !== theme.ins_code
    ) {
      problems.push({
        file,
        pointer: '/ins_code',
        message:
          `${show(theme.ins_code)} differs from ins_code "${partner.ins_code}" in ${fileLabel('partner')}; ` +
          `the theme is served at /api/v1/theme/{ins_code}, so set both to the same code`,
      });
    }
    const prefix = `/partners/${folder}/assets/`;
    for (const field of themeImageFields(docs)) {
      const ref = (theme as Record<string, unknown>)[field];
      if (typeof ref !== 'string' || !ref.startsWith('/') || schemaErrors.has(`theme:/${field}`)) continue;
      const pointer = `/${field}`;
      if (!ref.startsWith(prefix)) {
        // A folder name that is no partner id is one problem (partner_id's), not one per image.
        if (!isPartnerId(folder)) continue;
        const other = /^\/partners\/([^/]+)\/assets\//.exec(ref)?.[1];
        const name = ref.split('/').pop();
        problems.push({
          file,
          pointer,
          message:
            (other
              ? `"${ref}" belongs to partner "${other}", not to this partner; `
              : `"${ref}" is outside this partner's assets; `) +
            `copy the file to ${rootName}/${folder}/assets/ and use "${prefix}${name}"`,
        });
        continue;
      }
      const rel = ref.slice(prefix.length);
      const path = normalize(rel);
      if (files[`assets/${path}`] === undefined && !known.has(path)) {
        problems.push({
          file,
          pointer,
          message: `"${ref}" does not exist; add ${rootName}/${folder}/assets/${rel} or fix the path`,
        });
      } else if (!ASSET_EXTENSIONS.includes(extensionOf(path))) {
        problems.push({
          file,
          pointer,
          message: `"${ref}" is not an image; use an ${ASSET_EXTENSIONS.join(', ')} file`,
        });
      }
    }
    if (theme.line_oa_status === 1 && theme.line_oa_id === '') {
      problems.push({
        file,
        pointer: '/line_oa_status',
        message:
          'the official LINE account tile is shown but line_oa_id is empty; set line_oa_id (e.g. "@thaicaretpa") or set line_oa_status to 0',
      });
    }
    // The dark variant (dark.ts) by the same rules, once the theme is whole enough to derive it.
    for (const c of [...checkThemeContrast(theme), ...(valid.theme ? checkDarkContrast(theme as Theme) : [])])
      problems.push({
        file,
        pointer: c.pointer,
        message: c.message,
        ...(c.suggestion ? { suggestion: c.suggestion } : {}),
      });
    const logos = logoImagesOf(theme, folder, files, input.logoColors);
    contrast = themeContrastReport(theme, logos);
    for (const l of checkLogoContrast(theme, logos))
      problems.push({
        file,
        pointer: l.pointer,
        message: l.message,
        ...(l.fixes.length ? { fixes: l.fixes } : {}),
      });
    if (valid.theme) {
      focus = focusPairs(theme as Theme);
      for (const f of focus.filter((f) => !(f.ratio >= FOCUS_MIN)))
        problems.push({
          file,
          message: `the focus ring derived for ${f.what} is ${f.ring} on ${f.background}, contrast ${formatRatio(f.ratio)}, below the ${FOCUS_MIN}:1 WCAG 2.4.11 needs; this is a bug in shared/engine/theme/focus.ts, not in the theme`,
        });
    }
  }

  // menu-tiles.json
  if (tiles && Array.isArray(tiles.tiles)) {
    const file = fileLabel('menu-tiles');
    const firstIndex = new Map<string, number>();
    tiles.tiles.forEach((tile, i) => {
      if (!isObject(tile)) return;
      if (typeof tile.id === 'string') {
        const first = firstIndex.get(tile.id);
        if (first !== undefined) {
          problems.push({
            file,
            pointer: `/tiles/${i}/id`,
            message: `"${tile.id}" is also the id of /tiles/${first}; each tile may appear once, so remove one`,
          });
        } else firstIndex.set(tile.id, i);
      }
    });
  }

  const warnings: Problem[] = [];
  if (valid['menu-tiles'] && valid.theme && tiles?.tiles && theme) {
    const statuses = checkTileStatuses(partner?.tile_reading ?? 'A', theme as Theme, tiles as MenuTiles);
    for (const t of statuses)
      (t.error ? problems : warnings).push({
        file: fileLabel(t.file),
        pointer: t.pointer,
        message: t.message,
      });
  }

  // Tiles against the theme schema: the menu-tiles schema names icon and status fields by enum, and
  // these checks catch drift between that enum and the theme's fields. They run only when both files
  // pass their schemas, so nothing the schemas already report is reported twice.
  if (valid['menu-tiles'] && valid.theme && tiles?.tiles) {
    const file = fileLabel('menu-tiles');
    const themeProps = docs.theme.properties ?? {};
    const fieldOf = (name: string, def: string) => themeProps[name]?.$ref?.endsWith(`/$defs/${def}`) === true;
    tiles.tiles.forEach((tile, i) => {
      if (!fieldOf(tile.icon, 'imageRef')) {
        problems.push({
          file,
          pointer: `/tiles/${i}/icon`,
          message: `"${tile.icon}" is not an image field of the theme; use one of ${themeImageFields(docs).join(', ')}`,
        });
      }
      for (const reading of ['A', 'B'] as const) {
        const flag = tile.status[reading];
        if (flag === null || fieldOf(flag, 'status')) continue;
        problems.push({
          file,
          pointer: `/tiles/${i}/status/${reading}`,
          message: `"${flag}" is not a status field of the theme; use a theme status field (e.g. menu_icon_5_status) or null (always shown)`,
        });
      }
    });
  }

  // assets/
  const assetPaths = Object.keys(files)
    .filter((p) => p.startsWith('assets/') && !isHidden(p))
    .sort();
  for (const path of assetPaths) {
    const file = named(path);
    const ext = extensionOf(path);
    if (!ASSET_EXTENSIONS.includes(ext)) {
      problems.push({
        file,
        message: `is not an image; assets/ may hold only ${ASSET_EXTENSIONS.join(', ')} files`,
      });
      continue;
    }
    const content = files[path]!;
    const size = byteLength(content);
    if (size > MAX_ASSET_BYTES) {
      problems.push({
        file,
        message: `is ${Math.round(size / 1024)} KB; members load it over mobile networks, so keep assets under ${MAX_ASSET_BYTES / 1024} KB (compress or resize it)`,
      });
    }
    if (ext === '.svg') {
      for (const s of checkSvg(textOf(content))) problems.push({ file, line: s.line, message: s.message });
    }
  }

  problems.push(...checkHelpPageFiles(files, label, input.isDefault ?? folder === 'default'));

  const identity: PartnerIdentity = {
    dir: label,
    file: fileLabel('partner'),
    ...(typeof partner?.partner_id === 'string' ? { partner_id: partner.partner_id } : {}),
    ...(typeof partner?.ins_code === 'string' ? { ins_code: partner.ins_code } : {}),
    ...(typeof partner?.secret_key === 'string' ? { secret_key: partner.secret_key } : {}),
    ...(typeof partner?.api_key === 'string' ? { api_key: partner.api_key } : {}),
  };
  warnings.push(...checkReachability(partner, theme, fileLabel('theme')));
  return { problems, warnings, identity, summary: summarize(label, partner, theme, tiles), focus, contrast };
}

// ---------------------------------------------------------------------------------------------
// Logo colours (issue 26): an SVG logo of the folder is read here; other images come from the caller.

/** The colours of the theme's logo images: the caller's measurements, else the folder's SVG text. */
function logoImagesOf(
  theme: Partial<Theme>,
  folder: string,
  files: PartnerFiles,
  given: LogoImages = {},
): LogoImages {
  const out: LogoImages = {};
  for (const field of ['logo', 'logo_on_dark'] as const) {
    if (given[field]) {
      out[field] = given[field];
      continue;
    }
    const ref = theme[field];
    const prefix = `/partners/${folder}/assets/`;
    if (typeof ref !== 'string' || !ref.startsWith(prefix) || extensionOf(ref) !== '.svg') continue;
    const bytes = files[`assets/${normalize(ref.slice(prefix.length))}`];
    if (bytes !== undefined) out[field] = svgLogoColors(textOf(bytes));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tile statuses against the spec (issue 26).

/**
 * The spec's tiles that carry a theme status flag, under each reading of its tile numbering
 * (partner.schema.json, tile_reading): under B, Telemed Mart is always shown, so menu_icon_6_status
 * governs nothing.
 */
const SPEC_STATUS_TILES = {
  A: { menu_icon_5_status: 'e_claim', menu_icon_6_status: 'telemed_mart', line_oa_status: 'line_oa' },
  B: { menu_icon_5_status: 'e_claim', line_oa_status: 'line_oa' },
} as const satisfies Record<'A' | 'B', Partial<Record<string, string>>>;

const STATUS_FLAGS = ['menu_icon_5_status', 'menu_icon_6_status', 'line_oa_status'] as const;

interface TileStatusFinding {
  file: ConfigKind;
  pointer: string;
  message: string;
  /** An error fails validation; otherwise it is a warning (members see what the staff did not mean). */
  error: boolean;
}

/**
 * The theme's status flags against the tiles under the partner's reading:
 * - a spec tile removed while its flag says shown (1) is an error: the configuration says the tile
 *   is on and members never see it; the fix is to add the tile back or set the flag to 0.
 * - a flag the reading ignores (no tile is governed by it) set to 0 is a warning naming the reading:
 *   staff meant to hide something that members still see. Set to 1 it agrees with what members see
 *   (the flag is required by the schema, so every reading-B partner carries one), so nothing is said.
 */
export function checkTileStatuses(reading: 'A' | 'B', theme: Theme, tiles: MenuTiles): TileStatusFinding[] {
  const out: TileStatusFinding[] = [];
  const governed = new Set(tiles.tiles.map((t) => t.status[reading]).filter((f) => f !== null));
  const present = new Set(tiles.tiles.map((t) => t.id));
  const spec: Partial<Record<string, string>> = SPEC_STATUS_TILES[reading];
  for (const flag of STATUS_FLAGS) {
    if (governed.has(flag)) continue;
    const value = theme[flag];
    const tile = spec[flag];
    if (tile && !present.has(tile as MenuTiles['tiles'][number]['id'])) {
      if (value === 1)
        out.push({
          file: 'theme',
          pointer: `/${flag}`,
          error: true,
          message: `${flag} is 1 (shown), but the ${tile} tile it governs under reading ${reading} is not in menu-tiles.json, so members never see it; add the ${tile} tile back to menu-tiles.json or set ${flag} to 0`,
        });
      continue;
    }
    if (value === 0) {
      const shownBy = tiles.tiles.find((t) => t.status.A === flag || t.status.B === flag);
      out.push({
        file: 'theme',
        pointer: `/${flag}`,
        error: false,
        message:
          `${flag} is 0 (hidden), but reading ${reading} (partner.json tile_reading) ignores it` +
          (shownBy
            ? `: under it the ${shownBy.id} tile ${shownBy.status[reading] === null ? 'is always shown' : `follows ${shownBy.status[reading]}`}`
            : '') +
          `; choose the reading that hides it, or remove the tile from menu-tiles.json to hide it`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reachability (issue 25: no partner configuration strands a member).

/** The screens only the bottom bar links to, and what they hold that a member must be able to reach. */
const BOTTOM_BAR_ONLY = [
  { path: '/notification', what: 'Notifications (claim and document news)' },
  { path: '/setting', what: 'Settings (sign out, consents, account deletion)' },
] as const;

/**
 * Warnings for a theme that hides what members need to find their way: the bottom bar is the only
 * link to Notifications and Settings (unless a home banner leads there), and the top bar carries each
 * screen's title, back action and language switch. The app keeps them reachable either way (the
 * page frame, src/components/layout/page-frame.tsx, puts Notifications and Settings in the top bar or
 * in a compact in-page header, and the title, back and language in that header), so these are
 * warnings: they say what members will see instead, for the partner to confirm in the previewer.
 */
export function checkReachability(
  partner: Partial<Partner> | undefined,
  theme: Partial<Theme> | undefined,
  file: string,
): Problem[] {
  if (!theme) return [];
  const warnings: Problem[] = [];
  const topHidden = theme.top_bar_status === 0;
  const bottomHidden = theme.bottom_bar_status === 0;
  const bannerPaths = [1, 2]
    .filter((n) => theme[`banner_url_${n}_status` as 'banner_url_1_status'] === 1)
    .map((n) => String(theme[`banner_url_${n}` as 'banner_url_1'] ?? '').split(/[?#]/, 1)[0]);
  if (bottomHidden) {
    const missing = BOTTOM_BAR_ONLY.filter((screen) => !bannerPaths.includes(screen.path));
    if (missing.length > 0)
      warnings.push({
        file,
        pointer: '/bottom_bar_status',
        message:
          `the bottom bar is hidden, and it is the only link to ${missing.map((m) => m.what).join(' and ')}; ` +
          (topHidden
            ? 'with the top bar hidden too, the app shows them as icons in the compact header at the top of the main pages'
            : 'the app shows them as icons in the top bar of the main pages') +
          `; set bottom_bar_status to 1 to keep the usual bottom navigation, or check the fallback in the previewer`,
      });
  }
  if (topHidden) {
    const languages = Array.isArray(partner?.languages) ? partner.languages.length : 2;
    warnings.push({
      file,
      pointer: '/top_bar_status',
      message:
        `the top bar is hidden, and it carries each screen's title and back action${languages > 1 ? ' and the language switch' : ''}; ` +
        'the app shows them in a compact header at the top of the page instead; set top_bar_status to 1 to keep the bar, or check the fallback in the previewer',
    });
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------
// Help pages (/others/{type}): partners/<id>/pages/<type>.<lang>.md (docs/decisions/053).

export const HELP_PAGE_LANGS = ['th', 'en'] as const;

/**
 * The partner's help pages (files under pages/): every file is a known page in Thai or English,
 * comes in both languages, starts with a "# " title and has text after it, and holds no raw HTML (the
 * app shows it as text). The default partner must have every page, since other partners fall back
 * to its files.
 */
export function checkHelpPageFiles(files: PartnerFiles, label: string, isDefault: boolean): Problem[] {
  const problems: Problem[] = [];
  const names = [
    ...new Set(
      Object.keys(files)
        .filter((p) => p.startsWith('pages/'))
        .map((p) => p.slice('pages/'.length).split('/')[0]!)
        .filter((n) => n !== '' && !n.startsWith('.')),
    ),
  ].sort();
  const present = new Set(names);
  const fileOf = (name: string) => (label ? `${label}/pages/${name}` : `pages/${name}`);
  const known = `${HELP_PAGE_TYPES.join(', ')} in ${HELP_PAGE_LANGS.join(' and ')}`;
  for (const name of names) {
    const match = /^([a-z-]+)\.(th|en)\.md$/.exec(name);
    const type = match?.[1];
    if (!match || !type || !(HELP_PAGE_TYPES as readonly string[]).includes(type)) {
      problems.push({
        file: fileOf(name),
        message: `is not a help page the app shows; name pages <type>.<lang>.md with one of ${known} (e.g. faq.th.md)`,
      });
      continue;
    }
    const other = match[2] === 'th' ? 'en' : 'th';
    if (!present.has(`${type}.${other}.md`))
      problems.push({
        file: fileOf(name),
        message: `has no ${other === 'th' ? 'Thai' : 'English'} version; add ${type}.${other}.md next to it so both languages show the same page`,
      });
    const content = files[`pages/${name}`];
    if (content === undefined) continue;
    const text = textOf(content);
    const page = parseHelpPage(text);
    if (!page)
      problems.push({
        file: fileOf(name),
        line: 1,
        message: 'must start with its title as a "# " heading, e.g. "# Contact us"',
      });
    else if (!page.body) problems.push({ file: fileOf(name), message: 'has a title but no text after it' });
    const lines = text.split(/\r?\n/);
    const html = lines.findIndex((line) => /<\/?[A-Za-z][^>]*>/.test(line));
    if (html !== -1)
      problems.push({
        file: fileOf(name),
        line: html + 1,
        message:
          'contains raw HTML, which the app shows as plain text; use Markdown instead (**bold**, [link](/path), - list)',
      });
  }
  if (isDefault)
    for (const type of HELP_PAGE_TYPES)
      for (const lang of HELP_PAGE_LANGS)
        if (!present.has(`${type}.${lang}.md`))
          problems.push({
            file: fileOf(`${type}.${lang}.md`),
            message:
              'is missing; the default partner needs every help page, since other partners fall back to its pages',
          });
  return problems;
}

function summarize(
  label: string,
  partner: Partial<Partner> | undefined,
  theme: Partial<Theme> | undefined,
  tiles: Partial<MenuTiles> | undefined,
): string {
  const reading = partner?.tile_reading ?? 'A';
  const all = Array.isArray(tiles?.tiles) ? tiles.tiles : [];
  const shown = all.filter((t) => {
    const flag = t.status?.[reading];
    return flag === null || (theme as Record<string, unknown> | undefined)?.[flag ?? ''] === 1;
  });
  const bar = (s: unknown) => (s === 1 ? 'shown' : 'hidden');
  const parts = [
    `${partner?.name?.en ?? '?'} (${partner?.ins_code ?? '?'}${partner?.ins_code?.startsWith('TMP') ? ', SSO' : ''})`,
    `reading ${reading}`,
    `${shown.length} of ${all.length} tiles shown`,
    `top bar ${bar(theme?.top_bar_status)}`,
    `bottom bar ${bar(theme?.bottom_bar_status)}`,
    partner?.line_liff_id
      ? `LIFF ${partner.line_liff_id} + ${partner.line_liff_keys?.length ?? 0} keys`
      : 'no LIFF',
  ];
  return `ok ${label}: ${parts.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------
// Across folders.

const KEY_FIX =
  "generate a new one, e.g. with `node -e \"console.log(require('crypto').randomBytes(24).toString('base64url'))\"`";

/**
 * partner_id, ins_code, secret_key and api_key must be unique. `checked` are the folders being
 * validated (problems are reported on them); `others` are their siblings, compared but not reported.
 */
export function checkUniqueness(checked: PartnerIdentity[], others: PartnerIdentity[] = []): Problem[] {
  const problems: Problem[] = [];
  const all = [...checked, ...others];
  const fields = [
    {
      key: 'partner_id',
      why: 'each partner needs its own id (it selects the partner in the partner_id query parameter)',
    },
    {
      key: 'ins_code',
      why: 'each partner needs its own code, because GET /api/v1/theme/{ins_code} serves one theme per code',
    },
    { key: 'secret_key', why: KEY_FIX },
    { key: 'api_key', why: KEY_FIX },
  ] as const;
  for (const id of checked) {
    for (const { key, why } of fields) {
      const value = id[key];
      if (!value) continue;
      const clash = all.find((o) => o !== id && o.dir !== id.dir && o[key] === value);
      if (!clash) continue;
      const what = key === 'secret_key' || key === 'api_key' ? `the same ${key}` : `"${value}"`;
      // Two roots can hold folders with the same label (a copy of partners/): then name the path.
      const other = clash.file === id.file ? `${clash.dir.replace(/[\\/]+$/, '')}/partner.json` : clash.file;
      problems.push({
        file: id.file,
        pointer: `/${key}`,
        message: `${what} is also used by ${other}; ${why}`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The editor's working copy.

/** A partner's configuration as the editor holds it: partner.json (keys optional), theme.json, menu-tiles.json. */
export interface PartnerConfigInput {
  partner: unknown;
  theme: unknown;
  tiles: unknown;
}

/**
 * The problems of a configuration being edited, as validate:partners would report them for
 * partners/<folder>/ (file names relative to the folder). partner.json's secret_key and api_key stay
 * on the server, so placeholders stand in for them when absent: a missing key is no problem of an edit.
 */
export function validatePartnerConfig(
  config: PartnerConfigInput,
  options: { folder: string; knownAssets?: readonly string[]; logoColors?: LogoImages },
): Problem[] {
  return reviewPartnerConfig(config, options).problems;
}

/**
 * validatePartnerConfig's problems and the warnings validate:partners prints (a status flag the
 * reading ignores, a hidden bar), for the editor. `logoColors` are the colours of the draft's logo
 * images, which the editor measures (an SVG's text or a raster on a canvas).
 */
export function reviewPartnerConfig(
  config: PartnerConfigInput,
  options: { folder: string; knownAssets?: readonly string[]; logoColors?: LogoImages },
): { problems: Problem[]; warnings: Problem[] } {
  const partner = isObject(config.partner)
    ? {
        secret_key: 'kept-on-the-server-0000',
        api_key: 'kept-on-the-server-0000',
        ...config.partner,
      }
    : config.partner;
  return inspectPartnerFiles({
    folder: options.folder,
    label: '',
    files: {},
    parsed: { partner, theme: config.theme, 'menu-tiles': config.tiles },
    knownAssets: options.knownAssets ?? [],
    isDefault: false,
    ...(options.logoColors ? { logoColors: options.logoColors } : {}),
  });
}
