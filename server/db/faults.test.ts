/**
 * Database faults (docs/security.md 17): connections that end under the server — an administrator's
 * pg_terminate_backend (57P01), a reset socket, a database that is down and comes back — never take
 * the process down; the requests they hit answer 503 with Retry-After and the catalogue's th/en
 * message, never a 500; and the server serves again by itself once the database is back.
 *
 * The PostgreSQL parts run in the server-pg project (TEST_DATABASE_URL), each on a database of its
 * own, and end only that database's connections: the machine's PostgreSQL server is shared. PGlite
 * runs inside the process, so a connection that ends or a server that cannot be reached does not
 * happen there; the PGlite run checks the same concurrent writers without faults, and the error
 * mapping.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/api/errors';
import { HEADERS, headerKey } from '../../shared/api/headers';
import { ApiError } from '../http/api-error';
import { isDatabaseUnavailable } from '../http/error-handler';
import { memberWithSession, type TestMember, sendCardForm } from '../testing/card-fixtures';
import { createPostgresTestDatabase, type TestDatabase, testDbMode } from '../testing/db';
import { startTestServer, type TestServer } from '../testing/server';
import { deferred, recordProcessFaults } from '../testing/process-faults';
import { createPgPool, kyselyForPool } from './database';

const clock = { now: new Date('2026-03-10T03:00:00Z') };
const WRITERS = 20;
const REQUESTS_PER_WRITER = 10;
const TERMINATIONS = 5;

/** Called on every fault, so a test waiting for a connection to end does not wait for one forever. */
let onFault: () => void = () => {};
/** Anything that would have crashed the process: an unhandled 'error' event, a rejection nobody caught. */
const { faults: processFaults, record: recordFault } = recordProcessFaults(() => onFault());

/**
 * POST /api/test/hold: a transaction that runs one query, says so through `inTransaction`, then waits
 * for `carryOn` before its second query, so a test can break the connection while it is checked out.
 */
function holdRoute(inTransaction: { resolve: () => void }, carryOn: { promise: Promise<void> }) {
  return async (app: FastifyInstance) => {
    app.post('/api/test/hold', async () => {
      await app.ctx.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        inTransaction.resolve();
        await carryOn.promise;
        await sql`select 1`.execute(trx);
      });
      return { data: { ok: true } };
    });
  };
}

/** Resolves when `count()` reaches `target`; `tick()` is called after every change of the count. */
function progress() {
  let done = 0;
  let waiters: { target: number; resolve: () => void }[] = [];
  return {
    get done() {
      return done;
    },
    tick() {
      done += 1;
      const reached = waiters.filter((w) => done >= w.target);
      waiters = waiters.filter((w) => done < w.target);
      for (const w of reached) w.resolve();
    },
    reach(target: number): Promise<void> {
      if (done >= target) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ target, resolve }));
    },
  };
}

/** Adds a card; `key`: the Idempotency-Key of a retried action, else a fresh one. */
const addCard = (server: TestServer, member: TestMember, key?: string) =>
  sendCardForm(server, member, { idempotencyKey: key });

interface Tally {
  tried: number;
  ok: number;
  unavailable: number;
  other: { status: number; body: string }[];
}

/** Counts an answer; a 503 must carry Retry-After and the catalogue's translated message. */
function count(tally: Tally, response: Awaited<ReturnType<typeof addCard>>) {
  tally.tried += 1;
  if (response.statusCode >= 200 && response.statusCode < 300) tally.ok += 1;
  else if (response.statusCode === 503) {
    tally.unavailable += 1;
    expect(response.headers['retry-after']).toBe('5');
    const body = response.json();
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toEqual(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message);
  } else tally.other.push({ status: response.statusCode, body: response.body });
}

/** `writers` members each add `perWriter` cards one after the other, all members at once. */
async function runWriters(
  server: TestServer,
  members: TestMember[],
  perWriter: number,
  onAnswer: () => void = () => {},
): Promise<Tally> {
  const tally: Tally = { tried: 0, ok: 0, unavailable: 0, other: [] };
  await Promise.all(
    members.map(async (member) => {
      for (let i = 0; i < perWriter; i++) {
        count(tally, await addCard(server, member));
        onAnswer();
      }
    }),
  );
  return tally;
}

async function cardsOf(db: TestServer['app']['ctx']['db'], members: TestMember[]): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      'owner_member_id',
      'in',
      members.map((m) => m.id),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('which errors mean "the database is not there right now"', () => {
  it.each([
    ['ECONNREFUSED', { code: 'ECONNREFUSED' }],
    ['ECONNRESET', { code: 'ECONNRESET' }],
    ['57P01 admin shutdown', { code: '57P01' }],
    ['57P02 crash shutdown', { code: '57P02' }],
    ['57P03 cannot connect now', { code: '57P03' }],
    ['08000', { code: '08000' }],
    ['08003', { code: '08003' }],
    ['08006', { code: '08006' }],
    ['a socket that ended', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('Connection terminated due to connection timeout')],
    ['pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    // DATABASE_STATEMENT_TIMEOUT_MS tripped (docs/decisions/068-fail-fast.md): nothing done, retry later.
    [
      '57014 query canceled by the statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['a query on a dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped', Object.assign(new Error('insert failed'), { cause: { code: '57P01' } })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a bug', new Error('boom')],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the API answer to a connection-level failure', () => {
  let server: TestServer;
  const throwing: Record<string, () => unknown> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    terminated: () => new Error('Connection terminated unexpectedly'),
    'admin-shutdown': () => Object.assign(new Error('terminating connection'), { code: '57P01' }),
    'checkout-timeout': () => new Error('timeout exceeded when trying to connect'),
    'statement-timeout': () =>
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    'wrapped-in-500': () => new ApiError('INTERNAL_ERROR', { cause: { code: '08006' } }),
    'login-unavailable': () => new ApiError('LOGIN_UNAVAILABLE', { cause: { code: 'ECONNRESET' } }),
    bug: () => new Error('boom'),
  };

  beforeAll(async () => {
    server = await startTestServer({
      plugins: [
        async (app) => {
          app.get<{ Params: { kind: string } }>('/api/test/fail/:kind', async (request) => {
            throw throwing[request.params.kind]?.() ?? new Error('unknown kind');
          });
        },
      ],
    });
  });
  afterAll(() => server.close());

  it.each([
    'refused',
    'terminated',
    'admin-shutdown',
    'checkout-timeout',
    'statement-timeout',
    'wrapped-in-500',
  ])('%s: 503 SERVICE_UNAVAILABLE, Retry-After, th/en message', async (kind) => {
    const response = await server.app.inject({ url: `/api/test/fail/${kind}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(response.json().error.message).toEqual(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message);
  });

  it('a catalogue 503 caused by the database keeps its code and gains Retry-After', async () => {
    const response = await server.app.inject({ url: '/api/test/fail/login-unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('LOGIN_UNAVAILABLE');
  });

  it('anything else is still a 500 without Retry-After', async () => {
    const response = await server.app.inject({ url: '/api/test/fail/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
  });
});

if (testDbMode() === 'pglite') {
  // PGlite is in-process: no connection can end and no server can be unreachable, so there is no
  // fault to inject. The same writers still all succeed and leave exactly their rows.
  describe('PGlite under 20 concurrent writers', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ now: () => clock.now });
    });
    afterAll(() => server.close());

    it('answers every write with 2xx and keeps exactly those rows', async () => {
      const members = await Promise.all(
        Array.from({ length: WRITERS }, () => memberWithSession(server, 'default')),
      );
      const tally = await runWriters(server, members, 3);
      expect(tally).toEqual({ tried: WRITERS * 3, ok: WRITERS * 3, unavailable: 0, other: [] });
      expect(await cardsOf(server.app.ctx.db, members)).toBe(tally.ok);
      expect(processFaults).toEqual([]);
    });
  });
}

if (testDbMode() === 'postgres') {
  describe('PostgreSQL connections that end under the server', () => {
    /** Connection errors the pool reported (each ended connection once). */
    const reported: Error[] = [];
    let reportWaiters: (() => void)[] = [];
    /** The next ended connection the pool reports (or a process fault, which fails the test). */
    const nextReport = () => new Promise<void>((resolve) => reportWaiters.push(resolve));
    const wakeWaiters = () => {
      const waiting = reportWaiters;
      reportWaiters = [];
      for (const resolve of waiting) resolve();
    };

    let dropDatabase: () => Promise<void>;
    let databaseUrl: string;
    let admin: pg.Client;

    beforeAll(async () => {
      const created = await createPostgresTestDatabase();
      dropDatabase = created.drop;
      databaseUrl = created.url;
      // The second connection that ends the others; its own 'error' would be a test bug, not a fault.
      admin = new pg.Client({ connectionString: databaseUrl });
      admin.on('error', recordFault);
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await dropDatabase?.();
    });

    /** Ends every connection to the test database except the admin's own. */
    const terminateBackends = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );

    /** A server on `url` whose pool is built by createPgPool, as openDatabase builds it. */
    async function serverOn(url: string, plugins: FastifyPluginAsync[] = []) {
      let closed = false;
      const db = kyselyForPool(
        createPgPool(url, 10, (error) => {
          if (closed) return;
          reported.push(error);
          wakeWaiters();
        }),
      );
      const close = async () => {
        closed = true;
        await db.destroy();
      };
      const database: TestDatabase = { db, kind: 'postgres', url, close, destroy: close };
      const server = await startTestServer({ database, now: () => clock.now, plugins });
      return {
        server,
        close: async () => {
          await server.close();
          await close();
        },
      };
    }

    beforeEach(() => {
      processFaults.length = 0;
      onFault = wakeWaiters;
    });
    afterEach(() => {
      onFault = () => {};
      expect(processFaults).toEqual([]);
    });

    it('a client checked out in a transaction whose backend is terminated: 503, no crash, next request served', async () => {
      const inTransaction = deferred();
      const carryOn = deferred();
      const { server, close } = await serverOn(databaseUrl, [holdRoute(inTransaction, carryOn)]);
      try {
        const member = await memberWithSession(server, 'default');
        const answer = server.app.inject({ method: 'POST', url: '/api/test/hold' });
        await inTransaction.promise;
        const reportedBefore = reported.length;
        const ended = nextReport();
        await terminateBackends();
        // The checked-out client hears its connection end while no query of it runs.
        await ended;
        expect(processFaults).toEqual([]);
        expect(reported.length).toBeGreaterThan(reportedBefore);
        carryOn.resolve();
        const response = await answer;
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().error.message).toEqual(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message);
        expect(processFaults).toEqual([]);

        // Served again on fresh connections, without a restart (the pool's dead clients are gone).
        expect((await addCard(server, member)).statusCode).toBe(200);
      } finally {
        carryOn.resolve();
        await close();
      }
    });

    it(`${WRITERS} concurrent writers while the backends are terminated ${TERMINATIONS} times: 2xx or 503, rows = successes`, async () => {
      const { server, close } = await serverOn(databaseUrl);
      try {
        const members = await Promise.all(
          Array.from({ length: WRITERS }, () => memberWithSession(server, 'default')),
        );
        const total = WRITERS * REQUESTS_PER_WRITER;
        const answered = progress();
        const reportedBefore = reported.length;
        // Terminations spread over the run by answers counted, never by the clock.
        const killer = (async () => {
          for (let i = 1; i <= TERMINATIONS; i++) {
            await answered.reach(Math.floor((total * i) / (TERMINATIONS + 1)));
            await terminateBackends();
          }
        })();
        const [tally] = await Promise.all([
          runWriters(server, members, REQUESTS_PER_WRITER, () => answered.tick()),
          killer,
        ]);
        const rows = await cardsOf(server.app.ctx.db, members);
        console.info(
          `database faults: ${JSON.stringify({ tried: tally.tried, ok: tally.ok, unavailable: tally.unavailable, other5xx: tally.other.length, rows, connectionsEnded: reported.length - reportedBefore })}`,
        );
        expect(tally.other).toEqual([]);
        expect(tally.tried).toBe(total);
        expect(tally.ok + tally.unavailable).toBe(total);
        expect(rows).toBe(tally.ok);
        // The faults did happen: connections of the pool ended under it.
        expect(reported.length).toBeGreaterThan(reportedBefore);
        expect(processFaults).toEqual([]);

        // And the server serves normally again, by itself.
        const after = await addCard(server, members[0]!);
        expect(after.statusCode).toBe(200);
        const list = await server.app.inject({ url: '/api/v1/cards', headers: members[0]!.headers });
        expect(list.statusCode).toBe(200);
      } finally {
        await close();
      }
    });

    it(`${WRITERS} writers retrying each 503 with the same Idempotency-Key while backends are terminated: one card per action`, async () => {
      // The case: a create commits, its answer is lost to a reset connection, the client
      // retries. With the key the retry replays the stored answer (docs/decisions/029).
      const { server, close } = await serverOn(databaseUrl);
      try {
        const members = await Promise.all(
          Array.from({ length: WRITERS }, () => memberWithSession(server, 'default')),
        );
        const total = WRITERS * REQUESTS_PER_WRITER;
        const answered = progress();
        const reportedBefore = reported.length;
        const killer = (async () => {
          for (let i = 1; i <= TERMINATIONS; i++) {
            await answered.reach(Math.floor((total * i) / (TERMINATIONS + 1)));
            await terminateBackends();
          }
        })();
        let retries = 0;
        let replays = 0;
        const other: number[] = [];
        const writers = Promise.all(
          members.map(async (member) => {
            for (let i = 0; i < REQUESTS_PER_WRITER; i++) {
              const key = randomUUID();
              // Each failure is one of at most TERMINATIONS faults (or a retry told to wait for one).
              for (let attempt = 0; attempt <= 4 * TERMINATIONS; attempt++) {
                const response = await addCard(server, member, key);
                if (response.statusCode === 200) {
                  if (response.headers[headerKey(HEADERS.idempotentReplayed)] === 'true') replays += 1;
                  break;
                }
                if (response.statusCode === 503 || response.statusCode === 409) retries += 1;
                else other.push(response.statusCode);
              }
              answered.tick();
            }
          }),
        );
        await Promise.all([writers, killer]);
        const rows = await cardsOf(server.app.ctx.db, members);
        console.info(
          `database faults with retries: ${JSON.stringify({ actions: total, retries, replays, rows })}`,
        );
        expect(other).toEqual([]);
        expect(rows).toBe(total);
        expect(reported.length).toBeGreaterThan(reportedBefore);
        expect(processFaults).toEqual([]);
      } finally {
        await close();
      }
    });

    it('a database that is down answers 503 (refused, reset mid-transaction) and is served again when it is back', async () => {
      // A TCP proxy stands in for the database server: closing it resets every connection and
      // refuses new ones, as a restarting server does, without touching the shared PostgreSQL.
      const target = new URL(databaseUrl);
      const sockets = new Set<net.Socket>();
      const proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      const listen = (port: number) =>
        new Promise<number>((resolve, reject) => {
          proxy.once('error', reject);
          proxy.listen(port, '127.0.0.1', () => {
            proxy.off('error', reject);
            resolve((proxy.address() as net.AddressInfo).port);
          });
        });
      const stop = () =>
        new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.resetAndDestroy();
        });
      const port = await listen(0);
      const viaProxy = new URL(databaseUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(port);

      const inTransaction = deferred();
      const carryOn = deferred();
      const { server, close } = await serverOn(viaProxy.toString(), [holdRoute(inTransaction, carryOn)]);
      try {
        const members = await Promise.all(
          Array.from({ length: WRITERS }, () => memberWithSession(server, 'default')),
        );
        const rowsBefore = await cardsOf(server.app.ctx.db, members);

        // Down: a transaction in progress loses its connection, and nothing can connect.
        const held = server.app.inject({ method: 'POST', url: '/api/test/hold' });
        await inTransaction.promise;
        const ended = nextReport();
        await stop();
        await ended;
        expect(processFaults).toEqual([]);
        carryOn.resolve();
        const heldAnswer = await held;
        expect(heldAnswer.statusCode).toBe(503);
        expect(heldAnswer.headers['retry-after']).toBe('5');

        const down = await runWriters(server, members, 2);
        expect(down).toEqual({ tried: WRITERS * 2, ok: 0, unavailable: WRITERS * 2, other: [] });

        // Back on the same address: the same server, not restarted, serves again.
        await listen(port);
        const up = await runWriters(server, members, 1);
        expect(up).toEqual({ tried: WRITERS, ok: WRITERS, unavailable: 0, other: [] });
        expect((await cardsOf(server.app.ctx.db, members)) - rowsBefore).toBe(up.ok);
        expect(processFaults).toEqual([]);
      } finally {
        carryOn.resolve();
        await close();
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
      }
    });
  });
}
