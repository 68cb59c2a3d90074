/**
 * Issue 23, deliverable 1 (docs/decisions/071-uploads-and-object-storage.md): any replica serves any
 * upload, with only PostgreSQL shared. Two API processes (server/main.ts as `npm start` runs it, each
 * with a data folder of its own, no shared folder, rate limits in PostgreSQL) on one PostgreSQL
 * database: a resumable e-Claim upload started on A is continued on B (HEAD, PATCH), checked and
 * attached on B; a refused file and a termination work across them too; neither data folder ever
 * holds an upload. Twice: with no object store (the bytes in the chunk rows), and with
 * OBJECT_STORE_URL on s3rver (the chunks' bytes are objects, the rows hold none; the document ends in
 * the bucket). PostgreSQL only (server-pg).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../../../scripts/bench/child-server';
import { createPgPool, kyselyForPool } from '../../db/database';
import type { ObjectStore } from '../../db/object-store';
import { loadPartners } from '../../partners/loader';
import { SessionService } from '../accounts/sessions';
import { UPLOAD_CHUNK_BYTES } from './upload-store-db';
import { jpegBytes } from '../../testing/card-fixtures';
import { createPostgresTestDatabase } from '../../testing/db';
import { createCard, createInsuredPerson, createMember } from '../../testing/fixtures';
import { withIdempotencyKey } from '../../testing/idempotency';
import { startTestS3, type TestS3 } from '../../testing/s3';
import { uploadChunkRows } from '../../testing/tus';

const MIB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

interface Replica {
  name: string;
  origin: string;
  dataDir: string;
  child: ChildProcess;
}

let drop: () => Promise<void>;
let db: ReturnType<typeof kyselyForPool>;
const replicas: Replica[] = [];
let A: Replica;
let B: Replica;
let headers: Record<string, string>;
/** With OBJECT_STORE_URL: the test S3 server and the replicas' store, seen from the test. */
let s3: TestS3 | null = null;
let objects: ObjectStore | null = null;
const PREFIX = 'replicas/';

async function startReplicas(withObjectStore: boolean) {
  replicas.length = 0;
  if (withObjectStore) {
    s3 = await startTestS3();
    objects = s3.objectStore(PREFIX);
  }
  const database = await createPostgresTestDatabase();
  drop = database.drop;
  // Both start together (the migrations take PostgreSQL's advisory lock: one migrates).
  const started = await Promise.all(
    ['A', 'B'].map(async (name) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), `wl-replica-${name}-`));
      const replica: Replica = { name, origin: `http://127.0.0.1:${port}`, dataDir, child: null as never };
      replicas.push(replica);
      replica.child = await startChildServer(port, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        // Only PostgreSQL is shared (and the bucket in the second run): no Redis.
        REDIS_URL: '',
        OBJECT_STORE_URL: s3 ? s3.objectStoreUrl(PREFIX) : '',
      });
      return replica;
    }),
  );
  [A, B] = started as [Replica, Replica];
  db = kyselyForPool(createPgPool(database.url, 2));
  const member = await createMember(db, 'default');
  const person = await createInsuredPerson(db, 'default', {
    member_id: member.id,
    name: member.name,
    surname: member.surname,
    phones: [member.mobile!],
  });
  await createCard(db, {
    partner_id: 'default',
    insured_person_id: person.id,
    start_date: '2026-01-01',
    expiry_date: '2099-12-31',
  }).then(async (card) => {
    const { token } = await new SessionService(db, { ttlMinutes: 60 }).issue(member.id);
    headers = {
      authorization: `Bearer ${token}`,
      'x-api-key': loadPartners('partners').byId('default')!.partner.api_key,
    };
    const draft = await call(A, 'PUT', '/api/v1/eclaim/draft', { card_id: card.id, fields: {} });
    expect(draft.status).toBe(200);
  });
}

async function stopReplicas() {
  await Promise.all(
    replicas.map(
      (r) =>
        new Promise<void>((resolve) => {
          if (!r.child || r.child.exitCode !== null) return resolve();
          r.child.once('exit', () => resolve());
          r.child.kill('SIGINT');
        }),
    ),
  );
  await db?.destroy();
  await drop?.();
  for (const r of replicas) rmSync(r.dataDir, { recursive: true, force: true });
  objects?.close();
  objects = null;
  await s3?.close();
  s3 = null;
}

async function call(replica: Replica, method: string, path: string, body?: unknown) {
  return fetch(`${replica.origin}${path}`, {
    method,
    headers: withIdempotencyKey({ ...headers, 'content-type': 'application/json' }, method),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function tus(
  replica: Replica,
  method: string,
  path: string,
  extra: Record<string, string> = {},
  body?: Buffer,
) {
  return fetch(`${replica.origin}${path}`, {
    method,
    headers: { ...headers, ...TUS, ...extra },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

async function start(replica: Replica, bytes: Buffer, filename: string, type: string) {
  const created = await tus(replica, 'POST', '/api/v1/eclaim/uploads', {
    'upload-length': String(bytes.length),
    'upload-metadata': `filename ${b64(filename)},filetype ${b64(type)}`,
  });
  expect(created.status).toBe(201);
  return created.headers.get('location')!;
}

function patch(replica: Replica, location: string, bytes: Buffer, offset: number) {
  return tus(
    replica,
    'PATCH',
    location,
    { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    bytes,
  );
}

async function uploadRows(id: string) {
  const row = await db
    .selectFrom('eclaim_uploads')
    .select('received')
    .where('id', '=', id)
    .executeTakeFirst();
  const chunks = await db
    .selectFrom('eclaim_upload_chunks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('upload_id', '=', id)
    .executeTakeFirstOrThrow();
  return { row: row ?? null, chunks: Number(chunks.n) };
}

/**
 * Where the chunks' bytes are: without an object store, in the rows; with one, each row names an
 * object of its size under `uploads/<id>/`, holds no bytes, and the bucket holds exactly those.
 */
async function expectChunkBytes(id: string) {
  const chunks = await uploadChunkRows(db, id);
  const inBucket = await uploadObjects(id);
  if (!objects) {
    for (const c of chunks) expect([c.bytes?.byteLength, c.object_key]).toEqual([c.size, null]);
    return;
  }
  for (const c of chunks) {
    expect(c.bytes).toBeNull();
    expect((await objects.getNamed(c.object_key!))?.byteLength).toBe(c.size);
  }
  expect(inBucket).toEqual(chunks.map((c) => `${PREFIX}${c.object_key}`).sort());
}

/** The objects under the upload's folder in the bucket (none without an object store). */
async function uploadObjects(id: string): Promise<string[]> {
  if (!objects) return [];
  return (await objects.listUnder(`uploads/${id}/`, undefined, 1000)).objects.map((o) => o.key);
}

/** Nothing of any upload in a replica's data folder: the bytes live in PostgreSQL (or the bucket). */
function expectNoUploadFiles() {
  for (const r of replicas) {
    expect(existsSync(join(r.dataDir, 'uploads')), r.name).toBe(false);
    expect(readdirSync(r.dataDir), r.name).toEqual([]);
  }
}

describe.each([
  { store: 'no object store', withObjectStore: false },
  { store: 'OBJECT_STORE_URL (s3rver)', withObjectStore: true },
])('two API processes over one PostgreSQL, $store', ({ withObjectStore }) => {
  beforeAll(() => startReplicas(withObjectStore));
  afterAll(() => stopReplicas());

  it('continue on B an upload started on A, then check and attach it on B', async () => {
    // A decodable 3 MiB JPEG (comment-padded), so the pipeline's decode and re-encode run on B.
    const photo = Buffer.from(jpegBytes({ totalBytes: 3 * MIB, exif: true }));
    const location = await start(A, photo, 'receipt.jpg', 'image/jpeg');
    const id = location.split('/').pop()!;
    const first = MIB + 300_000;
    const sent = await patch(A, location, photo.subarray(0, first), 0);
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe(String(first));
    expect(await uploadRows(id)).toEqual({ row: { received: first }, chunks: 2 });
    await expectChunkBytes(id);

    // B knows where A stopped.
    const head = await tus(B, 'HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(first));
    expect(head.headers.get('upload-length')).toBe(String(photo.length));
    // A stale offset is refused on B without touching the upload.
    expect((await patch(B, location, photo.subarray(0, 1000), 0)).status).toBe(409);
    // Attaching before the last byte: not yet (on either).
    const early = await call(B, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: id,
      kind: 'receipt',
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('UPLOAD_INCOMPLETE');

    const rest = await patch(B, location, photo.subarray(first), first);
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(photo.length));
    const headOnA = await tus(A, 'HEAD', location);
    expect(headOnA.headers.get('upload-offset')).toBe(String(photo.length));
    const stored = await uploadRows(id);
    expect(stored.row).toEqual({ received: photo.length });
    // A's two chunks, then B's: each PATCH is cut into chunks of at most 1 MiB from its own offset.
    expect(stored.chunks).toBe(2 + Math.ceil((photo.length - first) / UPLOAD_CHUNK_BYTES));
    // B's refused stale PATCH left no object behind.
    await expectChunkBytes(id);
    if (withObjectStore) expect(await uploadObjects(id)).toHaveLength(stored.chunks);

    const attached = await call(B, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: id,
      kind: 'receipt',
    });
    expect(attached.status).toBe(200);
    const attachedBody = (await attached.json()) as {
      data: { attachment: { id: string; upload_id: string } };
    };
    expect(attachedBody.data.attachment.upload_id).toBe(id);
    const attachment = await db
      .selectFrom('claim_attachments')
      .selectAll()
      .where('upload_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({ kind: 'receipt', mime: 'image/jpeg', status: 'received' });
    const blob = await db
      .selectFrom('blobs')
      .selectAll()
      .where('sha256', '=', attachment.blob_sha256)
      .executeTakeFirstOrThrow();
    expect(blob.storage).toBe(withObjectStore ? 'external' : 'db');
    // Checked and re-encoded on B: a decodable JPEG, the 3 MiB of padding and the EXIF gone.
    const bytes = Buffer.from(objects ? (await objects.get(blob.sha256))! : blob.bytes!);
    expect(bytes.length).toBeLessThan(photo.length / 10);
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    // Attached: the upload is gone from the quota and its bytes from the database (and the bucket).
    expect(await uploadRows(id)).toEqual({ row: null, chunks: 0 });
    expect(await uploadObjects(id)).toEqual([]);
    // The same attach repeated on A answers the first attachment (a retry after a lost answer).
    // The app's retry after a lost answer reaches A: it answers the first attachment, not a second.
    const retried = await call(A, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: id,
      kind: 'receipt',
    });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(((await retried.json()) as typeof attachedBody).data.attachment).toEqual(
      attachedBody.data.attachment,
    );
    expect(
      await db.selectFrom('claim_attachments').select('id').where('upload_id', '=', id).execute(),
    ).toHaveLength(1);
    expectNoUploadFiles();
  });

  it('refuse on B a file uploaded on A that is not what it says, and forget it', async () => {
    const fake = Buffer.concat([Buffer.from('not a pdf at all '), randomBytes(2000)]);
    const location = await start(A, fake, 'receipt.pdf', 'application/pdf');
    const id = location.split('/').pop()!;
    expect((await patch(A, location, fake, 0)).status).toBe(204);
    await expectChunkBytes(id);
    if (withObjectStore) expect(await uploadObjects(id)).toHaveLength(1);
    const refused = await call(B, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: id,
      kind: 'receipt',
    });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await uploadRows(id)).toEqual({ row: null, chunks: 0 });
    expect(await uploadObjects(id)).toEqual([]);
    expect((await tus(A, 'HEAD', location)).status).toBe(404);
    expectNoUploadFiles();
  });

  it('terminate on B an upload started on A', async () => {
    const bytes = randomBytes(5000);
    const location = await start(A, bytes, 'receipt.pdf', 'application/pdf');
    const id = location.split('/').pop()!;
    expect((await patch(A, location, bytes.subarray(0, 2000), 0)).status).toBe(204);
    if (withObjectStore) expect(await uploadObjects(id)).toHaveLength(1);
    expect((await tus(B, 'DELETE', location)).status).toBe(204);
    expect(await uploadRows(id)).toEqual({ row: null, chunks: 0 });
    expect(await uploadObjects(id)).toEqual([]);
    expect((await tus(A, 'HEAD', location)).status).toBe(404);
    expect((await patch(A, location, bytes.subarray(2000), 2000)).status).toBe(404);
  });
});
