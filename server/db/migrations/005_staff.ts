/**
 * 005: partner onboarding staff (docs/decisions/038-staff-access.md). Staff are not members: their own
 * accounts (an e-mail, a password hash, a role) and their own sessions, so no member token can open a
 * staff endpoint and no staff token can act as a member. Only token hashes are stored.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table staff_accounts (
    id uuid primary key default gen_random_uuid(),
    email text not null check (email ~ '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' and char_length(email) <= 100),
    name text not null check (char_length(name) between 1 and 100),
    role text not null check (role in ('viewer', 'editor')),
    password_hash text not null check (password_hash like '$scrypt$%'),
    failed_logins integer not null default 0 check (failed_logins >= 0),
    locked_until timestamptz,
    last_login_at timestamptz,
    disabled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index staff_accounts_email_key on staff_accounts (email)`,
  sql`create table staff_sessions (
    id uuid primary key default gen_random_uuid(),
    staff_id uuid not null references staff_accounts (id) on delete cascade,
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    constraint staff_sessions_expiry_after_creation check (expires_at > created_at)
  )`,
  sql`create index staff_sessions_staff_idx on staff_sessions (staff_id) where revoked_at is null`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_accounts').ifExists().execute();
}
