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
import type { S3Client } from '@aws-sdk/client-s3';
import type { Kysely, Transaction } from 'kysely';
import {
  type BlobInfo,
  type BlobStore,
  DbBlobStore,
  insertBlobRow,
  readFileBytes,
  SHA256_HEX,
  type StoredBlob,
  sha256Hex,
  storedBlob,
} from './blob-store';
import type { ObjectStoreConfig } from './object-store-config';
import type { BlobMime, Database } from './types';

type S3Sdk = typeof import('@aws-sdk/client-s3');

let sdkLoading: Promise<S3Sdk> | undefined;

/**
 * The AWS SDK, loaded on first use: a server without OBJECT_STORE_URL never loads it (it is large,
 * and starting it costs time). The production bundle keeps the package external (scripts/build-server.ts).
 */
function loadS3Sdk(): Promise<S3Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

function isNotFound(s3: S3Sdk, error: unknown): boolean {
  return (
    error instanceof s3.NoSuchKey ||
    error instanceof s3.NotFound ||
    (error instanceof s3.S3ServiceException && error.$metadata?.httpStatusCode === 404)
  );
}

/** The bucket, as the blob code uses it: whole objects by content address. */
export class ObjectStore {
  private connecting: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;

  constructor(readonly config: ObjectStoreConfig) {}

  /** The SDK and this store's client, made on first use. */
  private connect(): Promise<{ s3: S3Sdk; client: S3Client }> {
    this.connecting ??= loadS3Sdk().then((s3) => ({ s3, client: this.newClient(s3) }));
    return this.connecting;
  }

  private newClient(s3: S3Sdk): S3Client {
    const { config } = this;
    return new s3.S3Client({
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
    await this.putKey(this.key(sha256), bytes, mime);
  }

  /** The object's bytes, or null when there is none. */
  get(sha256: string): Promise<Uint8Array | null> {
    return this.getKey(this.key(sha256));
  }

  /** When the object was last written, or null when there is none. */
  async lastModified(sha256: string): Promise<Date | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(
        new s3.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(sha256) }),
      );
      return answer.LastModified ?? null;
    } catch (error) {
      if (isNotFound(s3, error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.deleteKey(this.key(sha256));
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
    const { s3, client } = await this.connect();
    const answer = await client.send(
      new s3.ListObjectsV2Command({
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
   * progress, `uploads/<upload id>/<offset>-<token>` (server/modules/claims/upload-store-db.ts).
   */
  async putNamed(name: string, bytes: Uint8Array): Promise<void> {
    await this.putKey(`${this.config.prefix}${name}`, bytes, 'application/octet-stream');
  }

  /** The named object's bytes, or null when there is none. */
  getNamed(name: string): Promise<Uint8Array | null> {
    return this.getKey(`${this.config.prefix}${name}`);
  }

  /** Deletes the named object (none there: nothing to do). */
  async deleteNamed(name: string): Promise<void> {
    await this.deleteKey(`${this.config.prefix}${name}`);
  }

  /** The name of one of our keys (the key without the prefix), or null for a key outside it. */
  nameOfKey(key: string): string | null {
    return key.startsWith(this.config.prefix) ? key.slice(this.config.prefix.length) : null;
  }

  /** Answers when the bucket can be reached (readiness). */
  async ping(): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    this.connecting?.then(({ client }) => client.destroy()).catch(() => {});
  }

  private async putKey(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
      }),
    );
  }

  private async getKey(key: string): Promise<Uint8Array | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!answer.Body) return null;
      return await answer.Body.transformToByteArray();
    } catch (error) {
      if (isNotFound(s3, error)) return null;
      throw error;
    }
  }

  private async deleteKey(key: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
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
    if (existing) return { sha256, size: bytes.byteLength, mime };
    await this.objects.put(sha256, bytes, mime);
    return insertBlobRow(runner, bytes, mime, 'external');
  }

  /** A checked upload is at most 10 MiB: read whole, hashed, then put (the SDK signs the payload). */
  async putFile(path: string, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    return this.put(await readFileBytes(path), mime, trx);
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    if (!SHA256_HEX.test(sha256)) return null;
    // Twice at most: a blob moved to the database between reading its row and its object.
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await this.db
        .selectFrom('blobs')
        .select(['sha256', 'size', 'mime', 'bytes', 'storage'])
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      if (!row) return null;
      if (row.storage === 'db' && row.bytes) return storedBlob(row, row.bytes);
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
 * The object name of one chunk of an upload in progress (server/modules/claims/upload-store-db.ts):
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

const sweepOrphanBlobObjects = (db: Kysely<Database>, objects: ObjectStore, now: Date, limit: number) =>
  sweepOrphans(db, objects, now, limit, ORPHAN_SWEEPS.blobs);

/**
 * Deletes up to `limit` chunk objects of uploads in progress (`uploads/…`) that no row of
 * eclaim_upload_chunks names and that are older than ORPHAN_UPLOAD_OBJECT_AGE_MS: the chunks of
 * uploads whose row went without them (expired uploads the purge deleted in a transaction that
 * rolled back, members deleted, a process stopped between the row's deletion and its objects'), and
 * objects whose commit failed when the at-once delete failed too. Same paging as the blob sweep.
 */
export const sweepOrphanUploadObjects = (
  db: Kysely<Database>,
  objects: ObjectStore,
  now: Date,
  limit: number,
) => sweepOrphans(db, objects, now, limit, ORPHAN_SWEEPS.uploadChunks);

/** An object found by a sweep: its name for the rows (a blob's hash, a chunk's object name), and its upload. */
interface SweepCandidate {
  name: string;
  uploadId: string | null;
}

/** What the orphan sweep of one kind of object lists, and which table names the objects it keeps. */
interface OrphanSweep {
  /** Under the prefix: `blobs/` or `uploads/`. */
  folder: string;
  minAgeMs: number;
  /** Where each store's sweep stopped (the next run goes on from there, then starts over). */
  cursors: WeakMap<ObjectStore, string | undefined>;
  candidate(objects: ObjectStore, key: string): SweepCandidate | null;
  /** Of these candidates, the names a row of the table still holds. */
  named(db: Kysely<Database>, candidates: SweepCandidate[]): Promise<(string | null)[]>;
  /** Deletes an orphan; false when it is kept after all. */
  remove(objects: ObjectStore, candidate: SweepCandidate, now: Date): Promise<boolean>;
}

const ORPHAN_SWEEPS = {
  /** Blob objects, named by a blobs row with storage = 'external'. */
  blobs: {
    folder: 'blobs/',
    minAgeMs: ORPHAN_OBJECT_AGE_MS,
    cursors: new WeakMap(),
    candidate: (objects, key) => {
      const sha = objects.shaOfKey(key);
      return sha === null ? null : { name: sha, uploadId: null };
    },
    named: async (db, candidates) =>
      (
        await db
          .selectFrom('blobs')
          .select('sha256')
          .where('storage', '=', 'external')
          .where(
            'sha256',
            'in',
            candidates.map((c) => c.name),
          )
          .execute()
      ).map((r) => r.sha256),
    remove: async (objects, candidate, now) => {
      // Written again since the listing (the same bytes stored anew, their row on its way): kept.
      const written = await objects.lastModified(candidate.name);
      if (!written || now.getTime() - written.getTime() <= ORPHAN_OBJECT_AGE_MS) return false;
      await objects.delete(candidate.name);
      return true;
    },
  },
  /** Chunk objects of uploads in progress, named by an eclaim_upload_chunks row. */
  uploadChunks: {
    folder: UPLOAD_OBJECTS_FOLDER,
    minAgeMs: ORPHAN_UPLOAD_OBJECT_AGE_MS,
    cursors: new WeakMap(),
    candidate: (objects, key) => {
      const name = objects.nameOfKey(key);
      const uploadId = name === null ? null : uploadIdOfObjectName(name);
      return name === null || uploadId === null ? null : { name, uploadId };
    },
    named: async (db, candidates) =>
      (
        await db
          .selectFrom('eclaim_upload_chunks')
          .select('object_key')
          .where('upload_id', 'in', [...new Set(candidates.map((c) => c.uploadId!))])
          .where('object_key', 'is not', null)
          .execute()
      ).map((r) => r.object_key),
    remove: async (objects, candidate) => {
      await objects.deleteNamed(candidate.name);
      return true;
    },
  },
} satisfies Record<string, OrphanSweep>;

/**
 * One orphan sweep: lists at most ORPHAN_SWEEP_PAGES pages of the sweep's folder from where its last
 * run stopped, and deletes up to `limit` objects older than its age that no row names.
 */
async function sweepOrphans(
  db: Kysely<Database>,
  objects: ObjectStore,
  now: Date,
  limit: number,
  sweep: OrphanSweep,
): Promise<number> {
  let removed = 0;
  for (let pages = 0; pages < ORPHAN_SWEEP_PAGES && removed < limit; pages++) {
    const page = await objects.listUnder(sweep.folder, sweep.cursors.get(objects), 1000);
    sweep.cursors.set(objects, page.truncated ? page.objects.at(-1)?.key : undefined);
    const candidates: SweepCandidate[] = [];
    for (const o of page.objects) {
      const candidate = sweep.candidate(objects, o.key);
      if (candidate && o.lastModified !== null && now.getTime() - o.lastModified.getTime() > sweep.minAgeMs)
        candidates.push(candidate);
    }
    const named = new Set(candidates.length === 0 ? [] : await sweep.named(db, candidates));
    for (const candidate of candidates) {
      if (removed >= limit) break;
      if (named.has(candidate.name)) continue;
      if (await sweep.remove(objects, candidate, now)) removed++;
    }
    if (!page.truncated) break;
  }
  return removed;
}
