/**
 * 016: staff roles that match the work, partner scope, and the audit trail (issue 21;
 * docs/decisions/067-staff-roles-and-audit.md).
 *
 * - `staff_accounts.role` takes the five roles of shared/api/staff-roles.ts; `partner_ids` is the
 *   account's partner scope (null: every partner).
 * - `staff_audit`: one row per staff write (who, in which role, for which partner, when, what, before →
 *   after, the reason of an override, the request id). Append-only: a trigger refuses UPDATE, DELETE
 *   and TRUNCATE whoever asks, so neither the API nor a mistaken script can rewrite the record. Staff
 *   are named by id and e-mail as values, without a foreign key: the trail outlives the accounts.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`alter table staff_accounts drop constraint staff_accounts_role_check`,
  sql`alter table staff_accounts add constraint staff_accounts_role_check
    check (role in ('viewer', 'editor', 'publisher', 'claims_officer', 'admin'))`,
  sql`alter table staff_accounts add column partner_ids text[]`,
  sql`alter table staff_accounts add constraint staff_accounts_partner_ids_check
    check (partner_ids is null or cardinality(partner_ids) between 1 and 50)`,
  sql`create table staff_audit (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    staff_id uuid,
    staff_email text not null check (char_length(staff_email) <= 100),
    role text not null check (char_length(role) <= 40),
    partner_id text check (partner_id is null or char_length(partner_id) <= 40),
    operation text not null check (char_length(operation) between 1 and 60),
    target text not null check (char_length(target) <= 200),
    before jsonb,
    after jsonb,
    reason text check (reason is null or char_length(reason) <= 500),
    request_id text not null check (char_length(request_id) <= 200)
  )`,
  sql`create index staff_audit_partner_idx on staff_audit (partner_id, id desc)`,
  sql`create index staff_audit_staff_idx on staff_audit (staff_id, id desc)`,
  sql`create index staff_audit_at_idx on staff_audit (at, id desc)`,
  sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only: % refused', tg_op using errcode = '42501';
    end
  $$`,
  sql`create trigger staff_audit_no_change before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`,
  sql`create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists staff_audit`.execute(db);
  await sql`drop function if exists staff_audit_append_only()`.execute(db);
  await sql`alter table staff_accounts drop column if exists partner_ids`.execute(db);
}
