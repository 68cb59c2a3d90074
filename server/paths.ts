/**
 * Absolute paths of the files the server reads at run time, independent of the working directory.
 * Every such path is resolved here, and only here (scripts/build-server.ts refuses a bundle where
 * another module reads import.meta.url).
 *
 * From the sources (tsx, Vitest) they are the repository's folders. In the production build
 * (dist/server/main.js, one bundle) every module shares the bundle's import.meta.url, so the build
 * copies these files to dist/server/runtime/ with the same relative paths, and defines
 * __SERVER_BUNDLE__ so that this module looks there (docs/decisions/073-production-build-and-deploy.md).
 * The partner folders (PARTNERS_DIR) and the client build (CLIENT_DIR) are not among them: they are
 * configuration, relative to the working directory.
 */
import { fileURLToPath } from 'node:url';

declare const __SERVER_BUNDLE__: boolean | undefined;

/** True in dist/server/main.js (esbuild's define), false when run from the sources. */
export const BUNDLED = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__ === true;

const ROOT_URL = new URL(BUNDLED ? './runtime/' : '../', import.meta.url);

/** The repository root, or dist/server/runtime/ in the build: the paths below are relative to it. */
export const REPO_ROOT = fileURLToPath(ROOT_URL);
/** package.json (its version names the API in /api/docs); the build copies it into runtime/. */
export const PACKAGE_JSON = fileURLToPath(new URL('package.json', ROOT_URL));
export const SCHEMAS_DIR = fileURLToPath(new URL('schemas/', ROOT_URL));
/** Demo images of the seed data, served at /demo/ (see server/db/seed-data/helpers.ts). */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('server/db/seed-data/assets/', ROOT_URL));
/** The seed data's records (JSON) and consent documents (Markdown): server/db/seed-data/index.ts. */
export const SEED_RECORDS_DIR = fileURLToPath(new URL('server/db/seed-data/records/', ROOT_URL));
export const SEED_LEGAL_DIR = fileURLToPath(new URL('server/db/seed-data/legal/', ROOT_URL));

/**
 * What the build copies into dist/server/runtime/, relative to the repository root: every file or
 * folder named above (scripts/build-server.ts reads this list, so a new one is not forgotten).
 */
export const RUNTIME_FILES = [
  'package.json',
  'schemas',
  'server/db/seed-data/assets',
  'server/db/seed-data/records',
  'server/db/seed-data/legal',
] as const;
