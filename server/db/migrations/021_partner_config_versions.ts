/**
 * 021: partner configuration versions (issue 26; docs/decisions/079-partner-config-versions.md). A
 * version is a partner folder's files (partner.json, theme.json, menu-tiles.json, assets/*, pages/*)
 * byte for byte, numbered per partner: imported from partners/<id>/ at start ('folder'), a published
 * draft ('draft') or a copy of an earlier version ('restore'). The bytes are kept once per content
 * (partner_config_blobs, by SHA-256), so a restore or an unchanged file costs no space. One version
 * per partner is live (partner_config_live): every replica polls that small table and reloads.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table partner_config_versions (
    partner_id text not null check (partner_id ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
    version integer not null check (version >= 1),
    source text not null check (source in ('folder', 'draft', 'restore')),
    draft_id uuid,
    draft_version integer,
    restored_from integer,
    published_by uuid references staff_accounts (id),
    published_at timestamptz not null default now(),
    content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
    primary key (partner_id, version),
    check ((source = 'folder') = (published_by is null)),
    check ((source = 'draft') = (draft_id is not null and draft_version is not null)),
    check ((source = 'restore') = (restored_from is not null))
  )`,
  // A draft version is published once: a retry finds the version it made.
  sql`create unique index partner_config_versions_draft
    on partner_config_versions (draft_id, draft_version) where draft_id is not null`,
  sql`create table partner_config_blobs (
    sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
    data bytea not null check (octet_length(data) <= 4194304)
  )`,
  sql`create table partner_config_files (
    partner_id text not null,
    version integer not null,
    path text not null check (
      path ~ '^[A-Za-z0-9_][A-Za-z0-9._-]*(/[A-Za-z0-9_][A-Za-z0-9._-]*)*$' and char_length(path) <= 200
    ),
    sha256 text not null references partner_config_blobs (sha256),
    primary key (partner_id, version, path),
    foreign key (partner_id, version) references partner_config_versions (partner_id, version) on delete cascade
  )`,
  sql`create table partner_config_live (
    partner_id text primary key,
    version integer not null,
    changed_at timestamptz not null default now(),
    foreign key (partner_id, version) references partner_config_versions (partner_id, version)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists partner_config_live`.execute(db);
  await sql`drop table if exists partner_config_files`.execute(db);
  await sql`drop table if exists partner_config_blobs`.execute(db);
  await sql`drop table if exists partner_config_versions`.execute(db);
}
