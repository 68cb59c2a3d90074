/**
 * The claims workspace of the staff app (issue 27; docs/decisions/085-claims-workspace.md): the queue
 * of a claims officer's partners, one claim with everything needed to decide it, and the catalogues of
 * reasons an officer picks from. The moves themselves are advanceClaim (shared/api/schemas/claims.ts,
 * AdvanceClaimRequestSchema): one way to move a claim, for officers and for the service API alike.
 *
 * Staff screens are in English; what the member reads (reasons, notes) is kept in Thai and English.
 */
import { z } from 'zod';
import { CardTypeSchema, CoverageBenefitSchema, CurrencySchema, LimitPeriodSchema } from './cards';
import {
  AdmitTypeSchema,
  AttachmentKindSchema,
  ATTACHMENT_MIMES,
  CLAIM_REJECT_REASONS,
  CLAIM_REQUEST_REASONS,
  BenefitTypeSchema,
  CLAIM_STAGES,
  ClaimStageSchema,
  ClaimStatusSchema,
  ClaimTypeSchema,
  SymptomCodeSchema,
} from './claims';
import {
  CursorSchema,
  LangSchema,
  LocalizedTextSchema,
  NextCursorSchema,
  PageLimitSchema,
  TimestampSchema,
  text,
} from './common';
import { PartnerIdSchema } from './staff';

const Uuid = z.uuid();

export const ClaimRequestReasonSchema = z.enum(CLAIM_REQUEST_REASONS);
export const ClaimRejectReasonSchema = z.enum(CLAIM_REJECT_REASONS);

/** A stage list in a query: "submitted,under_review". */
const STAGE_LIST = new RegExp(`^(${CLAIM_STAGES.join('|')})(,(${CLAIM_STAGES.join('|')}))*$`);

export const StaffClaimListQuerySchema = z
  .strictObject({
    partner_id: PartnerIdSchema.optional().meta({
      description: 'One partner of the account scope (403 STAFF_PARTNER_OUT_OF_SCOPE outside it).',
    }),
    stage: text().regex(STAGE_LIST).optional().meta({
      description:
        'Comma-separated stages. Absent: the open stages (submitted, under_review, documents_requested, approved, partly_approved).',
    }),
    claim_type: ClaimTypeSchema.optional(),
    waited_hours: z.coerce.number().int().min(0).max(87_600).optional().meta({
      description: 'Only claims that have waited more than this many hours since their last move.',
    }),
    amount_min: z.coerce.number().min(0).optional().meta({ description: 'Claimed amount at least this.' }),
    amount_max: z.coerce.number().min(0).optional().meta({ description: 'Claimed amount at most this.' }),
    awaiting_review: z.enum(['true', 'false']).optional().meta({
      description: 'true: only claims with a document the member added since the last officer move.',
    }),
    cursor: CursorSchema.optional(),
    limit: PageLimitSchema,
  })
  .meta({ id: 'StaffClaimListQuery' });
export type StaffClaimListQuery = z.infer<typeof StaffClaimListQuerySchema>;

export const StaffClaimRowSchema = z
  .object({
    id: Uuid,
    claim_no: z.string(),
    partner_id: z.string(),
    stage: ClaimStageSchema,
    status: ClaimStatusSchema,
    claim_type: ClaimTypeSchema,
    benefit_type: BenefitTypeSchema,
    amount: z.number(),
    currency: CurrencySchema,
    member_name: z
      .string()
      .meta({ description: 'Who submitted it (the insured person for a hospital bill).' }),
    insured_name: z.string(),
    submitted_at: TimestampSchema,
    waiting_since: TimestampSchema.meta({ description: 'The last move (or the submission).' }),
    waited_seconds: z.number().int().min(0).meta({ description: 'Seconds since waiting_since.' }),
    awaiting_review: z
      .boolean()
      .meta({ description: 'The member added a document since the last officer move.' }),
  })
  .meta({ id: 'StaffClaimRow' });
export type StaffClaimRow = z.infer<typeof StaffClaimRowSchema>;

export const StaffClaimListResponseSchema = z
  .object({
    data: z.object({
      claims: z.array(StaffClaimRowSchema).meta({ description: 'Longest waiting first.' }),
      next_cursor: NextCursorSchema,
    }),
  })
  .meta({ id: 'StaffClaimListResponse' });

/** A note an officer wrote, in the one language it was written in. */
export const StaffNoteSchema = z.object({ text: z.string(), lang: LangSchema });

export const StaffClaimDocumentSchema = z.object({
  id: Uuid,
  kind: AttachmentKindSchema,
  filename: z.string(),
  size: z.number().int(),
  mime: z.enum(ATTACHMENT_MIMES),
  uploaded_at: TimestampSchema,
  request_id: Uuid.nullable().meta({
    description:
      'The document request it answered (the latest one made before it); null: sent with the claim.',
  }),
  content_url: z.string().meta({
    description:
      'GET it with the staff session to view it inline: /api/staff/claims/{id}/documents/{doc}/content (binary).',
  }),
});

export const StaffClaimDetailSchema = z
  .object({
    id: Uuid,
    claim_no: z.string(),
    partner_id: z.string(),
    stage: ClaimStageSchema,
    status: ClaimStatusSchema,
    claim_type: ClaimTypeSchema,
    benefit_type: BenefitTypeSchema,
    admit_type: AdmitTypeSchema.nullable(),
    service_date: z.string(),
    discharge_date: z.string().nullable(),
    accident_date: z.string().nullable(),
    provider_name: LocalizedTextSchema.nullable(),
    diagnosis: LocalizedTextSchema.nullable(),
    symptom_code: SymptomCodeSchema.nullable(),
    amount: z.number(),
    currency: CurrencySchema,
    approved_amount: z.number().nullable(),
    paid_amount: z.number().nullable(),
    payment_reference: z.string().nullable(),
    submitted_at: TimestampSchema,
    waiting_since: TimestampSchema,
    member: z
      .object({ id: Uuid, name: z.string(), lang: LangSchema.nullable() })
      .nullable()
      .meta({ description: 'Who submitted it and the language they use (null: not known, both are sent).' }),
    card: z.object({
      id: Uuid,
      card_no: z.string(),
      card_type: CardTypeSchema,
      insurer_name: LocalizedTextSchema,
      insured_name: z.string(),
      start_date: z.string(),
      expiry_date: z.string(),
    }),
    coverage: z
      .array(CoverageBenefitSchema)
      .meta({ description: "The card's benefits with their meters (used within the period)." }),
    approval_cap: z
      .object({
        benefit: LocalizedTextSchema,
        period: LimitPeriodSchema.nullable(),
        limit: z.number(),
        available: z.number(),
      })
      .nullable()
      .meta({
        description:
          'The benefit this claim is charged to and what is left of it for this claim: an approval above available is refused (CLAIM_ABOVE_BENEFIT_LIMIT). Null: no limit applies.',
      }),
    next_stages: z.array(ClaimStageSchema).meta({ description: 'The moves allowed from this stage.' }),
    timeline: z.array(
      z.object({
        stage: ClaimStageSchema,
        at: TimestampSchema,
        reason: z.string().nullable().meta({ description: 'A request or rejection reason code.' }),
        note: StaffNoteSchema.nullable(),
      }),
    ),
    requests: z.array(
      z.object({
        id: Uuid,
        kind: AttachmentKindSchema,
        reason: ClaimRequestReasonSchema.nullable(),
        note: StaffNoteSchema.nullable(),
        created_at: TimestampSchema,
        fulfilled_at: TimestampSchema.nullable(),
      }),
    ),
    documents: z.array(StaffClaimDocumentSchema),
    awaiting_review: z.boolean(),
  })
  .meta({ id: 'StaffClaimDetail' });
export type StaffClaimDetail = z.infer<typeof StaffClaimDetailSchema>;

export const StaffClaimDetailResponseSchema = z
  .object({ data: StaffClaimDetailSchema })
  .meta({ id: 'StaffClaimDetailResponse' });

const ReasonEntry = <T extends z.ZodType>(code: T) => z.object({ code, label: LocalizedTextSchema });

export const StaffClaimReasonsResponseSchema = z
  .object({
    data: z.object({
      request: z.array(ReasonEntry(ClaimRequestReasonSchema)),
      reject: z.array(ReasonEntry(ClaimRejectReasonSchema)),
    }),
  })
  .meta({ id: 'StaffClaimReasonsResponse' });

export const StaffClaimDocumentParamsSchema = z.object({ id: Uuid, doc: Uuid });
