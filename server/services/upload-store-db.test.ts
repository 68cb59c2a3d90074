/**
 * The tus store that keeps e-Claim uploads in progress in the database (docs/decisions/071): two
 * stores over one database stand for two API processes. Runs on PGlite and on PostgreSQL (server-pg).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { syncPartners } from '../db/sync-partners';
import { loadPartners } from '../partners/loader';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { createMember } from '../testing/fixtures';
import { releaseUpload, UPLOAD_EXPIRY_MS } from './claims-uploads';
import { copyUploadToFile, DbUploadStore, UPLOAD_CHUNK_BYTES } from './upload-store-db';

const MIB = 1024 * 1024;
let database: TestDatabase;
let memberId: string;
let scratch: string;
/** Two processes' stores over one database. */
let a: DbUploadStore;
let b: DbUploadStore;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await syncPartners(database.db, loadPartners('partners'));
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
  const rows = await db()
    .selectFrom('eclaim_upload_chunks')
    .select(['start_offset', 'bytes'])
    .where('upload_id', '=', id)
    .orderBy('start_offset')
    .execute();
  return rows.map((r) => ({ start: r.start_offset, size: r.bytes.byteLength }));
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
