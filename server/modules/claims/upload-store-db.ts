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
 *
 * With an object store (OBJECT_STORE_URL), a chunk's bytes are an object
 * `<prefix>uploads/<upload id>/<offset>-<token>` instead, written before its row (offset, size and the
 * object's name, no bytes) commits with the same offset check: a chunk exists only once its row does.
 * The token is new for every write, so a losing writer's object is never the winner's; it is deleted
 * at once when its commit fails, and by the purge's orphan sweep (sweepOrphanUploadObjects) when that
 * delete fails too. Terminating, attaching and expiring an upload delete its objects
 * (removeUploadObjects). Only PutObject, GetObject, DeleteObject and ListObjectsV2 are used.
 */
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { type ObjectStore, uploadChunkObjectName, uploadObjectsFolder } from '../../db/object-store';
import type { Database } from '../../db/types';

/** Bytes per row of eclaim_upload_chunks (the table's check allows 1 to 1 MiB). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

export class DbUploadStore extends DataStore {
  /** `objects`: where chunk bytes go (OBJECT_STORE_URL); null: in the rows. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly expirationMs: number,
    readonly objects: ObjectStore | null = null,
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
      throw {
        status_code: 400,
        body: `Upload-Length: a whole number of bytes, at most ${MAX_UPLOAD_BYTES}.\n`,
      };
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
      const objects = this.objects;
      // The object first: a row never names a missing object.
      const objectKey = objects ? uploadChunkObjectName(id, position, randomBytes(8).toString('hex')) : null;
      if (objects && objectKey) await objects.putNamed(objectKey, bytes);
      let committing = false;
      try {
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
            .values({
              upload_id: id,
              start_offset: position,
              size: bytes.byteLength,
              bytes: objectKey ? null : bytes,
              object_key: objectKey,
            })
            .execute();
          committing = true;
        });
      } catch (error) {
        // Rolled back before the commit was asked for: the object is an orphan, deleted at once (best
        // effort). A failed commit itself may still have applied: its object is left to the sweep,
        // which deletes it only if no row names it.
        if (objects && objectKey && !committing) await objects.deleteNamed(objectKey).catch(() => undefined);
        throw error;
      }
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

  /**
   * Termination: the row goes, and its chunks with it (on delete cascade), quota released; then their
   * objects. A writer still on its way fails its commit (no row) and deletes its own object.
   */
  override async remove(id: string): Promise<void> {
    const result = await this.db
      .deleteFrom('eclaim_uploads')
      .where('id', '=', id)
      .where('tus_info', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw ERRORS.FILE_NOT_FOUND;
    // Best effort: what stays (the store unreachable) goes with the purge's orphan sweep.
    if (this.objects) await removeUploadObjects(this.objects, id).catch(() => undefined);
  }

  /** Expired rows (and so their chunks) are deleted by the purge (sweepExpiredUploads). */
  override async deleteExpired(): Promise<number> {
    return 0;
  }
}

/**
 * Deletes every chunk object of upload `id` (its folder `uploads/<id>/`), once its row is gone (or
 * going: the objects of a row that stays are lost). Answers how many objects went.
 */
export async function removeUploadObjects(objects: ObjectStore, id: string): Promise<number> {
  let removed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await objects.listUnder(uploadObjectsFolder(id), after, 1000);
    after = page.objects.at(-1)?.key;
    for (const o of page.objects) {
      const name = objects.nameOfKey(o.key);
      if (name === null) continue;
      await objects.deleteNamed(name);
      removed++;
    }
    if (!page.truncated || page.objects.length === 0) return removed;
  }
}

/**
 * Copies the bytes of upload `id` to a new file at `path` (0600), chunk by chunk (from the rows, or
 * from the object store for chunks kept there), for the checks of the upload pipeline. Throws when
 * the chunks do not add up from offset 0, or a chunk's bytes are missing or not of its size.
 */
export async function copyUploadToFile(
  db: Kysely<Database>,
  id: string,
  path: string,
  objects: ObjectStore | null = null,
): Promise<number> {
  const chunks = await db
    .selectFrom('eclaim_upload_chunks')
    .select(['start_offset', 'size', 'object_key'])
    .where('upload_id', '=', id)
    .orderBy('start_offset')
    .execute();
  const file = await open(path, 'w', 0o600);
  let position = 0;
  try {
    for (const { start_offset, size, object_key } of chunks) {
      if (start_offset !== position)
        throw new Error(`upload ${id}: chunk at ${start_offset}, expected ${position}`);
      let bytes: Uint8Array | null;
      if (object_key !== null) {
        if (!objects)
          throw new Error(
            `upload ${id}: chunk at ${start_offset} is in the object store, which is not configured`,
          );
        bytes = await objects.getNamed(object_key);
      } else {
        const row = await db
          .selectFrom('eclaim_upload_chunks')
          .select('bytes')
          .where('upload_id', '=', id)
          .where('start_offset', '=', start_offset)
          .executeTakeFirstOrThrow();
        bytes = row.bytes;
      }
      if (!bytes || bytes.byteLength !== size)
        throw new Error(
          `upload ${id}: chunk at ${start_offset} has ${bytes ? bytes.byteLength : 'no'} bytes, expected ${size}`,
        );
      await file.write(bytes, 0, bytes.byteLength, position);
      position += bytes.byteLength;
    }
  } finally {
    await file.close();
  }
  return position;
}
