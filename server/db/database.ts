/**
 * Opens the database: PGlite (embedded PostgreSQL) in a durable folder by default, PGlite in memory
 * for tests, or a PostgreSQL server through node-postgres when DATABASE_URL is set. One Kysely
 * PostgreSQL dialect, one set of migrations and queries for all three.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Closes the database (and releases the data folder). Safe to call twice. */
  close(): Promise<void>;
}

const OID = { INT8: 20, DATE: 1082 } as const;

/** bigint columns (counts, identities) as numbers; beyond 2^53 would lose digits, so that throws. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
}

/** Calendar dates stay 'YYYY-MM-DD': a Date would shift them by the server's time zone. */
const parseDate = (text: string) => text;

export function createPgPool(url: string, max = 10, onIdleError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID.INT8) return parseInt8;
        if (oid === OID.DATE) return parseDate;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client whose connection the server ends (restart, failover, DROP DATABASE … WITH (FORCE))
  // emits 'error' on the pool; unhandled, that would crash the process. The pool discards the client
  // and the next query opens a new connection, so reporting it is all there is to do.
  pool.on(
    'error',
    onIdleError ?? ((error) => console.warn(`PostgreSQL idle connection ended: ${error.message}`)),
  );
  return pool;
}

/**
 * bytea travels as raw bytes in both directions. PGlite's defaults hex-encode through a JavaScript
 * array (seconds of CPU for a 10 MB attachment); a Uint8Array parameter is instead sent in binary
 * format, and results are decoded with Buffer's native hex decoder.
 */
const byteaSerializer = ((bytes: Uint8Array) => bytes) as unknown as (value: unknown) => string;
function parseBytea(text: string): Uint8Array {
  const buffer = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** PGlite with the same value conventions as the pg pool. `dataDir` undefined means in memory. */
export async function createPGlite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({
    dataDir: dataDir ?? 'memory://',
    parsers: {
      [pgliteTypes.INT8]: parseInt8,
      [pgliteTypes.DATE]: parseDate,
      [pgliteTypes.BYTEA]: parseBytea,
    },
    serializers: { [pgliteTypes.BYTEA]: byteaSerializer },
  });
}

export function kyselyForPGlite(pglite: PGlite, closeOnDestroy = true): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy }) });
}

export function kyselyForPool(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

export async function openDatabase(database: ServerConfig['database']): Promise<DatabaseHandle> {
  switch (database.kind) {
    case 'postgres': {
      const db = kyselyForPool(createPgPool(database.url));
      return { db, kind: 'postgres', close: once(() => db.destroy()) };
    }
    case 'pglite-memory': {
      const db = kyselyForPGlite(await createPGlite());
      return { db, kind: 'pglite', close: once(() => db.destroy()) };
    }
    case 'pglite': {
      mkdirSync(database.dataDir, { recursive: true });
      // PGlite is one process's database: a second server on the same folder would corrupt it.
      const lock: DataDirLock = acquireDataDirLock(database.dataDir);
      let pglite: PGlite;
      try {
        pglite = await createPGlite(database.dataDir);
      } catch (error) {
        lock.release();
        throw new Error(
          `Could not open the embedded database in ${database.dataDir}: ${(error as Error).message}. ` +
            'If the folder is damaged, move it away to start with a fresh database, or set DATA_DIR to another folder.',
          { cause: error },
        );
      }
      const db = kyselyForPGlite(pglite);
      return {
        db,
        kind: 'pglite',
        close: once(async () => {
          try {
            await db.destroy();
          } finally {
            lock.release();
          }
        }),
      };
    }
  }
}
