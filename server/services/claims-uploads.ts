/**
 * Claim documents arrive through the tus resumable-upload protocol (@tus/server with @tus/file-store,
 * docs/decisions/059-e-claim.md): a dropped connection resumes from the last byte the server has. The
 * bytes land in a temporary folder; attaching a finished upload (attachUpload) runs the checks of the
 * upload pipeline (docs/decisions/043-upload-pipeline.md) on it: type by its bytes agreeing with its
 * name and declared type, images decoded and re-encoded (EXIF and anything appended gone), PDFs checked
 * for structure and active content, then the same bytes twice in one claim refused and the count per
 * kind enforced. Only what passes is stored, as a blob, and the temporary file is deleted.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Kysely, Transaction } from 'kysely';
import { ATTACHMENT_LIMITS, ATTACHMENT_MAX_BYTES, ECLAIM_UPLOAD_PATH } from '../../src/api/claim-rules';
import type { AttachmentKind } from '../../src/api/schemas/claims';
import type { ErrorCode } from '../../src/api/errors';
import type { BlobStore } from '../db/blob-store';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { checkPdfFile } from './pdf-check';
import { checkImage, readHead, sniffImage } from './uploads';

/** Set by the route on every tus request after the member is authenticated (a client's own is dropped). */
export const MEMBER_HEADER = 'x-wl-upload-member';
/** Unfinished uploads older than this are deleted (cleanUpExpiredUploads at start). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface EclaimUploads {
  tus: Server;
  store: FileStore;
  directory: string;
}

/**
 * FileStore creates its folder with an unawaited fs.mkdir whose callback throws, so a folder removed
 * at that moment (a data folder deleted right after a short-lived server, as tests do) becomes an
 * uncaught exception that ends the process. The folder is made synchronously before the store is
 * built (uploadDirectory in server/routes/claim-uploads.ts), so the store's own check is not needed.
 */
class EclaimFileStore extends FileStore {}
// The method is private in the typings, so it is replaced on the subclass's prototype only.
(EclaimFileStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory =
  () => {};

export function createEclaimUploads(directory: string): EclaimUploads {
  mkdirSync(directory, { recursive: true });
  const store = new EclaimFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const tus = new Server({
    path: ECLAIM_UPLOAD_PATH,
    datastore: store,
    maxSize: ATTACHMENT_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS answer for other sites.
    allowedOrigins: [],
    namingFunction: () => randomBytes(16).toString('hex'),
    onUploadCreate: async (req, upload) => {
      const member = req.headers.get(MEMBER_HEADER);
      if (!member) throw { status_code: 401, body: 'Sign in first.\n' };
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
  return { tus, store, directory };
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

export async function removeUpload(uploads: EclaimUploads, id: string) {
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
  if (size > ATTACHMENT_MAX_BYTES) return { ok: false, code: 'PAYLOAD_TOO_LARGE', reason: 'file_too_large' };
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
  return { ok: true, path: image.image.path, mime: image.image.mime, size: image.image.size };
}

/** Where an attachment goes: the member's draft, or a submitted claim whose documents were requested. */
export type AttachTarget = { draftId: string } | { claimId: string };

/**
 * Attaches a finished upload of this member to the target. The same upload attached again answers the
 * first attachment (a retry after a lost answer). Refusals are ApiErrors with details.reason.
 */
export async function attachUpload(
  deps: { db: Kysely<Database>; blobs: BlobStore; uploads: EclaimUploads; now: () => Date },
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
      'draft_id' in target ? 'draft_id' : 'claim_id',
      '=',
      'draftId' in target ? target.draftId : target.claimId,
    )
    .executeTakeFirst();
  if (already) return already;
  const info = await uploadInfo(deps.uploads, uploadId);
  if (!info || info.member !== memberId) throw new ApiError('NOT_FOUND');
  if (info.size === undefined || info.offset < info.size) throw new ApiError('UPLOAD_INCOMPLETE');
  const checked = await checkAttachmentFile(info);
  if (!checked.ok) {
    await removeUpload(deps.uploads, uploadId);
    throw new ApiError(checked.code, { details: { reason: checked.reason } });
  }
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
