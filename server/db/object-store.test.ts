/**
 * Blobs in S3-compatible object storage (OBJECT_STORE_URL; docs/decisions/071-uploads-and-object-storage.md),
 * against s3rver (an S3-protocol server from npm, started here; server/testing/s3.ts) with the
 * official AWS SDK v3 client: the configuration, the blob store, card images and claim documents
 * stored through the API, the orphan-object sweep, and `npm run blobs:move` both ways, resumed after
 * an interruption. Runs on PGlite and on PostgreSQL (server-pg).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigError, parseConfig } from '../config';
import { memberWithSession, sendCardForm } from '../testing/card-fixtures';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase, testDbMode } from '../testing/db';
import { withIdempotencyKey } from '../testing/idempotency';
import { startTestS3, type TestS3 } from '../testing/s3';
import { startTestServer, type TestServer } from '../testing/server';
import { memberWithDraft, uploadChunkRows, uploadFile } from '../testing/tus';
import { DbBlobStore, sha256Hex } from './blob-store';
import { moveBlobs } from './blob-move';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { ObjectBlobStore, type ObjectStore, ORPHAN_OBJECT_AGE_MS, sweepOrphanObjects } from './object-store';
import { parseObjectStoreUrl } from './object-store-config';
import type { Database } from './types';

const run = promisify(execFile);
let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

/** An ObjectStore on the test server under `prefix` (each suite its own, so counts never mix). */
const objectStore = (prefix: string): ObjectStore => s3.objectStore(prefix);

async function keys(objects: ObjectStore): Promise<string[]> {
  const found: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await objects.list(after, 1000);
    found.push(...page.objects.map((o) => o.key));
    if (!page.truncated || page.objects.length === 0) return found;
    after = page.objects.at(-1)!.key;
  }
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('OBJECT_STORE_URL', () => {
  it('reads bucket, prefix, region, endpoint, path style and credentials', () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      OBJECT_STORE_URL:
        's3://AKIA%2FX:se%2Bcret@wl-docs/member-app/?region=ap-southeast-1&endpoint=https%3A%2F%2Fminio.internal%3A9000&forcePathStyle=true',
    });
    expect(config.objectStore).toEqual({
      bucket: 'wl-docs',
      prefix: 'member-app/',
      region: 'ap-southeast-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/X', secretAccessKey: 'se+cret' },
    });
    // Unset: blobs stay in the database. Credentials from the SDK's chain, region from AWS_REGION.
    expect(parseConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).objectStore).toBeNull();
    expect(parseObjectStoreUrl('s3://bucket-1', { AWS_REGION: 'eu-west-1' })).toEqual({
      bucket: 'bucket-1',
      prefix: '',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses a malformed URL without ever repeating it (it may hold a secret)', () => {
    for (const bad of [
      'https://TOPSECRET@bucket',
      's3://TOPSECRET:x@B_ad',
      's3://KEY:TOPSECRET@bucket?endpoint=ftp://x',
      's3://KEY:TOPSECRET@bucket?colour=blue',
      's3://KEYONLY-TOPSECRET@bucket',
    ]) {
      let problems: string[] = [];
      try {
        parseConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', OBJECT_STORE_URL: bad });
      } catch (error) {
        problems = (error as ConfigError).problems;
      }
      expect(problems.length, bad).toBe(1);
      expect(problems[0]).toMatch(/^OBJECT_STORE_URL: /);
      expect(problems[0]).not.toContain('TOPSECRET');
    }
  });
});

describe('ObjectBlobStore', () => {
  let database: TestDatabase;
  let objects: ObjectStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    objects = objectStore('store/');
  });
  afterAll(async () => {
    objects?.close();
    await database?.destroy();
  });

  it('puts the bytes in the bucket under their SHA-256 and keeps the row with storage external', async () => {
    const store = new ObjectBlobStore(database.db, objects);
    const bytes = new Uint8Array(randomBytes(70_000));
    const info = await store.put(bytes, 'application/pdf');
    expect(info).toEqual({ sha256: sha(bytes), size: 70_000, mime: 'application/pdf' });
    const row = await database.db
      .selectFrom('blobs')
      .selectAll()
      .where('sha256', '=', info.sha256)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ storage: 'external', bytes: null, size: 70_000, mime: 'application/pdf' });
    expect(await keys(objects)).toEqual([`store/blobs/${info.sha256}`]);
    expect(Buffer.from((await objects.get(info.sha256))!).equals(bytes)).toBe(true);
    expect(Buffer.from((await store.get(info.sha256))!.bytes).equals(bytes)).toBe(true);
    expect(await store.has(info.sha256)).toBe(true);
    // Stored twice, stored once.
    await store.put(bytes, 'application/pdf');
    expect(await keys(objects)).toHaveLength(1);
    // A blob still in the database (before blobs:move) is read from there.
    const old = new Uint8Array(randomBytes(500));
    await new DbBlobStore(database.db).put(old, 'image/png');
    expect(Buffer.from((await store.get(sha(old)))!.bytes).equals(old)).toBe(true);
    expect(await keys(objects)).toHaveLength(1);
    expect(await store.get('f'.repeat(64))).toBeNull();
  });

  it('never serves bytes that do not match their name', async () => {
    const store = new ObjectBlobStore(database.db, objects);
    const info = await store.put(new Uint8Array(randomBytes(1000)), 'image/jpeg');
    await objects.put(info.sha256, new Uint8Array(randomBytes(1000)), 'image/jpeg');
    await expect(store.get(info.sha256)).rejects.toThrow(/does not match its SHA-256/);
  });

  it('sweeps objects that no row names, once they are a day old', async () => {
    const own = objectStore('sweep/');
    try {
      const store = new ObjectBlobStore(database.db, own);
      const kept = await store.put(new Uint8Array(randomBytes(300)), 'image/png');
      const orphan = sha256Hex(new Uint8Array(randomBytes(300)));
      await own.put(orphan, new Uint8Array(randomBytes(300)), 'image/png');
      // Young objects stay: their row may still be committing.
      expect(await sweepOrphanObjects(database.db, own, new Date(), 100)).toBe(0);
      const later = new Date(Date.now() + ORPHAN_OBJECT_AGE_MS + 60_000);
      expect(await sweepOrphanObjects(database.db, own, later, 100)).toBe(1);
      expect(await keys(own)).toEqual([`sweep/blobs/${kept.sha256}`]);
    } finally {
      own.close();
    }
  });
});

describe('the API with OBJECT_STORE_URL', () => {
  let database: TestDatabase;
  let server: TestServer;
  let objects: ObjectStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    // On PostgreSQL, configured as such: uploads in progress go to the database store (and so to
    // the bucket), as on a replica.
    const postgres: Record<string, string> = database.url ? { DATABASE_URL: database.url } : {};
    server = await startTestServer({
      database,
      env: { ...postgres, OBJECT_STORE_URL: s3.objectStoreUrl('api/') },
    });
    objects = objectStore('api/');
  });
  afterAll(async () => {
    objects?.close();
    await server?.close();
    await database?.destroy();
  });

  const db = () => server.app.ctx.db;

  it('keeps card images in the bucket under their content address and serves them back', async () => {
    const me = await memberWithSession(server, 'default');
    const added = await sendCardForm(server, me);
    expect(added.statusCode).toBe(200);
    const card = added.json().data;
    const row = await db()
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    for (const [hash, url, type] of [
      [row.front_image_sha256!, card.front_image_url, 'image/jpeg'],
      [row.back_image_sha256!, card.back_image_url, 'image/png'],
    ] as const) {
      const blob = await db()
        .selectFrom('blobs')
        .selectAll()
        .where('sha256', '=', hash)
        .executeTakeFirstOrThrow();
      expect(blob).toMatchObject({ storage: 'external', bytes: null, mime: type });
      const object = await objects.get(hash);
      expect(object && sha(object)).toBe(hash);
      expect(object!.byteLength).toBe(blob.size);
      const image = await server.app.inject({ url, headers: me.headers });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(sha(image.rawPayload)).toBe(hash);
    }
  });

  it('keeps an attached claim document there too, checked and re-encoded first', async () => {
    const me = await claimant(server);
    const certificate = readFileSync(join(__dirname, '../../e2e/fixtures/claim-certificate.jpg'));
    const id = await uploadFile(server, me, certificate, 'certificate.jpg', 'image/jpeg');
    // In progress on PostgreSQL: the chunks' bytes are objects under uploads/, the rows keep offsets
    // and sizes only. The embedded database keeps its uploads in its folder (one process).
    const chunks = await uploadChunkRows(db(), id);
    const uploadObjects = async () =>
      (await objects.listUnder(`uploads/${id}/`, undefined, 1000)).objects.map((o) => o.key);
    if (server.app.ctx.config.database.kind === 'postgres') {
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.every((c) => c.bytes === null && c.object_key !== null)).toBe(true);
      expect(chunks.reduce((sum, c) => sum + c.size, 0)).toBe(certificate.length);
      expect(await uploadObjects()).toEqual(chunks.map((c) => `api/${c.object_key}`).sort());
    } else {
      expect(chunks).toEqual([]);
      expect(await uploadObjects()).toEqual([]);
    }
    const attached = await server.app.inject({
      method: 'POST',
      url: '/api/v1/eclaim/draft/attachments',
      headers: withIdempotencyKey(me.headers, 'POST'),
      payload: { upload_id: id, kind: 'medical_certificate' },
    });
    expect(attached.statusCode).toBe(200);
    // Attached: the upload's chunk objects are gone with its rows.
    expect(await uploadObjects()).toEqual([]);
    const attachment = await db()
      .selectFrom('claim_attachments')
      .selectAll()
      .where('upload_id', '=', id)
      .executeTakeFirstOrThrow();
    const blob = await db()
      .selectFrom('blobs')
      .selectAll()
      .where('sha256', '=', attachment.blob_sha256)
      .executeTakeFirstOrThrow();
    expect(blob).toMatchObject({ storage: 'external', bytes: null, mime: 'image/jpeg' });
    const object = (await objects.get(attachment.blob_sha256))!;
    expect(sha(object)).toBe(attachment.blob_sha256);
    // What is stored is the re-encoded image (the pipeline of decision 043), not the received bytes.
    expect(sha(object)).not.toBe(sha(certificate));
    expect((await sharp(object).metadata()).format).toBe('jpeg');
    // Attached again (a retry after a lost answer): the first attachment, nothing stored twice.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/v1/eclaim/draft/attachments',
      headers: withIdempotencyKey(me.headers, 'POST'),
      payload: { upload_id: id, kind: 'medical_certificate' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attachment.id).toBe(attachment.id);
    expect(
      await db().selectFrom('claim_attachments').select('id').where('upload_id', '=', id).execute(),
    ).toHaveLength(1);
  });
});

const claimant = (server: TestServer) =>
  memberWithDraft(server, { start_date: '2026-01-01', expiry_date: '2099-12-31' });

/**
 * A database a child process can open too: a PGlite folder (TEST_DB=pglite; one process at a time)
 * or a fresh PostgreSQL database (server-pg).
 */
async function durableDatabase() {
  if (testDbMode() === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    return {
      env: { DATABASE_URL: url },
      open: () =>
        openDatabase({ kind: 'postgres', url, poolSize: 2, statementTimeoutMs: 30_000, poolWaitMs: 10_000 }),
      cleanup: drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-blobs-move-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('npm run blobs:move', () => {
  const PREFIX = 'move/';
  let place: Awaited<ReturnType<typeof durableDatabase>>;
  let objects: ObjectStore;
  /** sha256 → bytes of every blob the test made. */
  const made = new Map<string, Uint8Array>();

  beforeAll(async () => {
    place = await durableDatabase();
    objects = objectStore(PREFIX);
  });
  afterAll(async () => {
    objects?.close();
    await place?.cleanup();
  });

  async function withDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    const handle: DatabaseHandle = await place.open();
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  async function storages(db: Kysely<Database>) {
    const rows = await db.selectFrom('blobs').select(['sha256', 'storage', 'bytes']).execute();
    return Object.fromEntries(
      rows.map((r) => [r.sha256, { storage: r.storage, hasBytes: r.bytes !== null }]),
    );
  }

  /** The command itself, as an operator runs it (tsx, the server's configuration from the environment). */
  async function command(...args: string[]) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/blobs-move.ts', ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        DATA_DIR: '',
        ...place.env,
        OBJECT_STORE_URL: s3.objectStoreUrl(PREFIX),
      },
    });
    return stdout;
  }

  /** Every blob readable through the store a server with OBJECT_STORE_URL uses, with its own bytes. */
  async function expectAllReadable(db: Kysely<Database>) {
    const store = new ObjectBlobStore(db, objects);
    for (const [hash, bytes] of made)
      expect(Buffer.from((await store.get(hash))!.bytes).equals(bytes)).toBe(true);
  }

  it('moves every blob to the object store, resuming after an interruption', async () => {
    await withDatabase(async (db) => {
      await migrateToLatest(db);
      const store = new DbBlobStore(db);
      for (let i = 0; i < 7; i++) {
        const bytes = new Uint8Array(randomBytes(1000 + i * 40_000));
        made.set((await store.put(bytes, i % 2 ? 'image/png' : 'application/pdf')).sha256, bytes);
      }
      // Stopped after the third blob (as a crash would).
      await expect(
        moveBlobs(db, objects, 's3', {
          batchSize: 2,
          onMoved: (_sha, report) => {
            if (report.moved === 3) throw new Error('killed');
          },
        }),
      ).rejects.toThrow('killed');
      const halfway = Object.values(await storages(db));
      expect(halfway.filter((s) => s.storage === 'external' && !s.hasBytes)).toHaveLength(3);
      expect(halfway.filter((s) => s.storage === 'db' && s.hasBytes)).toHaveLength(4);
      await expectAllReadable(db);
    });

    // Run again: it finishes, and a third run has nothing left to do.
    expect(await command('--to', 's3')).toMatch(/Moved 4 blobs \(\d+ bytes\) to the object store/);
    expect(await command('--to=s3')).toMatch(/Moved 0 blobs/);
    await withDatabase(async (db) => {
      const after = await storages(db);
      expect(Object.keys(after).sort()).toEqual([...made.keys()].sort());
      expect(Object.values(after).every((s) => s.storage === 'external' && !s.hasBytes)).toBe(true);
      await expectAllReadable(db);
    });
    expect((await keys(objects)).sort()).toEqual([...made.keys()].map((h) => `${PREFIX}blobs/${h}`).sort());
    for (const [hash, bytes] of made)
      expect(Buffer.from((await objects.get(hash))!).equals(bytes)).toBe(true);
  });

  it('moves them back to the database, resuming, and leaves the bucket empty', async () => {
    const [corrupt] = [...made.keys()];
    await withDatabase(async (db) => {
      // One object damaged in the bucket: its blob is refused, not moved, and its object kept.
      const original = made.get(corrupt!)!;
      await objects.put(corrupt!, new Uint8Array(randomBytes(original.byteLength)), 'application/pdf');
      await expect(
        moveBlobs(db, objects, 'db', {
          batchSize: 3,
          onMoved: (_sha, report) => {
            if (report.moved === 2) throw new Error('killed');
          },
        }),
      ).rejects.toThrow('killed');
      expect(Object.values(await storages(db)).filter((s) => s.storage === 'db' && s.hasBytes)).toHaveLength(
        2,
      );
      // A run stopped between the row update and the object's deletion: the row is back, the object not.
      const store = new ObjectBlobStore(db, objects);
      const external = Object.entries(await storages(db)).find(
        ([h, s]) => s.storage === 'external' && h !== corrupt,
      )!;
      const bytes = (await store.get(external[0]))!.bytes;
      await db.updateTable('blobs').set({ storage: 'db', bytes }).where('sha256', '=', external[0]).execute();
      // The damaged object is put right before the last run would refuse it for good.
      const second = await moveBlobs(db, objects, 'db', { batchSize: 3 });
      expect(second.refused).toEqual([corrupt]);
      expect(second.moved).toBe(3);
      // The object left by the stopped run is removed: its blob is in the database.
      expect(second.objectsRemoved).toBe(1);
      await objects.put(corrupt!, original, 'application/pdf');
    });

    const out = await command('--to', 'db', '--batch', '2');
    expect(out).toMatch(/Moved 1 blobs \(\d+ bytes\) to the database/);
    await withDatabase(async (db) => {
      const after = await storages(db);
      expect(Object.values(after).every((s) => s.storage === 'db' && s.hasBytes)).toBe(true);
      const store = new DbBlobStore(db);
      for (const [hash, bytes] of made)
        expect(Buffer.from((await store.get(hash))!.bytes).equals(bytes)).toBe(true);
    });
    expect(await keys(objects)).toEqual([]);
  });
});
