/**
 * S3-compatible object storage for blobs (docs/decisions/071-uploads-and-object-storage.md), when
 * OBJECT_STORE_URL is set: claim documents and card images are objects named by their content
 * address, `<prefix>blobs/<sha256>`, and the blobs table keeps their rows with storage = 'external'
 * (bytes null). The official AWS SDK v3 client; credentials from the URL or the SDK's standard chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). Neither the URL nor the
 * credentials are ever logged or echoed in a configuration problem.
 *
 * OBJECT_STORE_URL: s3://[ACCESS_KEY:SECRET@]bucket[/prefix/]?region=…&endpoint=…&forcePathStyle=true
 * - region: else AWS_REGION, else us-east-1;
 * - endpoint: an S3-compatible server (MinIO, Ceph, R2, s3rver in tests); unset: AWS itself;
 * - forcePathStyle: true for most non-AWS servers (bucket in the path, not the host name).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import type { Kysely, Transaction } from 'kysely';
import { type BlobInfo, type BlobStore, DbBlobStore, type StoredBlob, sha256Hex } from './blob-store';
import type { ObjectStoreConfig } from './object-store-config';
import type { BlobMime, Database } from './types';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata?.httpStatusCode === 404)
  );
}

/** The bucket, as the blob code uses it: whole objects by content address. */
export class ObjectStore {
  readonly client: S3Client;

  constructor(readonly config: ObjectStoreConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers differ in what else they accept.
      // Every object's content is checked by its SHA-256 name instead (get, and the move command).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  key(sha256: string): string {
    return `${this.config.prefix}blobs/${sha256}`;
  }

  /** The content address of a key of ours, or null for any other key. */
  shaOfKey(key: string): string | null {
    const rest = key.startsWith(`${this.config.prefix}blobs/`)
      ? key.slice(this.config.prefix.length + 6)
      : '';
    return /^[0-9a-f]{64}$/.test(rest) ? rest : null;
  }

  async put(sha256: string, bytes: Uint8Array, mime: BlobMime): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(sha256),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: mime,
      }),
    );
  }

  /** The object's bytes, or null when there is none. */
  async get(sha256: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(sha256) }),
      );
      if (!answer.Body) return null;
      return await answer.Body.transformToByteArray();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** When the object was last written, or null when there is none. */
  async lastModified(sha256: string): Promise<Date | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(sha256) }),
      );
      return answer.LastModified ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(sha256) }));
  }

  /** One page of our blob objects after `startAfter` (a key), in key order. */
  async list(startAfter: string | undefined, max: number) {
    return this.listUnder('blobs/', startAfter, max);
  }

  /**
   * One page of the objects whose name (the key without the prefix) starts with `folder`, after
   * `startAfter` (a whole key), in key order.
   */
  async listUnder(folder: string, startAfter: string | undefined, max: number) {
    const answer = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.config.bucket,
        Prefix: `${this.config.prefix}${folder}`,
        MaxKeys: max,
        ...(startAfter ? { StartAfter: startAfter } : {}),
      }),
    );
    return {
      objects: (answer.Contents ?? []).map((o) => ({
        key: o.Key ?? '',
        lastModified: o.LastModified ?? null,
      })),
      truncated: answer.IsTruncated === true,
    };
  }

  /**
   * Objects by name (the key without the prefix), for what is not a blob: the chunks of uploads in
   * progress, `uploads/<upload id>/<offset>-<token>` (server/services/upload-store-db.ts).
   */
  async putNamed(name: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: `${this.config.prefix}${name}`,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  /** The named object's bytes, or null when there is none. */
  async getNamed(name: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: `${this.config.prefix}${name}` }),
      );
      if (!answer.Body) return null;
      return await answer.Body.transformToByteArray();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Deletes the named object (none there: nothing to do). */
  async deleteNamed(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: `${this.config.prefix}${name}` }),
    );
  }

  /** The name of one of our keys (the key without the prefix), or null for a key outside it. */
  nameOfKey(key: string): string | null {
    return key.startsWith(this.config.prefix) ? key.slice(this.config.prefix.length) : null;
  }

  /** Answers when the bucket can be reached (readiness). */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** Object stores open in this process (the purge's orphan-object sweep visits each). */
const openObjectStores = new Set<ObjectStore>();

export function openBlobObjectStores(): ObjectStore[] {
  return [...openObjectStores];
}

/**
 * Blobs in the object store: new ones are put there (the object first, then the row, so a row never
 * names a missing object), and rows of either kind are read, so blobs still in the database (before
 * or during `npm run blobs:move`) keep working.
 */
export class ObjectBlobStore implements BlobStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly objects: ObjectStore,
  ) {}

  async put(bytes: Uint8Array, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    const sha256 = sha256Hex(bytes);
    const runner = trx ?? this.db;
    const existing = await runner
      .selectFrom('blobs')
      .select('sha256')
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    if (!existing) {
      await this.objects.put(sha256, bytes, mime);
      await runner
        .insertInto('blobs')
        .values({ sha256, storage: 'external', bytes: null, size: bytes.byteLength, mime })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
    }
    return { sha256, size: bytes.byteLength, mime };
  }

  /** A checked upload is at most 10 MiB: read whole, hashed, then put (the SDK signs the payload). */
  async putFile(path: string, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    const bytes = await readFile(path);
    return this.put(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime, trx);
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
    // Twice at most: a blob moved to the database between reading its row and its object.
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await this.db
        .selectFrom('blobs')
        .select(['sha256', 'size', 'mime', 'bytes', 'storage'])
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      if (!row) return null;
      if (row.storage === 'db' && row.bytes) {
        const bytes = new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
        return { sha256: row.sha256, size: row.size, mime: row.mime, bytes };
      }
      const bytes = await this.objects.get(sha256);
      if (!bytes) continue;
      // The name is the content's hash: bytes that do not match it are never served.
      if (sha256Hex(bytes) !== sha256)
        throw new Error(`object ${this.objects.key(sha256)} does not match its SHA-256`);
      return { sha256: row.sha256, size: row.size, mime: row.mime, bytes };
    }
    return null;
  }

  async has(sha256: string): Promise<boolean> {
    return new DbBlobStore(this.db).has(sha256);
  }

  /** Readiness (server/http/health.ts): the bucket answers (HeadBucket, no object read). */
  async check(): Promise<void> {
    await this.objects.ping();
  }
}

/** The blob store of a server: the object store when configured, else the database. */
export function createBlobStore(db: Kysely<Database>, config: ObjectStoreConfig | null): BlobStore {
  if (!config) return new DbBlobStore(db);
  const objects = new ObjectStore(config);
  openObjectStores.add(objects);
  return new ObjectBlobStore(db, objects);
}

/** The server closes: its object store is no longer swept and its connections go. */
export function closeBlobStore(store: BlobStore): void {
  if (store instanceof ObjectBlobStore) {
    openObjectStores.delete(store.objects);
    store.objects.close();
  }
}

/** Where the chunks of e-Claim uploads in progress live in the bucket, under the prefix. */
export const UPLOAD_OBJECTS_FOLDER = 'uploads/';

/**
 * The object name of one chunk of an upload in progress (server/services/upload-store-db.ts):
 * `uploads/<upload id>/<offset, 8 digits>-<token>`. The token is new for every write, so two
 * processes writing the same offset of one upload at once never share an object: the one whose
 * commit loses deletes its own object, never the winner's.
 */
export function uploadChunkObjectName(uploadId: string, offset: number, token: string): string {
  return `${uploadObjectsFolder(uploadId)}${String(offset).padStart(8, '0')}-${token}`;
}

/** The folder of one upload's chunk objects. */
export function uploadObjectsFolder(uploadId: string): string {
  return `${UPLOAD_OBJECTS_FOLDER}${uploadId}/`;
}

/** The upload id in the name of an upload chunk object, or null for any other name. */
function uploadIdOfObjectName(name: string): string | null {
  return /^uploads\/([0-9a-f]{32})\/\d{8}-[0-9a-f]+$/.exec(name)?.[1] ?? null;
}

/**
 * Upload chunk objects younger than this are never taken for orphans: their row may still be
 * committing (a commit takes at most the statement timeout; an hour is far past it). Their names are
 * never written twice, so no second look is needed before the delete.
 */
export const ORPHAN_UPLOAD_OBJECT_AGE_MS = 60 * 60 * 1000;

/** Objects younger than this are never taken for orphans: their row may still be committing. */
export const ORPHAN_OBJECT_AGE_MS = 24 * 60 * 60 * 1000;

/** Where each store's orphan sweep stopped (the next run goes on from there, then starts over). */
const sweepCursors = new WeakMap<ObjectStore, string | undefined>();
/** The same, for the chunk objects of uploads in progress. */
const uploadSweepCursors = new WeakMap<ObjectStore, string | undefined>();

/** Listing pages (of up to 1,000 objects) one run of the orphan sweep reads at most. */
export const ORPHAN_SWEEP_PAGES = 20;

/**
 * Deletes up to `limit` objects of ours that no blobs row names with storage = 'external' and that are
 * older than ORPHAN_OBJECT_AGE_MS: blobs the purge deleted (deleted cards, purged claim documents),
 * objects whose transaction rolled back, copies left by an interrupted move to the database. Reads
 * the database only. Each run lists at most ORPHAN_SWEEP_PAGES pages, from where the last run stopped
 * (starting over after the last page). Then, within what is left of `limit`, the chunk objects of
 * uploads in progress that no row names (sweepOrphanUploadObjects). Answers how many objects went.
 */
export async function sweepOrphanObjects(
  db: Kysely<Database>,
  objects: ObjectStore,
  now: Date,
  limit: number,
): Promise<number> {
  const blobs = await sweepOrphanBlobObjects(db, objects, now, limit);
  return blobs + (await sweepOrphanUploadObjects(db, objects, now, limit - blobs));
}

async function sweepOrphanBlobObjects(
  db: Kysely<Database>,
  objects: ObjectStore,
  now: Date,
  limit: number,
): Promise<number> {
  let removed = 0;
  for (let pages = 0; pages < ORPHAN_SWEEP_PAGES && removed < limit; pages++) {
    const page = await objects.list(sweepCursors.get(objects), 1000);
    sweepCursors.set(objects, page.truncated ? page.objects.at(-1)?.key : undefined);
    const candidates = page.objects
      .map((o) => ({ sha: objects.shaOfKey(o.key), lastModified: o.lastModified }))
      .filter(
        (o): o is { sha: string; lastModified: Date } =>
          o.sha !== null &&
          o.lastModified !== null &&
          now.getTime() - o.lastModified.getTime() > ORPHAN_OBJECT_AGE_MS,
      );
    const named =
      candidates.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .selectFrom('blobs')
                .select('sha256')
                .where('storage', '=', 'external')
                .where(
                  'sha256',
                  'in',
                  candidates.map((c) => c.sha),
                )
                .execute()
            ).map((r) => r.sha256),
          );
    for (const candidate of candidates) {
      if (removed >= limit) break;
      if (named.has(candidate.sha)) continue;
      // Written again since the listing (the same bytes stored anew, their row on its way): kept.
      const written = await objects.lastModified(candidate.sha);
      if (!written || now.getTime() - written.getTime() <= ORPHAN_OBJECT_AGE_MS) continue;
      await objects.delete(candidate.sha);
      removed++;
    }
    if (!page.truncated) break;
  }
  return removed;
}

/**
 * Deletes up to `limit` chunk objects of uploads in progress (`uploads/…`) that no row of
 * eclaim_upload_chunks names and that are older than ORPHAN_UPLOAD_OBJECT_AGE_MS: the chunks of
 * uploads whose row went without them (expired uploads the purge deleted in a transaction that
 * rolled back, members deleted, a process stopped between the row's deletion and its objects'), and
 * objects whose commit failed when the at-once delete failed too. Same paging as the blob sweep.
 */
export async function sweepOrphanUploadObjects(
  db: Kysely<Database>,
  objects: ObjectStore,
  now: Date,
  limit: number,
): Promise<number> {
  let removed = 0;
  for (let pages = 0; pages < ORPHAN_SWEEP_PAGES && removed < limit; pages++) {
    const page = await objects.listUnder(UPLOAD_OBJECTS_FOLDER, uploadSweepCursors.get(objects), 1000);
    uploadSweepCursors.set(objects, page.truncated ? page.objects.at(-1)?.key : undefined);
    const candidates: { name: string; uploadId: string }[] = [];
    for (const o of page.objects) {
      const name = objects.nameOfKey(o.key);
      const uploadId = name === null ? null : uploadIdOfObjectName(name);
      if (
        name !== null &&
        uploadId !== null &&
        o.lastModified !== null &&
        now.getTime() - o.lastModified.getTime() > ORPHAN_UPLOAD_OBJECT_AGE_MS
      )
        candidates.push({ name, uploadId });
    }
    const named =
      candidates.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .selectFrom('eclaim_upload_chunks')
                .select('object_key')
                .where('upload_id', 'in', [...new Set(candidates.map((c) => c.uploadId))])
                .where('object_key', 'is not', null)
                .execute()
            ).map((r) => r.object_key),
          );
    for (const candidate of candidates) {
      if (removed >= limit) break;
      if (named.has(candidate.name)) continue;
      await objects.deleteNamed(candidate.name);
      removed++;
    }
    if (!page.truncated) break;
  }
  return removed;
}
