/**
 * A fresh database per test file. TEST_DB=pglite (the `server` project): PGlite in memory.
 * TEST_DB=postgres (the `server-pg` project): a new database t_<random> on TEST_DATABASE_URL's
 * server, dropped again by destroy(). The suite is the same; only the engine differs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createPGlite,
  createPgPool,
  type DatabaseHandle,
  kyselyForPGlite,
  kyselyForPool,
} from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { syncPartners } from '../db/sync-partners';
import { loadPartners } from '../partners/loader';
import type { PartnerRegistry } from '../partners/registry';

export interface TestDatabase extends DatabaseHandle {
  /** postgres:// URL of the test database (postgres mode only). */
  url: string | null;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export function testDbMode(): 'pglite' | 'postgres' {
  const mode = process.env.TEST_DB ?? 'pglite';
  if (mode !== 'pglite' && mode !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, got "${mode}".`);
  return mode;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty PostgreSQL database on TEST_DATABASE_URL's server and returns its URL. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE) ends connections a failed test left open (PostgreSQL 13+).
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * pg-pool's end() resolves before its sockets are closed, so the DROP … WITH (FORCE) of destroy() can
 * still end one of them: expected then, and not worth a warning. Before close it still is.
 */
export function quietAfterClose(isClosed: () => boolean) {
  return (error: Error) => {
    if (!isClosed()) console.warn(`PostgreSQL idle connection ended: ${error.message}`);
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbMode() === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    let closed = false;
    const db = kyselyForPool(
      createPgPool(
        url,
        5,
        quietAfterClose(() => closed),
      ),
    );
    const close = async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    };
    return {
      db,
      kind: 'postgres',
      url,
      close,
      destroy: async () => {
        await close();
        await drop();
      },
    };
  }
  const db = kyselyForPGlite(await createPGlite());
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await db.destroy();
  };
  return { db, kind: 'pglite', url: null, close, destroy: close };
}

/** A fresh test database, migrated, with the repository's partners loaded and mirrored into it. */
export async function createPartnerDatabase(): Promise<{
  database: TestDatabase;
  partners: PartnerRegistry;
}> {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  const partners = loadPartners('partners');
  await syncPartners(database.db, partners);
  return { database, partners };
}
