/**
 * 001: the data model of the whole product, designed up front so feature issues add endpoints, not
 * tables. PostgreSQL only (PGlite and PostgreSQL 15+ alike): one statement per query, because PGlite
 * runs each query as a prepared statement.
 *
 * Conventions:
 * - ids are uuid (gen_random_uuid(); demo data uses stable name-based uuids so seeding is idempotent);
 * - timestamps are timestamptz, calendar dates are date (ISO, Gregorian);
 * - money is numeric(14,2) with a currency column where the spec allows baht or USD;
 * - every enumerated text column has a CHECK constraint listing its values;
 * - texts members read come in _th and _en columns.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  // --- Partners: one row per partners/<id>/ folder, synced from the config at every start. ---
  sql`create table partners (
    id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
    ins_code text not null unique check (ins_code ~ '^[A-Z0-9]{2,16}$'),
    name_th text not null,
    name_en text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,

  // --- Blobs: content-addressed files (attachments, card faces). See server/db/blob-store.ts. ---
  sql`create table blobs (
    sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
    storage text not null default 'db' check (storage in ('db', 'external')),
    bytes bytea,
    size integer not null check (size >= 0 and size <= 10485760),
    mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf', 'image/svg+xml')),
    created_at timestamptz not null default now(),
    constraint blobs_bytes_match_storage check ((storage = 'db') = (bytes is not null)),
    constraint blobs_size_matches_bytes check (bytes is null or octet_length(bytes) = size)
  )`,

  // --- Members: app accounts (docs/spec.md section 3, User). ---
  sql`create table members (
    id uuid primary key default gen_random_uuid(),
    partner_id text not null references partners (id),
    username text check (username ~ '^[A-Za-z0-9]{5,15}$'),
    password_hash text check (password_hash like '$scrypt$%'),
    name text not null,
    surname text not null,
    mobile text check (mobile ~ '^\\+[1-9][0-9]{6,14}$'),
    birth_date date,
    gender text not null default 'unspecified' check (gender in ('male', 'female', 'unspecified')),
    employee_id text check (char_length(employee_id) <= 40),
    national_id text check (national_id ~ '^[0-9]{13}$'),
    email text check (char_length(email) <= 100),
    is_sso boolean not null default false,
    external_id text check (char_length(external_id) between 1 and 200),
    line_user_id text check (char_length(line_user_id) between 1 and 100),
    password_renewal_required boolean not null default false,
    failed_logins integer not null default 0 check (failed_logins >= 0),
    locked_until timestamptz,
    last_login_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    constraint members_credentials check (
      deleted_at is not null
      or (is_sso and external_id is not null and password_hash is null)
      or (not is_sso and username is not null and password_hash is not null)
    )
  )`,
  // Usernames differing only in case are the same account (and share a lockout).
  sql`create unique index members_partner_username_key on members (partner_id, lower(username))
    where deleted_at is null and username is not null`,
  sql`create unique index members_partner_external_id_key on members (partner_id, external_id)
    where external_id is not null`,
  sql`create unique index members_partner_line_user_key on members (partner_id, line_user_id)
    where line_user_id is not null and deleted_at is null`,
  // "Phone already registered" (docs/spec.md 8) holds per partner among live local accounts.
  sql`create unique index members_partner_mobile_key on members (partner_id, mobile)
    where mobile is not null and deleted_at is null and not is_sso`,

  // --- Sessions: opaque bearer tokens, stored as SHA-256 only. ---
  sql`create table sessions (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    channel text not null default 'web' check (channel in ('web', 'line', 'sso')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    last_seen_at timestamptz,
    revoked_at timestamptz,
    constraint sessions_expiry_after_creation check (expires_at > created_at)
  )`,
  sql`create index sessions_member_idx on sessions (member_id) where revoked_at is null`,

  // --- Insured persons: people the TPA holds policies for (members, their families, others). ---
  sql`create table insured_persons (
    id uuid primary key default gen_random_uuid(),
    partner_id text not null references partners (id),
    member_id uuid unique references members (id) on delete set null,
    national_id text check (national_id ~ '^[0-9]{13}$'),
    name text not null,
    surname text not null,
    birth_date date,
    gender text not null default 'unspecified' check (gender in ('male', 'female', 'unspecified')),
    phones text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index insured_persons_partner_national_id_key on insured_persons (partner_id, national_id)
    where national_id is not null`,

  // --- Family links: whose cards a member may see (spec: My Family's Coverage). ---
  sql`create table family_links (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    insured_person_id uuid not null references insured_persons (id) on delete cascade,
    relation text not null check (relation in ('spouse', 'child', 'parent', 'sibling', 'other')),
    can_view boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (member_id, insured_person_id)
  )`,
  sql`create index family_links_insured_idx on family_links (insured_person_id)`,

  // --- Cards (policies) and their coverage benefits. ---
  sql`create table cards (
    id uuid primary key default gen_random_uuid(),
    partner_id text not null references partners (id),
    insured_person_id uuid not null references insured_persons (id) on delete cascade,
    owner_member_id uuid references members (id) on delete cascade,
    type text not null check (type in ('group', 'individual', 'self_added')),
    card_no text not null check (char_length(card_no) between 1 and 40),
    certificate_no text check (char_length(certificate_no) <= 40),
    insured_name text not null,
    ins_code text check (ins_code ~ '^[A-Z0-9]{2,16}$'),
    insurer_name_th text not null,
    insurer_name_en text not null,
    policyholder_th text,
    policyholder_en text,
    plan_name_th text,
    plan_name_en text,
    start_date date not null,
    expiry_date date not null,
    front_image_sha256 text references blobs (sha256),
    back_image_sha256 text references blobs (sha256),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint cards_dates check (expiry_date >= start_date),
    constraint cards_self_added_owner check ((type = 'self_added') = (owner_member_id is not null)),
    constraint cards_tpa_data_has_ins_code check (type = 'self_added' or ins_code is not null)
  )`,
  sql`create index cards_insured_idx on cards (insured_person_id)`,
  sql`create index cards_owner_idx on cards (owner_member_id) where owner_member_id is not null`,
  sql`create unique index cards_tpa_policy_key on cards (partner_id, ins_code, card_no, insured_person_id)
    where type <> 'self_added'`,

  sql`create table coverage_benefits (
    id uuid primary key default gen_random_uuid(),
    card_id uuid not null references cards (id) on delete cascade,
    position integer not null default 0 check (position >= 0),
    benefit_th text not null check (char_length(benefit_th) between 1 and 300),
    benefit_en text not null check (char_length(benefit_en) between 1 and 300),
    limit_period text check (limit_period in ('per_day', 'per_visit', 'per_admission', 'per_year', 'per_accident')),
    max_limit numeric(14, 2) check (max_limit >= 0),
    medical_fee numeric(14, 2) check (medical_fee >= 0),
    room_price numeric(14, 2) check (room_price >= 0),
    surgery_fee numeric(14, 2) check (surgery_fee >= 0),
    medicine_fee numeric(14, 2) check (medicine_fee >= 0),
    currency text not null default 'THB' check (currency in ('THB', 'USD')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index coverage_benefits_card_idx on coverage_benefits (card_id, position)`,

  // --- Hospitals and clinics, and which partners' cards each accepts. ---
  sql`create table hospitals (
    id uuid primary key default gen_random_uuid(),
    code text not null unique check (code ~ '^[A-Z0-9-]{2,20}$'),
    type text not null check (type in ('hospital', 'clinic')),
    name_th text not null,
    name_en text not null,
    address_th text not null,
    address_en text not null,
    province_th text not null,
    province_en text not null,
    district_th text not null,
    district_en text not null,
    postcode text check (postcode ~ '^[0-9]{5}$'),
    phone text,
    lat double precision not null check (lat between -90 and 90),
    lng double precision not null check (lng between -180 and 180),
    opening_hours jsonb not null default '{}'::jsonb,
    services text[] not null default '{}',
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index hospitals_province_idx on hospitals (province_en)`,
  sql`create index hospitals_location_idx on hospitals (lat, lng)`,
  sql`create table hospital_coverages (
    hospital_id uuid not null references hospitals (id) on delete cascade,
    ins_code text not null check (ins_code ~ '^[A-Z0-9]{2,16}$'),
    level text not null check (level in ('all', 'some')),
    primary key (hospital_id, ins_code)
  )`,
  sql`create index hospital_coverages_ins_code_idx on hospital_coverages (ins_code)`,

  // --- Use-card: a time-limited card display at a hospital (docs/spec.md 4, 9: 5 minutes). ---
  sql`create table use_card_sessions (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    card_id uuid not null references cards (id) on delete cascade,
    hospital_id uuid not null references hospitals (id),
    code text not null check (code ~ '^[A-Z0-9]{6,16}$'),
    status text not null default 'active' check (status in ('active', 'completed', 'cancelled', 'expired')),
    issued_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz,
    constraint use_card_sessions_expiry check (expires_at > issued_at),
    constraint use_card_sessions_ended check ((status = 'active') = (ended_at is null))
  )`,
  sql`create unique index use_card_sessions_active_code_key on use_card_sessions (code) where status = 'active'`,
  sql`create index use_card_sessions_member_idx on use_card_sessions (member_id, issued_at desc)`,

  // --- Claims and their status history (spec: claim history, claim status). ---
  sql`create table claims (
    id uuid primary key default gen_random_uuid(),
    partner_id text not null references partners (id),
    card_id uuid not null references cards (id),
    member_id uuid references members (id) on delete set null,
    claim_no text not null unique check (char_length(claim_no) between 1 and 40),
    source text not null check (source in ('e_claim', 'hospital')),
    claim_type text not null check (claim_type in ('accident', 'sick', 'other')),
    benefit_type text not null check (
      benefit_type in ('opd', 'ipd', 'dental', 'accident_emergency', 'maternity', 'health_checkup')
    ),
    admission_date date not null,
    discharge_date date,
    accident_date date,
    hospital_id uuid references hospitals (id),
    provider_name_th text,
    provider_name_en text,
    diagnosis_th text,
    diagnosis_en text,
    amount numeric(14, 2) not null check (amount >= 0),
    currency text not null default 'THB' check (currency in ('THB', 'USD')),
    approved_amount numeric(14, 2) check (approved_amount >= 0),
    status text not null check (status in ('in_process', 'approved', 'rejected')),
    status_note_th text,
    status_note_en text,
    email text check (char_length(email) <= 100),
    submitted_at timestamptz not null default now(),
    status_updated_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint claims_accident_date check (claim_type <> 'accident' or accident_date is not null),
    constraint claims_discharge_after_admission check (discharge_date is null or discharge_date >= admission_date),
    constraint claims_approved_amount check ((status = 'approved') = (approved_amount is not null)),
    constraint claims_provider check (hospital_id is not null or provider_name_en is not null)
  )`,
  sql`create index claims_card_idx on claims (card_id, admission_date desc)`,
  sql`create index claims_member_idx on claims (member_id, submitted_at desc) where member_id is not null`,
  sql`create table claim_status_history (
    id uuid primary key default gen_random_uuid(),
    claim_id uuid not null references claims (id) on delete cascade,
    status text not null check (status in ('in_process', 'approved', 'rejected')),
    note_th text,
    note_en text,
    changed_at timestamptz not null default now()
  )`,
  sql`create index claim_status_history_claim_idx on claim_status_history (claim_id, changed_at)`,

  // --- e-Claim: durable drafts, attachments, idempotent submissions (docs/security.md 16-18). ---
  sql`create table eclaim_drafts (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    card_id uuid references cards (id) on delete set null,
    step text not null default 'information' check (step in ('information', 'attachments', 'preview')),
    data jsonb not null default '{}'::jsonb,
    version integer not null default 1 check (version >= 1),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index eclaim_drafts_member_idx on eclaim_drafts (member_id, updated_at desc)`,
  sql`create table claim_attachments (
    id uuid primary key default gen_random_uuid(),
    draft_id uuid references eclaim_drafts (id) on delete cascade,
    claim_id uuid references claims (id) on delete cascade,
    kind text not null check (kind in ('receipt', 'medical_certificate', 'bank_book', 'other')),
    blob_sha256 text not null references blobs (sha256),
    created_at timestamptz not null default now(),
    constraint claim_attachments_one_owner check ((draft_id is null) <> (claim_id is null))
  )`,
  // The same bytes twice in one claim (or draft) are refused (docs/security.md 15).
  sql`create unique index claim_attachments_claim_blob_key on claim_attachments (claim_id, blob_sha256)
    where claim_id is not null`,
  sql`create unique index claim_attachments_draft_blob_key on claim_attachments (draft_id, blob_sha256)
    where draft_id is not null`,
  sql`create index claim_attachments_blob_idx on claim_attachments (blob_sha256)`,
  sql`create table claim_submissions (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    idempotency_key text not null check (char_length(idempotency_key) between 8 and 200),
    request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
    claim_id uuid references claims (id) on delete set null,
    response_status integer check (response_status between 100 and 599),
    response_body jsonb,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    unique (member_id, idempotency_key)
  )`,

  // --- Content: promotions, articles, notifications. ---
  sql`create table promotions (
    id uuid primary key default gen_random_uuid(),
    partner_id text references partners (id),
    category text not null check (
      category in ('checkup', 'dental', 'vaccination', 'discount', 'wellness', 'telemedicine')
    ),
    title_th text not null,
    title_en text not null,
    summary_th text not null,
    summary_en text not null,
    body_th text not null,
    body_en text not null,
    terms_th text not null default '',
    terms_en text not null default '',
    image_url text,
    hospital_id uuid references hospitals (id),
    start_date date not null,
    end_date date not null,
    is_highlighted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint promotions_dates check (end_date >= start_date)
  )`,
  sql`create index promotions_partner_idx on promotions (partner_id, end_date desc)`,
  sql`create table articles (
    id uuid primary key default gen_random_uuid(),
    source text not null check (source in ('tpa', 'partner')),
    partner_id text references partners (id),
    title_th text not null,
    title_en text not null,
    summary_th text not null,
    summary_en text not null,
    body_th text not null,
    body_en text not null,
    image_url text,
    reading_minutes integer check (reading_minutes > 0),
    tags text[] not null default '{}',
    published_at timestamptz not null,
    is_highlighted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint articles_partner_source check ((source = 'partner') = (partner_id is not null))
  )`,
  sql`create index articles_partner_idx on articles (partner_id, published_at desc)`,
  sql`create table notifications (
    id uuid primary key default gen_random_uuid(),
    partner_id text references partners (id),
    member_id uuid references members (id) on delete cascade,
    category text not null check (category in ('claim', 'promotion', 'general')),
    title_th text not null,
    title_en text not null,
    body_th text not null,
    body_en text not null,
    link text check (link ~ '^/[A-Za-z0-9/_?=&%.-]*$'),
    claim_id uuid references claims (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz
  )`,
  sql`create index notifications_partner_idx on notifications (partner_id, created_at desc)`,
  sql`create index notifications_member_idx on notifications (member_id, created_at desc) where member_id is not null`,
  sql`create table notification_reads (
    notification_id uuid not null references notifications (id) on delete cascade,
    member_id uuid not null references members (id) on delete cascade,
    read_at timestamptz not null default now(),
    primary key (notification_id, member_id)
  )`,
  sql`create index notification_reads_member_idx on notification_reads (member_id)`,

  // --- Telemedicine providers (Telemed Mart). ---
  sql`create table telemed_providers (
    id uuid primary key default gen_random_uuid(),
    code text not null unique check (char_length(code) between 1 and 40),
    name_th text not null,
    name_en text not null,
    specialty_th text not null,
    specialty_en text not null,
    description_th text not null,
    description_en text not null,
    logo_url text,
    open_24h boolean not null default false,
    working_hours jsonb not null default '[]'::jsonb,
    time_zone text not null default 'Asia/Bangkok',
    consultation_fee numeric(14, 2) not null default 0 check (consultation_fee >= 0),
    covered_ins_codes text[] not null default '{}',
    languages text[] not null default '{}',
    rating numeric(2, 1) check (rating between 1 and 5),
    rating_count integer not null default 0 check (rating_count >= 0),
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,

  // --- Consents: document versions and each member's acceptances (PDPA s19). ---
  sql`create table consent_documents (
    id uuid primary key default gen_random_uuid(),
    code text not null unique check (char_length(code) between 1 and 60),
    partner_id text references partners (id),
    type text not null check (type in ('terms', 'privacy')),
    version integer not null check (version > 0),
    title_th text not null,
    title_en text not null,
    summary_of_changes_th text,
    summary_of_changes_en text,
    sections jsonb not null,
    is_force boolean not null default false,
    published_at timestamptz not null,
    created_at timestamptz not null default now(),
    constraint consent_documents_version_key unique nulls not distinct (partner_id, type, version)
  )`,
  sql`create table member_consents (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references members (id) on delete cascade,
    document_id uuid not null references consent_documents (id),
    channel text not null check (channel in ('web', 'line', 'sso')),
    accepted_at timestamptz not null default now(),
    withdrawn_at timestamptz,
    constraint member_consents_withdrawal_after_acceptance check (withdrawn_at is null or withdrawn_at >= accepted_at)
  )`,
  sql`create unique index member_consents_active_key on member_consents (member_id, document_id)
    where withdrawn_at is null`,
  sql`create index member_consents_member_idx on member_consents (member_id, accepted_at desc)`,

  // --- OTP challenges: hashed, purpose- and phone-bound, short-lived (docs/security.md 3). ---
  sql`create table otp_challenges (
    id uuid primary key default gen_random_uuid(),
    partner_id text not null references partners (id),
    member_id uuid references members (id) on delete cascade,
    purpose text not null check (purpose in ('register', 'card', 'delete', 'reset')),
    phone text not null check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
    ref_no text not null check (ref_no ~ '^[A-Z0-9]{4,12}$'),
    code_hash text not null check (char_length(code_hash) between 32 and 200),
    attempts integer not null default 0 check (attempts >= 0),
    max_attempts integer not null default 5 check (max_attempts > 0),
    context jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    consumed_at timestamptz,
    constraint otp_challenges_ttl check (expires_at > created_at and expires_at <= created_at + interval '10 minutes')
  )`,
  sql`create index otp_challenges_phone_idx on otp_challenges (partner_id, phone, purpose, created_at desc)`,

  // --- Rate limits: fixed-window counters shared by every API process. ---
  sql`create table rate_limit_counters (
    key text not null check (char_length(key) between 1 and 200),
    window_start timestamptz not null,
    count integer not null default 0 check (count >= 0),
    expires_at timestamptz not null,
    primary key (key, window_start)
  )`,
  sql`create index rate_limit_counters_expiry_idx on rate_limit_counters (expires_at)`,

  // --- Outbox: SMS and LINE messages, written in the same transaction as what caused them. ---
  sql`create table outbox (
    id bigint generated always as identity primary key,
    channel text not null check (channel in ('sms', 'line')),
    partner_id text references partners (id),
    recipient text not null check (char_length(recipient) between 1 and 200),
    purpose text not null check (purpose ~ '^[a-z][a-z0-9_]{1,59}$'),
    text text not null check (char_length(text) between 1 and 2000),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    attempts integer not null default 0 check (attempts >= 0),
    last_error text
  )`,
  sql`create index outbox_recipient_idx on outbox (recipient, created_at desc)`,
  sql`create index outbox_unsent_idx on outbox (created_at) where sent_at is null`,
];

const tablesInDropOrder = [
  'outbox',
  'rate_limit_counters',
  'otp_challenges',
  'member_consents',
  'consent_documents',
  'telemed_providers',
  'notification_reads',
  'notifications',
  'articles',
  'promotions',
  'claim_submissions',
  'claim_attachments',
  'eclaim_drafts',
  'claim_status_history',
  'claims',
  'use_card_sessions',
  'hospital_coverages',
  'hospitals',
  'coverage_benefits',
  'cards',
  'family_links',
  'insured_persons',
  'sessions',
  'members',
  'blobs',
  'partners',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tablesInDropOrder) await db.schema.dropTable(table).ifExists().execute();
}
