/**
 * 023: the claims workspace (issue 27; docs/decisions/085-claims-workspace.md).
 * - An officer's note is kept in the one language it was written in: `note_lang` beside the note
 *   (the same text stays in the _th and _en columns, so older readers still show it); null for notes
 *   written before, which were stored as both.
 * - A document request and a rejection carry their reason's code from the catalogue
 *   (server/messages/catalogue.ts MESSAGES.claim.requestReasons / rejectReasons).
 * - A payment carries its reference; a claim remembers the language its member submitted it in, so
 *   the messages about it (LINE) go out in that language.
 * - The queue reads a partner's claims oldest-waiting first by (partner_id, status_updated_at, id), and
 *   "a document awaiting review" probes a claim's attachments by (claim_id, created_at).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table claims add column status_note_lang text check (status_note_lang in ('th', 'en'))`,
    sql`alter table claims add column status_reason text`,
    sql`alter table claims add column payment_reference text`,
    sql`alter table claims add column lang text check (lang in ('th', 'en'))`,
    sql`alter table claim_status_history add column note_lang text check (note_lang in ('th', 'en'))`,
    sql`alter table claim_status_history add column reason text`,
    sql`alter table claim_document_requests add column note_lang text check (note_lang in ('th', 'en'))`,
    sql`alter table claim_document_requests add column reason text`,
    sql`create index claims_partner_waiting_idx on claims (partner_id, status_updated_at, id)`,
    sql`create index claim_attachments_claim_created_idx on claim_attachments (claim_id, created_at)
      where claim_id is not null`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop index if exists claim_attachments_claim_created_idx`,
    sql`drop index if exists claims_partner_waiting_idx`,
    sql`alter table claim_document_requests drop column if exists reason`,
    sql`alter table claim_document_requests drop column if exists note_lang`,
    sql`alter table claim_status_history drop column if exists reason`,
    sql`alter table claim_status_history drop column if exists note_lang`,
    sql`alter table claims drop column if exists lang`,
    sql`alter table claims drop column if exists payment_reference`,
    sql`alter table claims drop column if exists status_reason`,
    sql`alter table claims drop column if exists status_note_lang`,
  ])
    await statement.execute(db);
}
