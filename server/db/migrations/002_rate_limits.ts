/**
 * 002: one table for every rate limit (server/platform/rate-limit.ts, docs/decisions/028-rate-limits.md),
 * replacing rate_limit_counters, whose callers (login lockout, send slots, card search) all count
 * through the module now. One row per (rule, key), changed by a single upsert:
 * - fixed windows: `count` hits in the window that ends at `expires_at`;
 * - sliding windows: `hits` holds the times of the hits let through in the window (at most the
 *   rule's limit), `count` their number;
 * - `allowed`: the outcome of the latest hit, read back by that statement's RETURNING.
 * Rows past `expires_at` are ignored and may be deleted at any time.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rate_limits (
    scope text not null check (scope ~ '^[a-z][a-z0-9-]{0,59}$'),
    key text not null check (char_length(key) between 1 and 200),
    count integer not null default 0 check (count >= 0),
    hits timestamptz[] not null default '{}',
    allowed boolean not null default true,
    expires_at timestamptz not null,
    primary key (scope, key)
  )`.execute(db);
  await sql`create index rate_limits_expiry_idx on rate_limits (expires_at)`.execute(db);
  // Short-lived counters: nothing in them is worth carrying over.
  await sql`drop table rate_limit_counters`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create table rate_limit_counters (
    key text not null check (char_length(key) between 1 and 200),
    window_start timestamptz not null,
    count integer not null default 0 check (count >= 0),
    expires_at timestamptz not null,
    primary key (key, window_start)
  )`.execute(db);
  await sql`create index rate_limit_counters_expiry_idx on rate_limit_counters (expires_at)`.execute(db);
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
