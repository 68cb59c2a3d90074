/**
 * Types of the demo content seeded into the database.
 *
 * Conventions:
 * - Every text a member can see is a {@link LocalizedText} (Thai and English, both non-empty).
 * - Dates are ISO 8601 (Gregorian): `YYYY-MM-DD` for calendar dates, full date-times with an offset.
 * - Money is a plain number in the claim or card currency (THB unless stated).
 * - Image paths start with `/demo/`; `/demo/x/y.svg` is the file `assets/x/y.svg` in this folder.
 * - Partners are referenced by their `ins_code` ({@link InsCode}).
 */

/** A text in Thai (default language) and English. */
export interface LocalizedText {
  th: string;
  en: string;
}

/** Partner codes. `TMP…` codes are employer SSO partners. */
export type InsCode = 'TPA' | 'SLI' | 'KSB' | 'TMPCORP';

/** A partner (white-label tenant) referenced by the content. */
export interface SeedPartner {
  ins_code: InsCode;
  /** Short brand name as members know it. */
  name: LocalizedText;
  /** Registered company name, used in documents and card headers. */
  legalName: LocalizedText;
  kind: 'tpa' | 'insurer' | 'bank' | 'employer';
  /** True for employer partners whose members sign in through SSO (code starts with TMP). */
  isSso: boolean;
  /** Customer service line shown to members (landline format). */
  hotline: string;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Opening time on one weekday, `HH:MM` 24-hour local time; `close` may be `24:00` (midnight). */
export interface DayHours {
  day: Weekday;
  open: string;
  close: string;
}

/** Opening hours of a hospital or clinic. A day missing from `days` is closed. */
export interface OpeningHours {
  /** Open around the clock every day (then `days` lists all 7 days 00:00–24:00). */
  open24h: boolean;
  days: DayHours[];
  /** Ready-made summary, e.g. "จันทร์–ศุกร์ 17:00–21:00 น." / "Mon–Fri 17:00–21:00". */
  label: LocalizedText;
}

export type HospitalType = 'hospital' | 'clinic';

/** Service tags of a hospital or clinic; labels in `hospitalServiceLabels`. */
export type HospitalService =
  | 'opd'
  | 'ipd'
  | 'emergency'
  | 'checkup'
  | 'dental'
  | 'maternity'
  | 'pediatrics'
  | 'cardiology'
  | 'orthopedics'
  | 'dialysis'
  | 'physiotherapy'
  | 'vaccination'
  | 'eye'
  | 'dermatology'
  | 'imaging'
  | 'mental_health'
  | 'telemedicine';

/** "all": every plan of the partner is accepted; "some": only some plans are. */
export type CoverageLevel = 'all' | 'some';

/** One partner whose cards are accepted at a hospital. */
export interface HospitalCoverage {
  ins_code: InsCode;
  level: CoverageLevel;
}

/** A hospital or clinic in the provider network. */
export interface SeedHospital {
  /** Stable code, "H0001" … */
  code: string;
  name: LocalizedText;
  type: HospitalType;
  /** Full postal address. */
  address: LocalizedText;
  province: LocalizedText;
  /** District (เขต in Bangkok, อำเภอ elsewhere), with its prefix in Thai. */
  district: LocalizedText;
  postcode: string;
  /** Landline, e.g. 02-123-4567 or 053-123-456. */
  phone: string;
  /** WGS84, 5 decimals. */
  lat: number;
  lng: number;
  openingHours: OpeningHours;
  services: HospitalService[];
  /** Partners whose cards are accepted; never empty. */
  coverage: HospitalCoverage[];
}

export type PromotionCategory =
  | 'checkup'
  | 'dental'
  | 'vaccination'
  | 'discount'
  | 'wellness'
  | 'telemedicine';

/** A promotion shown under Promotions. */
export interface SeedPromotion {
  /** "p01" … */
  id: string;
  /** Partner whose members see it; null = all partners. */
  ins_code: InsCode | null;
  category: PromotionCategory;
  title: LocalizedText;
  summary: LocalizedText;
  /** Paragraphs separated by a blank line ("\n\n"); single "\n" is a line break (lists). */
  body: LocalizedText;
  /** Terms and conditions, one per line. */
  terms: LocalizedText;
  /** Same-origin image path, e.g. /demo/promotions/p01.svg */
  image: string;
  /** First and last valid day, inclusive (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  /** Hospital where the offer applies, when it is one place. */
  hospitalCode?: string;
}

/** Article tags; labels in `articleTagLabels`. */
export type ArticleTag =
  | 'claims'
  | 'using_card'
  | 'checkup'
  | 'infectious_disease'
  | 'air_pollution'
  | 'chronic_disease'
  | 'mental_health'
  | 'vaccination'
  | 'telemedicine'
  | 'insurance_basics'
  | 'financial_planning'
  | 'workplace_health'
  | 'heart_health'
  | 'family_health';

/** A health or how-to article. */
export interface SeedArticle {
  /** "a01" … */
  id: string;
  /** Written by the TPA, or by a partner (then `ins_code` is that partner). */
  source: 'tpa' | 'partner';
  /** Null for TPA articles (shown to all partners); the partner for partner articles. */
  ins_code: InsCode | null;
  title: LocalizedText;
  summary: LocalizedText;
  /** 3 to 6 paragraphs separated by a blank line ("\n\n"). */
  body: LocalizedText;
  image: string;
  /** ISO date-time with offset. */
  publishedAt: string;
  readingMinutes: number;
  tags: ArticleTag[];
}

export type NotificationGroup = 'claim' | 'promotion' | 'general';

/** A notification. Claim notifications name the member they belong to. */
export interface SeedNotification {
  /** "n01" … */
  id: string;
  /** claim = claim status; promotion = promotions and articles; general = everything else. */
  group: NotificationGroup;
  /** Partner whose members receive it; null = all partners. */
  ins_code: InsCode | null;
  /** Only this member (SeedMember.id) receives it; absent = every member of the partner(s). */
  memberId?: string;
  title: LocalizedText;
  body: LocalizedText;
  /** ISO date-time with offset. */
  createdAt: string;
  /** Internal app path opened on tap (Thai route; the app adds /en), or null. */
  link: string | null;
  /** After this moment the notification shows as expired. */
  expiresAt?: string;
}

/** A telemedicine provider in Telemed Mart. */
export interface SeedTelemedProvider {
  /** "t01" … */
  id: string;
  name: LocalizedText;
  specialty: LocalizedText;
  description: LocalizedText;
  /** /demo/telemed/t01.svg */
  logo: string;
  /** True when open around the clock (then workingHours lists all 7 days 00:00–24:00). */
  open24h: boolean;
  /** Days missing from the list are closed. */
  workingHours: DayHours[];
  /** Fee per consultation in THB before any coverage; 0 = free. */
  consultationFee: number;
  /** Partners whose cards can be used (up to 3 cards per consultation). */
  coveredInsCodes: InsCode[];
  /** ISO 639-1 codes of the languages the doctors speak. */
  languages: string[];
  /** Average rating, 1.0–5.0. */
  rating: number;
  ratingCount: number;
  /** hospital tele-consult, app-based clinic, pharmacy with delivery or mental health. */
  kind: TelemedKind;
  /** What the provider helps with, and named doctors where it has them (one line each). */
  services: LocalizedText[];
  /** How the consultation happens. */
  channels: ('video' | 'voice' | 'chat')[];
  /** Medicines delivered to the member's home after the consultation. */
  medicineDelivery: boolean;
  /** Hours on a public holiday (records/telemed-holidays.json); null = closed. Ignored when open24h. */
  holidayHours: { open: string; close: string } | null;
}

export type TelemedKind = 'hospital' | 'app_clinic' | 'pharmacy' | 'mental_health';

export type Gender = 'male' | 'female' | 'unspecified';
export type FamilyRelation = 'spouse' | 'child' | 'parent';

/** A family member recorded under a main member. */
export interface SeedFamilyMember {
  nationalId: string;
  name: string;
  surname: string;
  relation: FamilyRelation;
  birthDate: string;
  gender: Gender;
  /** True when linked: the main member may see this person's cards. */
  linked: boolean;
  /** The person's own mobile, when known. */
  mobile?: string;
}

/** Identifier of a consent document version, e.g. "terms-v1" or "privacy-v2". */
export type ConsentDocumentId = 'terms-v1' | 'terms-v2' | 'privacy-v1' | 'privacy-v2';

/** A consent given by a member (document version, time, channel). */
export interface SeedConsentRecord {
  documentId: ConsentDocumentId;
  acceptedAt: string;
  channel: 'web' | 'line';
}

/** An app account (main member). */
export interface SeedMember {
  /** "M01" … */
  id: string;
  partnerCode: InsCode;
  /** 5–15 letters or digits; null for SSO members. */
  username: string | null;
  /** Identifier at the employer's identity provider (SSO members only). */
  externalId: string | null;
  /** Demo password in clear text (8–15 letters and digits); null for SSO members. The seeder hashes it. */
  password: string | null;
  name: string;
  surname: string;
  /** Domestic mobile, 10 digits, no separators. */
  mobile: string;
  birthDate: string;
  gender: Gender;
  employeeId?: string;
  /**
   * The member the previewer's read-only preview sessions sign in as for this partner
   * (docs/decisions/063-preview-mode.md): one per partner, so the frames show the same person
   * whatever other demo members have done meanwhile.
   */
  previewMember?: true;
  nationalId: string;
  email: string;
  registeredAt: string;
  /** Consents on record; members without the v2 documents must re-accept. */
  consents: SeedConsentRecord[];
  family: SeedFamilyMember[];
}

/**
 * A person insured through the TPA who has no app account and is not in any member's family list yet.
 * Found later by national-id search; coverage is shown only if one of `phones` is the searching member's mobile.
 */
export interface SeedTpaInsured {
  /** "I01" … */
  id: string;
  nationalId: string;
  name: string;
  surname: string;
  birthDate: string;
  gender: Gender;
  partnerCode: InsCode;
  /** 1–3 mobiles on file, 10 digits. */
  phones: string[];
  /** Developer note on the demo scenario (not shown to members). */
  scenario: string;
}

export type CardType = 'group' | 'individual' | 'self_added';

/** How a benefit limit applies. */
export type LimitPeriod = 'per_day' | 'per_visit' | 'per_admission' | 'per_year' | 'per_accident';

/** One line of a card's coverage table. Amounts in THB; null where not applicable. */
export interface SeedCoverageBenefit {
  benefit: LocalizedText;
  period: LimitPeriod;
  maxLimit: number | null;
  medicalFee: number | null;
  roomPrice: number | null;
  surgeryFee: number | null;
  medicineFee: number | null;
}

/** An insurance card (policy) of a member, a family member or a TPA-held insured. */
export interface SeedCard {
  /** "C001" … */
  id: string;
  type: CardType;
  /** National id of the insured person. */
  ownerNationalId: string;
  /** For self-added cards: the member (SeedMember.id) who typed it in; null otherwise. */
  addedByMemberId: string | null;
  /** Partner holding the data; null for self-added cards (no TPA data). */
  ins_code: InsCode | null;
  /** Insurer or bank printed on the card. */
  insurerName: LocalizedText;
  /** Policyholder of a group policy (the employer). */
  policyholder?: LocalizedText;
  /** Policy or card number as printed. */
  policyNumber: string;
  /** Member certificate number within a group policy. */
  certificateNumber?: string;
  /** Insured name as printed on the card. */
  insuredName: string;
  planName: LocalizedText;
  startDate: string;
  expiryDate: string;
  frontImage: string;
  backImage: string;
  benefits: SeedCoverageBenefit[];
}

export type ClaimStatus = 'in_process' | 'approved' | 'rejected';
export type ClaimStage =
  | 'submitted'
  | 'under_review'
  | 'documents_requested'
  | 'approved'
  | 'partly_approved'
  | 'rejected'
  | 'paid';
export type ClaimType = 'accident' | 'sick' | 'other';
/** Benefit claimed; labels in `benefitTypeLabels`. */
export type BenefitType = 'opd' | 'ipd' | 'dental' | 'accident_emergency' | 'maternity' | 'health_checkup';

/** A claim in a member's claim history. */
export interface SeedClaim {
  /** "CL001" … */
  id: string;
  /** Reference number shown to the member. */
  claimNo: string;
  cardId: string;
  status: ClaimStatus;
  claimType: ClaimType;
  benefitType: BenefitType;
  /** Submitted by the member through e-Claim, or billed directly by the hospital (credit). */
  channel: 'e_claim' | 'hospital';
  admissionDate: string;
  dischargeDate: string | null;
  /** Date of the accident (accident claims only). */
  accidentDate: string | null;
  amount: number;
  currency: 'THB' | 'USD';
  /** Amount paid (approved only). */
  approvedAmount: number | null;
  /** Hospital code, or null when treated abroad. */
  hospitalCode: string | null;
  /** Provider abroad when hospitalCode is null. */
  overseasProvider: LocalizedText | null;
  diagnosis: LocalizedText;
  /** Why it was rejected (rejected only). */
  rejectionReason: LocalizedText | null;
  /** Latest note from the claims team: what is pending, or why less than claimed was paid. */
  statusNote: LocalizedText | null;
  /**
   * Step on the claim-status timeline (docs/decisions/059-e-claim.md); null: the status's own step.
   * Must agree with status (submitted, under_review, documents_requested: in_process; approved,
   * partly_approved, paid: approved; rejected: rejected).
   */
  stage: ClaimStage | null;
  /**
   * documents_requested only: the document the claims team asked for, which the seed writes as an open
   * request the member answers from claim status. A documents_requested claim without one still gets
   * an open request ("other", with the status note): the seed never asks for documents it cannot take.
   */
  requestedDocument: SeedRequestedDocument | null;
  submittedAt: string;
  lastUpdated: string;
}

/** A document the claims team asked for on a claim (claim_document_requests). */
export interface SeedRequestedDocument {
  kind: 'receipt' | 'medical_certificate' | 'bank_book' | 'other';
  /** What exactly is needed; null: the claim's status note says it. */
  note: LocalizedText | null;
}

export type ConsentKind = 'terms' | 'privacy';

export interface SeedConsentSection {
  heading: LocalizedText;
  /** Paragraphs separated by "\n\n"; lines starting with "• " are list items. */
  body: LocalizedText;
}

/** A version of the terms and conditions or of the privacy policy. */
export interface SeedConsentDocument {
  id: ConsentDocumentId;
  kind: ConsentKind;
  version: number;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** Members who accepted an earlier version must accept this one before going on. */
  requiresReacceptance: boolean;
  title: LocalizedText;
  /** What changed since the previous version (null for the first). */
  summaryOfChanges: LocalizedText | null;
  sections: SeedConsentSection[];
}
