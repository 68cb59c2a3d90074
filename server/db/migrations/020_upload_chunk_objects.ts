/**
 * 020: the bytes of an e-Claim upload in progress may live in the object store (issue 23;
 * docs/decisions/071-uploads-and-object-storage.md). With OBJECT_STORE_URL set, each chunk's bytes
 * are an object `<prefix>uploads/<upload id>/<offset>-<token>` and its row of eclaim_upload_chunks
 * keeps the offset, the size and the object's name (relative to the prefix), without bytes; without
 * it, the row keeps the bytes as before. Exactly one of `bytes` and `object_key` is set, and `size`
 * is the chunk's length either way (the bytes' length when they are in the row), so the chunk index
 * is checked without reading an object.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table eclaim_upload_chunks add column size integer`,
    sql`update eclaim_upload_chunks set size = octet_length(bytes)`,
    sql`alter table eclaim_upload_chunks alter column size set not null`,
    sql`alter table eclaim_upload_chunks add constraint eclaim_upload_chunks_size_check
      check (size between 1 and 1048576)`,
    sql`alter table eclaim_upload_chunks add column object_key text`,
    sql`alter table eclaim_upload_chunks alter column bytes drop not null`,
    sql`alter table eclaim_upload_chunks add constraint eclaim_upload_chunks_stored_check
      check ((bytes is null) <> (object_key is null) and (bytes is null or octet_length(bytes) = size))`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    // Uploads whose bytes are in the object store cannot be kept: the client starts them again.
    sql`delete from eclaim_uploads where id in (
      select upload_id from eclaim_upload_chunks where bytes is null)`,
    sql`alter table eclaim_upload_chunks drop constraint if exists eclaim_upload_chunks_stored_check`,
    sql`alter table eclaim_upload_chunks alter column bytes set not null`,
    sql`alter table eclaim_upload_chunks drop column if exists object_key`,
    sql`alter table eclaim_upload_chunks drop column if exists size`,
  ])
    await statement.execute(db);
}
