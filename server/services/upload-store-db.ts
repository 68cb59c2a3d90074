/**
 * The tus store of e-Claim uploads in progress when the API runs on PostgreSQL
 * (docs/decisions/071-uploads-and-object-storage.md): the upload's state is its quota row
 * (eclaim_uploads: declared length, metadata, bytes received) and its bytes are rows of
 * eclaim_upload_chunks (at most UPLOAD_CHUNK_BYTES each), so any API process answers HEAD and PATCH
 * for an upload another one started, and attaches it. Nothing lives in one process's memory or disk:
 * a PATCH holds at most one chunk in memory, and attaching copies the chunks to a file in the
 * process's scratch folder only for the checks of the upload pipeline, deleted when it is done.
 *
 * Each chunk commits together with the new `received`, which only moves from the offset the writer
 * read: a second writer of the same upload (another process, whose tus lock this one cannot see) gets
 * 409 instead of interleaving bytes. A PATCH cut off keeps every byte that arrived (the last, partial
 * chunk is written when the stream ends), so the client resumes from there.
 */
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Bytes per row of eclaim_upload_chunks (the table's check allows 1 to 1 MiB). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

export class DbUploadStore extends DataStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  /** The route reserved the row (reserveUpload); tus' creation fills in its metadata. */
  override async create(upload: Upload): Promise<Upload> {
    const result = await this.db
      .updateTable('eclaim_uploads')
      .set({
        tus_info: JSON.stringify({ metadata: upload.metadata ?? {}, creation_date: upload.creation_date }),
      })
      .where('id', '=', upload.id)
      .where('tus_info', 'is', null)
      .where('declared_length', '=', upload.size ?? -1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw { status_code: 400, body: 'Upload-Length: a whole number of bytes, at most 10485760.\n' };
    upload.storage = { type: 'database', path: upload.id };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.db
      .selectFrom('eclaim_uploads')
      .select(['declared_length', 'received', 'tus_info', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.tus_info === null) throw ERRORS.FILE_NOT_FOUND;
    const info = JSON.parse(row.tus_info) as { metadata: Record<string, string>; creation_date?: string };
    return new Upload({
      id,
      size: row.declared_length,
      offset: row.received,
      metadata: info.metadata,
      // tus' own creation time (real clock), as @tus/file-store keeps it: tus judges expiry by it.
      creation_date: info.creation_date ?? new Date(row.created_at).toISOString(),
      storage: { type: 'database', path: id },
    });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let position = offset;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('eclaim_uploads')
          .set({ received: position + bytes.byteLength })
          .where('id', '=', id)
          .where('received', '=', position)
          .where('tus_info', 'is not', null)
          .executeTakeFirst();
        // Another process wrote meanwhile, or the upload is gone: nothing of this chunk is kept.
        if (Number(moved.numUpdatedRows) !== 1) throw ERRORS.INVALID_OFFSET;
        await trx
          .insertInto('eclaim_upload_chunks')
          .values({ upload_id: id, start_offset: position, bytes })
          .execute();
      });
      position += bytes.byteLength;
    };
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        let rest = chunk;
        while (rest.byteLength > 0) {
          const part = rest.subarray(0, UPLOAD_CHUNK_BYTES - pendingBytes);
          pending.push(part);
          pendingBytes += part.byteLength;
          rest = rest.subarray(part.byteLength);
          if (pendingBytes === UPLOAD_CHUNK_BYTES) await flush();
        }
      }
    } catch (error) {
      // The bytes that did arrive are a correct prefix: kept, so the client resumes after them.
      await flush().catch(() => undefined);
      throw error;
    }
    await flush();
    return position;
  }

  /** Termination: the row goes, and its chunks with it (on delete cascade), quota released. */
  override async remove(id: string): Promise<void> {
    const result = await this.db
      .deleteFrom('eclaim_uploads')
      .where('id', '=', id)
      .where('tus_info', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Expired rows (and so their chunks) are deleted by the purge (sweepExpiredUploads). */
  override async deleteExpired(): Promise<number> {
    return 0;
  }
}

/**
 * Copies the bytes of upload `id` to a new file at `path` (0600), chunk by chunk, for the checks of
 * the upload pipeline. Throws when the chunks do not add up to `received` from offset 0.
 */
export async function copyUploadToFile(db: Kysely<Database>, id: string, path: string): Promise<number> {
  const chunks = await db
    .selectFrom('eclaim_upload_chunks')
    .select(['start_offset'])
    .where('upload_id', '=', id)
    .orderBy('start_offset')
    .execute();
  const file = await open(path, 'w', 0o600);
  let position = 0;
  try {
    for (const { start_offset } of chunks) {
      if (start_offset !== position)
        throw new Error(`upload ${id}: chunk at ${start_offset}, expected ${position}`);
      const row = await db
        .selectFrom('eclaim_upload_chunks')
        .select('bytes')
        .where('upload_id', '=', id)
        .where('start_offset', '=', start_offset)
        .executeTakeFirstOrThrow();
      await file.write(row.bytes, 0, row.bytes.byteLength, position);
      position += row.bytes.byteLength;
    }
  } finally {
    await file.close();
  }
  return position;
}
