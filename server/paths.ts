/** Absolute paths of repository folders the server reads, independent of the working directory. */
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));
/** Demo images of the seed data, served at /demo/ (see server/db/seed-data/helpers.ts). */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('./db/seed-data/assets/', import.meta.url));
