/**
 * 004: the outbox keeps no message text in clear and carries the delivery worker's state
 * (server/modules/messaging/outbox-worker.ts, docs/decisions/037-outbox-delivery-and-purge.md).
 * - `text` is replaced by `body`: AES-256-GCM ciphertext `v1.<iv>.<tag>.<ciphertext>` (base64url).
 *   Rows written before this migration hold OTP codes in clear and were never delivered (no worker
 *   existed), so they are deleted rather than carried over: an OTP in them is long expired anyway.
 * - `next_attempt_at` (null: due now), `locked_until` (a worker's lease), `dead_at` (dead letter),
 *   `delivered_ref` (the provider's id of the accepted message).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from outbox`.execute(db);
  await sql`drop index outbox_unsent_idx`.execute(db);
  await sql`alter table outbox
    drop column text,
    add column body text not null check (body ~ '^v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' and char_length(body) <= 12000),
    add column next_attempt_at timestamptz,
    add column locked_until timestamptz,
    add column dead_at timestamptz,
    add column delivered_ref text check (char_length(delivered_ref) between 1 and 200),
    add constraint outbox_last_error_length check (char_length(last_error) <= 500),
    add constraint outbox_sent_or_dead check (sent_at is null or dead_at is null)`.execute(db);
  // What the worker claims: pending rows in the order they became due.
  await sql`create index outbox_due_idx on outbox (next_attempt_at nulls first, id)
    where sent_at is null and dead_at is null`.execute(db);
  // What the purge removes: rows finished (sent or dead) long enough ago.
  await sql`create index outbox_sent_idx on outbox (sent_at) where sent_at is not null`.execute(db);
  await sql`create index outbox_dead_idx on outbox (dead_at) where dead_at is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  // Encrypted bodies cannot become plain text without the key: the rows go.
  await sql`delete from outbox`.execute(db);
  await sql`drop index outbox_dead_idx`.execute(db);
  await sql`drop index outbox_sent_idx`.execute(db);
  await sql`drop index outbox_due_idx`.execute(db);
  await sql`alter table outbox
    drop constraint outbox_sent_or_dead,
    drop constraint outbox_last_error_length,
    drop column delivered_ref,
    drop column dead_at,
    drop column locked_until,
    drop column next_attempt_at,
    drop column body,
    add column text text not null check (char_length(text) between 1 and 2000)`.execute(db);
  await sql`create index outbox_unsent_idx on outbox (created_at) where sent_at is null`.execute(db);
}
