/**
 * Validates partner folders before they ship: schema (the generated ajv validators), then what a
 * schema cannot say: folder and ids agree, codes and keys are unique, theme images exist in the
 * partner's own assets/, SVGs carry no script, tiles are consistent, and text meets WCAG AA contrast.
 * It also reports the focus-ring colour the theme engine derives for every surface (≥ 3:1, WCAG
 * 2.4.11 / 1.4.11) and fails if one is still below 3:1 (it never should be: that is the check).
 *
 * Usage:
 *   npm run validate:partners                      every folder in partners/
 *   npm run validate:partners -- partners/siam-life [more folders or files]
 *   npm run validate:partners -- --root DIR        every folder in DIR
 *
 * Every problem names the file, the JSON pointer, what is wrong and how to fix it. The checks are the
 * pure, in-memory core in shared/engine/partner/validate-config.ts (shared with the server's partner
 * drafts and the previewer's editor); this file reads folders from disk (never writes) and runs it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkHelpPageFiles,
  checkUniqueness,
  type FocusPair,
  formatFocusPairs,
  formatProblem,
  formatReportRow,
  inspectPartnerFiles,
  type PartnerFiles,
  type PartnerIdentity,
  type Problem,
  type SchemaDocs,
  type SchemaNode,
} from '../shared/engine/partner/validate-config';
import { SCHEMA_DOCS } from '../shared/engine/partner/schema-docs';
import type { ContrastReportRow } from '../shared/engine/theme/contrast';

export {
  ASSET_EXTENSIONS,
  CONFIG_FILES,
  type ConfigKind,
  checkSvg,
  checkUniqueness,
  type FocusPair,
  focusPairs,
  formatFocusPairs,
  formatProblem,
  HELP_PAGE_LANGS,
  MAX_ASSET_BYTES,
  type PartnerIdentity,
  type Problem,
  schemaAt,
  show,
  themeImageFields,
  translateAjvErrors,
} from '../shared/engine/partner/validate-config';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PARTNERS_DIR = join(ROOT, 'partners');
export const SCHEMA_DIR = join(ROOT, 'schemas');

/** The schemas as data: the ones of this repository (what the validator uses), or another folder's. */
export function loadSchemas(dir = SCHEMA_DIR): SchemaDocs {
  if (dir === SCHEMA_DIR) return SCHEMA_DOCS;
  const read = (name: string) =>
    JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8')) as SchemaNode;
  return {
    defs: read('defs'),
    theme: read('theme'),
    partner: read('partner'),
    'menu-tiles': read('menu-tiles'),
  };
}

// ---------------------------------------------------------------------------------------------
// One partner folder, read from disk.

/** How a folder's files are named in messages: <parent folder name>/<folder>/<file>. */
export function labelFor(dir: string, file = ''): string {
  const abs = resolve(dir);
  const base = `${basename(dirname(abs))}/${basename(abs)}`;
  return file ? `${base}/${file}` : base;
}

export interface FolderReport {
  dir: string;
  label: string;
  problems: Problem[];
  /** What members would find harder with this folder, though it may ship (printed, exit code 0). */
  warnings: Problem[];
  identity: PartnerIdentity;
  /** One line describing the partner, for the all-is-well output. */
  summary: string;
  /** The focus rings the theme engine derives, one per surface (empty when the theme is invalid). */
  focus: FocusPair[];
  /** Every pair the theme makes, passing ones included (printed with --contrast). */
  contrast: ContrastReportRow[];
}

/** Every file under `dir`, by path relative to it with / separators. */
export function readFolderFiles(dir: string): PartnerFiles {
  const files: PartnerFiles = {};
  const walk = (sub: string, prefix: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(sub, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(sub, entry.name);
      const rel = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(full, `${rel}/`);
      else if (entry.isFile() || (entry.isSymbolicLink() && statSync(full).isFile()))
        files[rel] = new Uint8Array(readFileSync(full));
    }
  };
  walk(dir, '');
  return files;
}

/** Validates one partner folder on its own (schema, assets, SVGs, tiles, contrast, help pages). */
export function inspectPartnerFolder(dir: string, options: { exported?: boolean } = {}): FolderReport {
  const abs = resolve(dir);
  const label = labelFor(abs);
  const report = inspectPartnerFiles({
    folder: basename(abs),
    rootName: basename(dirname(abs)),
    label,
    files: readFolderFiles(abs),
    allowKeyPlaceholders: options.exported ?? false,
  });
  return { dir: abs, label, ...report, identity: { ...report.identity, dir: abs } };
}

/** The help-page checks of one folder's pages/ (part of inspectPartnerFolder). */
export function checkHelpPages(dir: string, label: string, isDefault: boolean): Problem[] {
  const pages = Object.fromEntries(
    Object.entries(readFolderFiles(join(dir, 'pages'))).map(([rel, data]) => [`pages/${rel}`, data]),
  );
  return checkHelpPageFiles(pages, label, isDefault);
}

/** Validates one partner folder on its own; see validatePartners for the checks across folders. */
export function validatePartnerFolder(dir: string, options: { exported?: boolean } = {}): Problem[] {
  return inspectPartnerFolder(dir, options).problems;
}

// ---------------------------------------------------------------------------------------------
// Across folders.

/** Partner folders in a directory: its sub-folders, sorted, hidden ones skipped. */
export function listPartnerFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => join(resolve(root), e.name))
    .sort();
}

function readIdentity(dir: string): PartnerIdentity | undefined {
  try {
    const p = JSON.parse(readFileSync(join(dir, 'partner.json'), 'utf8')) as Record<string, unknown>;
    const pick = (k: string) => (typeof p[k] === 'string' ? { [k]: p[k] as string } : {});
    return {
      dir,
      file: labelFor(dir, 'partner.json'),
      ...pick('partner_id'),
      ...pick('ins_code'),
      ...pick('secret_key'),
      ...pick('api_key'),
    };
  } catch {
    return undefined;
  }
}

export interface ValidationReport {
  folders: FolderReport[];
  problems: Problem[];
  /** Every folder's warnings (never a failure). */
  warnings: Problem[];
}

/** Validates partner folders, each on its own and against each other (and against their siblings). */
export function validatePartners(dirs: string[], options: { exported?: boolean } = {}): ValidationReport {
  const unique = [...new Set(dirs.map((d) => resolve(d)))];
  const folders = unique.map((d) => inspectPartnerFolder(d, options));
  const siblings: PartnerIdentity[] = [];
  for (const parent of new Set(unique.map((d) => dirname(d)))) {
    for (const d of listPartnerFolders(parent)) {
      if (unique.includes(d)) continue;
      const id = readIdentity(d);
      if (id) siblings.push(id);
    }
  }
  const cross = checkUniqueness(
    folders.map((f) => f.identity),
    siblings,
  );
  const problems = [...folders.flatMap((f) => f.problems), ...cross];
  return { folders, problems, warnings: folders.flatMap((f) => f.warnings) };
}

/** A warning as the CLI prints it. */
export const formatWarning = (p: Problem) => `warning: ${formatProblem(p)}`;

// ---------------------------------------------------------------------------------------------
// CLI.

export const USAGE = `Usage: validate-partners [--root DIR] [--exported] [FOLDER|FILE ...]
  (no arguments)   validate every folder in partners/
  --root DIR       validate every folder in DIR
  --exported       the folders are staff exports: accept the key placeholders of an export made
                   without the partners.secrets permission (docs/decisions/067)
  --contrast       also print every colour pair each theme makes, passing ones included (text,
                   icons, fields, focus rings, the logo on each surface), with ratio and level
  FOLDER           validate this partner folder (a file stands for its folder)`;

/** The partner folders the command line asks for. Throws with a readable message on bad arguments. */
export function resolveTargets(args: string[], cwd = process.cwd()): string[] {
  const dirs: string[] = [];
  let sawTarget = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--root' || arg.startsWith('--root=')) {
      const value = arg === '--root' ? args[++i] : arg.slice('--root='.length);
      if (!value) throw new Error(`--root needs a directory\n${USAGE}`);
      const root = resolve(cwd, value);
      if (!existsSync(root) || !statSync(root).isDirectory())
        throw new Error(`--root ${value}: no such directory`);
      dirs.push(...listPartnerFolders(root));
      sawTarget = true;
    } else if (arg === '--exported' || arg === '--contrast') {
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}\n${USAGE}`);
    } else {
      const path = resolve(cwd, arg);
      if (!existsSync(path)) throw new Error(`${arg}: no such file or folder`);
      dirs.push(statSync(path).isDirectory() ? path : dirname(path));
      sawTarget = true;
    }
  }
  if (!sawTarget) dirs.push(...listPartnerFolders(PARTNERS_DIR));
  return [...new Set(dirs)];
}

export function main(args: string[], out = console.log, err = console.error): number {
  if (args.includes('--help') || args.includes('-h')) {
    out(USAGE);
    return 0;
  }
  let dirs: string[];
  try {
    dirs = resolveTargets(args);
  } catch (e) {
    err(`validate-partners: ${(e as Error).message}`);
    return 2;
  }
  if (dirs.length === 0) {
    err('validate-partners: no partner folders found');
    return 1;
  }
  const report = validatePartners(dirs, { exported: args.includes('--exported') });
  // Warnings first, on stderr, whatever the outcome: they never fail the run.
  for (const w of report.warnings) err(formatWarning(w));
  if (report.problems.length > 0) {
    for (const p of report.problems) err(formatProblem(p));
    const bad = new Set(report.problems.map((p) => p.file.split('/').slice(0, 2).join('/'))).size;
    const n = report.problems.length;
    err(`\nvalidate-partners: ${n} error${n === 1 ? '' : 's'} in ${bad} of ${dirs.length} partner folders`);
    return 1;
  }
  for (const f of report.folders) {
    out(f.summary);
    if (f.focus.length) out(formatFocusPairs(f.focus));
    if (args.includes('--contrast')) for (const row of f.contrast) out(formatReportRow(row));
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
