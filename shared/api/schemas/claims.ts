/**
 * e-Claim and claim status (issue 11; docs/spec.md 2-5 and 8; docs/decisions/059-e-claim.md).
 *
 * - The draft of an e-Claim lives on the server, one per member, saved as the member goes: its fields
 *   may be incomplete or not yet valid (nothing the member typed is refused on save); the rules are
 *   checked when the claim is submitted (CLAIM_INCOMPLETE with one FieldIssue per problem).
 * - Documents are uploaded with the tus resumable-upload protocol (ECLAIM_UPLOAD_PATH), then attached
 *   to the draft (or to a claim whose documents were requested) by their upload id, which runs the
 *   file checks.
 * - A claim's stage is its step on the timeline; status is the spec's coarse claim-history status.
 *
 * Money is a JSON number in baht; calendar dates are ISO (Gregorian), shown in the Buddhist era in Thai.
 */
import { z } from 'zod';
import { CardTypeSchema, CurrencySchema } from './cards';
import { ATTACHMENT_KIND_LIST, ATTACHMENT_MIME_LIST, EMAIL_MAX, UPLOAD_ID_PATTERN } from '../claim-rules';
import {
  CursorSchema,
  DateInputSchema,
  DateSchema,
  LangSchema,
  LocalizedTextSchema,
  NextCursorSchema,
  PageLimitSchema,
  TimestampSchema,
  text,
} from './common';

const Uuid = z.uuid();

export const CLAIM_TYPES = ['accident', 'sick', 'other'] as const;
export const ClaimTypeSchema = z.enum(CLAIM_TYPES);
export type ClaimType = z.infer<typeof ClaimTypeSchema>;

export const BENEFIT_TYPES = [
  'opd',
  'ipd',
  'dental',
  'accident_emergency',
  'maternity',
  'health_checkup',
] as const;
export const BenefitTypeSchema = z.enum(BENEFIT_TYPES);
export type BenefitType = z.infer<typeof BenefitTypeSchema>;

export const ADMIT_TYPES = ['opd', 'ipd'] as const;
export const AdmitTypeSchema = z
  .enum(ADMIT_TYPES)
  .meta({ description: 'opd: outpatient (no overnight stay); ipd: admitted as an inpatient.' });
export type AdmitType = z.infer<typeof AdmitTypeSchema>;

/** The symptom or cause picker's choices (/symptom); names in locales/<lng>/claims.json symptoms.*. */
export const SYMPTOM_CODES = [
  'fever',
  'common_cold',
  'influenza',
  'cough',
  'sore_throat',
  'headache',
  'migraine',
  'dizziness',
  'stomach_ache',
  'diarrhoea',
  'food_poisoning',
  'vomiting',
  'back_pain',
  'joint_pain',
  'muscle_strain',
  'sprain',
  'fracture',
  'wound',
  'burn',
  'animal_bite',
  'road_accident',
  'fall',
  'skin_rash',
  'allergy',
  'eye_problem',
  'ear_pain',
  'toothache',
  'dengue',
  'covid19',
  'urinary_infection',
  'chest_pain',
  'asthma',
  'high_blood_pressure',
  'diabetes',
  'pregnancy',
  'health_checkup',
  'other',
] as const;
export const SymptomCodeSchema = z.enum(SYMPTOM_CODES);
export type SymptomCode = z.infer<typeof SymptomCodeSchema>;

export const ATTACHMENT_KINDS = ATTACHMENT_KIND_LIST;
export const AttachmentKindSchema = z.enum(ATTACHMENT_KINDS);
export type AttachmentKind = z.infer<typeof AttachmentKindSchema>;

export { ECLAIM_UPLOAD_PATH } from '../claim-rules';
export const ATTACHMENT_MIMES = ATTACHMENT_MIME_LIST;
export type AttachmentMime = (typeof ATTACHMENT_MIMES)[number];

export const CLAIM_STAGES = [
  'submitted',
  'under_review',
  'documents_requested',
  'approved',
  'partly_approved',
  'rejected',
  'paid',
] as const;
export const ClaimStageSchema = z.enum(CLAIM_STAGES).meta({
  description:
    'The step on the timeline: submitted → under_review → (documents_requested → under_review) → approved | partly_approved | rejected; approved and partly_approved → paid.',
});
export type ClaimStage = z.infer<typeof ClaimStageSchema>;

export const CLAIM_STATUS_FILTERS = ['in_process', 'approved', 'rejected'] as const;
export const ClaimStatusSchema = z.enum(CLAIM_STATUS_FILTERS);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

export const ATTACHMENT_STATUSES = ['received', 'accepted', 'rejected'] as const;

// --- The draft ---

const draftText = (max: number) => text().pipe(z.string().max(max));

export const DraftFieldsSchema = z
  .object({
    email: draftText(EMAIL_MAX).nullable(),
    claim_type: ClaimTypeSchema.nullable(),
    benefit_type: BenefitTypeSchema.nullable(),
    admit_type: AdmitTypeSchema.nullable(),
    admit_date: DateInputSchema.nullable(),
    accident_date: DateInputSchema.nullable(),
    symptom_code: SymptomCodeSchema.nullable(),
    symptom_note: draftText(200).nullable().meta({ description: 'The cause in words, for symptom "other".' }),
    provider_code: text()
      .regex(/^[A-Z0-9-]{2,20}$/)
      .nullable()
      .meta({ description: 'Hospital code from /provider-list or hospital search.' }),
    amount: draftText(12).nullable().meta({ description: 'As typed: digits only at submit.' }),
    for_insured: z.boolean().nullable().meta({ description: 'true: the claim is for the insured themself.' }),
  })
  .partial()
  .meta({ id: 'EclaimDraftFields' });
export type DraftFields = z.infer<typeof DraftFieldsSchema>;

/** The fields a save may change: the same, with any other key refused (400 VALIDATION_FAILED). */
export const DraftFieldsChangeSchema = DraftFieldsSchema.strict().meta({ id: 'EclaimDraftFieldsChange' });

export const DRAFT_STEPS = ['information', 'attachments', 'preview'] as const;
export const DraftStepSchema = z.enum(DRAFT_STEPS);
export type DraftStep = z.infer<typeof DraftStepSchema>;

export const AttachmentSchema = z
  .object({
    id: Uuid,
    kind: AttachmentKindSchema,
    filename: z.string(),
    size: z.number().int(),
    mime: z.enum(ATTACHMENT_MIMES),
    status: z.enum(ATTACHMENT_STATUSES),
    upload_id: z.string().nullable(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'ClaimAttachment' });
export type Attachment = z.infer<typeof AttachmentSchema>;

export const DraftCardSchema = z.object({
  id: Uuid,
  type: CardTypeSchema,
  card_no: z.string(),
  insured_name: z.string(),
  insurer_name: LocalizedTextSchema,
});

export const EclaimDraftSchema = z
  .object({
    id: Uuid,
    card: DraftCardSchema.nullable().meta({ description: 'The card the claim is made with.' }),
    step: DraftStepSchema,
    fields: DraftFieldsSchema,
    provider: z
      .object({ code: z.string(), name: LocalizedTextSchema })
      .nullable()
      .meta({ description: 'The treatment place, resolved from provider_code.' }),
    attachments: z.array(AttachmentSchema),
    version: z.number().int(),
    updated_at: TimestampSchema,
  })
  .meta({ id: 'EclaimDraft' });
export type EclaimDraft = z.infer<typeof EclaimDraftSchema>;

export const EclaimDraftResponseSchema = z
  .object({ data: EclaimDraftSchema.nullable().meta({ description: 'null: no draft yet.' }) })
  .meta({ id: 'EclaimDraftResponse' });

export const SaveDraftRequestSchema = z
  .object({
    card_id: Uuid.optional().meta({ description: 'Starts or moves the draft to this card.' }),
    step: DraftStepSchema.optional(),
    fields: DraftFieldsChangeSchema.optional().meta({
      description: 'Fields to change; others keep their value.',
    }),
  })
  .strict()
  .meta({ id: 'SaveEclaimDraftRequest' });

export const AttachUploadRequestSchema = z
  .object({
    upload_id: text()
      .regex(UPLOAD_ID_PATTERN)
      .meta({ description: 'The last path segment of the tus upload URL.' }),
    kind: AttachmentKindSchema,
  })
  .strict()
  .meta({ id: 'AttachUploadRequest' });

export const AttachmentParamsSchema = z.object({ id: Uuid });

export const SubmitClaimRequestSchema = z
  .object({
    draft_id: Uuid,
    version: z.number().int().min(1).meta({ description: 'The draft version previewed.' }),
    lang: LangSchema.optional().meta({
      description: "The app's language: the claim's messages (LINE) go to the member in it.",
    }),
  })
  .strict()
  .meta({ id: 'SubmitClaimRequest' });

// --- Claims ---

export const ClaimParamsSchema = z.object({ id: Uuid });

export const ClaimListQuerySchema = z.object({
  status: ClaimStatusSchema.optional(),
  person: Uuid.optional().meta({ description: 'Only the claims of this insured person.' }),
  cursor: CursorSchema.optional(),
  limit: PageLimitSchema,
});

export const ClaimSummarySchema = z
  .object({
    id: Uuid,
    claim_no: z.string(),
    stage: ClaimStageSchema,
    status: ClaimStatusSchema,
    claim_type: ClaimTypeSchema,
    service_date: DateSchema.meta({ description: 'Admission or treatment date.' }),
    card_id: Uuid,
    card_type: CardTypeSchema,
    card_no: z.string().meta({ description: 'Policy or card number.' }),
    company_name: LocalizedTextSchema.meta({ description: 'Insurer on the card.' }),
    insured_person_id: Uuid,
    insured_name: z.string(),
    is_self: z.boolean().meta({ description: "true: the member's own claim; false: a family member's." }),
    amount: z.number(),
    currency: CurrencySchema,
    updated_at: TimestampSchema.meta({ description: 'Last status update.' }),
    documents_received: z.boolean().default(false).meta({
      description:
        'documents_requested only: every document asked for since the claim reached that stage has been received, and the claims team has yet to move it on.',
    }),
  })
  .meta({ id: 'ClaimSummary' });
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;

export const ClaimPersonSchema = z.object({ id: Uuid, name: z.string(), is_self: z.boolean() });

export const ClaimListResponseSchema = z
  .object({
    data: z.object({
      claims: z.array(ClaimSummarySchema).meta({ description: 'Newest update first.' }),
      persons: z
        .array(ClaimPersonSchema)
        .meta({ description: 'Everyone with a claim the member may see (the person filter offers them).' }),
      next_cursor: NextCursorSchema,
    }),
  })
  .meta({ id: 'ClaimListResponse' });

/** The language an officer wrote a note in (th, en), or null for a note kept in both. */
const NoteLangSchema = LangSchema.nullable().default(null).meta({
  description:
    "The one language the note was written in (the same text is in both fields); null: written in both. The app says so when it differs from the reader's.",
});
/** The words of an officer's reason from the catalogue (a document request's or a rejection's). */
const ReasonTextSchema = LocalizedTextSchema.nullable()
  .default(null)
  .meta({ description: "The officer's reason from the catalogue, in Thai and English." });

export const TimelineEntrySchema = z.object({
  stage: ClaimStageSchema,
  at: TimestampSchema,
  note: LocalizedTextSchema.nullable(),
  note_lang: NoteLangSchema,
  reason: ReasonTextSchema,
});

export const DocumentRequestSchema = z.object({
  id: Uuid,
  kind: AttachmentKindSchema,
  note: LocalizedTextSchema.nullable(),
  note_lang: NoteLangSchema,
  reason: ReasonTextSchema,
  created_at: TimestampSchema,
  fulfilled_at: TimestampSchema.nullable(),
});

export const ClaimDetailSchema = ClaimSummarySchema.extend({
  benefit_type: BenefitTypeSchema,
  admit_type: AdmitTypeSchema.nullable(),
  accident_date: DateSchema.nullable(),
  provider_name: LocalizedTextSchema.nullable(),
  diagnosis: LocalizedTextSchema.nullable(),
  symptom_code: SymptomCodeSchema.nullable(),
  approved_amount: z.number().nullable(),
  paid_amount: z.number().nullable(),
  note: LocalizedTextSchema.nullable().meta({ description: "The claims team's latest note." }),
  note_lang: NoteLangSchema,
  reason: ReasonTextSchema,
  submitted_at: TimestampSchema,
  timeline: z.array(TimelineEntrySchema).meta({ description: 'Oldest first.' }),
  documents: z.array(AttachmentSchema.omit({ upload_id: true })),
  requests: z.array(DocumentRequestSchema),
}).meta({ id: 'ClaimDetail' });
export type ClaimDetail = z.infer<typeof ClaimDetailSchema>;

export const ClaimDetailResponseSchema = z
  .object({ data: ClaimDetailSchema })
  .meta({ id: 'ClaimDetailResponse' });

export const AttachmentResponseSchema = z
  .object({ data: z.object({ attachment: AttachmentSchema, draft: EclaimDraftSchema.nullable() }) })
  .meta({ id: 'AttachmentResponse' });

export const DeletedAttachmentResponseSchema = z
  .object({ data: z.object({ id: Uuid, deleted: z.literal(true) }) })
  .meta({ id: 'DeletedAttachmentResponse' });

export const SubmitClaimResponseSchema = z
  .object({ data: z.object({ claim: ClaimSummarySchema }) })
  .meta({ id: 'SubmitClaimResponse' });

// --- Operator (staff) ---

/** Why an officer asks for documents: the member reads the reason's words in their language. */
export const CLAIM_REQUEST_REASONS = [
  'receipt_unreadable',
  'receipt_missing',
  'medical_certificate_missing',
  'diagnosis_unclear',
  'bank_book_missing',
  'itemised_bill_missing',
  'other',
] as const;
export type ClaimRequestReason = (typeof CLAIM_REQUEST_REASONS)[number];

/** Why an officer rejects a claim. */
export const CLAIM_REJECT_REASONS = [
  'not_covered',
  'waiting_period',
  'pre_existing_condition',
  'policy_not_in_force',
  'limit_used_up',
  'duplicate_claim',
  'documents_not_received',
  'other',
] as const;
export type ClaimRejectReason = (typeof CLAIM_REJECT_REASONS)[number];

export const AdvanceClaimRequestSchema = z
  .object({
    stage: ClaimStageSchema,
    approved_amount: z.number().min(0).optional().meta({ description: 'approved and partly_approved.' }),
    paid_amount: z
      .number()
      .min(0)
      .optional()
      .meta({ description: 'paid (defaults to the approved amount).' }),
    note: text({ multiLine: true }).pipe(z.string().trim().min(1).max(1000)).optional().meta({
      description:
        "The officer's note to the member, kept in the one language it is written in (note_lang, required with it).",
    }),
    note_lang: LangSchema.optional(),
    note_th: text().pipe(z.string().max(500)).optional().meta({
      description: 'Older form of note (note_lang th); note and note_lang are the way.',
      deprecated: true,
    }),
    note_en: text().pipe(z.string().max(500)).optional().meta({
      description: 'Older form of note (note_lang en); note and note_lang are the way.',
      deprecated: true,
    }),
    request_kind: AttachmentKindSchema.optional().meta({
      description: 'documents_requested: which document.',
    }),
    request_reason: z.enum(CLAIM_REQUEST_REASONS).optional().meta({
      description: 'documents_requested: why, from the catalogue (listStaffClaimReasons); default other.',
    }),
    reject_reason: z
      .enum(CLAIM_REJECT_REASONS)
      .optional()
      .meta({ description: 'rejected: why, from the catalogue (listStaffClaimReasons); required.' }),
    payment_reference: text().pipe(z.string().trim().min(1).max(100)).optional().meta({
      description: "paid: the payment's reference (transfer or cheque number); required.",
    }),
    override_reason: text().pipe(z.string().trim().min(10).max(500)).optional().meta({
      description:
        'Why an amount departs from the money rules (approved above claimed, paid other than approved). Only a role with claims.override may give one; it is kept in the audit trail.',
    }),
  })
  .strict()
  .meta({ id: 'AdvanceClaimRequest' });
export type AdvanceClaimRequest = z.infer<typeof AdvanceClaimRequestSchema>;

export const AdvanceClaimResponseSchema = z
  .object({
    data: z.object({ id: Uuid, claim_no: z.string(), stage: ClaimStageSchema, status: ClaimStatusSchema }),
  })
  .meta({ id: 'AdvanceClaimResponse' });
