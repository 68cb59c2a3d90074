/**
 * Issue 21, deliverable 5 (docs/decisions/066-upload-quotas.md): per-member quotas on e-Claim tus
 * uploads, counted in the database so that two API processes on one database (two servers here, each
 * with its own upload folder) see the same figures; nothing stored past a quota; nothing left on disk
 * by a refused attachment; expired uploads removed by the purge, files and rows; files 0600 in 0700
 * folders. Runs on PGlite and on PostgreSQL (server-pg).
 */
import { readFileSync } from 'node:fs';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../shared/api/errors';
import {
  checkAttachmentFile,
  type EclaimUploads,
  openUploadStores,
  UPLOAD_EXPIRY_MS,
  UPLOAD_QUOTA,
  uploadInfo,
} from './claims-uploads';
import { purgeOnce, sweepExpiredUploads } from '../../jobs/purge';
import { memberWithSession, pngBytes, type TestMember } from '../../testing/card-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { withIdempotencyKey } from '../../testing/idempotency';
import { startTestServer, type TestServer, testRedisKeyPrefix } from '../../testing/server';
import {
  createUpload,
  memberWithDraft,
  patchUpload as patch,
  TUS,
  uploadFile as upload,
} from '../../testing/tus';

const MIB = 1024 * 1024;
const FIXTURES = join(__dirname, '../../../e2e/fixtures');
const RECEIPT_PDF = readFileSync(join(FIXTURES, 'claim-receipt.pdf'));
const CERTIFICATE_JPG = readFileSync(join(FIXTURES, 'claim-certificate.jpg'));

const clock = { now: new Date('2026-03-10T03:00:00Z') };
let database: TestDatabase;
/** Two API processes on one database, each with its own upload folder. */
let a: TestServer;
let b: TestServer;
let aFolder: EclaimUploads;
let bFolder: EclaimUploads;

beforeAll(async () => {
  database = await createTestDatabase();
  const redisKeyPrefix = testRedisKeyPrefix();
  a = await startTestServer({ database, now: () => clock.now, redisKeyPrefix });
  aFolder = openUploadStores().at(-1)!;
  b = await startTestServer({ database, now: () => clock.now, redisKeyPrefix });
  bFolder = openUploadStores().at(-1)!;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.destroy();
});

const db = () => a.app.ctx.db;
const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

const create = (server: TestServer, member: TestMember, length: number, body?: Buffer) =>
  createUpload(server, member, length, { body });

function attach(server: TestServer, member: TestMember, uploadId: string, kind: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/eclaim/draft/attachments',
    headers: withIdempotencyKey(member.headers, 'POST'),
    payload: { upload_id: uploadId, kind },
  });
}

/** Files and bytes in an upload folder. */
async function onDisk(folder: EclaimUploads) {
  const names = await readdir(folder.directory);
  let bytes = 0;
  for (const name of names) bytes += (await stat(join(folder.directory, name))).size;
  return { files: names.length, bytes, names };
}

/** A new session after the clock moved past the old one's lifetime. */
async function signInAgain(member: TestMember) {
  const { token } = await a.app.ctx.sessions.issue(member.id);
  member.headers = { ...member.headers, authorization: `Bearer ${token}` };
}

async function rowsOf(member: TestMember) {
  return db().selectFrom('eclaim_uploads').selectAll().where('member_id', '=', member.id).execute();
}

const claimant = (server: TestServer) =>
  memberWithDraft(server, { start_date: '2026-01-01', expiry_date: '2026-12-31' });

function expectRefusal(
  res: Awaited<ReturnType<typeof create>>,
  code: 'UPLOAD_QUOTA_EXCEEDED' | 'UPLOAD_RATE_LIMITED',
) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  const { error } = res.json();
  expect(error.code).toBe(code);
  // The catalogue's translated message, in both languages.
  expect(error.message).toEqual(ERROR_CATALOGUE[code].message);
  expect(error.message.th).toMatch(/[\u0E00-\u0E7F]/);
  expect(error.details).toEqual({ retry_after_seconds: retryAfter });
  // Like every API answer: the security headers.
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  return retryAfter;
}

describe('bytes in progress per member', () => {
  it(`refuses past ${UPLOAD_QUOTA.inProgressBytes} bytes with 429 before storing a byte, on every process`, async () => {
    const me = await memberWithSession(a, 'default');
    const full = Buffer.alloc(10 * MIB, 7);
    const before = { a: await onDisk(aFolder), b: await onDisk(bFolder) };
    // Six full-size uploads, three through each process, filled with their bytes.
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const created = await create(server, me, full.length);
      expect(created.statusCode).toBe(201);
      expect((await patch(server, me, created.headers.location as string, full)).statusCode).toBe(204);
    }
    expect((await rowsOf(me)).reduce((sum, r) => sum + r.declared_length, 0)).toBe(60 * MIB);
    const filled = { a: await onDisk(aFolder), b: await onDisk(bFolder) };

    // Past the quota: one byte more, a full file, one with its bytes in the creation request, on
    // either process. None is stored.
    expectRefusal(await create(a, me, 1), 'UPLOAD_QUOTA_EXCEEDED');
    expectRefusal(await create(b, me, full.length), 'UPLOAD_QUOTA_EXCEEDED');
    const retryAfter = expectRefusal(await create(a, me, full.length, full), 'UPLOAD_QUOTA_EXCEEDED');
    // Room comes back at the latest when the oldest upload expires.
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_EXPIRY_MS / 1000);
    for (let i = 0; i < 20; i++) expectRefusal(await create(b, me, 5 * MIB), 'UPLOAD_QUOTA_EXCEEDED');
    const after = { a: await onDisk(aFolder), b: await onDisk(bFolder) };
    expect(after).toEqual(filled);
    const stored = after.a.bytes + after.b.bytes - before.a.bytes - before.b.bytes;
    // The six files (60 MiB) and their .json, nothing of the 23 refused creations.
    expect(stored).toBeGreaterThanOrEqual(60 * MIB);
    expect(stored).toBeLessThan(60 * MIB + 6 * 1024);
    console.info(
      `[quota] bytes in progress: 6 × 10 MiB accepted, 23 refused; ${stored} bytes on disk ` +
        `(${60 * MIB} of upload data, ${stored - 60 * MIB} of .json)`,
    );
    expect((await rowsOf(me)).length).toBe(6);

    // Another member is not affected.
    const other = await memberWithSession(b, 'default');
    expect((await create(b, other, full.length)).statusCode).toBe(201);
  });

  it('counts concurrent creations of one member one by one: exactly six of twenty 10 MiB uploads', async () => {
    const me = await memberWithSession(a, 'default');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(i % 2 === 0 ? a : b, me, 10 * MIB)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expectRefusal(r, 'UPLOAD_QUOTA_EXCEEDED');
    expect((await rowsOf(me)).length).toBe(6);
  });

  it('gives the room back when an upload is attached, terminated, refused by tus or expired', async () => {
    const me = await claimant(a);
    const big = await create(a, me, 10 * MIB);
    for (let i = 0; i < 4; i++) expect((await create(a, me, 10 * MIB)).statusCode).toBe(201);
    // Refused by tus (no Tus-Resumable; a creation without a length): no row, no file is kept.
    const files = (await onDisk(aFolder)).files;
    const noVersion = await a.app.inject({
      method: 'POST',
      url: '/api/v1/eclaim/uploads',
      headers: { ...me.headers, 'upload-length': '100' },
    });
    expect(noVersion.statusCode).toBe(412);
    const deferred = await a.app.inject({
      method: 'POST',
      url: '/api/v1/eclaim/uploads',
      headers: { ...me.headers, ...TUS, 'upload-defer-length': '1' },
    });
    expect(deferred.statusCode).toBe(400);
    expect((await onDisk(aFolder)).files).toBe(files);
    expect((await rowsOf(me)).length).toBe(5);

    // 50 MiB held; a 10 MiB PDF uploads and is attached: its row goes, the room is back.
    const pdf = await upload(a, me, RECEIPT_PDF, 'receipt.pdf', 'application/pdf');
    expectRefusal(await create(a, me, 10 * MIB), 'UPLOAD_QUOTA_EXCEEDED');
    expect((await attach(a, me, pdf, 'receipt')).statusCode).toBe(200);
    expect((await rowsOf(me)).map((r) => r.id)).not.toContain(pdf);
    const sixth = await create(a, me, 10 * MIB);
    expect(sixth.statusCode).toBe(201);
    expectRefusal(await create(a, me, 1), 'UPLOAD_QUOTA_EXCEEDED');

    // Terminated (tus DELETE): the room is back.
    const removed = await a.app.inject({
      method: 'DELETE',
      url: big.headers.location as string,
      headers: { ...me.headers, ...TUS },
    });
    expect(removed.statusCode).toBe(204);
    expect((await create(a, me, 10 * MIB)).statusCode).toBe(201);
    expectRefusal(await create(a, me, 1), 'UPLOAD_QUOTA_EXCEEDED');

    // A day later the uploads have expired: the member's expired rows go at their next creation.
    later(UPLOAD_EXPIRY_MS + 1000);
    await signInAgain(me);
    expect((await create(a, me, 10 * MIB)).statusCode).toBe(201);
    expect((await rowsOf(me)).length).toBe(1);
  });
});

describe('uploads started per hour per member', () => {
  it(`refuses creation number ${UPLOAD_QUOTA.startsPerHour + 1} within an hour with 429, on every process`, async () => {
    const me = await memberWithSession(a, 'default');
    const before = { a: await onDisk(aFolder), b: await onDisk(bFolder) };
    for (let i = 0; i < UPLOAD_QUOTA.startsPerHour; i++) {
      const server = i % 2 === 0 ? a : b;
      const created = await create(server, me, 1);
      expect(created.statusCode).toBe(201);
      expect((await patch(server, me, created.headers.location as string, Buffer.from('x'))).statusCode).toBe(
        204,
      );
    }
    const filled = { a: await onDisk(aFolder), b: await onDisk(bFolder) };
    let retryAfter = 0;
    for (let i = 0; i < 10; i++)
      retryAfter = expectRefusal(await create(i % 2 === 0 ? a : b, me, 1), 'UPLOAD_RATE_LIMITED');
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing of the refused creations on disk (no file, no .json), and no row.
    expect({ a: await onDisk(aFolder), b: await onDisk(bFolder) }).toEqual(filled);
    const stored = filled.a.bytes + filled.b.bytes - before.a.bytes - before.b.bytes;
    const files = filled.a.files + filled.b.files - before.a.files - before.b.files;
    expect(files).toBe(2 * UPLOAD_QUOTA.startsPerHour);
    console.info(
      `[quota] uploads per hour: ${UPLOAD_QUOTA.startsPerHour} accepted, 10 refused; ${files} files, ` +
        `${stored} bytes on disk`,
    );
    expect((await rowsOf(me)).length).toBe(UPLOAD_QUOTA.startsPerHour);
    // Once the hour has passed (Retry-After), uploads start again.
    later(retryAfter * 1000);
    expect((await create(b, me, 1)).statusCode).toBe(201);
  });
});

describe('a refused attachment leaves nothing on disk', () => {
  it('removes the received file, any re-encoded copy, the .json and the quota row at each refusal', async () => {
    const me = await claimant(a);
    const empty = await onDisk(aFolder);
    const refusedWith = async (bytes: Buffer, name: string, type: string, kind: string, code: string) => {
      const id = await upload(a, me, bytes, name, type);
      expect((await onDisk(aFolder)).names).toContain(id);
      const res = await attach(a, me, id, kind);
      expect(res.json().error?.code).toBe(code);
      const left = await onDisk(aFolder);
      expect(left.names.filter((n) => n.startsWith(id))).toEqual([]);
      expect(left).toEqual(empty);
      expect((await rowsOf(me)).map((r) => r.id)).not.toContain(id);
      return res.statusCode;
    };
    // Not a document (415), a PDF with JavaScript (422), an image that does not decode (422).
    expect(
      await refusedWith(Buffer.from('just text'), 'r.jpg', 'image/jpeg', 'receipt', 'UNSUPPORTED_FILE_TYPE'),
    ).toBe(415);
    const script = Buffer.from(
      RECEIPT_PDF.toString('latin1').replace(
        '<< /Type /Catalog',
        '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> /Type /Catalog',
      ),
      'latin1',
    );
    expect(await refusedWith(script, 'r.pdf', 'application/pdf', 'receipt', 'ATTACHMENT_UNREADABLE')).toBe(
      422,
    );
    const cut = CERTIFICATE_JPG.subarray(0, Math.floor(CERTIFICATE_JPG.length / 2));
    expect(await refusedWith(cut, 'c.jpg', 'image/jpeg', 'receipt', 'ATTACHMENT_UNREADABLE')).toBe(422);

    // The same image twice (409 DUPLICATE_FILE, after it was re-encoded).
    const first = await upload(a, me, CERTIFICATE_JPG, 'cert.jpg', 'image/jpeg');
    expect((await attach(a, me, first, 'medical_certificate')).statusCode).toBe(200);
    expect(await onDisk(aFolder)).toEqual(empty);
    expect(
      await refusedWith(CERTIFICATE_JPG, 'again.jpg', 'image/jpeg', 'medical_certificate', 'DUPLICATE_FILE'),
    ).toBe(409);

    // The kind's limit reached (409 ATTACHMENT_LIMIT_REACHED): two bank-book pages, then a third.
    for (const [w, h] of [
      [31, 17],
      [33, 19],
    ] as const) {
      const id = await upload(a, me, Buffer.from(pngBytes({ width: w, height: h })), 'b.png', 'image/png');
      expect((await attach(a, me, id, 'bank_book')).statusCode).toBe(200);
    }
    const third = Buffer.from(pngBytes({ width: 35, height: 21 }));
    expect(await refusedWith(third, 'b3.png', 'image/png', 'bank_book', 'ATTACHMENT_LIMIT_REACHED')).toBe(
      409,
    );
    expect(await rowsOf(me)).toEqual([]);
  });
});

describe('expired uploads', () => {
  it('are removed by the scheduled purge: rows, files, .json', async () => {
    const me = await memberWithSession(a, 'default');
    const oldA = await upload(a, me, Buffer.from('%PDF-1.4 old'), 'old.pdf', 'application/pdf');
    const oldB = await upload(b, me, Buffer.from('%PDF-1.4 old too'), 'old.pdf', 'application/pdf');
    later(UPLOAD_EXPIRY_MS - 1000);
    await signInAgain(me);
    const fresh = await upload(a, me, Buffer.from('%PDF-1.4 new'), 'new.pdf', 'application/pdf');
    later(2000);
    // The purge job's registry has the sweep; it runs with the app's clock.
    const counts = await purgeOnce(db(), clock.now);
    // These two, and the rows earlier tests left a day ago.
    expect(counts.expiredUploads).toBeGreaterThanOrEqual(2);
    expect((await rowsOf(me)).map((r) => r.id)).toEqual([fresh]);
    const names = [...(await onDisk(aFolder)).names, ...(await onDisk(bFolder)).names];
    for (const gone of [oldA, oldB]) expect(names.filter((n) => n.startsWith(gone))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining([fresh, `${fresh}.json`]));
    expect(await uploadInfo(aFolder, fresh)).not.toBeNull();
  });

  it('also removes files past their day whose row is already gone (by the real clock)', async () => {
    const me = await memberWithSession(a, 'default');
    const stray = await upload(a, me, Buffer.from('%PDF-1.4 stray'), 'stray.pdf', 'application/pdf');
    const kept = await upload(a, me, Buffer.from('%PDF-1.4 kept'), 'kept.pdf', 'application/pdf');
    await db().deleteFrom('eclaim_uploads').where('id', '=', stray).execute();
    // The .json says when it was created; a leftover copy without one is judged by its time.
    const json = join(aFolder.directory, `${stray}.json`);
    const info = JSON.parse(readFileSync(json, 'utf8'));
    await writeFile(
      json,
      JSON.stringify({
        ...info,
        creation_date: new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString(),
      }),
    );
    const orphan = 'f'.repeat(32);
    await writeFile(join(aFolder.directory, `${orphan}.jpg`), 'x');
    const dayAgo = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000);
    await utimes(join(aFolder.directory, `${orphan}.jpg`), dayAgo, dayAgo);
    expect(await purgeOnce(db(), clock.now, { sweeps: [sweepExpiredUploads] })).toEqual({
      expiredUploads: 0,
    });
    const names = (await onDisk(aFolder)).names;
    expect(names.filter((n) => n.startsWith(stray) || n.startsWith(orphan))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining([kept, `${kept}.json`]));
  });
});

describe('file modes', () => {
  it('keeps upload files, their .json and re-encoded copies 0600 in a 0700 folder', async () => {
    const me = await memberWithSession(a, 'default');
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(aFolder.directory)).toBe(0o700);
    const created = await create(a, me, CERTIFICATE_JPG.length);
    const id = (created.headers.location as string).split('/').pop()!;
    expect(await mode(join(aFolder.directory, id))).toBe(0o600);
    expect(await mode(join(aFolder.directory, `${id}.json`))).toBe(0o600);
    expect((await patch(a, me, created.headers.location as string, CERTIFICATE_JPG)).statusCode).toBe(204);
    expect(await mode(join(aFolder.directory, id))).toBe(0o600);
    const info = await uploadInfo(aFolder, id);
    const checked = await checkAttachmentFile({ ...info!, filename: 'c.jpg', filetype: 'image/jpeg' });
    expect(checked.ok && checked.path).toBe(join(aFolder.directory, `${id}.jpg`));
    expect(await mode(join(aFolder.directory, `${id}.jpg`))).toBe(0o600);
  });
});
