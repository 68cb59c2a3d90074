/**
 * 008: Telemed Mart (docs/decisions/056-telemed-mart.md). What a provider is beyond its name and hours
 * (its kind, services, how the consultation happens, its hours on public holidays), the public
 * holidays themselves, the telemedicine benefit of each card type per partner, the per-provider keys
 * that let a provider check a code (stored as SHA-256 hashes only), and the consultation codes, issued
 * and timed by the server like the use-card session: single use, cancellable, recording what the
 * member agreed to share.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`alter table telemed_providers
    add column kind text not null default 'app_clinic'
      check (kind in ('hospital', 'app_clinic', 'pharmacy', 'mental_health')),
    add column services_th text[] not null default '{}',
    add column services_en text[] not null default '{}',
    add column channels text[] not null default '{video}'
      check (channels <@ array['video', 'voice', 'chat']::text[] and cardinality(channels) > 0),
    add column medicine_delivery boolean not null default false,
    add column holiday_open text check (holiday_open ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    add column holiday_close text check (holiday_close ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
    add constraint telemed_providers_holiday_hours check ((holiday_open is null) = (holiday_close is null))`,

  sql`create table telemed_holidays (
    date date primary key,
    name_th text not null,
    name_en text not null
  )`,

  // The telemedicine benefit of a card: by the partner holding the policy and the card type.
  sql`create table telemed_coverage_rules (
    ins_code text not null check (char_length(ins_code) between 1 and 20),
    card_type text not null check (card_type in ('group', 'individual')),
    per_visit_limit numeric(14, 2) not null check (per_visit_limit >= 0),
    visits_per_year integer not null check (visits_per_year between 0 and 365),
    copay_percent integer not null default 0 check (copay_percent between 0 and 100),
    medicine_delivery_limit numeric(14, 2) not null default 0 check (medicine_delivery_limit >= 0),
    primary key (ins_code, card_type)
  )`,

  // A provider's key for one partner: a provider serving two partners holds two keys.
  sql`create table telemed_provider_keys (
    id uuid primary key default gen_random_uuid(),
    provider_id uuid not null references telemed_providers (id) on delete cascade,
    partner_id text not null references partners (id),
    key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
    label text not null default '',
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  )`,
  sql`create index telemed_provider_keys_provider_idx on telemed_provider_keys (provider_id, partner_id)`,

  sql`create table telemed_codes (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    partner_id text not null references partners (id),
    provider_id uuid not null references telemed_providers (id),
    insured_person_id uuid not null references insured_persons (id) on delete cascade,
    card_ids uuid[] not null check (cardinality(card_ids) between 1 and 3),
    code text not null check (code ~ '^[A-Z0-9]{6,16}$'),
    status text not null default 'active' check (status in ('active', 'used', 'cancelled', 'expired')),
    share_mobile boolean not null default false,
    consented_at timestamptz not null,
    issued_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz,
    constraint telemed_codes_expiry check (expires_at > issued_at),
    constraint telemed_codes_ended check ((status = 'active') = (ended_at is null))
  )`,
  sql`create unique index telemed_codes_active_code_key on telemed_codes (code) where status = 'active'`,
  sql`create index telemed_codes_member_idx on telemed_codes (member_id, issued_at desc)`,
  sql`create index telemed_codes_cards_idx on telemed_codes using gin (card_ids) where status = 'used'`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telemed_codes').ifExists().execute();
  await db.schema.dropTable('telemed_provider_keys').ifExists().execute();
  await db.schema.dropTable('telemed_coverage_rules').ifExists().execute();
  await db.schema.dropTable('telemed_holidays').ifExists().execute();
  await sql`alter table telemed_providers
    drop constraint if exists telemed_providers_holiday_hours,
    drop column if exists kind, drop column if exists services_th, drop column if exists services_en,
    drop column if exists channels, drop column if exists medicine_delivery,
    drop column if exists holiday_open, drop column if exists holiday_close`.execute(db);
}
