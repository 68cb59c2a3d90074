/**
 * zod schemas of the record files under records/ and legal/: every file is checked when it is loaded
 * (load.ts), so a typo in a JSON file fails with the file, record and field instead of seeding a wrong
 * row. Objects are strict: an unknown (misspelt) field is an error too. Each schema's output is tied to
 * the documented type of types.ts with `satisfies`, so the two cannot drift apart.
 */
import { z } from 'zod';
import type {
  ArticleTag,
  BenefitType,
  CardType,
  ClaimStatus,
  ClaimType,
  CoverageLevel,
  HospitalService,
  InsCode,
  LimitPeriod,
  LocalizedText,
  SeedArticle,
  SeedClaim,
  SeedConsentDocument,
  SeedCoverageBenefit,
  SeedMember,
  SeedNotification,
  SeedPartner,
  SeedPromotion,
  SeedTelemedProvider,
  SeedTpaInsured,
} from './types';

const INS_CODES = ['TPA', 'SLI', 'KSB', 'TMPCORP'] as const satisfies readonly InsCode[];
const LIMIT_PERIODS = [
  'per_day',
  'per_visit',
  'per_admission',
  'per_year',
  'per_accident',
] as const satisfies readonly LimitPeriod[];
const CARD_TYPES = ['group', 'individual', 'self_added'] as const satisfies readonly CardType[];
const CLAIM_STATUSES = ['in_process', 'approved', 'rejected'] as const satisfies readonly ClaimStatus[];
const CLAIM_TYPES = ['accident', 'sick', 'other'] as const satisfies readonly ClaimType[];
const BENEFIT_TYPES = [
  'opd',
  'ipd',
  'dental',
  'accident_emergency',
  'maternity',
  'health_checkup',
] as const satisfies readonly BenefitType[];
const ARTICLE_TAGS = [
  'claims',
  'using_card',
  'checkup',
  'infectious_disease',
  'air_pollution',
  'chronic_disease',
  'mental_health',
  'vaccination',
  'telemedicine',
  'insurance_basics',
  'financial_planning',
  'workplace_health',
  'heart_health',
  'family_health',
] as const satisfies readonly ArticleTag[];
/** In display order (hospitals.ts lists a hospital's services in this order). */
export const HOSPITAL_SERVICES = [
  'opd',
  'ipd',
  'emergency',
  'checkup',
  'dental',
  'maternity',
  'pediatrics',
  'cardiology',
  'orthopedics',
  'dialysis',
  'physiotherapy',
  'vaccination',
  'eye',
  'dermatology',
  'imaging',
  'mental_health',
  'telemedicine',
] as const satisfies readonly HospitalService[];
const COVERAGE_LEVELS = ['all', 'some'] as const satisfies readonly CoverageLevel[];

const text = z.string().trim().min(1, 'expected a non-empty text');
export const localizedText = z.strictObject({ th: text, en: text }) satisfies z.ZodType<LocalizedText>;
const insCode = z.enum(INS_CODES);
const date = z.iso.date({ error: 'expected a date YYYY-MM-DD' });
const dateTime = z.iso.datetime({
  offset: true,
  error: 'expected a date-time with an offset, e.g. 2026-11-22T09:30:00+07:00',
});
const demoImage = z.string().regex(/^\/demo\/[\w-]+\/[\w.-]+\.(?:svg|png|jpe?g)$/, {
  error: 'expected a demo image path /demo/<folder>/<file>.svg',
});
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'expected a time HH:MM' });
const money = z.number().nonnegative();
const domesticMobile = z.string().regex(/^0\d{9}$/, { error: 'expected a 10-digit mobile, e.g. 0812345678' });
const nationalId = z.string().regex(/^\d{13}$/, { error: 'expected a 13-digit national id' });
/** A label for every value of an enumeration, and nothing else. */
const labelsOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.strictObject(
    Object.fromEntries(values.map((v) => [v, localizedText])) as Record<T[number], typeof localizedText>,
  );

export const partnerRecord = z.strictObject({
  ins_code: insCode,
  name: localizedText,
  legalName: localizedText,
  kind: z.enum(['tpa', 'insurer', 'bank', 'employer']),
  isSso: z.boolean(),
  hotline: z.string().min(1),
}) satisfies z.ZodType<SeedPartner>;

const consentRecord = z.strictObject({
  documentId: z.enum(['terms-v1', 'terms-v2', 'privacy-v1', 'privacy-v2']),
  acceptedAt: dateTime,
  channel: z.enum(['web', 'line']),
});
const gender = z.enum(['male', 'female', 'unspecified']);

export const memberRecord = z.strictObject({
  id: z.string().min(1),
  partnerCode: insCode,
  username: z.string().nullable(),
  externalId: z.string().nullable(),
  password: z.string().nullable(),
  name: text,
  surname: text,
  mobile: domesticMobile,
  birthDate: date,
  gender,
  employeeId: z.string().optional(),
  previewMember: z.literal(true).optional(),
  nationalId,
  email: z.email(),
  registeredAt: dateTime,
  consents: z.array(consentRecord),
  family: z.array(
    z.strictObject({
      nationalId,
      name: text,
      surname: text,
      relation: z.enum(['spouse', 'child', 'parent']),
      birthDate: date,
      gender,
      linked: z.boolean(),
      mobile: domesticMobile.optional(),
    }),
  ),
}) satisfies z.ZodType<SeedMember>;

export const tpaInsuredRecord = z.strictObject({
  id: z.string().min(1),
  nationalId,
  name: text,
  surname: text,
  birthDate: date,
  gender,
  partnerCode: insCode,
  phones: z.array(domesticMobile).min(1),
  scenario: z.string(),
}) satisfies z.ZodType<SeedTpaInsured>;

/** A benefit line; fees that do not apply are left out of the file (null). */
export const benefitRecord = z.strictObject({
  benefit: localizedText,
  period: z.enum(LIMIT_PERIODS),
  maxLimit: money.nullable(),
  medicalFee: money.nullable().default(null),
  roomPrice: money.nullable().default(null),
  surgeryFee: money.nullable().default(null),
  medicineFee: money.nullable().default(null),
}) satisfies z.ZodType<SeedCoverageBenefit, unknown>;

/** Named benefit tables (records/benefit-plans.json) that cards refer to by `plan`. */
export const benefitPlansFile = z.record(z.string(), z.array(benefitRecord));

/** A card names a plan of benefit-plans.json, or lists its own benefits (self-added cards), not both. */
export const cardRecord = z
  .strictObject({
    id: z.string().min(1),
    type: z.enum(CARD_TYPES),
    ownerNationalId: nationalId,
    addedByMemberId: z.string().nullable(),
    ins_code: insCode.nullable(),
    insurerName: localizedText,
    policyholder: localizedText.optional(),
    policyNumber: z.string().min(1),
    certificateNumber: z.string().optional(),
    insuredName: text,
    planName: localizedText,
    startDate: date,
    expiryDate: date,
    frontImage: demoImage,
    backImage: demoImage,
    plan: z.string().optional(),
    benefits: z.array(benefitRecord).optional(),
  })
  .refine((c) => (c.plan === undefined) !== (c.benefits === undefined), {
    error: 'give either plan (a name in benefit-plans.json) or benefits, not both',
    path: ['plan'],
  });
export type CardRecord = z.output<typeof cardRecord>;

/** Optional in the file; absent means null (or THB for the currency). */
export const claimRecord = z.strictObject({
  id: z.string().min(1),
  claimNo: z.string().min(1),
  cardId: z.string().min(1),
  status: z.enum(CLAIM_STATUSES),
  claimType: z.enum(CLAIM_TYPES),
  benefitType: z.enum(BENEFIT_TYPES),
  channel: z.enum(['e_claim', 'hospital']),
  admissionDate: date,
  dischargeDate: date.nullable().default(null),
  accidentDate: date.nullable().default(null),
  amount: money,
  currency: z.enum(['THB', 'USD']).default('THB'),
  approvedAmount: money.nullable().default(null),
  hospitalCode: z.string().nullable().default(null),
  overseasProvider: localizedText.nullable().default(null),
  diagnosis: localizedText,
  rejectionReason: localizedText.nullable().default(null),
  statusNote: localizedText.nullable().default(null),
  stage: z
    .enum([
      'submitted',
      'under_review',
      'documents_requested',
      'approved',
      'partly_approved',
      'rejected',
      'paid',
    ])
    .nullable()
    .default(null),
  requestedDocument: z
    .strictObject({
      kind: z.enum(['receipt', 'medical_certificate', 'bank_book', 'other']),
      note: localizedText.nullable().default(null),
    })
    .nullable()
    .default(null),
  submittedAt: dateTime,
  lastUpdated: dateTime,
}) satisfies z.ZodType<SeedClaim, unknown>;

export const promotionRecord = z.strictObject({
  id: z.string().min(1),
  ins_code: insCode.nullable(),
  category: z.enum(['checkup', 'dental', 'vaccination', 'discount', 'wellness', 'telemedicine']),
  title: localizedText,
  summary: localizedText,
  body: localizedText,
  terms: localizedText,
  image: demoImage,
  startDate: date,
  endDate: date,
  hospitalCode: z.string().optional(),
}) satisfies z.ZodType<SeedPromotion>;

export const articleRecord = z.strictObject({
  id: z.string().min(1),
  source: z.enum(['tpa', 'partner']),
  ins_code: insCode.nullable(),
  title: localizedText,
  summary: localizedText,
  body: localizedText,
  image: demoImage,
  publishedAt: dateTime,
  readingMinutes: z.int().positive(),
  tags: z.array(z.enum(ARTICLE_TAGS)),
}) satisfies z.ZodType<SeedArticle>;

export const notificationRecord = z.strictObject({
  id: z.string().min(1),
  group: z.enum(['claim', 'promotion', 'general']),
  ins_code: insCode.nullable(),
  memberId: z.string().optional(),
  title: localizedText,
  body: localizedText,
  createdAt: dateTime,
  link: z.string().startsWith('/').nullable(),
  expiresAt: dateTime.optional(),
}) satisfies z.ZodType<SeedNotification>;

const dayHours = z.strictObject({
  day: z.union([1, 2, 3, 4, 5, 6, 7].map((d) => z.literal(d as 1 | 2 | 3 | 4 | 5 | 6 | 7))),
  open: time,
  close: time,
});

export const telemedProviderRecord = z.strictObject({
  id: z.string().min(1),
  name: localizedText,
  specialty: localizedText,
  description: localizedText,
  logo: demoImage,
  open24h: z.boolean(),
  workingHours: z.array(dayHours),
  consultationFee: money,
  coveredInsCodes: z.array(insCode),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, { error: 'expected an ISO 639-1 code' })),
  rating: z.number().min(1).max(5),
  ratingCount: z.int().nonnegative(),
  kind: z.enum(['hospital', 'app_clinic', 'pharmacy', 'mental_health']),
  services: z.array(localizedText).min(1),
  channels: z.array(z.enum(['video', 'voice', 'chat'])).min(1),
  medicineDelivery: z.boolean(),
  holidayHours: z.strictObject({ open: time, close: time }).nullable(),
}) satisfies z.ZodType<SeedTelemedProvider>;

/** records/labels.json: display labels of the enumerations the content uses. */
export const labelsFile = z.strictObject({
  hospitalServices: labelsOf(HOSPITAL_SERVICES),
  coverageLevels: labelsOf(COVERAGE_LEVELS),
  articleTags: labelsOf(ARTICLE_TAGS),
  cardTypes: labelsOf(CARD_TYPES),
  limitPeriods: labelsOf(LIMIT_PERIODS),
  claimStatuses: labelsOf(CLAIM_STATUSES),
  claimTypes: labelsOf(CLAIM_TYPES),
  benefitTypes: labelsOf(BENEFIT_TYPES),
});

/** legal/documents.json: one entry per version; the texts are legal/<kind>/v<version>.<lang>.md. */
export const legalDocumentRecord = z
  .strictObject({
    id: z.enum(['terms-v1', 'terms-v2', 'privacy-v1', 'privacy-v2']),
    kind: z.enum(['terms', 'privacy']),
    version: z.int().positive(),
    publishedAt: date,
    requiresReacceptance: z.boolean(),
  })
  .refine((d) => d.id === `${d.kind}-v${d.version}`, {
    error: 'id must be <kind>-v<version>',
    path: ['id'],
  }) satisfies z.ZodType<Omit<SeedConsentDocument, 'title' | 'summaryOfChanges' | 'sections'>>;
