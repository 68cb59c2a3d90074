/**
 * A Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in-process).
 *
 * Why our own: the published kysely-pglite packages either pull in heavy dependencies or do not
 * support PGlite 0.5 (see docs/decisions/020-kysely-pglite-postgres.md). PGlite speaks PostgreSQL,
 * so Kysely's own PostgresAdapter, PostgresIntrospector and PostgresQueryCompiler are reused as is;
 * only the driver is ours.
 *
 * PGlite is a single connection. Kysely may ask for several connections at once (concurrent requests,
 * a transaction while another query waits), so the driver hands out the one connection to one holder
 * at a time and queues the others. A transaction therefore holds the database exclusively from BEGIN
 * to COMMIT/ROLLBACK, which also makes its statements impossible to interleave with anyone else's.
 * Consequence for callers: inside `db.transaction().execute(trx => …)` use `trx`, never `db`, or the
 * inner query waits for the connection the transaction holds (the same rule as a pool of size one).
 */
import type { PGliteInterface, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** The part of PGlite the driver uses (a PGlite instance satisfies it). */
export type PGliteClient = Pick<PGliteInterface, 'query' | 'close' | 'waitReady' | 'closed'>;

export interface PGliteDialectConfig {
  /** The PGlite instance, or a factory called once by the driver's init(). */
  pglite: PGliteClient | (() => Promise<PGliteClient>);
  /** Close PGlite when Kysely is destroyed (default true). Pass false when the caller owns it. */
  closeOnDestroy?: boolean;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;
  #driver: PGliteDriver | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.#config);
    return this.#driver;
  }

  /** Whether the one connection is held now, and how many callers wait for it (the pool metrics). */
  connectionState(): { held: boolean; waiting: number } {
    return this.#driver?.connectionState() ?? { held: false, waiting: 0 };
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects type this parameter as Kysely<any>.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/** A FIFO lock: one holder at a time, waiters served in arrival order. */
export class ConnectionLock {
  #held = false;
  readonly #waiters: Array<() => void> = [];

  get held(): boolean {
    return this.#held;
  }

  get waiting(): number {
    return this.#waiters.length;
  }

  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    // Hand the lock straight to the next waiter so nobody can slip in between.
    if (next) next();
    else this.#held = false;
  }
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #lock = new ConnectionLock();
  #client: PGliteClient | undefined;
  #connection: PGliteConnection | undefined;
  #destroyed = false;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  connectionState(): { held: boolean; waiting: number } {
    return { held: this.#lock.held, waiting: this.#lock.waiting };
  }

  async init(): Promise<void> {
    const { pglite } = this.#config;
    this.#client = typeof pglite === 'function' ? await pglite() : pglite;
    await this.#client.waitReady;
    this.#connection = new PGliteConnection(this.#client);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#destroyed || !this.#connection) throw new Error('The PGlite database has already been closed.');
    await this.#lock.acquire();
    if (this.#destroyed) {
      this.#lock.release();
      throw new Error('The PGlite database was closed while this query was waiting for it.');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    // Let the query in flight finish, then refuse newcomers and close.
    await this.#lock.acquire();
    this.#destroyed = true;
    try {
      const client = this.#client;
      if (client && this.#config.closeOnDestroy !== false && !client.closed) await client.close();
    } finally {
      this.#lock.release();
    }
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const DML_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGliteClient;

  constructor(client: PGliteClient) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    let result: Results<R>;
    try {
      result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    } catch (error) {
      // Keep the caller's stack: PGlite's own stack ends inside WebAssembly and says nothing useful.
      if (error instanceof Error) {
        const here = new Error().stack?.split('\n').slice(1).join('\n');
        if (here) error.stack = `${error.stack ?? error.message}\n    --- awaited from ---\n${here}`;
      }
      throw error;
    }
    const command = result.command?.toUpperCase();
    return {
      rows: result.rows,
      numAffectedRows:
        command && DML_COMMANDS.has(command)
          ? BigInt(result.rowCount ?? result.affectedRows ?? 0)
          : undefined,
    };
  }

  /**
   * PGlite has no server-side cursor API on its query method, so streaming runs the query once and
   * yields the rows in chunks. Memory is bounded by the result size, which for an in-process
   * database is what it would be anyway.
   */
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) {
      yield { rows: rows.slice(i, i + chunkSize) };
    }
  }
}
