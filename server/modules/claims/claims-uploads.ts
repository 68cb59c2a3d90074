/**
 * Claim documents arrive through the tus resumable-upload protocol (@tus/server with @tus/file-store,
 * docs/decisions/059-e-claim.md): a dropped connection resumes from the last byte the server has. The
 * bytes land in the database on PostgreSQL (their chunks in the object store when OBJECT_STORE_URL is
 * set, indexed in the database), so any API process continues and attaches any upload
 * (DbUploadStore, docs/decisions/071-uploads-and-object-storage.md), or in the upload folder of the
 * embedded database's one process; attaching a finished upload (attachUpload) runs the checks of the
 * upload pipeline (docs/decisions/043-upload-pipeline.md) on it: type by its bytes agreeing with its
 * name and declared type, images decoded and re-encoded (EXIF and anything appended gone), PDFs checked
 * for structure and active content, then the same bytes twice in one claim refused and the count per
 * kind enforced. Only what passes is stored, as a blob, and the temporary file is deleted; a file
 * refused at attach time is deleted too.
 *
 * Quotas (docs/decisions/066-upload-quotas.md): before tus stores a byte, reserveUpload counts the
 * upload against the member's hourly limit (the rate-limit module) and their bytes in progress (the
 * eclaim_uploads table, one row per upload until it is attached, refused, terminated or expired), so
 * every API process sees the same figures. Files are 0600 in a 0700 folder (medical documents; the
 * .json names the member).
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { chmod, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileConfigstore, FileStore } from '@tus/file-store';
import { type DataStore, Server, type Upload } from '@tus/server';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ATTACHMENT_LIMITS, ECLAIM_UPLOAD_PATH } from '../../../shared/api/claim-rules';
import type { AttachmentKind } from '../../../shared/api/schemas/claims';
import type { ErrorCode } from '../../../shared/api/errors';
import type { BlobStore } from '../../db/blob-store';
import type { ObjectStore } from '../../db/object-store';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { checkPdfFile } from './pdf-check';
import { copyUploadToFile, DbUploadStore, removeUploadObjects } from './upload-store-db';
import type { RateLimiter, SlidingWindowRule } from '../../platform/rate-limit';
import { checkImage, readHead, sniffImage } from './uploads';
import { claimDocumentAdded } from './claim-events';

/** Set by the route on every tus request after the member is authenticated (a client's own is dropped). */
export const MEMBER_HEADER = 'x-wl-upload-member';
/** Set by the route on a creation (POST) once the quota is reserved: the new upload's id. */
export const UPLOAD_ID_HEADER = 'x-wl-upload-id';
/** Uploads not attached after this long are deleted, files and row (the purge, server/jobs/purge.ts). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const MIB = 1024 * 1024;

/** Per member; the reasons are in docs/decisions/066-upload-quotas.md. */
export const UPLOAD_QUOTA = {
  /** Sum of the declared Upload-Length of the member's uploads not yet attached: six full-size files. */
  inProgressBytes: 60 * MIB,
  /** Uploads started (tus creations let through) in any rolling hour. */
  startsPerHour: 60,
} as const;

/** The hourly cap, counted by the rate-limit module (PostgreSQL, or Redis when REDIS_URL is set). */
export const UPLOAD_STARTS_RULE: SlidingWindowRule = {
  name: 'eclaim-upload-starts',
  kind: 'sliding',
  windowSeconds: 3600,
  limit: UPLOAD_QUOTA.startsPerHour,
};

/** Upload files, their .json and re-encoded copies. */
export const UPLOAD_FILE_MODE = 0o600;
/** The upload folder and every folder above it under DATA_DIR. */
export const UPLOAD_DIR_MODE = 0o700;

const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface EclaimUploads {
  tus: Server;
  store: DataStore;
  /**
   * The upload folder (the embedded database: one process, docs/decisions/066-upload-quotas.md); with
   * the bytes in the database, only a scratch folder where attaching copies an upload for its checks.
   */
  directory: string;
  /** Set when the bytes in progress are in the database (DbUploadStore, docs/decisions/071). */
  db: Kysely<Database> | null;
  /**
   * Set when, with the database store, the chunks' bytes are objects in the object store
   * (OBJECT_STORE_URL) and the database keeps their offsets (docs/decisions/071).
   */
  objects: ObjectStore | null;
}

/** The upload folders open in this process: the purge removes expired files from each. */
const openStores = new Set<EclaimUploads>();

export function openUploadStores(): EclaimUploads[] {
  return [...openStores];
}

/** The server closes: its folder is no longer swept (and a scratch folder is removed). */
export function closeEclaimUploads(uploads: EclaimUploads, options: { removeFolder?: boolean } = {}) {
  openStores.delete(uploads);
  if (options.removeFolder) rmSync(uploads.directory, { recursive: true, force: true });
}

/** Makes `dir` (and any missing parent) with mode 0700, and tightens it if it already existed. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: UPLOAD_DIR_MODE });
  chmodSync(dir, UPLOAD_DIR_MODE);
}

/** The .json of each upload is created 0600 (the store's own writeFile would use the default 0644). */
class PrivateConfigstore extends FileConfigstore {
  override async set(key: string, value: Upload): Promise<void> {
    if (!UPLOAD_ID.test(key)) throw new Error('Bad upload id.');
    // Created empty with the mode first; the store's writeFile keeps an existing file's mode.
    await (await open(join(this.directory, `${key}.json`), 'a', UPLOAD_FILE_MODE)).close();
    return super.set(key, value);
  }
}

/**
 * The store of the e-Claim uploads: each upload's file is created 0600 before FileStore opens it (its
 * writeFile truncates the file and keeps the mode).
 *
 * FileStore creates its folder with an unawaited fs.mkdir whose callback throws, so a folder removed
 * at that moment (a data folder deleted right after a short-lived server, as tests do) becomes an
 * uncaught exception that ends the process. The folder is made synchronously before the store is
 * built (createEclaimUploads, with mode 0700), so the store's own check is not needed.
 */
class EclaimFileStore extends FileStore {
  override async create(file: Upload): Promise<Upload> {
    if (!UPLOAD_ID.test(file.id)) throw new Error('Bad upload id.');
    await (await open(join(this.directory, file.id), 'wx', UPLOAD_FILE_MODE)).close();
    return super.create(file);
  }
}
// The method is private in the typings, so it is replaced on the subclass's prototype only.
(EclaimFileStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory =
  () => {};

/**
 * The tus server of the e-Claim uploads. With `db`, the uploads in progress are kept in the database
 * (any process continues any upload; `directory` is then only a scratch folder), their bytes in
 * `objects` when given (the object store) and else in the database; without `db`, in `directory` (the
 * embedded database, whose one process holds the folder).
 */
export function createEclaimUploads(
  directory: string,
  options: { db?: Kysely<Database>; objects?: ObjectStore | null } = {},
): EclaimUploads {
  makePrivateDir(directory);
  const objects = options.db ? (options.objects ?? null) : null;
  const store: DataStore = options.db
    ? new DbUploadStore(options.db, UPLOAD_EXPIRY_MS, objects)
    : new EclaimFileStore({
        directory,
        configstore: new PrivateConfigstore(directory),
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      });
  const tus = new Server({
    path: ECLAIM_UPLOAD_PATH,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS answer for other sites.
    allowedOrigins: [],
    // The id reserved by the route (reserveUpload); a creation the route did not reserve (an
    // Upload-Length it leaves to tus to refuse) gets a throwaway id and is refused below.
    namingFunction: (req) => {
      const reserved = req.headers.get(UPLOAD_ID_HEADER);
      return reserved && UPLOAD_ID.test(reserved) ? reserved : randomBytes(16).toString('hex');
    },
    onUploadCreate: async (req, upload) => {
      const member = req.headers.get(MEMBER_HEADER);
      if (!member) throw { status_code: 401, body: 'Sign in first.\n' };
      // A deferred length would escape the byte quota: the length is declared at creation.
      if (upload.size === undefined) throw { status_code: 400, body: 'Upload-Length is required.\n' };
      if (req.headers.get(UPLOAD_ID_HEADER) !== upload.id)
        throw {
          status_code: 400,
          body: `Upload-Length: a whole number of bytes, at most ${MAX_UPLOAD_BYTES}.\n`,
        };
      const filename = upload.metadata?.filename ?? '';
      const filetype = upload.metadata?.filetype ?? '';
      if (
        filename.length < 1 ||
        filename.length > 200 ||
        [...filename].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
      )
        throw { status_code: 400, body: 'Upload-Metadata filename: 1 to 200 characters.\n' };
      if (filetype.length > 100) throw { status_code: 400, body: 'Upload-Metadata filetype: too long.\n' };
      return { metadata: { filename, filetype, member } };
    },
  });
  const uploads = { tus, store, directory, db: options.db ?? null, objects };
  openStores.add(uploads);
  return uploads;
}

export interface QuotaDeps {
  db: Kysely<Database>;
  rateLimits: RateLimiter;
  now: () => Date;
}

function quotaRefusal(code: 'UPLOAD_QUOTA_EXCEEDED' | 'UPLOAD_RATE_LIMITED', seconds: number): ApiError {
  const s = Math.max(1, Math.ceil(seconds));
  return new ApiError(code, {
    details: { retry_after_seconds: s },
    headers: { 'retry-after': String(s) },
  });
}

/**
 * Counts a new upload of `length` bytes against the member's quotas and answers its id, or refuses
 * with 429 (UPLOAD_RATE_LIMITED past the hourly cap, UPLOAD_QUOTA_EXCEEDED past the bytes in
 * progress) and Retry-After. Called before tus stores anything. The hourly count is the rate-limit
 * module's (a refused creation is not logged; one refused for its bytes was let through the hourly
 * cap and counts). The bytes are checked and the row inserted in one transaction that holds the
 * member's row, so concurrent creations of one member, in any process, are counted one by one. The
 * member's expired rows go first (their files too, when this process holds them), so a member is
 * never held back by uploads the purge has not reached yet.
 */
export async function reserveUpload(
  deps: QuotaDeps,
  memberId: string,
  length: number,
  uploads?: EclaimUploads,
): Promise<string> {
  const starts = await deps.rateLimits.hit(UPLOAD_STARTS_RULE, memberId);
  if (!starts.allowed) throw quotaRefusal('UPLOAD_RATE_LIMITED', starts.retryAfterSeconds);
  const now = deps.now();
  const cutoff = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
  const id = randomBytes(16).toString('hex');
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    const expired = await trx
      .deleteFrom('eclaim_uploads')
      .where('member_id', '=', memberId)
      .where('created_at', '<', cutoff)
      .returning('id')
      .execute();
    const used = await trx
      .selectFrom('eclaim_uploads')
      .select([
        sql<number>`coalesce(sum(declared_length), 0)`.as('bytes'),
        sql<Date | null>`min(created_at)`.as('oldest'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    const expiredIds = expired.map((e) => e.id);
    if (Number(used.bytes) + length > UPLOAD_QUOTA.inProgressBytes)
      return { reserved: false as const, expiredIds, oldest: used.oldest };
    await trx
      .insertInto('eclaim_uploads')
      .values({ id, member_id: memberId, declared_length: length, created_at: now })
      .execute();
    return { reserved: true as const, expiredIds };
  });
  if (uploads) for (const expiredId of outcome.expiredIds) await removeUpload(uploads, expiredId);
  if (!outcome.reserved) {
    // Room comes back when an upload is attached or removed, at the latest when the oldest expires.
    const oldest = outcome.oldest ? new Date(outcome.oldest).getTime() : now.getTime();
    throw quotaRefusal('UPLOAD_QUOTA_EXCEEDED', (oldest + UPLOAD_EXPIRY_MS - now.getTime()) / 1000);
  }
  return id;
}

/** The upload no longer counts against its member's bytes (attached, refused, terminated). */
export async function releaseUpload(db: Kysely<Database> | Transaction<Database>, id: string): Promise<void> {
  await db.deleteFrom('eclaim_uploads').where('id', '=', id).execute();
}

/** When an upload in the folder was created: its .json's creation date, else its newest file's time. */
async function createdAtOnDisk(uploads: EclaimUploads, id: string, names: string[]): Promise<number | null> {
  try {
    const info = JSON.parse(await readFile(join(uploads.directory, `${id}.json`), 'utf8')) as {
      creation_date?: string;
    };
    const created = info.creation_date ? Date.parse(info.creation_date) : Number.NaN;
    if (Number.isFinite(created)) return created;
  } catch {
    // No (readable) .json: a file left without one, judged by its time.
  }
  let newest: number | null = null;
  for (const name of names) {
    const at = await stat(join(uploads.directory, name)).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (at !== null && (newest === null || at > newest)) newest = at;
  }
  return newest;
}

/**
 * Deletes the files of uploads older than UPLOAD_EXPIRY_MS, finished or not, with their .json and
 * any re-encoded copy; answers how many uploads went. Files age in real time, so this reads the real
 * clock unless told otherwise. It also finds files whose row is gone (deleted by another process that
 * does not hold them) or that never had one.
 */
export async function removeExpiredUploadFiles(uploads: EclaimUploads, now = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploads.directory);
  } catch {
    return 0;
  }
  const byId = new Map<string, string[]>();
  for (const name of names) {
    const id = /^([0-9a-f]{32})(?:\.(?:json|jpg|png))?$/.exec(name)?.[1];
    if (id) byId.set(id, [...(byId.get(id) ?? []), name]);
  }
  let removed = 0;
  for (const [id, files] of byId) {
    const created = await createdAtOnDisk(uploads, id, files);
    if (created !== null && now.getTime() - created > UPLOAD_EXPIRY_MS) {
      await removeUpload(uploads, id);
      removed++;
    }
  }
  return removed;
}

export interface UploadInfo {
  member: string;
  filename: string;
  filetype: string;
  size: number | undefined;
  offset: number;
  path: string;
}

/** The upload's owner and progress, or null when there is none with this id. */
export async function uploadInfo(uploads: EclaimUploads, id: string): Promise<UploadInfo | null> {
  try {
    const upload = await uploads.store.getUpload(id);
    return {
      member: upload.metadata?.member ?? '',
      filename: upload.metadata?.filename ?? '',
      filetype: upload.metadata?.filetype ?? '',
      size: upload.size,
      offset: upload.offset,
      path: join(uploads.directory, id),
    };
  } catch {
    return null;
  }
}

/**
 * The upload is gone for good (its row deleted, or being deleted: attached, refused, terminated,
 * expired): its files and copies in the folder, and its chunk objects in the object store (best
 * effort; the purge's orphan sweep removes what stays).
 */
export async function removeUpload(uploads: EclaimUploads, id: string) {
  await removeUploadFiles(uploads, id);
  if (uploads.objects) await removeUploadObjects(uploads.objects, id).catch(() => undefined);
}

/** The upload's files in the folder (on PostgreSQL: the scratch copy an attach made), nothing else. */
async function removeUploadFiles(uploads: EclaimUploads, id: string) {
  const path = join(uploads.directory, id);
  await Promise.all(
    [path, `${path}.json`, `${path}.jpg`, `${path}.png`].map((p) =>
      rm(p, { force: true }).catch(() => undefined),
    ),
  );
}

type Checked = { ok: true; path: string; mime: 'image/jpeg' | 'image/png' | 'application/pdf'; size: number };
type Refused = { ok: false; code: ErrorCode; reason: string };

const PDF_MAGIC = '%PDF-';

/** The pipeline's checks on one received file. */
export async function checkAttachmentFile(info: UploadInfo): Promise<Checked | Refused> {
  const size = info.offset;
  if (size > MAX_UPLOAD_BYTES) return { ok: false, code: 'PAYLOAD_TOO_LARGE', reason: 'file_too_large' };
  if (size === 0) return { ok: false, code: 'ATTACHMENT_UNREADABLE', reason: 'file_empty' };
  const head = await readHead(info.path, 8);
  const declared = info.filetype.toLowerCase().split(';')[0]!.trim();
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === PDF_MAGIC) {
    if (declared !== 'application/pdf' || !/\.pdf$/i.test(info.filename))
      return { ok: false, code: 'UNSUPPORTED_FILE_TYPE', reason: 'file_mismatch' };
    const pdf = await checkPdfFile(info.path);
    if (!pdf.ok) return { ok: false, code: 'ATTACHMENT_UNREADABLE', reason: pdf.code };
    return { ok: true, path: info.path, mime: 'application/pdf', size };
  }
  if (!sniffImage(head)) return { ok: false, code: 'UNSUPPORTED_FILE_TYPE', reason: 'file_type' };
  const image = await checkImage({
    field: 'file',
    filename: info.filename,
    mimetype: declared,
    path: info.path,
    size,
    sha256: '',
  });
  if (!image.ok) {
    const code: ErrorCode =
      image.code === 'file_type' || image.code === 'file_mismatch'
        ? 'UNSUPPORTED_FILE_TYPE'
        : image.code === 'file_too_large'
          ? 'PAYLOAD_TOO_LARGE'
          : 'ATTACHMENT_UNREADABLE';
    return { ok: false, code, reason: image.code };
  }
  // The re-encoded copy is written next to the upload with the default mode: as private as the rest.
  if (image.image.path !== info.path) await chmod(image.image.path, UPLOAD_FILE_MODE);
  return { ok: true, path: image.image.path, mime: image.image.mime, size: image.image.size };
}

/** Refusals after which the received file is of no further use: it is deleted with its quota row. */
const DISCARDING_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'DUPLICATE_FILE',
  'ATTACHMENT_LIMIT_REACHED',
  'ATTACHMENT_UNREADABLE',
  'UNSUPPORTED_FILE_TYPE',
  'PAYLOAD_TOO_LARGE',
]);

/** Where an attachment goes: the member's draft, or a submitted claim whose documents were requested. */
export type AttachTarget = { draftId: string } | { claimId: string };

/** What attaching needs: the database, the blob store, the uploads and the clock. */
interface AttachDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  uploads: EclaimUploads;
  now: () => Date;
}

/**
 * Attaches a requested document to a submitted claim: the claim row is locked, and the claim's open
 * requests of that kind are fulfilled in the attachment's transaction.
 */
export function attachToClaim(
  deps: AttachDeps,
  memberId: string,
  claimId: string,
  uploadId: string,
  kind: AttachmentKind,
) {
  return attachUpload(deps, memberId, { claimId }, uploadId, kind, async (trx) => {
    await trx.selectFrom('claims').select('id').where('id', '=', claimId).forUpdate().execute();
    await claimDocumentAdded(trx, claimId, uploadId, kind, deps.now());
    await trx
      .updateTable('claim_document_requests')
      .set({ fulfilled_at: deps.now() })
      .where('claim_id', '=', claimId)
      .where('kind', '=', kind)
      .where('fulfilled_at', 'is', null)
      .execute();
  });
}

/** Attaches a document to the member's e-Claim draft, whose version moves on in the same transaction. */
export function attachToDraft(
  deps: AttachDeps,
  memberId: string,
  draftId: string,
  uploadId: string,
  kind: AttachmentKind,
) {
  return attachUpload(deps, memberId, { draftId }, uploadId, kind, async (trx) => {
    await trx
      .updateTable('eclaim_drafts')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: deps.now() }))
      .where('id', '=', draftId)
      .execute();
  });
}

/**
 * Attaches a finished upload of this member to the target. The same upload attached again answers the
 * first attachment (a retry after a lost answer). Refusals are ApiErrors with details.reason.
 */
export async function attachUpload(
  deps: AttachDeps,
  memberId: string,
  target: AttachTarget,
  uploadId: string,
  kind: AttachmentKind,
  lockTarget: (trx: Transaction<Database>) => Promise<void>,
) {
  const already = await deps.db
    .selectFrom('claim_attachments')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where(
      'draftId' in target ? 'draft_id' : 'claim_id',
      '=',
      'draftId' in target ? target.draftId : target.claimId,
    )
    .executeTakeFirst();
  if (already) return already;
  const info = await uploadInfo(deps.uploads, uploadId);
  if (!info || info.member !== memberId) throw new ApiError('NOT_FOUND');
  if (info.size === undefined || info.offset < info.size) throw new ApiError('UPLOAD_INCOMPLETE');
  try {
    // Bytes in the database: copied to the scratch folder for the checks (removed below, whatever happens).
    if (deps.uploads.db) {
      const copied = await copyUploadToFile(deps.uploads.db, uploadId, info.path, deps.uploads.objects);
      if (copied !== info.offset)
        throw new Error(`upload ${uploadId}: ${copied} bytes stored, ${info.offset} received`);
    }
    return await attachChecked(deps, target, uploadId, kind, info, lockTarget);
  } catch (error) {
    // Refused for good (the file, not the moment): nothing of it stays on disk or in the quota.
    // NOT_FOUND, UPLOAD_INCOMPLETE and outages leave the upload to be resumed or attached again.
    if (error instanceof ApiError && DISCARDING_REFUSALS.has(error.code)) {
      await releaseUpload(deps.db, uploadId);
      await removeUpload(deps.uploads, uploadId);
    }
    throw error;
  } finally {
    // The scratch copy only: an upload left to be resumed or attached again keeps its chunks.
    if (deps.uploads.db) await removeUploadFiles(deps.uploads, uploadId);
  }
}

async function attachChecked(
  deps: AttachDeps,
  target: AttachTarget,
  uploadId: string,
  kind: AttachmentKind,
  info: UploadInfo,
  lockTarget: (trx: Transaction<Database>) => Promise<void>,
) {
  const checked = await checkAttachmentFile(info);
  if (!checked.ok) throw new ApiError(checked.code, { details: { reason: checked.reason } });
  const owner =
    'draftId' in target ? ({ draft_id: target.draftId } as const) : ({ claim_id: target.claimId } as const);
  const ownerColumn = 'draftId' in target ? 'draft_id' : 'claim_id';
  const ownerId = 'draftId' in target ? target.draftId : target.claimId;
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockTarget(trx);
    const existing = await trx
      .selectFrom('claim_attachments')
      .select(['kind', 'blob_sha256'])
      .where(ownerColumn, '=', ownerId)
      .execute();
    if (existing.filter((a) => a.kind === kind).length >= ATTACHMENT_LIMITS[kind])
      throw new ApiError('ATTACHMENT_LIMIT_REACHED', {
        details: { reason: 'too_many', limit: ATTACHMENT_LIMITS[kind] },
      });
    const blob = await deps.blobs.putFile(checked.path, checked.mime, trx);
    if (existing.some((a) => a.blob_sha256 === blob.sha256))
      throw new ApiError('DUPLICATE_FILE', { details: { reason: 'duplicate' } });
    await releaseUpload(trx, uploadId);
    return trx
      .insertInto('claim_attachments')
      .values({
        ...owner,
        kind,
        blob_sha256: blob.sha256,
        filename: info.filename.slice(0, 200),
        size: blob.size,
        mime: checked.mime,
        status: 'received',
        upload_id: uploadId,
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await removeUpload(deps.uploads, uploadId);
  return row;
}
