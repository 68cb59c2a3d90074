/**
 * Opens the database: PGlite (embedded PostgreSQL) in a durable folder by default, PGlite in memory
 * for tests, or a PostgreSQL server through node-postgres when DATABASE_URL is set. One Kysely
 * PostgreSQL dialect, one set of migrations and queries for all three.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type CompiledQuery,
  createQueryId,
  Kysely,
  type LogEvent,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { PoolName, PoolStats, StatementObserver } from '../metrics';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export interface DatabaseHandle {
  /**
   * What requests use. On PostgreSQL the request pool: DATABASE_POOL_SIZE connections, each with
   * DATABASE_STATEMENT_TIMEOUT_MS as statement_timeout, and DATABASE_POOL_WAIT_MS to get one.
   */
  db: Kysely<Database>;
  /**
   * What runs off-request: the outbox worker, the purge (server/jobs/jobs.ts), and the migrations,
   * partner sync and seeding at start. On PostgreSQL a pool of its own (BACKGROUND_POOL_SIZE
   * connections, BACKGROUND_STATEMENT_TIMEOUT_MS), so members and background work never wait for each
   * other's connections (docs/decisions/068-fail-fast.md). On PGlite the same Kysely instance as `db`:
   * PGlite has one connection in all, shared in turn by everything. Absent (handles a test builds
   * around its own pool): background work uses `db`.
   */
  backgroundDb?: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * Each pool's connections now, for the metrics (server/metrics.ts): on PostgreSQL pg.Pool's counts
   * of both pools; on PGlite its one connection and the callers queued for it. Absent on handles a
   * test builds around its own pool.
   */
  poolStats?: () => PoolStats[];
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

/**
 * The background pool (DatabaseHandle.backgroundDb). Two connections: the outbox worker and the purge
 * each run one statement at a time and never overlap themselves, so neither waits for the other.
 */
export const BACKGROUND_POOL_SIZE = 2;
/**
 * statement_timeout of the background pool: longer than a request's, since nobody waits on a phone
 * (a purge sweep deletes up to 1000 rows in one statement; the migrations and the demo seed run here
 * at start), but bounded, so a stuck statement frees its connection and its locks. A migration that
 * needs longer says so itself with `set local statement_timeout = 0` (it runs in a transaction).
 */
export const BACKGROUND_STATEMENT_TIMEOUT_MS = 60_000;
/**
 * How long background work waits for a connection (queue or new connection) before its run fails and
 * is tried again at the next tick; also the wait of pools that set none (tests' pools). Without a
 * limit a query would wait for the operating system's TCP timeout (minutes) when the database host
 * does not answer, or forever for a pooled connection that never comes back.
 */
export const BACKGROUND_POOL_WAIT_MS = 10_000;

/** Time limits of a pool (docs/decisions/068-fail-fast.md). */
export interface PoolLimits {
  /** statement_timeout of every connection, in ms; unset: the server's own (PostgreSQL's default: none). */
  statementTimeoutMs?: number;
  /**
   * How long a checkout waits for a connection (the queue of a full pool, or opening a new one) before
   * it fails with "timeout exceeded when trying to connect", which the API answers with 503 and
   * Retry-After. Default BACKGROUND_POOL_WAIT_MS.
   */
  waitMs?: number;
}

/**
 * pg_trgm's word-similarity threshold for `<%` in hospital search (docs/decisions/050-hospital-search.md):
 * the default 0.6 is too strict for Thai. Set when a connection opens, so a search needs no
 * transaction to set it.
 */
export const TRIGRAM_WORD_SIMILARITY = 0.4;
const TRIGRAM_SETTING = `pg_trgm.word_similarity_threshold=${TRIGRAM_WORD_SIMILARITY}`;

/**
 * A node-postgres pool that survives its connections ending under it: an administrator's
 * pg_terminate_backend (57P01), a server restart, a reset socket. node-postgres reports these as an
 * 'error' event, on the pool for an idle client and on the Client itself for one that is checked out
 * (in a query, in a transaction, or between the two); an 'error' event with no listener is thrown and
 * takes the process down. So the pool and every client get a listener the moment they exist. The
 * query that was running fails with the connection error, which the API answers with 503 and
 * Retry-After (server/http/error-handler.ts, docs/security.md 17). pg-pool drops a client that is no
 * longer queryable when it is released, and the next request opens a fresh connection: the server
 * recovers by itself once the database is back.
 *
 * `onConnectionError` hears each ended connection once (default: a console warning). `limits`: the
 * statement timeout, sent as a startup parameter so it holds on every connection from its first
 * statement, and the wait for a connection.
 */
export function createPgPool(
  url: string,
  max = 10,
  onConnectionError?: (error: Error) => void,
  limits: PoolLimits = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c ${TRIGRAM_SETTING}`,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    connectionTimeoutMillis: limits.waitMs ?? BACKGROUND_POOL_WAIT_MS,
    // Finds a connection whose peer vanished without closing it (a host that went away).
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID.INT8) return parseInt8;
        if (oid === OID.DATE) return parseDate;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  const report =
    onConnectionError ?? ((error: Error) => console.warn(`PostgreSQL connection ended: ${error.message}`));
  // One report per client: a terminated connection emits the server's 57P01 and then "Connection
  // terminated unexpectedly", and an idle client's error reaches both listeners below.
  const reported = new WeakSet<pg.PoolClient>();
  const onError = (client: pg.PoolClient, error: Error) => {
    if (reported.has(client)) return;
    reported.add(client);
    report(error);
  };
  pool.on('connect', (client) => {
    client.on('error', (error) => onError(client, error));
  });
  pool.on('error', (error, client) => onError(client, error));
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

/**
 * PGlite with the same value conventions as the pg pool. `dataDir` undefined means in memory.
 *
 * No statement timeout and no bounded wait here (docs/decisions/068-fail-fast.md): PGlite accepts
 * `set statement_timeout` but never fires it (PostgreSQL's timeouts are signal-driven, and the
 * WebAssembly build has no signals: pg_sleep(1) and a 22 s query both ran to the end under a 200 ms
 * statement_timeout), and a statement runs synchronously on Node's main thread, so no JavaScript
 * timer can interrupt it either: nothing else runs, requests included, until it returns.
 */
export async function createPGlite(dataDir?: string): Promise<PGlite> {
  const pglite = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    // Hospital search's typo-tolerant names (migration 006, docs/decisions/050-hospital-search.md).
    extensions: { pg_trgm },
    parsers: {
      [pgliteTypes.INT8]: parseInt8,
      [pgliteTypes.DATE]: parseDate,
      [pgliteTypes.BYTEA]: parseBytea,
    },
    serializers: { [pgliteTypes.BYTEA]: byteaSerializer },
  });
  // One session for its whole life: the setting holds for every query.
  await pglite.exec(`set ${TRIGRAM_SETTING.replace('=', ' = ')}`);
  return pglite;
}

export function kyselyForPGlite(pglite: PGlite, closeOnDestroy = true): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy }) });
}

/**
 * Kysely's `log` for the statement metrics: every statement's duration and outcome to `observe`
 * (a histogram observation, server/metrics.ts); undefined (no logging wrapper) without an observer.
 */
export function statementLog(pool: PoolName, observe?: StatementObserver) {
  if (!observe) return undefined;
  return (event: LogEvent) => {
    observe(pool, event.query.sql, event.queryDurationMillis / 1000, event.level === 'error');
  };
}

/** The state of a pg.Pool as PoolStats. */
function pgPoolStats(pool: PoolName, p: pg.Pool): PoolStats {
  return { pool, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount };
}

/**
 * A statement whose text starts with this comment is prepared once per connection under a name made
 * from its text, so PostgreSQL may keep its plan instead of planning it at every call (hospital
 * search, where planning was a third of a search: docs/decisions/050-hospital-search.md). Values stay
 * parameters; only the few shapes a caller builds become statements. PGlite ignores the comment.
 */
export const PREPARED_STATEMENT_MARK = '/* prepared */ ';

/** A compiled query marked to run as a prepared statement (PREPARED_STATEMENT_MARK), its row type kept. */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  return { ...query, sql: PREPARED_STATEMENT_MARK + query.sql };
}

/**
 * A query built and compiled once, then run with each call's values (decision 069): Kysely takes
 * 30–100 µs to build and compile a query with subqueries, which the statements of every request
 * should not pay each time. `build` runs once, with `placeholders`: values no caller passes (a unique
 * string, a Date object of its own). Each call swaps every placeholder for its real value wherever it
 * stands among the compiled parameters (a value used twice fills both places). Throws at once when a
 * placeholder is not among the parameters (not used, or inlined into the SQL), so no value can be
 * left at its placeholder.
 */
export function compileOnce<P extends Record<string, unknown>, R>(
  placeholders: P,
  build: (values: P) => { compile(): CompiledQuery<R> },
): (values: P) => CompiledQuery<R> {
  const template = build(placeholders).compile();
  const names = Object.keys(placeholders) as (keyof P)[];
  const slots = template.parameters.map((value) => names.find((name) => placeholders[name] === value));
  for (const name of names)
    if (!slots.includes(name))
      throw new Error(`compileOnce: placeholder ${String(name)} is not a parameter of ${template.sql}`);
  return (values) => ({
    ...template,
    queryId: createQueryId(),
    parameters: slots.map((name, i) => (name === undefined ? template.parameters[i] : values[name])),
  });
}

const statementName = (text: string) => `wl_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** The pool as Kysely sees it, with marked statements sent as named (prepared) statements. */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const query = (text: unknown, values?: readonly unknown[]) =>
        typeof text === 'string' && text.startsWith(PREPARED_STATEMENT_MARK)
          ? client.query({ name: statementName(text), text, values: values ? [...values] : [] })
          : client.query(text as string, values ? [...values] : undefined);
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

export function kyselyForPool(pool: pg.Pool, log?: ReturnType<typeof statementLog>): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    ...(log ? { log } : {}),
  });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

/** Mode of the embedded database's folder (docs/decisions/066-upload-quotas.md). */
export const DATA_FOLDER_MODE = 0o700;

/** A PGlite Kysely whose one connection's state can be read (DatabaseHandle.poolStats). */
function observedPGlite(pglite: PGlite, onStatement?: StatementObserver) {
  const dialect = new PGliteDialect({ pglite, closeOnDestroy: true });
  const log = statementLog('embedded', onStatement);
  const db = new Kysely<Database>({ dialect, ...(log ? { log } : {}) });
  const poolStats = (): PoolStats[] => {
    const { held, waiting } = dialect.connectionState();
    return [{ pool: 'embedded', total: 1, idle: held ? 0 : 1, waiting }];
  };
  return { db, poolStats };
}

export interface OpenDatabaseOptions {
  /** Told of every statement (the statement-duration metrics, server/metrics.ts). */
  onStatement?: StatementObserver;
}

/** `onConnectionError`: where a PostgreSQL connection that ended under the pool is reported. */
export async function openDatabase(
  database: ServerConfig['database'],
  onConnectionError?: (error: Error) => void,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const { onStatement } = options;
  switch (database.kind) {
    case 'postgres': {
      // Two pools, so members and background work never starve each other (docs/decisions/068).
      const requestPool = createPgPool(database.url, database.poolSize, onConnectionError, {
        statementTimeoutMs: database.statementTimeoutMs,
        waitMs: database.poolWaitMs,
      });
      const backgroundPool = createPgPool(database.url, BACKGROUND_POOL_SIZE, onConnectionError, {
        statementTimeoutMs: BACKGROUND_STATEMENT_TIMEOUT_MS,
        waitMs: BACKGROUND_POOL_WAIT_MS,
      });
      const db = kyselyForPool(requestPool, statementLog('request', onStatement));
      const backgroundDb = kyselyForPool(backgroundPool, statementLog('background', onStatement));
      return {
        db,
        backgroundDb,
        kind: 'postgres',
        poolStats: () => [pgPoolStats('request', requestPool), pgPoolStats('background', backgroundPool)],
        close: once(async () => {
          await Promise.all([db.destroy(), backgroundDb.destroy()]);
        }),
      };
    }
    case 'pglite-memory': {
      // One in-process connection: background work takes its turn on the same instance.
      const { db, poolStats } = observedPGlite(await createPGlite(), onStatement);
      return { db, backgroundDb: db, kind: 'pglite', poolStats, close: once(() => db.destroy()) };
    }
    case 'pglite': {
      // The database holds members' personal and medical data: the folder is the server user's alone
      // (0700), made so or tightened when it already existed (earlier versions left it 0755). A
      // missing parent (DATA_DIR) is made 0700 too.
      mkdirSync(database.dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
      chmodSync(database.dataDir, DATA_FOLDER_MODE);
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
      const { db, poolStats } = observedPGlite(pglite, onStatement);
      return {
        db,
        // One in-process connection: background work takes its turn on the same instance.
        backgroundDb: db,
        kind: 'pglite',
        poolStats,
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
