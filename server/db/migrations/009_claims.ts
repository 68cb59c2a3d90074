/**
 * 009: e-Claim and claim status (issue 11, docs/decisions/059-e-claim.md).
 *
 * - claims.stage: the detailed step of a claim's timeline (submitted, under_review,
 *   documents_requested, approved, partly_approved, rejected, paid). claims.status stays the spec's
 *   coarse claim-history status (in_process, approved, rejected) that coverage and purge read; the
 *   two always agree (claims_stage_matches_status). A null stage (claims from before this migration,
 *   hospital bills) reads as the status's own step. paid_amount is set once a claim is paid.
 * - claim_status_history.stage: the step each history row records.
 * - claim_attachments: the member's file name, its size and type, and its status (received,
 *   accepted, rejected); upload_id names the resumable upload it came from, so attaching the same
 *   finished upload twice (a retry after a lost answer) finds the first attachment.
 * - claim_document_requests: documents the claims team asked for; the member uploads them into the
 *   same claim.
 * - eclaim_drafts: one open draft per member (its card may change while it is written).
 */
import { type Kysely, sql } from 'kysely';

const STAGES = `'submitted', 'under_review', 'documents_requested', 'approved', 'partly_approved', 'rejected', 'paid'`;

const statements = [
  sql`alter table claims add column stage text check (stage in (${sql.raw(STAGES)}))`,
  sql`alter table claims add column paid_amount numeric(14, 2) check (paid_amount >= 0)`,
  sql`alter table claims add column for_insured boolean`,
  sql`alter table claims add column symptom_code text check (symptom_code ~ '^[a-z_]{2,40}$')`,
  sql`alter table claims add column admit_type text check (admit_type in ('opd', 'ipd'))`,
  sql`alter table claims add constraint claims_stage_matches_status check (
    stage is null
    or (stage in ('submitted', 'under_review', 'documents_requested') and status = 'in_process')
    or (stage in ('approved', 'partly_approved', 'paid') and status = 'approved')
    or (stage = 'rejected' and status = 'rejected')
  )`,
  sql`alter table claims add constraint claims_paid_amount check ((stage = 'paid') = (paid_amount is not null) or stage is null)`,
  sql`alter table claim_status_history add column stage text check (stage in (${sql.raw(STAGES)}))`,

  sql`alter table claim_attachments add column filename text not null default 'file' check (char_length(filename) between 1 and 200)`,
  sql`alter table claim_attachments add column size integer not null default 0 check (size >= 0 and size <= 10485760)`,
  sql`alter table claim_attachments add column mime text not null default 'application/pdf' check (mime in ('image/jpeg', 'image/png', 'application/pdf'))`,
  sql`alter table claim_attachments add column status text not null default 'received' check (status in ('received', 'accepted', 'rejected'))`,
  sql`alter table claim_attachments add column upload_id text check (upload_id ~ '^[0-9a-f]{32}$')`,
  sql`create unique index claim_attachments_upload_key on claim_attachments (upload_id) where upload_id is not null`,

  sql`create table claim_document_requests (
    id uuid primary key default gen_random_uuid(),
    claim_id uuid not null references claims (id) on delete cascade,
    kind text not null check (kind in ('receipt', 'medical_certificate', 'bank_book', 'other')),
    note_th text,
    note_en text,
    created_at timestamptz not null default now(),
    fulfilled_at timestamptz
  )`,
  sql`create index claim_document_requests_claim_idx on claim_document_requests (claim_id, created_at)`,

  sql`create unique index eclaim_drafts_member_key on eclaim_drafts (member_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists eclaim_drafts_member_key`.execute(db);
  await sql`drop table if exists claim_document_requests`.execute(db);
  await sql`drop index if exists claim_attachments_upload_key`.execute(db);
  for (const column of ['upload_id', 'status', 'mime', 'size', 'filename'])
    await sql`alter table claim_attachments drop column if exists ${sql.ref(column)}`.execute(db);
  await sql`alter table claim_status_history drop column if exists stage`.execute(db);
  await sql`alter table claims drop constraint if exists claims_paid_amount`.execute(db);
  await sql`alter table claims drop constraint if exists claims_stage_matches_status`.execute(db);
  for (const column of ['admit_type', 'symptom_code', 'for_insured', 'paid_amount', 'stage'])
    await sql`alter table claims drop column if exists ${sql.ref(column)}`.execute(db);
}
