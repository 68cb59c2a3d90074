import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart } from '../testing/card-fixtures';
import { ApiError } from './api-error';
import { registerErrorHandling } from './error-handler';
import {
  liveUploadDirs,
  type MultipartForm,
  type MultipartSpec,
  readMultipartForm,
  registerUploads,
  sweepStaleUploadDirs,
  UPLOAD_TEMP_ROOT,
  uploadsSettled,
  uploadTempHooks,
} from './uploads';

const SPEC: MultipartSpec = {
  fileFields: new Set(['doc', 'photo']),
  textFields: new Set(['title']),
  maxFileBytes: 1024,
  maxFiles: 2,
  maxFields: 5,
  maxFieldBytes: 100,
  maxParts: 8,
  tooManyError: 'CARD_SAVE_FAILED',
};

const FILENAME = 'passwd..png';
let app: FastifyInstance;
/** What the handler saw, and whether the files were there while it ran. */
let seen: { form: MultipartForm; existed: boolean[] } | null = null;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(async (scope) => {
    await registerUploads(scope);
    scope.post('/upload', async (request) => {
      const form = await readMultipartForm(request, SPEC);
      seen = { form, existed: form.files.map((f) => existsSync(f.path)) };
      if (form.fields.title === 'fail') throw new ApiError('CARD_SAVE_FAILED', { details: [] });
      return { ok: true };
    });
  });
  // The same reader in a scope with multipart but without registerUploads: a programming error, loudly.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.post('/unscoped', async (request) => readMultipartForm(request, SPEC));
  });
  await app.ready();
});
afterAll(() => app.close());

async function post(url: string, fields: Record<string, string>, files: Record<string, Uint8Array>) {
  const { payload, contentType } = await multipart(
    fields,
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, { bytes, filename: FILENAME, type: 'image/png' }]),
    ),
  );
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** Runs `send` and returns the request directories it made, after their removal settled. */
async function dirsOf(send: () => Promise<unknown>): Promise<string[]> {
  const made: string[] = [];
  const spy = vi.spyOn(uploadTempHooks, 'noteTempDir').mockImplementation((dir) => void made.push(dir));
  try {
    await send();
  } finally {
    spy.mockRestore();
  }
  await uploadsSettled();
  return made;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the upload reader', () => {
  it('streams each file to a temporary file of its own name, counted and hashed, and deletes it after the answer', async () => {
    seen = null;
    const doc = randomBytes(1024);
    const photo = randomBytes(10);
    const dirs = await dirsOf(async () => {
      const response = await post('/upload', { title: 'x' }, { doc, photo });
      expect(response.statusCode).toBe(200);
    });
    expect(seen!.form.fields).toEqual({ title: 'x' });
    expect(seen!.existed).toEqual([true, true]);
    const [first, second] = seen!.form.files;
    expect(first).toMatchObject({ field: 'doc', filename: FILENAME, size: 1024, sha256: sha256(doc) });
    expect(second).toMatchObject({ field: 'photo', size: 10, sha256: sha256(photo) });
    // Our name under our directory, never the uploader's.
    expect(dirname(first!.path)).toBe(dirs[0]);
    expect(dirname(dirs[0]!)).toBe(UPLOAD_TEMP_ROOT);
    expect(dirs).toHaveLength(1);
    expect(existsSync(dirs[0]!)).toBe(false);
    expect(liveUploadDirs()).toEqual([]);
  });

  it('refuses parts under names the form does not have (400 naming each), without writing their files', async () => {
    seen = null;
    let response: Awaited<ReturnType<typeof post>> | null = null;
    const dirs = await dirsOf(async () => {
      response = await post(
        '/upload',
        { title: 'x', owner: 'someone', role: 'admin' },
        { doc: randomBytes(10), other: randomBytes(100) },
      );
    });
    expect(response!.statusCode).toBe(400);
    expect(response!.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        expect.objectContaining({ path: 'body.owner', code: 'unrecognized_keys' }),
        expect.objectContaining({ path: 'body.role', code: 'unrecognized_keys' }),
        expect.objectContaining({ path: 'body.other', code: 'unrecognized_keys' }),
      ],
    });
    expect(response!.json().error.details).toHaveLength(3);
    expect(seen).toBeNull();
    // The known file was written and is gone; the unknown one was never written.
    expect(dirs).toHaveLength(1);
    expect(existsSync(dirs[0]!)).toBe(false);
    expect(liveUploadDirs()).toEqual([]);
  });

  it('refuses a file sent under a text field name and a text under a file name', async () => {
    const response = await post('/upload', { doc: 'not a file' }, { title: randomBytes(5) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.doc', code: 'invalid_type' }),
      expect.objectContaining({ path: 'body.title', code: 'invalid_type' }),
    ]);
  });

  it('names an unknown part even when it is the one past a limit', async () => {
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append('title', 'x');
    form.append('zz_unknown_field', 'x');
    const body = new Response(form);
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.zz_unknown_field', code: 'unrecognized_keys' }),
    ]);
  });

  it('refuses one byte over the limit with 413 while streaming, and deletes what was received', async () => {
    let response: Awaited<ReturnType<typeof post>> | null = null;
    const dirs = await dirsOf(async () => {
      response = await post('/upload', {}, { photo: randomBytes(10), doc: randomBytes(1025) });
    });
    expect(response!.statusCode).toBe(413);
    expect(response!.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: [expect.objectContaining({ path: 'doc', code: 'file_too_large' })],
    });
    expect(dirs).toHaveLength(1);
    expect(existsSync(dirs[0]!)).toBe(false);
    // Exactly at the limit is fine.
    expect((await post('/upload', {}, { doc: randomBytes(1024) })).statusCode).toBe(200);
  });

  it('deletes the files when the handler fails after reading them', async () => {
    let status = 0;
    const dirs = await dirsOf(async () => {
      status = (await post('/upload', { title: 'fail' }, { doc: randomBytes(50) })).statusCode;
    });
    expect(status).toBe(422);
    expect(seen!.existed).toEqual([true]);
    expect(dirs).toHaveLength(1);
    expect(existsSync(dirs[0]!)).toBe(false);
  });

  it('answers too many files with the form code, and deletes what was received', async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append('doc', new Blob([randomBytes(20)]), `d${i}.png`);
    const body = new Response(form);
    let response: Awaited<ReturnType<typeof post>> | null = null;
    const dirs = await dirsOf(async () => {
      response = await app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      });
    });
    expect(response!.json().error.code).toBe('CARD_SAVE_FAILED');
    for (const dir of dirs) expect(existsSync(dir)).toBe(false);
  });

  it('is a programming error outside a registerUploads scope (no file could be cleaned up)', async () => {
    const response = await post('/unscoped', {}, { doc: randomBytes(5) });
    expect(response.statusCode).toBe(500);
  });
});

describe('stale upload directories', () => {
  it('removes request directories older than an hour, keeps younger ones and anything not ours', async () => {
    const root = mkdtempSync(join(tmpdir(), 'wl-sweep-test-'));
    const old = join(root, 'req-old');
    const young = join(root, 'req-young');
    const other = join(root, 'something-else');
    for (const dir of [old, young, other]) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'part'), 'x');
    }
    const now = new Date('2026-11-23T10:00:00Z');
    const twoHoursAgo = new Date(now.getTime() - 2 * 3_600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(other, twoHoursAgo, twoHoursAgo);
    const tenMinutesAgo = new Date(now.getTime() - 600_000);
    utimesSync(young, tenMinutesAgo, tenMinutesAgo);
    expect(await sweepStaleUploadDirs(now, 3_600_000, root)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(await sweepStaleUploadDirs(now, 3_600_000, join(root, 'missing'))).toBe(0);
  });
});
