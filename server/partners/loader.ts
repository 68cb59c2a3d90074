/**
 * Reads every partner folder partners/<id>/ at start, validates partner.json, theme.json and
 * menu-tiles.json with the generated (ajv standalone) validators plus the cross-file rules, and builds
 * the partners the API and the HTML inliner serve from, files in memory. The same checks build the
 * partners of the live configuration versions the database holds (server/partners/config-store.ts,
 * docs/decisions/079-partner-config-versions.md). Nothing is re-read per request.
 *
 * Any problem stops the start: the error lists every problem as `file JSON-pointer: message`, so
 * onboarding staff can fix all of them in one pass.
 */
import { isPlaceholderKey } from '../../shared/engine/partner/key-placeholders';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject } from 'ajv';
import { type BootData, serializeForScript, toPublicPartner } from '../../shared/engine/partner/boot';
import { darkCssText } from '../../shared/engine/theme/dark';
import { cssVarsToText, themeToCssVars } from '../../shared/engine/theme/resolve';
import type { MenuTiles, Partner, Theme } from '../../shared/generated/types';
import { validateMenuTiles, validatePartner, validateTheme } from '../../shared/generated/validators.js';
import { contentHash, type FolderFiles, fileText, readFolderFiles } from './folder-files';
import { DEFAULT_PARTNER_ID, type LoadedPartner, PartnerRegistry, type ResolvedPartner } from './registry';

export class PartnerConfigError extends Error {
  constructor(
    readonly problems: string[],
    partnersDir: string,
  ) {
    super(
      `Partner configuration in ${partnersDir} is invalid, so the server did not start:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nFix the files above (npm run validate:partners checks them without starting the server) and start again.',
    );
    this.name = 'PartnerConfigError';
  }
}

type Validator<T> = ((data: unknown) => data is T) & { errors?: ErrorObject[] | null };

/** One line per ajv error: `partners/x/theme.json /main_color_1: must match pattern "…"`. */
export function describeAjvErrors(file: string, errors: readonly ErrorObject[]): string[] {
  return errors.map((e) => {
    const pointer = e.instancePath || '/';
    let message = e.message ?? e.keyword;
    if (e.keyword === 'additionalProperties') message += `: "${String(e.params.additionalProperty)}"`;
    if (e.keyword === 'enum')
      message += `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    if (e.keyword === 'required') message = `must have property "${String(e.params.missingProperty)}"`;
    return `${file} ${pointer}: ${message}`;
  });
}

function readJson(bytes: Uint8Array | undefined, label: string, problems: string[]): unknown {
  if (!bytes) {
    problems.push(`${label}: file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(fileText(bytes));
  } catch (error) {
    problems.push(`${label}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function check<T>(value: unknown, validate: Validator<T>, label: string, problems: string[]): T | undefined {
  if (value === undefined) return undefined;
  if (validate(value)) return value;
  problems.push(...describeAjvErrors(label, validate.errors ?? []));
  return undefined;
}

/** The partner with the schema's documented defaults filled in. */
export function withPartnerDefaults(partner: Partner): ResolvedPartner {
  return {
    ...partner,
    languages: partner.languages ?? ['th', 'en'],
    line_login_enabled: partner.line_login_enabled ?? false,
    telemed_card_limit: partner.telemed_card_limit ?? 3,
    tile_reading: partner.tile_reading ?? 'A',
    year_format: partner.year_format ?? 'gregorian',
  };
}

function stripSchema<T extends { $schema?: string }>(value: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = value;
  return rest;
}

/** One partner's files as they will be served: what a version holds, or a folder read from disk. */
export interface PartnerSource {
  id: string;
  files: FolderFiles;
  /** The configuration version (0: a folder not stored as a version). */
  version: number;
  /** contentHash(files); computed when absent. */
  hash?: string;
  /** How a file is named in problems: partners/x/theme.json. */
  label: (file: string) => string;
}

/** A partner from its files, or undefined with its problems added. */
export function loadPartnerSource(source: PartnerSource, problems: string[]): LoadedPartner | undefined {
  const { id, files, label } = source;
  const before = problems.length;
  const partner = check(
    readJson(files.get('partner.json'), label('partner.json'), problems),
    validatePartner as Validator<Partner>,
    label('partner.json'),
    problems,
  );
  const theme = check(
    readJson(files.get('theme.json'), label('theme.json'), problems),
    validateTheme as Validator<Theme>,
    label('theme.json'),
    problems,
  );
  const tiles = check(
    readJson(files.get('menu-tiles.json'), label('menu-tiles.json'), problems),
    validateMenuTiles as Validator<MenuTiles>,
    label('menu-tiles.json'),
    problems,
  );
  if (!partner || !theme || !tiles || problems.length > before) return undefined;

  if (partner.partner_id !== id) {
    problems.push(
      `${label('partner.json')} /partner_id: must equal the folder name "${id}" (got "${partner.partner_id}")`,
    );
  }
  if (theme.ins_code !== partner.ins_code) {
    problems.push(
      `${label('theme.json')} /ins_code: must equal partner.json ins_code "${partner.ins_code}" (got "${theme.ins_code}")`,
    );
  }
  const resolved = withPartnerDefaults(partner);
  if (resolved.languages[0] !== 'th') {
    problems.push(
      `${label('partner.json')} /languages: Thai ("th") must come first, it is the default language`,
    );
  }
  const tileIds = new Set<string>();
  for (const [i, tile] of tiles.tiles.entries()) {
    if (tileIds.has(tile.id))
      problems.push(`${label('menu-tiles.json')} /tiles/${i}/id: tile "${tile.id}" appears twice`);
    tileIds.add(tile.id);
  }
  let themeCss = '';
  let themeDarkCss = '';
  try {
    themeCss = cssVarsToText(themeToCssVars(theme));
    themeDarkCss = darkCssText(theme);
  } catch (error) {
    problems.push(`${label('theme.json')} /: ${(error as Error).message}`);
  }
  if (problems.length > before) return undefined;

  const cleanTheme = stripSchema(theme) as Theme;
  const cleanTiles = stripSchema(tiles) as MenuTiles;
  const publicPartner = toPublicPartner(resolved);
  const boot: BootData = { partner: publicPartner, theme: cleanTheme, tiles: cleanTiles };
  return {
    id,
    partner: resolved,
    theme: cleanTheme,
    tiles: cleanTiles,
    publicPartner,
    boot,
    bootJson: serializeForScript(boot),
    themeCss,
    themeDarkCss,
    version: source.version,
    contentHash: source.hash ?? contentHash(files),
    files,
  };
}

/** The checks across partners: no staff-export placeholders, no shared code or key, a default partner. */
export function checkPartnerSet(
  loaded: readonly LoadedPartner[],
  ids: readonly string[],
  where: string,
): string[] {
  const problems: string[] = [];
  const seen = {
    ins_code: new Map<string, string>(),
    api_key: new Map<string, string>(),
    secret_key: new Map<string, string>(),
  };
  for (const p of loaded) {
    // A staff export without the partners.secrets permission holds placeholders for the keys
    // (docs/decisions/067-staff-roles-and-audit.md): such a folder must not go live as it is.
    for (const field of ['api_key', 'secret_key'] as const)
      if (isPlaceholderKey(p.partner[field]))
        problems.push(
          `partners/${p.id}/partner.json /${field}: the placeholder of a staff export; set the partner's real ${field}`,
        );
    for (const field of ['ins_code', 'api_key', 'secret_key'] as const) {
      const other = seen[field].get(p.partner[field]);
      // Never print a key itself, only who collides.
      if (other)
        problems.push(
          `partners/${p.id}/partner.json /${field}: the same ${field} as partners/${other}; each partner needs its own`,
        );
      seen[field].set(p.partner[field], p.id);
    }
  }
  if (!ids.includes(DEFAULT_PARTNER_ID)) {
    problems.push(
      `${where}: no "${DEFAULT_PARTNER_ID}" partner folder; it is the partner used when none is named`,
    );
  }
  return problems;
}

/** A partner folder read from disk: its files and their hash. */
export interface PartnerFolder {
  id: string;
  files: FolderFiles;
  hash: string;
}

/**
 * Reads and validates every partner folder (each as a configuration version would hold it) and
 * answers the folders and the partners built from them; throws PartnerConfigError listing every
 * problem.
 */
export function readPartnerFolders(partnersDir: string): {
  folders: PartnerFolder[];
  partners: LoadedPartner[];
} {
  if (!existsSync(partnersDir) || !statSync(partnersDir).isDirectory()) {
    throw new PartnerConfigError(
      [`${partnersDir}: folder not found; set PARTNERS_DIR to the folder holding one sub-folder per partner`],
      partnersDir,
    );
  }
  const problems: string[] = [];
  const ids = readdirSync(partnersDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const folders: PartnerFolder[] = [];
  const loaded: LoadedPartner[] = [];
  for (const id of ids) {
    const dir = join(partnersDir, id);
    // Paths relative to the working directory read best (partners/x/theme.json), unless that climbs out.
    const label = (file: string) => {
      const path = relative(process.cwd(), join(dir, file));
      return path.startsWith('..') || path === '' ? join(dir, file) : path;
    };
    const files = readFolderFiles(dir, label('').replace(/[/\\]$/, ''), problems);
    const hash = contentHash(files);
    folders.push({ id, files, hash });
    const partner = loadPartnerSource({ id, files, version: 0, hash, label }, problems);
    if (partner) loaded.push(partner);
  }
  problems.push(...checkPartnerSet(loaded, ids, partnersDir));
  if (problems.length > 0) throw new PartnerConfigError(problems, partnersDir);
  return { folders, partners: loaded };
}

/** Loads and validates every partner folder; throws PartnerConfigError listing every problem. */
export function loadPartners(partnersDir: string): PartnerRegistry {
  return new PartnerRegistry(readPartnerFolders(partnersDir).partners);
}
