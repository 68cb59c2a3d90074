/**
 * Comments and docs cite files inside the repository, and those files exist. The design pack outside
 * the repository is not cited: what the code relies on from it is copied into docs/ (docs/spec.md,
 * docs/security.md, docs/architecture.md, docs/thai.md) and cited there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files git tracks or would add, that people read: code, docs, config. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|cjs|md|html)$/.test(f) || f === '.ci/run')
    .filter((f) => !f.startsWith('shared/generated/') && !f.startsWith('server/db/generated/'))
    .filter((f) => existsSync(join(root, f)));
}

const TOP = '(?:docs|src|shared|server|scripts|tests|e2e|previewer|schemas|partners|locales)';
/** A path to a file in the repository: a top folder, then segments, then an extension. */
const CITED = new RegExp(
  `(?<![\\w./-])(${TOP}/[A-Za-z0-9_./-]+\\.(?:tsx|ts|md|json|cjs|mjs|svg|html))(?![A-Za-z0-9])`,
  'g',
);

/** Placeholders in examples (`migrations/NNN_name.ts`, `partners/x/theme.json`) are not citations. */
const PLACEHOLDER = /NNN|\/x\//;

describe('citations', () => {
  const files = sourceFiles();

  it('reads a meaningful number of files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('every cited repository file exists', () => {
    const missing: string[] = [];
    // Tests build throwaway trees and manifests whose paths are data, not citations.
    for (const file of files.filter((f) => !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(CITED)) {
        const cited = normalize(match[1]!.replace(/[.]+$/, ''));
        if (!PLACEHOLDER.test(cited) && !existsSync(join(root, cited))) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing, 'cite a file that exists, or copy what you rely on into docs/').toEqual([]);
  });

  it('nothing cites the design pack outside the repository', () => {
    const outside =
      /\.\.\/shared\/(?:spec|design)\/|(?<![\w/.-])(?:SECURITY|ARCHITECTURE|THAI|CONVENTIONS)\.md/;
    const offenders = files.filter((file) => outside.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders, 'cite docs/security.md, docs/architecture.md, docs/thai.md or docs/spec.md').toEqual(
      [],
    );
  });
});
