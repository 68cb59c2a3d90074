import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGlite, kyselyForPGlite } from './database';
import { ConnectionLock } from './pglite-dialect';
import type { Database } from './types';

describe('ConnectionLock', () => {
  it('serves waiters one at a time, in arrival order', async () => {
    const lock = new ConnectionLock();
    const order: string[] = [];
    await lock.acquire();
    const a = lock.acquire().then(() => order.push('a'));
    const b = lock.acquire().then(() => order.push('b'));
    expect(lock.waiting).toBe(2);
    lock.release();
    await a;
    expect(order).toEqual(['a']);
    expect(lock.held).toBe(true);
    lock.release();
    await b;
    lock.release();
    expect(order).toEqual(['a', 'b']);
    expect(lock.held).toBe(false);
  });
});

/** A scratch table outside the product schema. */
interface Scratch {
  t: { id: number; v: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    db = kyselyForPGlite(await createPGlite()) as Kysely<Database> as unknown as Kysely<Scratch>;
    await sql`create table t (id int primary key, v text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('runs queries and reports affected rows', async () => {
    const insert = await db
      .insertInto('t')
      .values([
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ])
      .executeTakeFirst();
    expect(insert.numInsertedOrUpdatedRows).toBe(2n);
    const update = await db.updateTable('t').set({ v: 'c' }).where('id', '>', 0).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(2n);
    const rows = await db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, v: 'c' },
      { id: 2, v: 'c' },
    ]);
    const deleted = await db.deleteFrom('t').where('id', '=', 2).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('commits a transaction and rolls one back when it throws', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ id: 10, v: 'kept' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 11, v: 'dropped' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const ids = (await db.selectFrom('t').select('id').where('id', '>=', 10).execute()).map((r) => r.id);
    expect(ids).toEqual([10]);
  });

  it('keeps other queries out while a transaction holds the connection', async () => {
    const seen: string[] = [];
    const trx = db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ id: 20, v: 'in-trx' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('trx-done');
    });
    // Issued while the transaction is open: it must wait, then see the committed row.
    const outside = db
      .selectFrom('t')
      .select('v')
      .where('id', '=', 20)
      .executeTakeFirst()
      .then((row) => {
        seen.push(`outside:${row?.v}`);
      });
    await Promise.all([trx, outside]);
    expect(seen).toEqual(['trx-done', 'outside:in-trx']);
  });

  it('supports savepoints inside a transaction', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('t').values({ id: 30, v: 'outer' }).execute();
    const sp = await trx.savepoint('inner').execute();
    await sp.insertInto('t').values({ id: 31, v: 'inner' }).execute();
    await sp.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    const ids = (await db.selectFrom('t').select('id').where('id', '>=', 30).execute()).map((r) => r.id);
    expect(ids).toEqual([30]);
  });

  it('surfaces PostgreSQL errors with their SQLSTATE code', async () => {
    await expect(db.insertInto('t').values({ id: 1, v: 'dup' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    // The connection is usable afterwards.
    expect(await db.selectFrom('t').select('id').where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1 });
  });

  it('streams rows in chunks', async () => {
    const chunks: number[] = [];
    for await (const row of db.selectFrom('t').select('id').orderBy('id').stream(2)) chunks.push(row.id);
    expect(chunks).toEqual([1, 10, 20, 30]);
  });

  it('refuses queries after destroy', async () => {
    const other = kyselyForPGlite(await createPGlite());
    await sql`select 1`.execute(other);
    await other.destroy();
    await expect(sql`select 1`.execute(other)).rejects.toThrow();
  });
});
