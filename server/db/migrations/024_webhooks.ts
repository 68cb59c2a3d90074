/**
 * 024: the TPA's core claims system (issue 27; docs/decisions/086-webhooks.md).
 * - webhook_endpoints: where a partner's claim events go (url, Standard Webhooks secret `whsec_…`).
 * - webhook_events: one row per event and endpoint, written in the transaction of the change it
 *   reports (claim.submitted, claim.document_added, claim.member_answered); `msg_id` is the
 *   webhook-id the receiver de-duplicates by; the delivery worker's state (attempts, next try, lease,
 *   delivered, dead letter) is kept on the row, as in the outbox (docs/decisions/037).
 * - service_integrations: the keys of the service API (stored as SHA-256, never in clear).
 * - service_claim_events: each status change an integration sent, by its event_id, with the first
 *   answer, so a replay answers the same.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      partner_id text not null,
      url text not null check (url ~ '^https?://'),
      secret text not null check (secret like 'whsec_%'),
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    )`,
    sql`create index webhook_endpoints_partner_idx on webhook_endpoints (partner_id) where enabled`,
    sql`create table webhook_events (
      id bigserial primary key,
      msg_id text not null,
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      partner_id text not null,
      type text not null check (type in ('claim.submitted', 'claim.document_added', 'claim.member_answered')),
      claim_id uuid not null,
      payload text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      locked_until timestamptz,
      delivered_at timestamptz,
      dead_at timestamptz,
      last_error text,
      created_at timestamptz not null,
      unique (endpoint_id, msg_id)
    )`,
    sql`create index webhook_events_due_idx on webhook_events (next_attempt_at nulls first, id)
      where delivered_at is null and dead_at is null`,
    sql`create table service_integrations (
      id uuid primary key default gen_random_uuid(),
      partner_id text not null,
      name text not null,
      key_hash text not null unique,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create table service_claim_events (
      integration_id uuid not null references service_integrations (id) on delete cascade,
      event_id text not null,
      claim_ref text not null,
      type text not null,
      fingerprint text not null,
      status integer,
      answer text,
      created_at timestamptz not null,
      primary key (integration_id, event_id)
    )`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service_claim_events', 'service_integrations', 'webhook_events', 'webhook_endpoints'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
