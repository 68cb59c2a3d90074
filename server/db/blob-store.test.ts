import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { DbBlobStore, sha256Hex } from './blob-store';
import { migrateToLatest } from './migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(() => database.destroy());

describe('DbBlobStore', () => {
  it('stores bytes under their SHA-256, once, and gives them back unchanged', async () => {
    const store = new DbBlobStore(database.db);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 10, 13]);
    const info = await store.put(bytes, 'image/png');
    expect(info).toEqual({ sha256: sha256Hex(bytes), size: 8, mime: 'image/png' });
    await store.put(bytes, 'image/png');
    const count = await database.db
      .selectFrom('blobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const back = await store.get(info.sha256);
    expect(back?.bytes).toBeInstanceOf(Uint8Array);
    expect([...(back?.bytes ?? [])]).toEqual([...bytes]);
    expect(await store.has(info.sha256)).toBe(true);
  });

  it('stores a file by path exactly as put() stores its bytes', async () => {
    const store = new DbBlobStore(database.db);
    const dir = await mkdtemp(join(tmpdir(), 'blob-store-'));
    try {
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
      await writeFile(join(dir, 'photo'), bytes);
      const info = await store.putFile(join(dir, 'photo'), 'image/jpeg');
      expect(info).toEqual({ sha256: sha256Hex(bytes), size: 9, mime: 'image/jpeg' });
      expect([...((await store.get(info.sha256))?.bytes ?? [])]).toEqual([...bytes]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('joins the caller transaction: a rollback leaves nothing behind', async () => {
    const store = new DbBlobStore(database.db);
    const bytes = new TextEncoder().encode('%PDF-1.7 rolled back');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await store.put(bytes, 'application/pdf', trx);
        throw new Error('claim failed');
      }),
    ).rejects.toThrow('claim failed');
    expect(await store.has(sha256Hex(bytes))).toBe(false);
  });

  it('answers null for unknown or malformed addresses', async () => {
    const store = new DbBlobStore(database.db);
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.get("x' or 1=1 --")).toBeNull();
    expect(await store.has('nope')).toBe(false);
  });

  it('refuses types outside the allow-list and files over 10 MiB', async () => {
    const store = new DbBlobStore(database.db);
    await expect(store.put(new Uint8Array([1]), 'text/html' as never)).rejects.toMatchObject({
      code: '23514',
    });
    await expect(store.put(new Uint8Array(10 * 1024 * 1024 + 1), 'application/pdf')).rejects.toMatchObject({
      code: '23514',
    });
    const atLimit = await store.put(new Uint8Array(10 * 1024 * 1024), 'application/pdf');
    expect(atLimit.size).toBe(10_485_760);
  });
});
