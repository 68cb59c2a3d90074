/**
 * 019: e-Claim uploads in progress kept in the database (issue 23; docs/decisions/071-uploads-and-object-storage.md),
 * so that any API process continues, checks and attaches an upload another one started, with only
 * PostgreSQL shared.
 *
 * - eclaim_uploads (the quota row of 015, written before tus creates the upload) gains the tus state:
 *   `tus_info`, the upload's metadata and creation date as JSON text (null while only reserved), and `received`,
 *   the bytes stored so far (tus' offset).
 * - eclaim_upload_chunks holds the bytes, at most 1 MiB per row, keyed by the offset they start at.
 *   A chunk and the new `received` commit together, and `received` only moves from the offset the
 *   writer read, so two processes writing one upload cannot interleave. The chunks go with their
 *   row (on delete cascade): attached, refused, terminated or expired, nothing stays behind.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table eclaim_uploads add column tus_info text`,
    sql`alter table eclaim_uploads add column received integer not null default 0
      check (received >= 0 and received <= declared_length)`,
    sql`create table eclaim_upload_chunks (
      upload_id text not null references eclaim_uploads (id) on delete cascade,
      start_offset integer not null check (start_offset >= 0),
      bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
      primary key (upload_id, start_offset)
    )`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop table if exists eclaim_upload_chunks`,
    sql`alter table eclaim_uploads drop column if exists received`,
    sql`alter table eclaim_uploads drop column if exists tus_info`,
  ])
    await statement.execute(db);
}
