/**
 * The production build of the server (`npm run build` runs it after `vite build`): esbuild bundles
 * server/main.ts and everything it imports from server/, shared/ and locales/ into dist/server/main.js,
 * plain JavaScript that `node` runs without tsx (docs/decisions/073-production-build-and-deploy.md).
 *
 * - npm packages stay outside the bundle (`packages: 'external'`) and are installed by
 *   `npm ci --omit=dev`: the build fails when the bundle imports a package that is not in
 *   "dependencies", since a production install would not have it.
 * - Files the server reads at run time are resolved in server/paths.ts only; the build copies them
 *   (RUNTIME_FILES) to dist/server/runtime/ and fails when another module reads import.meta.url,
 *   whose value in a bundle is the bundle's, not the module's.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { RUNTIME_FILES } from '../server/paths';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'dist', 'server');
const PATHS_MODULE = join(ROOT, 'server', 'paths.ts');

/** Package name of an import path: `@tus/server` of `@tus/server/x`, `pg` of `pg`. */
export function packageName(path: string): string {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Refuses import.meta.url (and dirname, filename) outside server/paths.ts: see the header. */
const onlyPathsReadImportMeta: Plugin = {
  name: 'only-paths-reads-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`) || args.path === PATHS_MODULE) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(url|dirname|filename)/.test(source))
        return {
          errors: [
            {
              text: `${relative(ROOT, args.path)} reads import.meta: in the bundle that is dist/server/main.js. Resolve the path in server/paths.ts (and add the file to RUNTIME_FILES).`,
            },
          ],
        };
      return undefined;
    });
  },
};

export async function buildServer(): Promise<{ externals: string[]; bytes: number }> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: join(OUT_DIR, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    define: { __SERVER_BUNDLE__: 'true' },
    // Stack traces name the TypeScript sources with `node --enable-source-maps`.
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [onlyPathsReadImportMeta],
  });

  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
  const externals = new Set<string>();
  for (const output of Object.values(result.metafile.outputs))
    for (const imported of output.imports)
      if (imported.external && !builtins.has(imported.path)) externals.add(packageName(imported.path));
  const missing = [...externals].filter((name) => !dependencies.has(name)).sort();
  if (missing.length > 0)
    throw new Error(
      `build-server: the server imports ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not in package.json "dependencies": \`npm ci --omit=dev\` would not install ${missing.length === 1 ? 'it' : 'them'}. Move ${missing.length === 1 ? 'it' : 'them'} from devDependencies to dependencies.`,
    );

  for (const file of RUNTIME_FILES)
    cpSync(join(ROOT, file), join(OUT_DIR, 'runtime', file), {
      recursive: true,
      // Only data: the seed modules' TypeScript is in the bundle already.
      filter: (source) => !/\.(ts|tsx)$/.test(source),
    });
  // The bundle is ES modules whatever package.json sits above the folder it is copied to.
  writeFileSync(join(OUT_DIR, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { externals: [...externals].sort(), bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { externals, bytes } = await buildServer();
    console.log(
      `build-server: dist/server/main.js (${(bytes / 1024).toFixed(0)} KiB with its source map), runtime files in dist/server/runtime/; ${externals.length} packages from dependencies: ${externals.join(', ')}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
