/**
 * The import boundaries of .dependency-cruiser.cjs (docs/decisions/004-feature-boundaries.md) bite:
 * a throwaway tree with one breach of each rule yields exactly those violations, each naming the
 * rule and both files, in the same format `npm run check:boundaries` prints; the real tree has none.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

/** One breach of every rule, plus files that look alike but are allowed. */
const FIXTURE: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'boundaries-fixture',
    private: true,
    dependencies: { react: '1.0.0', kysely: '1.0.0' },
    devDependencies: { 'dev-only-tool': '1.0.0' },
  }),
  'node_modules/react/package.json': JSON.stringify({ name: 'react', version: '1.0.0', main: 'index.js' }),
  'node_modules/react/index.js': 'module.exports = {};\n',
  'node_modules/kysely/package.json': JSON.stringify({ name: 'kysely', version: '1.0.0', main: 'index.js' }),
  'node_modules/kysely/index.js': 'module.exports = {};\n',
  'node_modules/dev-only-tool/package.json': JSON.stringify({
    name: 'dev-only-tool',
    version: '1.0.0',
    main: 'index.js',
  }),
  'node_modules/dev-only-tool/index.js': 'module.exports = {};\n',
  'src/app/router.ts': "import { screen } from '../features/a/screen';\nexport const router = [screen];\n",
  'src/features/a/screen.ts': "import { thing } from '../b/thing';\nexport const screen = thing;\n",
  'src/features/a/own.ts': "import { screen } from './screen';\nexport const own = screen;\n",
  'src/features/a/uses-app.ts': "import { router } from '../../app/router';\nexport const r = router;\n",
  'src/features/a/screen.test.ts': "import tool from 'dev-only-tool';\nexport const t = tool;\n",
  'src/features/b/thing.ts': 'export const thing = 1;\n',
  'src/lib/helper.ts': "import { thing } from '../features/b/thing';\nexport const helper = thing;\n",
  'src/lib/tooling.ts': "import tool from 'dev-only-tool';\nexport const t = tool;\n",
  'src/lib/missing.ts': "import { gone } from './moved-away';\nexport const m = gone;\n",
  'src/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b();\n",
  'src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a();\n",
  'src/components/ui/widget.ts': "import { router } from '../../app/router';\nexport const w = router;\n",
  'shared/engine/tiles/pure.ts': "import React from 'react';\nexport const p = React;\n",
  'shared/engine/tiles/reaches-up.ts':
    "import { helper } from '../../../src/lib/helper';\nexport const h = helper;\n",
  'shared/engine/tiles/uses-contract.ts': "import { c } from '../../api/contract';\nexport const u = c;\n",
  'shared/api/contract.ts': 'export const c = 1;\n',
  'src/lib/calls-server.ts': "import { a } from '../../server/modules/a/a';\nexport const s = a;\n",
  'server/modules/a/a.ts':
    "import { sql } from 'kysely';\nimport { c } from '../../../shared/api/contract';\nexport const a = [sql, c];\n",
  'server/modules/a/a.routes.ts':
    "import { sql } from 'kysely';\nimport { a } from './a';\nexport const r = [sql, a];\n",
  'server/modules/a/plugin.routes.ts': "import { r } from './a.routes';\nexport const p = r;\n",
  'server/modules/b/b.routes.ts': "import { r } from '../a/a.routes';\nexport const b = r;\n",
  'server/modules/b/uses-client.ts':
    "import { thing } from '../../../src/features/b/thing';\nexport const u = thing;\n",
  'server/platform/p.ts': "import { a } from '../modules/a/a';\nexport const p = a;\n",
  'server/testing/t.ts': "import tool from 'dev-only-tool';\nexport const t = tool;\n",
  'shared/engine/theme/theme-scope.tsx': "import React from 'react';\nexport const Scope = React;\n",
};

/** [rule, from, to]: everything the fixture breaks, and nothing else. */
const EXPECTED: [string, string, string][] = [
  ['no-cross-feature', 'src/features/a/screen.ts', 'src/features/b/thing.ts'],
  ['lower-layer-imports-feature-or-app', 'src/lib/helper.ts', 'src/features/b/thing.ts'],
  ['lower-layer-imports-feature-or-app', 'src/components/ui/widget.ts', 'src/app/router.ts'],
  ['feature-imports-app', 'src/features/a/uses-app.ts', 'src/app/router.ts'],
  ['only-app-imports-app', 'src/features/a/uses-app.ts', 'src/app/router.ts'],
  ['only-app-imports-app', 'src/components/ui/widget.ts', 'src/app/router.ts'],
  ['shared-imports-browser-only', 'shared/engine/tiles/pure.ts', 'node_modules/react/index.js'],
  ['shared-imports-outside-shared', 'shared/engine/tiles/reaches-up.ts', 'src/lib/helper.ts'],
  ['engine-imports-outside-engine', 'shared/engine/tiles/uses-contract.ts', 'shared/api/contract.ts'],
  ['client-imports-server', 'src/lib/calls-server.ts', 'server/modules/a/a.ts'],
  ['server-imports-client', 'server/modules/b/uses-client.ts', 'src/features/b/thing.ts'],
  ['routes-imported-outside-their-module', 'server/modules/b/b.routes.ts', 'server/modules/a/a.routes.ts'],
  ['sql-in-route-handler', 'server/modules/a/a.routes.ts', 'node_modules/kysely/index.js'],
  ['platform-imports-module', 'server/platform/p.ts', 'server/modules/a/a.ts'],
  // A cycle is reported once, at the module where the cruise entered it.
  ['no-circular', 'src/lib/cycle-a.ts', 'src/lib/cycle-b.ts'],
  ['not-to-unresolvable', 'src/lib/missing.ts', './moved-away'],
  ['not-to-dev-dep', 'src/lib/tooling.ts', 'node_modules/dev-only-tool/index.js'],
];

const repoOptions = () => extractDepcruiseOptions(CONFIG);

async function run(files: string[], options: ICruiseOptions, tsConfig?: object) {
  const json = await cruise(files, options, undefined, tsConfig ? { tsConfig } : {});
  const text = await cruise(
    files,
    { ...options, outputType: 'err-long' },
    undefined,
    tsConfig ? { tsConfig } : {},
  );
  return { result: json.output as ICruiseResult, text: String(text.output) };
}

const triple = (v: IViolation) => [v.rule.name, v.from, v.to] as [string, string, string];
const sortTriples = (list: [string, string, string][]) =>
  [...list].sort((x, y) => x.join().localeCompare(y.join()));

describe('boundary rules on a tree that breaks each of them', () => {
  let dir: string;
  let found: { result: ICruiseResult; text: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [path, body] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), body);
    }
    // The repository's rules and options; the fixture has no tsconfig of its own.
    const { tsConfig: _repoTsConfig, ...options } = await repoOptions();
    found = await run(['src', 'shared', 'server'], { ...options, baseDir: dir });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports exactly the breaches, by rule and both files (allowed look-alikes stay quiet)', () => {
    // Not reported: a feature importing itself, the engine's scope component importing React, a
    // test or server/testing importing a devDependency, a service using kysely, and a module's own
    // plugin importing its handlers.
    expect(sortTriples(found.result.summary.violations.map(triple))).toEqual(sortTriples(EXPECTED));
  });

  it('prints each violation as "error <rule>: <from> → <to>" with the reason', () => {
    for (const [rule, from, to] of EXPECTED) {
      if (rule === 'no-circular') continue; // printed as the whole cycle, checked below
      expect(found.text).toContain(`error ${rule}: ${from} → ${to}`);
    }
    expect(found.text).toMatch(
      /error no-circular: src\/lib\/cycle-[ab]\.ts → \n\s+src\/lib\/cycle-[ab]\.ts →/,
    );
    // err-long carries the rule's comment, so the reader learns why and what to do.
    expect(found.text).toContain('A feature never imports another feature');
    expect(found.text).toContain(`x ${EXPECTED.length} dependency violations`);
  });

  it('fails the run (non-zero exit code) when anything breaks a rule', async () => {
    const { tsConfig: _repoTsConfig, ...options } = await repoOptions();
    const res = await cruise(['src/features/a/screen.ts'], { ...options, baseDir: dir, outputType: 'err' });
    expect(res.exitCode).toBeGreaterThan(0);
  });
});

describe('the real tree', () => {
  it('keeps every boundary (src, previewer, shared and server)', async () => {
    const options = await repoOptions();
    const { result, text } = await run(
      ['src', 'previewer', 'shared', 'server'],
      { ...options, baseDir: ROOT },
      extractTSConfig(join(ROOT, 'tsconfig.json')),
    );
    // The printed report makes a failure readable: rule, both files and why.
    expect(result.summary.violations, text).toEqual([]);
    // A cruise that found nothing would pass vacuously.
    expect(result.summary.totalCruised).toBeGreaterThan(600);
  });
});
