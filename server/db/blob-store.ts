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

const SHA256_HEX = /^[0-9a-f]{64}$/;

export class DbBlobStore implements BlobStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(bytes: Uint8Array, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    const sha256 = sha256Hex(bytes);
    await (trx ?? this.db)
      .insertInto('blobs')
      .values({ sha256, storage: 'db', bytes, size: bytes.byteLength, mime })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    return { sha256, size: bytes.byteLength, mime };
  }

  async putFile(path: string, mime: BlobMime, trx?: Transaction<Database>): Promise<BlobInfo> {
    const bytes = await readFile(path);
    return this.put(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime, trx);
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    if (!SHA256_HEX.test(sha256)) return null;
    const row = await this.db
      .selectFrom('blobs')
      .select(['sha256', 'size', 'mime', 'bytes'])
      .where('sha256', '=', sha256)
      .where('storage', '=', 'db')
      .executeTakeFirst();
    if (!row?.bytes) return null;
    // node-postgres returns a Buffer, PGlite a Uint8Array: hand out one type.
    const bytes = new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { sha256: row.sha256, size: row.size, mime: row.mime, bytes };
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
