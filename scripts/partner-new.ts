/**
 * A new partner folder from a brand kit, ready for review: partner.json (fresh keys), theme.json
 * (every colour derived for WCAG AA), menu-tiles.json (the six services and the LINE account) and
 * template images in the brand colours. The folder passes `npm run validate:partners` as written.
 *
 * Usage:
 *   npm run partner:new -- --id acme-health --ins-code ACM --name "Acme Health" \
 *     --name-th "แอคมี เฮลท์" --colors "#0057B8,#FFB81C" [--logo /partners/acme-health/assets/logo.svg] \
 *     [--line-oa @acme] [--root partners]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { partnerFolderFromKit } from '../shared/engine/partner/folder';
import { formatProblem, validatePartners } from './validate-partners';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function writePartnerFolder(root: string, files: Record<string, string>, id: string): string {
  const dir = join(root, id);
  if (existsSync(dir)) throw new Error(`${dir} already exists; choose another --id or remove it first`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

export function main(argv: string[], out = console.log, err = console.error): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      id: { type: 'string' },
      'ins-code': { type: 'string' },
      name: { type: 'string' },
      'name-th': { type: 'string' },
      colors: { type: 'string' },
      logo: { type: 'string' },
      'line-oa': { type: 'string' },
      root: { type: 'string', default: join(ROOT, 'partners') },
    },
  });
  const missing = ['id', 'ins-code', 'name', 'name-th', 'colors'].filter(
    (k) => !values[k as keyof typeof values],
  );
  if (missing.length) {
    err(
      `Missing ${missing.map((k) => `--${k}`).join(', ')}. See the usage at the top of scripts/partner-new.ts.`,
    );
    return 2;
  }
  const root = resolve(values.root!);
  try {
    const files = partnerFolderFromKit({
      partnerId: values.id!,
      insCode: values['ins-code']!,
      name: values.name!,
      nameTh: values['name-th']!,
      colors: values.colors!.split(',').map((c) => c.trim()),
      logo: values.logo,
      lineOaId: values['line-oa'],
    });
    const dir = writePartnerFolder(root, files, values.id!);
    // The new folder on its own and against its siblings (ids, codes and keys are unique).
    const mine = validatePartners([dir]).problems;
    for (const p of mine) err(formatProblem(p));
    out(
      `Wrote ${Object.keys(files).length} files to ${dir}${mine.length ? '' : '; validate:partners accepts it'}.`,
    );
    return mine.length ? 1 : 0;
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
