/**
 * 003: Idempotency-Key of the creates (server/platform/idempotency.ts,
 * docs/decisions/029-idempotency-keys.md). One row per (member, key): which operation used it, the
 * SHA-256 of the request it came with, and the answer given, so a retry of the same request replays
 * that answer and a different request with the same key is refused. A row is written in the same
 * transaction as the rows its create makes, so outside that transaction it is only ever seen 'done';
 * 'pending' is what a reader would see of a row whose create is still running, were it ever visible.
 * Rows live 24 h (`expires_at`); a row past it is free to be replaced, and the purge job deletes it.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table idempotency_keys (
    member_id uuid not null references members (id) on delete cascade,
    key text not null check (key ~ '^[A-Za-z0-9_-]{16,128}$'),
    operation text not null check (char_length(operation) between 1 and 100),
    fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
    status text not null default 'pending' check (status in ('pending', 'done')),
    response_status integer check (response_status between 200 and 299),
    response_body jsonb,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (member_id, key),
    check (status = 'pending' or (response_status is not null and response_body is not null)),
    check (expires_at > created_at)
  )`.execute(db);
  await sql`create index idempotency_keys_expiry_idx on idempotency_keys (expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
