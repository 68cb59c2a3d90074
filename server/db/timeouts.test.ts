/**
 * Fail fast instead of piling up (issue 22, docs/decisions/068-fail-fast.md). On PostgreSQL a
 * statement past DATABASE_STATEMENT_TIMEOUT_MS and a request that gets no connection of the request
 * pool within DATABASE_POOL_WAIT_MS answer 503 with Retry-After, never a 500, never after the former
 * 10 s; the outbox worker and the purge draw from a pool of their own, so they keep working while
 * members hold every request connection.
 *
 * The PostgreSQL cases run in the server-pg project, on a database of their own, through a server
 * built from the configuration as `npm start` builds it (openDatabase, both pools). PGlite runs in
 * the process with one connection and cannot interrupt a statement: its run checks what holds there
 * (background work shares the one instance; statement_timeout is accepted and never fires, so when a
 * PGlite release starts enforcing it this test says so and decision 068 is to be revisited).
 * Figures in the names; time margins generous (docs/testing.md): a busy CI machine only makes the
 * waits longer, never shorter, so the assertions are "at least the limit" and "within limit + 3 s".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/api/errors';
import { buildServer } from '../app';
import { type Jobs, PURGE_FIRST_DELAY_MS, startJobs, WORKER_INTERVAL_MS } from '../jobs/jobs';
import { RedisRateLimitStore } from '../platform/rate-limit';
import { memberWithSession, type TestMember } from '../testing/card-fixtures';
import { createPostgresTestDatabase, testDbMode } from '../testing/db';
import { createMember } from '../testing/fixtures';
import { deferred, recordProcessFaults } from '../testing/process-faults';
import { captureLogs, type TestServer, testConfig, testRedisKeyPrefix } from '../testing/server';
import { BACKGROUND_STATEMENT_TIMEOUT_MS, type DatabaseHandle, openDatabase } from './database';
import type { Database } from './types';

const STATEMENT_TIMEOUT_MS = 1000;
const POOL_WAIT_MS = 1000;
const POOL_SIZE = 2;
/**
 * Room for a busy machine: an answer within the limit plus this is "fast". The former pool wait was
 * 10 s and there was no statement timeout, so the check still tells the two apart (docs/testing.md).
 */
const MARGIN_MS = 7000;

/** Anything that would have crashed the process: an unhandled 'error' event, a rejection nobody caught. */
const { faults: processFaults, record: recordFault } = recordProcessFaults();

function expectServiceUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
  expect(response.json().error.message).toEqual(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message);
}

/** The session's statement_timeout as PostgreSQL shows it ('1s', '1min', '0'). */
async function statementTimeoutOf(db: Kysely<Database>): Promise<string | undefined> {
  const query = sql<{ value: string }>`select current_setting('statement_timeout') as value`;
  return (await query.execute(db)).rows[0]?.value;
}

if (testDbMode() === 'pglite') {
  describe('PGlite: one in-process connection, no statement timeout', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ kind: 'pglite-memory' });
    });
    afterAll(() => database?.close());

    it('the background handle is the request handle itself (one connection in all)', () => {
      expect(database.backgroundDb).toBe(database.db);
    });

    it('accepts statement_timeout = 50 ms but runs pg_sleep(0.3) to its end (WebAssembly has no timer signal)', async () => {
      await sql`set statement_timeout = 50`.execute(database.db);
      expect(await statementTimeoutOf(database.db)).toBe('50ms');
      // If this starts failing with 57014, PGlite enforces the timeout: revisit decision 068.
      const slept = await sql<{ done: number }>`select 1 as done from pg_sleep(0.3)`.execute(database.db);
      expect(slept.rows[0]?.done).toBe(1);
    });
  });
}

if (testDbMode() === 'postgres') {
  describe(`PostgreSQL: statement timeout ${STATEMENT_TIMEOUT_MS} ms, pool wait ${POOL_WAIT_MS} ms, ${POOL_SIZE} request connections, background pool apart`, () => {
    let app: FastifyInstance;
    let server: TestServer;
    let admin: pg.Client;
    let dropDatabase: (() => Promise<void>) | undefined;
    let dataDir: string;
    const logs = captureLogs();

    beforeAll(async () => {
      const created = await createPostgresTestDatabase();
      dropDatabase = created.drop;
      // DATABASE_URL makes the data folder the e-Claim uploads' home: a scratch one, not ./.data.
      dataDir = mkdtempSync(join(tmpdir(), 'wl-fail-fast-'));
      const config = testConfig({
        DATABASE_URL: created.url,
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      });
      // No `database` option: the server opens both pools from the configuration, as in production.
      app = await buildServer({
        config,
        seed: false,
        redisKeyPrefix: testRedisKeyPrefix(),
        logDestination: logs.stream,
      });
      server = {
        app,
        database: {
          db: app.ctx.db,
          backgroundDb: app.ctx.backgroundDb,
          kind: 'postgres',
          url: created.url,
          close: async () => {},
          destroy: async () => {},
        },
        close: async () => {},
      };
      // Another connection of its own, outside the server's pools: it holds row locks.
      admin = new pg.Client({ connectionString: created.url });
      admin.on('error', recordFault);
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      const store = app?.ctx.rateLimits.store;
      if (store instanceof RedisRateLimitStore) await store.deleteAll().catch(() => {});
      await app?.close();
      await dropDatabase?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    beforeEach(() => {
      processFaults.length = 0;
      logs.lines.length = 0;
    });
    afterEach(() => {
      expect(processFaults).toEqual([]);
    });

    /**
     * Holds every connection of the request pool in an open transaction (as slow requests would)
     * until `release()`; resolves once all are checked out.
     */
    async function exhaustRequestPool() {
      const release = deferred();
      const holding: Promise<void>[] = [];
      const held: Promise<void>[] = [];
      for (let i = 0; i < POOL_SIZE; i++) {
        const inTransaction = deferred();
        held.push(inTransaction.promise);
        holding.push(
          app.ctx.db.transaction().execute(async (trx) => {
            await sql`select 1`.execute(trx);
            inTransaction.resolve();
            await release.promise;
          }),
        );
      }
      // A holder that fails before it holds (it should not) fails the test instead of hanging it.
      await Promise.race([Promise.all(held), Promise.all(holding)]);
      return {
        release: async () => {
          release.resolve();
          await Promise.all(holding);
        },
      };
    }

    it(`the request pool's statements stop at ${STATEMENT_TIMEOUT_MS} ms (57014), the background pool's at ${BACKGROUND_STATEMENT_TIMEOUT_MS / 1000} s`, async () => {
      expect(await statementTimeoutOf(app.ctx.db)).toBe('1s');
      expect(await statementTimeoutOf(app.ctx.backgroundDb)).toBe('1min');
      await expect(sql`select pg_sleep(2)`.execute(app.ctx.db)).rejects.toMatchObject({ code: '57014' });
      // The connection survives a cancelled statement and serves the next one.
      expect(await statementTimeoutOf(app.ctx.db)).toBe('1s');
      const slept = await sql<{ done: number }>`select 1 as done from pg_sleep(1.5)`.execute(
        app.ctx.backgroundDb,
      );
      expect(slept.rows[0]?.done).toBe(1);
    });

    it(`PATCH /api/v1/me waiting on a row lock past ${STATEMENT_TIMEOUT_MS} ms: 503 SERVICE_UNAVAILABLE with Retry-After, then 200 once the lock is gone`, async () => {
      const member: TestMember = await memberWithSession(server, 'default');
      const patch = () =>
        app.inject({
          method: 'PATCH',
          url: '/api/v1/me',
          headers: member.headers,
          payload: { name: 'Somsak' },
        });
      // A long transaction elsewhere holds the member's row: the profile UPDATE waits for it.
      await admin.query('begin');
      try {
        await admin.query('select id from members where id = $1 for update', [member.id]);
        const started = performance.now();
        const response = await patch();
        const elapsed = performance.now() - started;
        expectServiceUnavailable(response);
        expect(elapsed).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
        expect(elapsed).toBeLessThan(STATEMENT_TIMEOUT_MS + MARGIN_MS);
        // Logged once, with the cause: the statement timeout's SQLSTATE.
        const failed = logs.lines.filter((line) => line.msg === 'request failed');
        expect(failed.map((line) => (line.err as { code?: string } | undefined)?.code)).toEqual(['57014']);
      } finally {
        await admin.query('rollback');
      }
      const after = await patch();
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().data.name).toBe('Somsak');
    });

    it(`with all ${POOL_SIZE} request connections held, GET /api/v1/me answers 503 with Retry-After within ${POOL_WAIT_MS} ms + ${MARGIN_MS / 1000} s (not after 10 s), and 200 once they are back`, async () => {
      const member = await memberWithSession(server, 'default');
      const pool = await exhaustRequestPool();
      let response: Awaited<ReturnType<FastifyInstance['inject']>>;
      let elapsed: number;
      try {
        const started = performance.now();
        response = await app.inject({ url: '/api/v1/me', headers: member.headers });
        elapsed = performance.now() - started;
      } finally {
        await pool.release();
      }
      expectServiceUnavailable(response);
      // It did wait for a connection, and no longer than the configured wait allows.
      expect(elapsed).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
      expect(elapsed).toBeLessThan(POOL_WAIT_MS + MARGIN_MS);
      const failed = logs.lines.filter((line) => line.msg === 'request failed');
      expect(failed.map((line) => (line.err as { message?: string } | undefined)?.message)).toEqual([
        'timeout exceeded when trying to connect',
      ]);

      const after = await app.inject({ url: '/api/v1/me', headers: member.headers });
      expect(after.statusCode, after.body).toBe(200);
    });

    it(`with all ${POOL_SIZE} request connections held, the outbox worker delivers 3 messages and the purge deletes an old session: their own pool`, async () => {
      const member = await memberWithSession(server, 'default');
      const recipients = ['+66813000101', '+66813000102', '+66813000103'];
      for (const to of recipients)
        await app.ctx.sms.send({ to, purpose: 'password_changed', text: 'รหัสผ่านของคุณถูกเปลี่ยนแล้ว' });
      const old = await createMember(app.ctx.db, 'default');
      const { sessionId } = await app.ctx.sessions.issue(old.id);
      const longAgo = new Date(Date.now() - 40 * 86_400_000);
      await app.ctx.db
        .updateTable('sessions')
        .set({ created_at: new Date(longAgo.getTime() - 60_000), expires_at: longAgo, revoked_at: longAgo })
        .where('id', '=', sessionId)
        .execute();

      // The jobs' timers by hand: each tick is fired once, and the test waits for it to end.
      const timers: { ms: number; run: () => void }[] = [];
      const fire = (ms: number) => {
        const index = timers.findIndex((timer) => timer.ms === ms);
        expect(index, `a timer of ${ms} ms`).toBeGreaterThanOrEqual(0);
        const [timer] = timers.splice(index, 1);
        timer!.run();
      };
      let jobs: Jobs | undefined;
      const pool = await exhaustRequestPool();
      try {
        jobs = startJobs(app, {
          setTimeout: (run, ms) => {
            const timer = { ms, run };
            timers.push(timer);
            return timer;
          },
          clearTimeout: (handle) => {
            const index = timers.indexOf(handle as (typeof timers)[number]);
            if (index >= 0) timers.splice(index, 1);
          },
        });
        fire(WORKER_INTERVAL_MS);
        await jobs.settled();
        fire(PURGE_FIRST_DELAY_MS);
        await jobs.settled();

        // Read through the background pool too: the request pool is still full.
        const db = app.ctx.backgroundDb;
        const sent = await db
          .selectFrom('outbox')
          .select(['recipient', 'sent_at', 'delivered_ref'])
          .where('recipient', 'in', recipients)
          .orderBy('recipient')
          .execute();
        expect(sent.map((row) => [row.recipient, row.sent_at !== null, row.delivered_ref])).toEqual(
          recipients.map((to) => [to, true, 'dev-outbox']),
        );
        const sessions = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).execute();
        expect(sessions).toEqual([]);
        expect(logs.lines.filter((line) => /failed/.test(String(line.msg)))).toEqual([]);

        // And members were really shut out meanwhile.
        expectServiceUnavailable(await app.inject({ url: '/api/v1/me', headers: member.headers }));
      } finally {
        await jobs?.stop();
        await pool.release();
      }
    });
  });
}
