/**
 * 010: partner drafts for the previewer (issue 14; docs/decisions/062-partner-drafts.md). A draft is a
 * partner's public configuration (partner.json without its keys, theme.json, menu-tiles.json) with
 * its images, edited by staff, versioned, with a row per saved change saying who changed what and
 * when. The keys a draft exports with are kept apart and never answered by the API.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table partner_drafts (
    id uuid primary key,
    partner_id text not null check (partner_id ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
    base_partner_id text,
    title text not null check (char_length(title) between 1 and 100),
    content jsonb not null,
    version integer not null default 1 check (version >= 1),
    secret_key text not null check (secret_key ~ '^[A-Za-z0-9_-]{16,128}$'),
    api_key text not null check (api_key ~ '^[A-Za-z0-9_-]{16,128}$'),
    created_by uuid not null references staff_accounts (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index partner_drafts_updated on partner_drafts (updated_at desc)`,
  sql`create table partner_draft_assets (
    draft_id uuid not null references partner_drafts (id) on delete cascade,
    name text not null check (name ~ '^[a-z0-9][a-z0-9._-]{0,63}\\.(svg|png|jpg|jpeg|webp)$'),
    content_type text not null check (content_type in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
    data bytea not null check (octet_length(data) <= 2097152),
    primary key (draft_id, name)
  )`,
  sql`create table partner_draft_changes (
    id bigint generated always as identity primary key,
    draft_id uuid not null references partner_drafts (id) on delete cascade,
    version integer not null,
    staff_id uuid not null references staff_accounts (id),
    changed_at timestamptz not null default now(),
    summary text not null check (char_length(summary) <= 200),
    changes jsonb not null,
    unique (draft_id, version)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists partner_draft_changes`.execute(db);
  await sql`drop table if exists partner_draft_assets`.execute(db);
  await sql`drop table if exists partner_drafts`.execute(db);
}
