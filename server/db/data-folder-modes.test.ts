/**
 * Issue 21, deliverable 5: the folders the server keeps under DATA_DIR are its user's alone (0700):
 * the embedded database's folder and the e-Claim upload folders, made so when new and tightened when
 * an earlier version left them 0755 (docs/decisions/066-upload-quotas.md).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { uploadDirectory } from '../modules/claims/claim-uploads.routes';
import { openDatabase } from './database';

const root = mkdtempSync(join(tmpdir(), 'wl-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

describe('folders under DATA_DIR', () => {
  it('tightens an existing 0755 PGlite data folder to 0700', async () => {
    const dataDir = join(root, 'old-data');
    const pg = join(dataDir, 'pg');
    mkdirSync(pg, { recursive: true, mode: 0o755 });
    chmodSync(pg, 0o755);
    const database = await openDatabase({ kind: 'pglite', dataDir: pg });
    try {
      expect(mode(pg)).toBe(0o700);
    } finally {
      await database.close();
    }
    expect(mode(pg)).toBe(0o700);
  });

  it('makes a new data folder, its upload folders and the e-Claim folder 0700, and tightens old ones', () => {
    const fresh = join(root, 'fresh-data');
    const dir = uploadDirectory({
      config: { dataDir: fresh, database: { kind: 'pglite', dataDir: join(fresh, 'pg') } },
    } as unknown as AppContext);
    expect(dir).toBe(join(fresh, 'uploads', 'eclaim'));
    for (const path of [fresh, join(fresh, 'uploads'), dir]) expect(mode(path), path).toBe(0o700);

    const old = join(root, 'old-uploads');
    mkdirSync(join(old, 'uploads', 'eclaim'), { recursive: true, mode: 0o755 });
    for (const path of [join(old, 'uploads'), join(old, 'uploads', 'eclaim')]) chmodSync(path, 0o755);
    uploadDirectory({
      config: { dataDir: old, database: { kind: 'pglite', dataDir: join(old, 'pg') } },
    } as unknown as AppContext);
    for (const path of [join(old, 'uploads'), join(old, 'uploads', 'eclaim')])
      expect(mode(path), path).toBe(0o700);

    // On PostgreSQL uploads in progress are in the database (decision 071): the data folder is not
    // used; attaching copies an upload to a private scratch folder outside it.
    const pgData = join(root, 'pg-data');
    const scratch = uploadDirectory({
      config: { dataDir: pgData, database: { kind: 'postgres', url: 'postgres://unused' } },
    } as unknown as AppContext);
    expect(existsSync(pgData)).toBe(false);
    expect(scratch.startsWith(pgData)).toBe(false);
    expect(mode(scratch)).toBe(0o700);
    rmSync(scratch, { recursive: true, force: true });
  });
});
