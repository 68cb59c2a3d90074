/**
 * The tus store that keeps e-Claim uploads in progress in the database (docs/decisions/071): two
 * stores over one database stand for two API processes. Then the same store with an object store
 * (OBJECT_STORE_URL; s3rver from npm, started here, with the AWS SDK client): the chunks' bytes are
 * objects, the rows keep offsets and sizes. Runs on PGlite and on PostgreSQL (server-pg).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ORPHAN_UPLOAD_OBJECT_AGE_MS, type ObjectStore, sweepOrphanObjects } from '../../db/object-store';
import { createPartnerDatabase, type TestDatabase } from '../../testing/db';
import { createMember } from '../../testing/fixtures';
import { startTestS3, type TestS3 } from '../../testing/s3';
import {
  closeEclaimUploads,
  createEclaimUploads,
  releaseUpload,
  removeUpload,
  UPLOAD_EXPIRY_MS,
} from './claims-uploads';
import { copyUploadToFile, DbUploadStore, UPLOAD_CHUNK_BYTES } from './upload-store-db';
import { uploadChunkRows } from '../../testing/tus';

const MIB = 1024 * 1024;
let database: TestDatabase;
let memberId: string;
let scratch: string;
/** Two processes' stores over one database. */
let a: DbUploadStore;
let b: DbUploadStore;

beforeAll(async () => {
  ({ database } = await createPartnerDatabase());
  memberId = (await createMember(database.db, 'default')).id;
  a = new DbUploadStore(database.db, UPLOAD_EXPIRY_MS);
  b = new DbUploadStore(database.db, UPLOAD_EXPIRY_MS);
  scratch = await mkdtemp(join(tmpdir(), 'wl-upload-store-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await database?.destroy();
});

const db = () => database.db;

/** The quota row the route writes before tus creates the upload (reserveUpload). */
async function reserve(length: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db()
    .insertInto('eclaim_uploads')
    .values({ id, member_id: memberId, declared_length: length, created_at: new Date() })
    .execute();
  return id;
}

async function created(length: number, store = a): Promise<string> {
  const id = await reserve(length);
  await store.create(
    new Upload({ id, size: length, offset: 0, metadata: { filename: 'x.pdf', member: memberId } }),
  );
  return id;
}

/** A stream of `bytes` in pieces of `piece` bytes (as a socket delivers them). */
function pieces(bytes: Buffer, piece: number): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += piece) parts.push(bytes.subarray(i, i + piece));
  return Readable.from(parts);
}

async function chunkRows(id: string) {
  const rows = await uploadChunkRows(db(), id);
  // Without an object store, the bytes are in the row.
  for (const r of rows) {
    expect(r.object_key).toBeNull();
    expect(r.bytes?.byteLength).toBe(r.size);
  }
  return rows.map((r) => ({ start: r.start_offset, size: r.size }));
}

async function copied(id: string): Promise<Buffer> {
  const path = join(scratch, id);
  await copyUploadToFile(db(), id, path);
  expect((await stat(path)).mode & 0o777).toBe(0o600);
  return readFile(path);
}

describe('DbUploadStore', () => {
  it('creates only an upload the route reserved, with the reserved length', async () => {
    const unreserved = randomBytes(16).toString('hex');
    await expect(a.create(new Upload({ id: unreserved, size: 10, offset: 0 }))).rejects.toMatchObject({
      status_code: 400,
    });
    const id = await reserve(10);
    await expect(a.create(new Upload({ id, size: 11, offset: 0 }))).rejects.toMatchObject({
      status_code: 400,
    });
    await expect(a.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    await a.create(new Upload({ id, size: 10, offset: 0, metadata: { filename: 'r.pdf' } }));
    // Created once: a second creation of the same id is refused.
    await expect(a.create(new Upload({ id, size: 10, offset: 0 }))).rejects.toMatchObject({
      status_code: 400,
    });
    const upload = await b.getUpload(id);
    expect(upload).toMatchObject({ id, size: 10, offset: 0, metadata: { filename: 'r.pdf' } });
  });

  it('stores a PATCH in chunks of at most 1 MiB, continued by another process from where it stopped', async () => {
    const bytes = randomBytes(3 * MIB + 12_345);
    const id = await created(bytes.length);
    const cut = MIB + MIB / 4 + 7;
    // Process A receives the first part in socket-sized pieces that straddle the chunk boundary.
    expect(await a.write(pieces(bytes.subarray(0, cut), 65_536 + 3), id, 0)).toBe(cut);
    expect(await chunkRows(id)).toEqual([
      { start: 0, size: UPLOAD_CHUNK_BYTES },
      { start: UPLOAD_CHUNK_BYTES, size: cut - UPLOAD_CHUNK_BYTES },
    ]);
    // Process B answers HEAD with A's offset and takes the rest.
    expect((await b.getUpload(id)).offset).toBe(cut);
    expect(await b.write(pieces(bytes.subarray(cut), 100_000), id, cut)).toBe(bytes.length);
    const rows = await chunkRows(id);
    expect(rows.every((r) => r.size <= UPLOAD_CHUNK_BYTES)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBe(bytes.length);
    expect((await a.getUpload(id)).offset).toBe(bytes.length);
    expect((await copied(id)).equals(bytes)).toBe(true);
  });

  it('refuses a write from a stale offset (two processes on one upload) and keeps the first', async () => {
    const first = randomBytes(1000);
    const id = await created(2000);
    expect(await a.write(Readable.from([first]), id, 0)).toBe(1000);
    await expect(b.write(Readable.from([randomBytes(500)]), id, 0)).rejects.toMatchObject({
      status_code: 409,
    });
    expect((await b.getUpload(id)).offset).toBe(1000);
    expect((await copied(id)).equals(first)).toBe(true);
  });

  it('keeps the bytes that arrived before a connection broke, so the client resumes after them', async () => {
    const bytes = randomBytes(2 * MIB);
    const id = await created(bytes.length);
    const sent = MIB + 4096;
    const broken = new Readable({ read() {} });
    broken.push(bytes.subarray(0, sent));
    setImmediate(() => broken.destroy(new Error('socket hang up')));
    await expect(a.write(broken, id, 0)).rejects.toThrow('socket hang up');
    expect((await b.getUpload(id)).offset).toBe(sent);
    expect(await b.write(Readable.from([bytes.subarray(sent)]), id, sent)).toBe(bytes.length);
    expect((await copied(id)).equals(bytes)).toBe(true);
  });

  it('terminates an upload: row and chunks gone, a second termination is 404', async () => {
    const id = await created(10);
    await a.write(Readable.from([randomBytes(10)]), id, 0);
    await b.remove(id);
    expect(await chunkRows(id)).toEqual([]);
    expect(await db().selectFrom('eclaim_uploads').select('id').where('id', '=', id).execute()).toEqual([]);
    await expect(a.remove(id)).rejects.toMatchObject({ status_code: 404 });
    await expect(a.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
  });

  it('loses the chunks with the quota row (attached, refused, expired)', async () => {
    const id = await created(MIB + 1);
    await a.write(Readable.from([randomBytes(MIB + 1)]), id, 0);
    expect((await chunkRows(id)).length).toBe(2);
    await releaseUpload(db(), id);
    expect(await chunkRows(id)).toEqual([]);
  });
});

describe('DbUploadStore with an object store (OBJECT_STORE_URL)', () => {
  const PREFIX = 'store-test/';
  let s3: TestS3;
  let objects: ObjectStore;
  /** Two processes' stores over one database and one bucket. */
  let c: DbUploadStore;
  let d: DbUploadStore;

  beforeAll(async () => {
    s3 = await startTestS3();
    objects = s3.objectStore(PREFIX);
    c = new DbUploadStore(db(), UPLOAD_EXPIRY_MS, objects);
    d = new DbUploadStore(db(), UPLOAD_EXPIRY_MS, objects);
  });
  afterAll(async () => {
    objects?.close();
    await s3?.close();
  });

  /** Every object of the upload in the bucket (full keys), in key order. */
  async function objectKeys(id: string): Promise<string[]> {
    const found: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await objects.listUnder(`uploads/${id}/`, after, 1000);
      found.push(...page.objects.map((o) => o.key));
      if (!page.truncated || page.objects.length === 0) return found;
      after = page.objects.at(-1)!.key;
    }
  }

  async function rows(id: string) {
    return db()
      .selectFrom('eclaim_upload_chunks')
      .select(['start_offset', 'size', 'bytes', 'object_key'])
      .where('upload_id', '=', id)
      .orderBy('start_offset')
      .execute();
  }

  /** The rows hold no bytes, each names one object, and the bucket holds exactly those objects. */
  async function expectChunksInBucket(id: string) {
    const chunks = await rows(id);
    expect(chunks.length).toBeGreaterThan(0);
    for (const r of chunks) {
      expect(r.bytes).toBeNull();
      expect(r.object_key).toMatch(new RegExp(`^uploads/${id}/\\d{8}-[0-9a-f]{16}$`));
      const object = await objects.getNamed(r.object_key!);
      expect(object?.byteLength).toBe(r.size);
    }
    expect(await objectKeys(id)).toEqual(chunks.map((r) => `${PREFIX}${r.object_key}`).sort());
    return chunks;
  }

  async function copiedFromBucket(id: string): Promise<Buffer> {
    const path = join(scratch, `${id}-s3`);
    await copyUploadToFile(db(), id, path, objects);
    return readFile(path);
  }

  it('keeps each chunk as an object, continued by another process, read back exactly, gone on termination', async () => {
    const bytes = randomBytes(2 * MIB + 54_321);
    const id = await created(bytes.length, c);
    const cut = MIB + 999;
    expect(await c.write(pieces(bytes.subarray(0, cut), 65_536 + 3), id, 0)).toBe(cut);
    expect((await d.getUpload(id)).offset).toBe(cut);
    expect(await d.write(pieces(bytes.subarray(cut), 100_000), id, cut)).toBe(bytes.length);
    const chunks = await expectChunksInBucket(id);
    expect(chunks.map((r) => [r.start_offset, r.size])).toEqual([
      [0, UPLOAD_CHUNK_BYTES],
      [UPLOAD_CHUNK_BYTES, cut - UPLOAD_CHUNK_BYTES],
      [cut, UPLOAD_CHUNK_BYTES],
      [cut + UPLOAD_CHUNK_BYTES, bytes.length - cut - UPLOAD_CHUNK_BYTES],
    ]);
    expect((await c.getUpload(id)).offset).toBe(bytes.length);
    expect((await copiedFromBucket(id)).equals(bytes)).toBe(true);
    // Without the object store, such an upload cannot be read (never silently short).
    await expect(copyUploadToFile(db(), id, join(scratch, `${id}-nos3`))).rejects.toThrow(
      /in the object store/,
    );

    await d.remove(id);
    expect(await rows(id)).toEqual([]);
    expect(await objectKeys(id)).toEqual([]);
    await expect(c.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
  });

  it('refuses a stale offset with 409 and deletes the loser’s object at once', async () => {
    const first = randomBytes(1000);
    const id = await created(2000, c);
    expect(await c.write(Readable.from([first]), id, 0)).toBe(1000);
    await expect(d.write(Readable.from([randomBytes(500)]), id, 0)).rejects.toMatchObject({
      status_code: 409,
    });
    expect((await d.getUpload(id)).offset).toBe(1000);
    expect(await expectChunksInBucket(id)).toHaveLength(1);
    expect((await copiedFromBucket(id)).equals(first)).toBe(true);
  });

  it('lets one of two concurrent PATCHes at one offset win, never mixing bytes', async () => {
    const id = await created(3 * MIB, c);
    const one = randomBytes(MIB + 10);
    const two = randomBytes(MIB + 10);
    const outcomes = await Promise.allSettled([
      c.write(pieces(one, 65_536), id, 0),
      d.write(pieces(two, 65_536), id, 0),
    ]);
    // The first chunk to commit at offset 0 wins the upload; the other writer is refused there.
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status_code: 409 });
    const winner = outcomes[0]!.status === 'fulfilled' ? one : two;
    expect((await c.getUpload(id)).offset).toBe(winner.length);
    expect((await copiedFromBucket(id)).equals(winner)).toBe(true);
    // Only the winner's objects are in the bucket: the loser's went when its commit failed.
    expect(await expectChunksInBucket(id)).toHaveLength(2);
  });

  it('refuses to copy an upload whose chunk object is missing', async () => {
    const bytes = randomBytes(5000);
    const id = await created(bytes.length, c);
    await c.write(Readable.from([bytes]), id, 0);
    const [chunk] = await expectChunksInBucket(id);
    await objects.deleteNamed(chunk!.object_key!);
    await expect(copiedFromBucket(id)).rejects.toThrow(/has no bytes, expected 5000/);
  });

  it('removes the objects of an upload attached, refused or expired (removeUpload), and the sweep any left', async () => {
    const uploads = createEclaimUploads(join(scratch, 'uploads-s3'), { db: db(), objects });
    onTestFinished(() => closeEclaimUploads(uploads));
    const gone = await created(MIB + 1, c);
    await c.write(Readable.from([randomBytes(MIB + 1)]), gone, 0);
    expect(await objectKeys(gone)).toHaveLength(2);
    // The quota row goes (as attaching, a refusal or the purge's expiry do), then its objects.
    await releaseUpload(db(), gone);
    await removeUpload(uploads, gone);
    expect(await objectKeys(gone)).toEqual([]);

    // A row deleted without its objects (a member deleted, a process stopped on the way): swept.
    const left = await created(300, c);
    await c.write(Readable.from([randomBytes(300)]), left, 0);
    const kept = await created(200, c);
    await c.write(Readable.from([randomBytes(200)]), kept, 0);
    await releaseUpload(db(), left);
    expect(await objectKeys(left)).toHaveLength(1);
    // Young objects stay (their row may still be committing); old ones without a row go.
    expect(await sweepOrphanObjects(db(), objects, new Date(), 100)).toBe(0);
    const later = new Date(Date.now() + ORPHAN_UPLOAD_OBJECT_AGE_MS + 60_000);
    expect(await sweepOrphanObjects(db(), objects, later, 100)).toBe(1);
    expect(await objectKeys(left)).toEqual([]);
    // An upload still in progress keeps its object.
    await expectChunksInBucket(kept);
  });
});
