/**
 * THE way a multipart upload is read (docs/decisions/043-upload-pipeline.md). Each file part is
 * piped to a temporary file while its SHA-256 is computed, and the byte limit is enforced while the
 * bytes stream (busboy stops at one byte past it: 413 PAYLOAD_TOO_LARGE), so a request holds no more
 * than a stream buffer of any file in memory, however large or however many arrive at once.
 *
 * The temporary files live in one directory per request under the OS temporary directory and are
 * deleted when the request ends, whatever the outcome: at once when reading fails, else on the
 * response (or on an aborted request). Route plugins that read uploads call registerUploads(app)
 * instead of registering @fastify/multipart themselves; reading without it is a programming error.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode, FieldIssue } from '../../shared/api/errors';
import type { AppContext } from '../context';
import type { UploadedFile } from '../modules/claims/uploads';
import { ApiError } from './api-error';

export interface MultipartSpec {
  /** Field names whose files are kept; a file under any other name is refused (see readMultipartForm). */
  fileFields: ReadonlySet<string>;
  /** Field names whose text values are kept; a text part under any other name is refused (mass assignment). */
  textFields: ReadonlySet<string>;
  /** Largest file accepted, in bytes: one more answers 413 PAYLOAD_TOO_LARGE. */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
  maxParts: number;
  /** The code that answers too many fields or files (the form's own save-failed code). */
  tooManyError: ErrorCode;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Where request directories are made: one per request, deleted when it ends. */
export const UPLOAD_TEMP_ROOT = join(tmpdir(), 'wl-uploads');

/**
 * Request directories left behind by a process that was killed mid-upload (the normal path deletes
 * its own): removed once older than `maxAgeMs` (an upload never takes an hour). The purge job runs it.
 * Answers how many were removed; another process's live uploads are younger and stay.
 */
export async function sweepStaleUploadDirs(now: Date, maxAgeMs = 60 * 60_000, root = UPLOAD_TEMP_ROOT) {
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return 0; // Nothing uploaded since the machine started.
  }
  let removed = 0;
  for (const name of entries) {
    if (!name.startsWith('req-')) continue;
    const dir = join(root, name);
    try {
      if (now.getTime() - (await stat(dir)).mtimeMs <= maxAgeMs || liveDirs.has(dir)) continue;
      await rm(dir, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  return removed;
}

/** Requests of a scope that called registerUploads; each maps to its directory once it has one. */
const scoped = new WeakSet<FastifyRequest>();
const requestDirs = new WeakMap<FastifyRequest, string>();
/** Directories not yet removed, and removals in flight (for tests and shutdown). */
const liveDirs = new Set<string>();
const removals = new Set<Promise<void>>();

/** Registers multipart parsing in a route plugin's scope and the deletion of its temporary files. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart);
  app.addHook('onRequest', async (request) => {
    scoped.add(request);
  });
  app.addHook('onResponse', async (request) => {
    await releaseUploads(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    await releaseUploads(request);
  });
}

/** Deletes the request's temporary files (idempotent). */
export function releaseUploads(request: FastifyRequest): Promise<void> {
  const dir = requestDirs.get(request);
  if (!dir) return Promise.resolve();
  requestDirs.delete(request);
  const removal = rm(dir, { recursive: true, force: true })
    .catch((error: unknown) => request.log.warn({ err: error, dir }, 'upload temp dir not removed'))
    .finally(() => {
      liveDirs.delete(dir);
      removals.delete(removal);
    });
  removals.add(removal);
  return removal;
}

/** Resolves when every removal started so far has finished. */
export async function uploadsSettled(): Promise<void> {
  await Promise.all([...removals]);
}

/** Told of every request directory made (tests spy on it to check each one is gone afterwards). */
export const uploadTempHooks = {
  noteTempDir(_dir: string): void {},
};

/** Temporary upload directories that exist now (a test checks it is empty after a request). */
export function liveUploadDirs(): string[] {
  return [...liveDirs];
}

async function requestDir(request: FastifyRequest): Promise<string> {
  const existing = requestDirs.get(request);
  if (existing) return existing;
  await mkdir(UPLOAD_TEMP_ROOT, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(UPLOAD_TEMP_ROOT, 'req-'));
  requestDirs.set(request, dir);
  liveDirs.add(dir);
  uploadTempHooks.noteTempDir(dir);
  return dir;
}

class FileTooLarge extends Error {
  constructor(readonly field: string) {
    super(`file ${field} over the limit`);
  }
}

/** Streams one part to `path`, hashing as it goes; throws FileTooLarge when busboy cut it at the limit. */
async function receive(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  field: string,
  path: string | null,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const sink = path
    ? createWriteStream(path, { flags: 'wx', mode: 0o600 })
    : new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(
    file,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.byteLength;
        yield chunk;
      }
    },
    sink,
  );
  if (file.truncated) throw new FileTooLarge(field);
  return { size, sha256: hash.digest('hex') };
}

/**
 * Reads a multipart form: text fields of the spec into `fields`, files of the spec onto disk. On any
 * failure the files received so far are deleted before the error is thrown.
 *
 * A part the form does not take (a name outside fileFields for a file, outside textFields for a text)
 * is refused, like an unknown key of a JSON body (docs/security.md: nothing slips in by mass
 * assignment): 400 VALIDATION_FAILED with one FieldIssue per such part, path body.<name>, code
 * unrecognized_keys (invalid_type for a file sent as text or text sent as a file). The rest of the
 * form is still read (unknown files are drained, never written), so every unknown part is named at
 * once. Busboy is given one more field, file and part than the form takes, so the part just past a
 * limit is seen by name: an unknown one is refused as unknown, a known one as too many.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new ApiError('VALIDATION_FAILED', {
      status: 415,
      details: [
        { path: 'headers.content-type', code: 'invalid_type', message: 'Expected multipart/form-data.' },
      ],
    });
  if (!scoped.has(request)) throw new Error('readMultipartForm outside a registerUploads scope');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const unknown: FieldIssue[] = [];
  const counts = { parts: 0, files: 0, fields: 0 };
  try {
    const parts = request.parts({
      limits: {
        fileSize: spec.maxFileBytes,
        files: spec.maxFiles + 1,
        fields: spec.maxFields + 1,
        fieldSize: spec.maxFieldBytes,
        parts: spec.maxParts + 1,
      },
    });
    for await (const part of parts) {
      const isFile = part.type === 'file';
      counts.parts += 1;
      if (isFile) counts.files += 1;
      else counts.fields += 1;
      const issue = unknownPart(spec, part.fieldname, isFile);
      if (issue && !unknown.some((u) => u.path === issue.path)) unknown.push(issue);
      if (counts.parts > spec.maxParts || counts.files > spec.maxFiles || counts.fields > spec.maxFields) {
        if (unknown.length > 0) break;
        throw new TooManyParts();
      }
      if (part.type === 'file') {
        if (issue) {
          await receive(part.file, part.fieldname, null);
          continue;
        }
        // The stored name is ours (a counter), never the uploader's.
        const path = join(await requestDir(request), String(files.length));
        const { size, sha256 } = await receive(part.file, part.fieldname, path);
        // wl_upload_bytes_total (server/metrics.ts); a bare Fastify (tests) has no metrics.
        (request.server as { ctx?: AppContext }).ctx?.metrics?.uploadBytes.inc({ kind: 'multipart' }, size);
        files.push({
          field: part.fieldname,
          filename: part.filename ?? '',
          mimetype: part.mimetype ?? '',
          path,
          size,
          sha256,
        });
      } else if (!issue && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await releaseUploads(request);
    // The disk failing (ENOSPC …) is ours, not the client's: it stays a 500.
    if (typeof (error as { syscall?: unknown }).syscall === 'string') throw error;
    // Whatever went wrong after an unknown part (too many parts, an unknown file over the limit), the
    // unknown part is the first thing to fix.
    if (unknown.length > 0) throw unknownPartsError(unknown);
    throw readError(error, spec);
  }
  if (unknown.length > 0) {
    await releaseUploads(request);
    throw unknownPartsError(unknown);
  }
  return { fields, files };
}

class TooManyParts extends Error {
  readonly code = 'FST_PARTS_LIMIT';
}

/** The FieldIssue of a part the form does not take, or null for one it does. */
function unknownPart(spec: MultipartSpec, name: string, isFile: boolean): FieldIssue | null {
  const [own, other] = isFile ? [spec.fileFields, spec.textFields] : [spec.textFields, spec.fileFields];
  if (own.has(name)) return null;
  const path = `body.${name}`;
  if (other.has(name))
    return {
      path,
      code: 'invalid_type',
      message: `Send "${name}" as ${isFile ? 'a text field' : 'a file'}.`,
    };
  const known = [...new Set([...spec.textFields, ...spec.fileFields])];
  return {
    path,
    code: 'unrecognized_keys',
    message: `Unknown form part "${name}": this form takes ${known.length > 0 ? known.join(', ') : 'no parts'}.`,
  };
}

function unknownPartsError(issues: FieldIssue[]): ApiError {
  return new ApiError('VALIDATION_FAILED', { details: issues });
}

function readError(error: unknown, spec: MultipartSpec): ApiError {
  const code = (error as { code?: string }).code;
  if (error instanceof FileTooLarge || code === 'FST_REQ_FILE_TOO_LARGE') {
    const field =
      error instanceof FileTooLarge
        ? error.field
        : ((error as { part?: { fieldname?: string } }).part?.fieldname ?? 'file');
    return new ApiError('PAYLOAD_TOO_LARGE', {
      details: [{ path: field, code: 'file_too_large', message: `At most ${spec.maxFileBytes} bytes.` }],
    });
  }
  // A part named like a property of Object.prototype (__proto__, constructor …): @fastify/multipart
  // refuses it before we see its name; it is no part of any form.
  if (code === 'FST_PROTO_VIOLATION')
    return new ApiError('VALIDATION_FAILED', {
      details: [
        {
          path: 'body',
          code: 'unrecognized_keys',
          message:
            'A form part may not be named __proto__, constructor or another Object.prototype property.',
        },
      ],
    });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError(spec.tooManyError, {
      details: [{ path: 'form', code: 'too_long', message: 'Too many fields or files.' }],
    });
  return new ApiError('VALIDATION_FAILED', {
    details: [{ path: 'body', code: 'invalid_format', message: 'The multipart body could not be read.' }],
    cause: error,
  });
}
