/**
 * 015: the e-Claim uploads in progress, for the per-member quota (issue 21;
 * docs/decisions/066-upload-quotas.md). One row per tus upload, written before any byte is stored
 * (server/modules/claims/claim-uploads.routes.ts) and deleted when the upload is attached, refused at attach time,
 * terminated (tus DELETE) or expired (the purge, server/jobs/purge.ts). The sum of
 * `declared_length` of a member's rows is what they may still put on disk: a count that every API
 * process shares, unlike the files of one process's upload folder.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table eclaim_uploads (
    id text primary key check (id ~ '^[0-9a-f]{32}$'),
    member_id uuid not null references members (id) on delete cascade,
    declared_length integer not null check (declared_length between 0 and 10485760),
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index eclaim_uploads_member_idx on eclaim_uploads (member_id, created_at)`.execute(db);
  await sql`create index eclaim_uploads_created_idx on eclaim_uploads (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists eclaim_uploads`.execute(db);
}
