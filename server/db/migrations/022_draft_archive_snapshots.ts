/**
 * 022: drafts can be archived and reverted (issue 26; docs/decisions/080-draft-archive-revert-and-clean-exports.md).
 * `partner_drafts.archived_at` hides a draft from the default list without deleting it (its history
 * stays); `partner_draft_changes.content` keeps the draft's whole content (partner.json without its keys,
 * theme.json, menu-tiles.json) as it was after that version, so any version can be rebuilt exactly.
 * Rows written before this migration have no snapshot: each draft's current version gets its content
 * now, and older ones are rebuilt by walking the recorded changes back from there.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table partner_drafts add column archived_at timestamptz`,
    sql`alter table partner_draft_changes add column content jsonb`,
    sql`update partner_draft_changes c set content = d.content
      from partner_drafts d where c.draft_id = d.id and c.version = d.version`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partner_draft_changes drop column if exists content`.execute(db);
  await sql`alter table partner_drafts drop column if exists archived_at`.execute(db);
}
