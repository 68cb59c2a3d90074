/**
 * 011: read-only member sessions for the partner previewer (issue 14; docs/decisions/063-preview-mode.md).
 * Staff preview a partner's signed-in screens through a short-lived session of the partner's demo
 * member; `read_only` makes the member routes refuse every operation that would change something
 * (403 PREVIEW_READ_ONLY, server/http/route.ts), and `preview_staff_id` says which staff member opened it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column read_only boolean not null default false`.execute(db);
  await sql`alter table sessions add column preview_staff_id uuid references staff_accounts (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists preview_staff_id`.execute(db);
  await sql`alter table sessions drop column if exists read_only`.execute(db);
}
