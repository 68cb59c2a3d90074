/**
 * Moves blobs between the database and the object store (`npm run blobs:move -- --to s3|db`,
 * scripts/blobs-move.ts; docs/decisions/071-uploads-and-object-storage.md). Resumable: it works in
 * batches of rows still on the source side, one blob at a time, and every step is idempotent, so a
 * run stopped anywhere (a crash, Ctrl-C, a lost connection) is finished by running it again.
 *
 * To the object store, per blob: read the row's bytes, check them against the name (SHA-256), put the
 * object, read it back and check it again, then (one statement) set storage = 'external' and drop the
 * bytes, only if the row is still in the database. Stopped before that statement, the blob is still
 * in the database and the next run puts the same object again.
 *
 * To the database, per blob: get the object, check it, then set storage = 'db' with the bytes, only if
 * the row is still external; then delete the object. Stopped between the two, the object is left over:
 * the last step of every run to the database deletes our objects whose row is back in the database.
 *
 * A blob whose bytes do not match their name is not moved, and reported.
 */
import type { Kysely } from 'kysely';
import { sha256Hex } from './blob-store';
import type { ObjectStore } from './object-store';
import type { BlobMime, Database } from './types';

export interface MoveReport {
  moved: number;
  bytes: number;
  /** Blobs left where they are because their bytes do not match their SHA-256 (or are missing). */
  refused: string[];
  /** Objects deleted because their blob is in the database (the clean-up after a move to the database). */
  objectsRemoved: number;
}

export interface MoveOptions {
  batchSize?: number;
  /** Called after each blob is moved (progress; a test throws from it to simulate a crash). */
  onMoved?: (sha256: string, report: MoveReport) => void | Promise<void>;
}

export async function moveBlobs(
  db: Kysely<Database>,
  objects: ObjectStore,
  to: 's3' | 'db',
  options: MoveOptions = {},
): Promise<MoveReport> {
  const batchSize = options.batchSize ?? 50;
  const report: MoveReport = { moved: 0, bytes: 0, refused: [], objectsRemoved: 0 };
  const from = to === 's3' ? 'db' : 'external';
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('blobs')
      .select(['sha256', 'mime', 'size'])
      .where('storage', '=', from)
      .where('sha256', '>', after)
      .orderBy('sha256')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) break;
    for (const blob of batch) {
      after = blob.sha256;
      const moved =
        to === 's3' ? await toObjectStore(db, objects, blob) : await toDatabase(db, objects, blob);
      if (moved === 'refused') report.refused.push(blob.sha256);
      else if (moved === 'moved') {
        report.moved++;
        report.bytes += blob.size;
        await options.onMoved?.(blob.sha256, report);
      }
    }
  }
  if (to === 'db') report.objectsRemoved = await removeObjectsBackInDatabase(db, objects);
  return report;
}

async function toObjectStore(
  db: Kysely<Database>,
  objects: ObjectStore,
  blob: { sha256: string; mime: BlobMime; size: number },
): Promise<'moved' | 'refused' | 'gone'> {
  const row = await db
    .selectFrom('blobs')
    .select('bytes')
    .where('sha256', '=', blob.sha256)
    .where('storage', '=', 'db')
    .executeTakeFirst();
  if (!row) return 'gone'; // Moved or deleted meanwhile.
  if (!row.bytes || sha256Hex(row.bytes) !== blob.sha256) return 'refused';
  await objects.put(blob.sha256, row.bytes, blob.mime);
  const copy = await objects.get(blob.sha256);
  if (!copy || sha256Hex(copy) !== blob.sha256) return 'refused';
  const result = await db
    .updateTable('blobs')
    .set({ storage: 'external', bytes: null })
    .where('sha256', '=', blob.sha256)
    .where('storage', '=', 'db')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'moved' : 'gone';
}

async function toDatabase(
  db: Kysely<Database>,
  objects: ObjectStore,
  blob: { sha256: string; size: number },
): Promise<'moved' | 'refused' | 'gone'> {
  const bytes = await objects.get(blob.sha256);
  if (!bytes || bytes.byteLength !== blob.size || sha256Hex(bytes) !== blob.sha256) return 'refused';
  const result = await db
    .updateTable('blobs')
    .set({ storage: 'db', bytes })
    .where('sha256', '=', blob.sha256)
    .where('storage', '=', 'external')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'gone';
  await objects.delete(blob.sha256);
  return 'moved';
}

/** Deletes our objects whose blob row has its bytes in the database again (left by a stopped run). */
async function removeObjectsBackInDatabase(db: Kysely<Database>, objects: ObjectStore): Promise<number> {
  let removed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await objects.list(after, 500);
    const shas = page.objects.map((o) => objects.shaOfKey(o.key)).filter((s): s is string => s !== null);
    if (shas.length > 0) {
      const inDb = await db
        .selectFrom('blobs')
        .select('sha256')
        .where('storage', '=', 'db')
        .where('sha256', 'in', shas)
        .execute();
      for (const { sha256 } of inDb) {
        await objects.delete(sha256);
        removed++;
      }
    }
    if (!page.truncated || page.objects.length === 0) break;
    after = page.objects.at(-1)!.key;
  }
  return removed;
}
