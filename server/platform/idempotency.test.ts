/**
 * runIdempotent's promises at the database (docs/decisions/029-idempotency-keys.md): the key and the
 * rows its create makes commit together or not at all, a refusal keeps no key, services' own
 * transactions become savepoints, and a second request with a running key is answered, not run.
 * "Creates" here are rows of rate_limits: a table without foreign keys.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { testDbMode } from '../testing/db';
import { createMember } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/server';
import { canonicalJson, fingerprintOf, runIdempotent, sweepExpiredIdempotencyKeys } from './idempotency';

let server: TestServer;
let memberId: string;
const now = new Date('2026-05-01T02:00:00Z');
const app = () => ({ db: server.app.ctx.db, now: () => now });

beforeAll(async () => {
  server = await startTestServer();
  memberId = (await createMember(server.app.ctx.db, 'default')).id;
});
afterAll(() => server.close());

const request = (key: string, body: unknown = { n: 1 }) => ({
  memberId,
  key,
  operation: 'testCreate',
  fingerprint: fingerprintOf(body),
});

/** A create: one row of rate_limits named `name`. */
const createRow = (db: Kysely<Database> | Transaction<Database>, name: string) =>
  db
    .insertInto('rate_limits')
    .values({ scope: 'idem-test', key: name, expires_at: new Date('2030-01-01T00:00:00Z') })
    .execute();
const rowsNamed = async (name: string) =>
  (
    await server.app.ctx.db
      .selectFrom('rate_limits')
      .select('key')
      .where('scope', '=', 'idem-test')
      .where('key', '=', name)
      .execute()
  ).length;
const keyRow = (key: string) =>
  server.app.ctx.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

describe('runIdempotent', () => {
  it('runs once and replays the stored answer', async () => {
    const key = randomUUID();
    const name = randomUUID();
    let runs = 0;
    const run = async (db: Transaction<Database>) => {
      runs += 1;
      await createRow(db, name);
      return { data: { name } };
    };
    expect(await runIdempotent(app(), request(key), run)).toEqual({
      status: 200,
      body: { data: { name } },
      replayed: false,
    });
    expect(await runIdempotent(app(), request(key), run)).toEqual({
      status: 200,
      body: { data: { name } },
      replayed: true,
    });
    expect(runs).toBe(1);
    expect(await rowsNamed(name)).toBe(1);
    await expect(runIdempotent(app(), request(key, { n: 2 }), run)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_MISMATCH',
      status: 422,
    });
    await expect(
      runIdempotent(app(), { ...request(key), operation: 'otherCreate' }, run),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_MISMATCH',
    });
  });

  it('stores nothing when the run fails after creating (a crash before commit): the retry creates once', async () => {
    const key = randomUUID();
    const name = randomUUID();
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
    await expect(
      runIdempotent(app(), request(key), async (db) => {
        await createRow(db, name);
        throw lost;
      }),
    ).rejects.toBe(lost);
    expect(await rowsNamed(name)).toBe(0);
    expect(await keyRow(key)).toBeUndefined();
    await runIdempotent(app(), request(key), async (db) => {
      await createRow(db, name);
      return { ok: true };
    });
    expect(await rowsNamed(name)).toBe(1);
  });

  it('never keeps a create whose key could not be marked done: the two commit together', async () => {
    const key = randomUUID();
    const name = randomUUID();
    // An answer that cannot be stored (JSON has no BigInt): marking the key fails after the create.
    await expect(
      runIdempotent(app(), request(key), async (db) => {
        await createRow(db, name);
        return { count: 1n };
      }),
    ).rejects.toThrow(/BigInt/);
    expect(await rowsNamed(name)).toBe(0);
    expect(await keyRow(key)).toBeUndefined();
  });

  it("keeps no key after a refusal, but keeps the handler's writes made before it (an OTP attempt counted)", async () => {
    const key = randomUUID();
    const attempt = randomUUID();
    await expect(
      runIdempotent(app(), request(key), async (db) => {
        await createRow(db, attempt);
        throw new ApiError('OTP_INVALID');
      }),
    ).rejects.toMatchObject({ code: 'OTP_INVALID' });
    expect(await rowsNamed(attempt)).toBe(1);
    expect(await keyRow(key)).toBeUndefined();
    // Fixed and sent again with the same key: it runs.
    const answer = await runIdempotent(app(), request(key, { n: 2 }), async () => ({ ok: true }));
    expect(answer.replayed).toBe(false);
  });

  it('refuses cleanly also when the refusal follows a failed statement (an aborted transaction)', async () => {
    const key = randomUUID();
    const name = randomUUID();
    await expect(
      runIdempotent(app(), request(key), async (db) => {
        await createRow(db, name);
        await createRow(db, name).catch(() => undefined); // duplicate key: the transaction is aborted
        throw new ApiError('CARD_SAVE_FAILED');
      }),
    ).rejects.toMatchObject({ code: 'CARD_SAVE_FAILED' });
    expect(await keyRow(key)).toBeUndefined();
    expect(await rowsNamed(name)).toBe(0);
  });

  it("runs a service's own transaction as a savepoint: its failure undoes only its own writes", async () => {
    const key = randomUUID();
    const outer = randomUUID();
    const inner = randomUUID();
    const answer = await runIdempotent(app(), request(key), async (db) => {
      await createRow(db, outer);
      await db
        .transaction()
        .execute(async (trx) => {
          await createRow(trx, inner);
          throw new Error('the service gives up');
        })
        .catch(() => undefined);
      const nested = await db.transaction().execute(async (trx) => {
        await createRow(trx, `${inner}-kept`);
        return 'kept';
      });
      return { nested };
    });
    expect(answer.body).toEqual({ nested: 'kept' });
    expect(await rowsNamed(outer)).toBe(1);
    expect(await rowsNamed(inner)).toBe(0);
    expect(await rowsNamed(`${inner}-kept`)).toBe(1);
  });

  it('answers a second request with a running key without running it', async () => {
    const key = randomUUID();
    const name = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let runs = 0;
    const first = runIdempotent(app(), request(key), async (db) => {
      runs += 1;
      await createRow(db, name);
      started();
      await held;
      return { name };
    });
    await running;
    const second = runIdempotent(app(), request(key), async () => {
      runs += 1;
      return { name: 'second' };
    }).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    if (testDbMode() === 'postgres') {
      // Another connection: told at once to retry in a second.
      const outcome = await second;
      expect(outcome).toMatchObject({
        error: { code: 'IDEMPOTENCY_KEY_IN_PROGRESS', headers: { 'retry-after': '1' } },
      });
      release();
      await first;
    } else {
      // PGlite is one connection: the second waits for the first's transaction, then replays.
      release();
      await first;
      expect(await second).toEqual({ answer: { status: 200, body: { name }, replayed: true } });
    }
    expect(runs).toBe(1);
    expect(await rowsNamed(name)).toBe(1);
  });

  it('sweeps keys past their 24 hours only', async () => {
    const key = randomUUID();
    await runIdempotent(app(), request(key), async () => ({ ok: true }));
    expect(
      await sweepExpiredIdempotencyKeys(server.app.ctx.db, new Date(now.getTime() + 24 * 3600_000 - 1)),
    ).toBe(0);
    expect(await keyRow(key)).toBeDefined();
    expect(
      await sweepExpiredIdempotencyKeys(server.app.ctx.db, new Date(now.getTime() + 24 * 3600_000)),
    ).toBeGreaterThan(0);
    expect(await keyRow(key)).toBeUndefined();
  });
});

describe('fingerprints', () => {
  it('do not depend on key order, and differ for different values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(fingerprintOf({ a: 1, b: 2 })).toBe(fingerprintOf({ b: 2, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: '1' }));
    expect(fingerprintOf(undefined)).toMatch(/^[0-9a-f]{64}$/);
  });
});
