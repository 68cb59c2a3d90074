/**
 * Content-addressed file storage. A blob is named by the SHA-256 of its bytes, so the same file stored
 * twice is stored once, and a reference can never point at bytes other than the ones it was made for.
 *
 * The database implementation keeps the bytes in the blobs table, so a claim and its attachments
 * commit in one transaction. An object-store implementation (S3-compatible) keeps the same table row
 * with storage = 'external' and the bytes elsewhere, behind the same interface.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely, Transaction } from 'kysely';
import type { BlobMime, Database } from './types';

export interface BlobInfo {
  sha256: string;
  size: number;
  mime: BlobMime;
}

export interface StoredBlob extends BlobInfo {
  bytes: Uint8Array;
}

export interface BlobStore {
  /** Stores the bytes (idempotent) and returns their address. Pass `trx` to join a transaction. */
  put(bytes: Uint8Array, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo>;
  /**
   * Stores the file at `path` (a checked upload), like put(). The database store reads it only at
   * the insert: node-postgres and PGlite take a bytea as one parameter, so the bytes are in memory
   * for the length of that insert and no longer (an object store would stream the file instead).
   */
  putFile(path: string, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo>;
  get(sha256: string): Promise<StoredBlob | null>;
  has(sha256: string): Promise<boolean>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Inserts the row of a blob unless there is one: the bytes themselves (storage 'db') or, for an object
 * in the object store, none (storage 'external'). A blob is its content, so the first row stays.
 */
export async function insertBlobRow(
  db: Kysely<Database> | Transaction<Database>,
  bytes: Uint8Array,
  mime: BlobMime,
  storage: 'db' | 'external',
): Promise<BlobInfo> {
  const sha256 = sha256Hex(bytes);
  await db
    .insertInto('blobs')
    .values({ sha256, storage, bytes: storage === 'db' ? bytes : null, size: bytes.byteLength, mime })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  return { sha256, size: bytes.byteLength, mime };
}

/** A file's bytes as a Uint8Array over the Buffer readFile answers (no copy). */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  const bytes = await readFile(path);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A blob row read back with its bytes: node-postgres returns a Buffer, PGlite a Uint8Array; one type out. */
export function storedBlob(row: BlobInfo, bytes: Uint8Array): StoredBlob {
  return {
    sha256: row.sha256,
    size: row.size,
    mime: row.mime,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

export class DbBlobStore implements BlobStore {
  constructor(private readonly db: Kysely<Database>) {}

  put(bytes: Uint8Array, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    return insertBlobRow(trx ?? this.db, bytes, mime, 'db');
  }

  async putFile(path: string, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    return this.put(await readFileBytes(path), mime, trx);
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    if (!SHA256_HEX.test(sha256)) return null;
    const row = await this.db
      .selectFrom('blobs')
      .select(['sha256', 'size', 'mime', 'bytes'])
      .where('sha256', '=', sha256)
      .where('storage', '=', 'db')
      .executeTakeFirst();
    return row?.bytes ? storedBlob(row, row.bytes) : null;
  }

  async has(sha256: string): Promise<boolean> {
    if (!SHA256_HEX.test(sha256)) return false;
    const row = await this.db
      .selectFrom('blobs')
      .select('sha256')
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    return row !== undefined;
  }
}
