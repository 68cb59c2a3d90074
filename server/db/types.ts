/**
 * The typed Kysely view of migration 001 (server/db/migrations/001_initial.ts). Keep the two in step:
 * a column added by a migration is added here in the same commit.
 *
 * Value conventions (both drivers are configured to match, see server/db/database.ts):
 * timestamptz → Date; date → 'YYYY-MM-DD' string; numeric → string (exact money); bigint → number;
 * bytea → Uint8Array; jsonb → parsed JSON (write it with `json()` from server/db/json.ts).
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database when marked. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** date: ISO calendar date string. */
export type CalendarDate = string;
/** numeric: exact decimal as a string; numbers are accepted on write. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** jsonb: parsed on read, written as a JSON string (see json()). */
export type Json<T> = ColumnType<T, string, string>;
export type GeneratedJson<T> = ColumnType<T, string | undefined, string>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export type Lang = 'th' | 'en';
export type Gender = 'male' | 'female' | 'unspecified';
export type CardType = 'group' | 'individual' | 'self_added';
export type ClaimStatus = 'in_process' | 'approved' | 'rejected';
export type ClaimType = 'accident' | 'sick' | 'other';
export type BenefitType = 'opd' | 'ipd' | 'dental' | 'accident_emergency' | 'maternity' | 'health_checkup';
export type Currency = 'THB' | 'USD';
export type NotificationCategory = 'claim' | 'promotion' | 'general';
export type OtpPurpose = 'register' | 'card' | 'delete' | 'reset';
export type ConsentType = 'terms' | 'privacy';
export type ConsentChannel = 'web' | 'line' | 'sso';
export type OutboxChannel = 'sms' | 'line';
export type FamilyRelation = 'spouse' | 'child' | 'parent' | 'sibling' | 'other';
export type AttachmentKind = 'receipt' | 'medical_certificate' | 'bank_book' | 'other';
export type UseCardStatus = 'active' | 'completed' | 'cancelled' | 'expired';
export type LimitPeriod = 'per_day' | 'per_visit' | 'per_admission' | 'per_year' | 'per_accident';
export type BlobMime = 'image/jpeg' | 'image/png' | 'application/pdf' | 'image/svg+xml';

export interface PartnersTable {
  id: string;
  ins_code: string;
  name_th: string;
  name_en: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface BlobsTable {
  sha256: string;
  storage: ColumnType<'db' | 'external', 'db' | 'external' | undefined, 'db' | 'external'>;
  bytes: Uint8Array | null;
  size: number;
  mime: BlobMime;
  created_at: GeneratedTimestamp;
}

export interface MembersTable {
  id: Generated<string>;
  partner_id: string;
  username: string | null;
  /** `$scrypt$ln=…,r=…,p=…$salt$hash`: the parameters travel with the hash (server/services/password.ts). */
  password_hash: string | null;
  name: string;
  surname: string;
  /** E.164, e.g. +66812345678. */
  mobile: string | null;
  birth_date: CalendarDate | null;
  gender: ColumnType<Gender, Gender | undefined, Gender>;
  employee_id: string | null;
  national_id: string | null;
  email: string | null;
  is_sso: Generated<boolean>;
  external_id: string | null;
  line_user_id: string | null;
  password_renewal_required: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  deleted_at: Timestamp | null;
}

export interface SessionsTable {
  id: Generated<string>;
  member_id: string;
  token_hash: string;
  channel: ColumnType<ConsentChannel, ConsentChannel | undefined, ConsentChannel>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface InsuredPersonsTable {
  id: Generated<string>;
  partner_id: string;
  member_id: string | null;
  national_id: string | null;
  name: string;
  surname: string;
  birth_date: CalendarDate | null;
  gender: ColumnType<Gender, Gender | undefined, Gender>;
  /** Phones on file at the TPA (E.164): coverage is shown only when the member's phone is one of them. */
  phones: TextArray;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface FamilyLinksTable {
  id: Generated<string>;
  member_id: string;
  insured_person_id: string;
  relation: FamilyRelation;
  /** True once the link is verified: the member may see this person's cards. */
  can_view: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CardsTable {
  id: Generated<string>;
  partner_id: string;
  insured_person_id: string;
  /** Self-added cards only: the member who typed it in. */
  owner_member_id: string | null;
  type: CardType;
  /** Policy or card number as printed. */
  card_no: string;
  certificate_no: string | null;
  insured_name: string;
  /** Partner holding the data; null for self-added cards. */
  ins_code: string | null;
  insurer_name_th: string;
  insurer_name_en: string;
  /** Group policies: the employer. */
  policyholder_th: string | null;
  policyholder_en: string | null;
  plan_name_th: string | null;
  plan_name_en: string | null;
  start_date: CalendarDate;
  expiry_date: CalendarDate;
  front_image_sha256: string | null;
  back_image_sha256: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CoverageBenefitsTable {
  id: Generated<string>;
  card_id: string;
  position: Generated<number>;
  benefit_th: string;
  benefit_en: string;
  limit_period: LimitPeriod | null;
  max_limit: Numeric | null;
  medical_fee: Numeric | null;
  room_price: Numeric | null;
  surgery_fee: Numeric | null;
  medicine_fee: Numeric | null;
  currency: ColumnType<Currency, Currency | undefined, Currency>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface DayHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  day: number;
  open: string;
  close: string;
}

export interface OpeningHours {
  open24h: boolean;
  days: DayHours[];
  label: { th: string; en: string };
}

export interface HospitalsTable {
  id: Generated<string>;
  code: string;
  type: 'hospital' | 'clinic';
  name_th: string;
  name_en: string;
  address_th: string;
  address_en: string;
  province_th: string;
  province_en: string;
  district_th: string;
  district_en: string;
  postcode: string | null;
  phone: string | null;
  lat: number;
  lng: number;
  opening_hours: GeneratedJson<OpeningHours>;
  services: TextArray;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface HospitalCoveragesTable {
  hospital_id: string;
  ins_code: string;
  level: 'all' | 'some';
}

export interface UseCardSessionsTable {
  id: Generated<string>;
  member_id: string;
  card_id: string;
  hospital_id: string;
  code: string;
  status: ColumnType<UseCardStatus, UseCardStatus | undefined, UseCardStatus>;
  issued_at: GeneratedTimestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface ClaimsTable {
  id: Generated<string>;
  partner_id: string;
  card_id: string;
  /** The member who submitted it through e-Claim; null when the hospital billed the TPA directly. */
  member_id: string | null;
  claim_no: string;
  source: 'e_claim' | 'hospital';
  claim_type: ClaimType;
  benefit_type: BenefitType;
  admission_date: CalendarDate;
  discharge_date: CalendarDate | null;
  accident_date: CalendarDate | null;
  hospital_id: string | null;
  provider_name_th: string | null;
  provider_name_en: string | null;
  diagnosis_th: string | null;
  diagnosis_en: string | null;
  amount: Numeric;
  currency: ColumnType<Currency, Currency | undefined, Currency>;
  approved_amount: Numeric | null;
  status: ClaimStatus;
  /** Why it was rejected, or what is happening now. */
  status_note_th: string | null;
  status_note_en: string | null;
  email: string | null;
  submitted_at: GeneratedTimestamp;
  status_updated_at: GeneratedTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ClaimStatusHistoryTable {
  id: Generated<string>;
  claim_id: string;
  status: ClaimStatus;
  note_th: string | null;
  note_en: string | null;
  changed_at: GeneratedTimestamp;
}

export interface EclaimDraftsTable {
  id: Generated<string>;
  member_id: string;
  card_id: string | null;
  step: ColumnType<
    'information' | 'attachments' | 'preview',
    'information' | 'attachments' | 'preview' | undefined,
    'information' | 'attachments' | 'preview'
  >;
  data: GeneratedJson<Record<string, unknown>>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ClaimAttachmentsTable {
  id: Generated<string>;
  draft_id: string | null;
  claim_id: string | null;
  kind: AttachmentKind;
  blob_sha256: string;
  created_at: GeneratedTimestamp;
}

export interface ClaimSubmissionsTable {
  id: Generated<string>;
  member_id: string;
  idempotency_key: string;
  /** SHA-256 of the canonical request: the same key with another body is refused. */
  request_hash: string;
  claim_id: string | null;
  response_status: number | null;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
  completed_at: Timestamp | null;
}

export interface PromotionsTable {
  id: Generated<string>;
  /** Null: shown to every partner's members. */
  partner_id: string | null;
  category: 'checkup' | 'dental' | 'vaccination' | 'discount' | 'wellness' | 'telemedicine';
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  body_th: string;
  body_en: string;
  terms_th: Generated<string>;
  terms_en: Generated<string>;
  image_url: string | null;
  hospital_id: string | null;
  /** First and last valid day, inclusive (Asia/Bangkok). */
  start_date: CalendarDate;
  end_date: CalendarDate;
  is_highlighted: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ArticlesTable {
  id: Generated<string>;
  source: 'tpa' | 'partner';
  /** Null for TPA articles (every partner); the partner for partner articles. */
  partner_id: string | null;
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  body_th: string;
  body_en: string;
  image_url: string | null;
  reading_minutes: number | null;
  tags: TextArray;
  published_at: Timestamp;
  is_highlighted: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  /** Null: every partner. */
  partner_id: string | null;
  /** Null: every member of the partner(s). */
  member_id: string | null;
  /** The spec's notification group. */
  category: NotificationCategory;
  title_th: string;
  title_en: string;
  body_th: string;
  body_en: string;
  /** Internal app path opened on tap (Thai route; the app adds /en). */
  link: string | null;
  claim_id: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp | null;
}

export interface NotificationReadsTable {
  notification_id: string;
  member_id: string;
  read_at: GeneratedTimestamp;
}

export interface TelemedProvidersTable {
  id: Generated<string>;
  code: string;
  name_th: string;
  name_en: string;
  specialty_th: string;
  specialty_en: string;
  description_th: string;
  description_en: string;
  logo_url: string | null;
  open_24h: Generated<boolean>;
  /** Days missing are closed; times are local to time_zone. */
  working_hours: GeneratedJson<DayHours[]>;
  time_zone: Generated<string>;
  consultation_fee: ColumnType<string, string | number | undefined, string | number>;
  covered_ins_codes: TextArray;
  languages: TextArray;
  rating: Numeric | null;
  rating_count: Generated<number>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ConsentSection {
  heading: { th: string; en: string };
  body: { th: string; en: string };
}

export interface ConsentDocumentsTable {
  id: Generated<string>;
  /** Stable document code, e.g. terms-v2. */
  code: string;
  /** Null: the TPA's document for every partner. */
  partner_id: string | null;
  type: ConsentType;
  version: number;
  title_th: string;
  title_en: string;
  summary_of_changes_th: string | null;
  summary_of_changes_en: string | null;
  sections: Json<ConsentSection[]>;
  /** Members must accept this version before going on (the spec's isForce). */
  is_force: Generated<boolean>;
  published_at: Timestamp;
  created_at: GeneratedTimestamp;
}

export interface MemberConsentsTable {
  id: Generated<string>;
  member_id: string;
  document_id: string;
  channel: ConsentChannel;
  accepted_at: GeneratedTimestamp;
  withdrawn_at: Timestamp | null;
}

export interface OtpChallengesTable {
  id: Generated<string>;
  partner_id: string;
  member_id: string | null;
  purpose: OtpPurpose;
  phone: string;
  /** Reference shown next to the code input, so a member can match SMS and screen. */
  ref_no: string;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  context: GeneratedJson<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface RateLimitsTable {
  scope: string;
  key: string;
  count: Generated<number>;
  hits: Generated<Date[]>;
  allowed: Generated<boolean>;
  expires_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  partner_id: string | null;
  recipient: string;
  purpose: string;
  text: string;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface Database {
  partners: PartnersTable;
  blobs: BlobsTable;
  members: MembersTable;
  sessions: SessionsTable;
  insured_persons: InsuredPersonsTable;
  family_links: FamilyLinksTable;
  cards: CardsTable;
  coverage_benefits: CoverageBenefitsTable;
  hospitals: HospitalsTable;
  hospital_coverages: HospitalCoveragesTable;
  use_card_sessions: UseCardSessionsTable;
  claims: ClaimsTable;
  claim_status_history: ClaimStatusHistoryTable;
  eclaim_drafts: EclaimDraftsTable;
  claim_attachments: ClaimAttachmentsTable;
  claim_submissions: ClaimSubmissionsTable;
  promotions: PromotionsTable;
  articles: ArticlesTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  telemed_providers: TelemedProvidersTable;
  consent_documents: ConsentDocumentsTable;
  member_consents: MemberConsentsTable;
  otp_challenges: OtpChallengesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type Session = Selectable<SessionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
