/**
 * The TPA's core claims system (issue 27; docs/integration.md, docs/decisions/086-webhooks.md), both
 * directions:
 * - in: the service API, POST /api/service/v1/claims/{id}/events, a status change decided by the core
 *   system, authenticated by a key per integration (x-service-key) and idempotent by event_id;
 * - out: the claim events the server sends to a partner's endpoint (Standard Webhooks), whose payloads
 *   are described here for the OpenAPI document's `webhooks`.
 */
import { z } from 'zod';
import {
  AdvanceClaimRequestSchema,
  AttachmentKindSchema,
  ClaimStageSchema,
  ClaimStatusSchema,
} from './claims';
import { text, TimestampSchema } from './common';

export const SERVICE_KEY_HEADER = 'x-service-key';

export const SERVICE_EVENT_TYPES = [
  'review_started',
  'documents_requested',
  'approved',
  'rejected',
  'paid',
] as const;

export const ServiceClaimParamsSchema = z.object({
  id: text()
    .pipe(z.string().regex(/^([0-9a-fA-F-]{36}|[A-Za-z0-9-]{4,40})$/))
    .meta({ description: "The claim's id (UUID) or its number (claim_no)." }),
});

export const ServiceClaimEventRequestSchema = AdvanceClaimRequestSchema.omit({
  stage: true,
  override_reason: true,
})
  .extend({
    event_id: text()
      .pipe(z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/))
      .meta({
        description:
          "The core system's id of this change (8–100 of A–Z a–z 0–9 _ . : -). The same id again answers the first answer; with another request, 422 SERVICE_EVENT_MISMATCH.",
      }),
    type: z.enum(SERVICE_EVENT_TYPES).meta({
      description:
        'review_started → under_review; documents_requested; approved (partly_approved when approved_amount is below the claimed amount); rejected; paid.',
    }),
  })
  .strict()
  .meta({ id: 'ServiceClaimEventRequest' });
export type ServiceClaimEventRequest = z.infer<typeof ServiceClaimEventRequestSchema>;

export const ServiceClaimEventResponseSchema = z
  .object({
    data: z.object({
      event_id: z.string(),
      claim: z.object({
        id: z.uuid(),
        claim_no: z.string(),
        stage: ClaimStageSchema,
        status: ClaimStatusSchema,
      }),
    }),
  })
  .meta({ id: 'ServiceClaimEventResponse' });

// --- Out: the claim events (webhooks) ---

export const CLAIM_EVENT_TYPES = [
  'claim.submitted',
  'claim.document_added',
  'claim.member_answered',
] as const;

const ClaimEventDocumentSchema = z
  .object({
    id: z.uuid(),
    kind: AttachmentKindSchema,
    filename: z.string(),
    mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    size: z.number().int(),
    url: z.string().meta({ description: 'A signed link that works without credentials until expires_at.' }),
    expires_at: TimestampSchema,
  })
  .meta({ id: 'ClaimEventDocument' });

const ClaimEventClaimSchema = z
  .object({
    id: z.uuid(),
    claim_no: z.string(),
    partner_id: z.string(),
    member_ref: z
      .string()
      .nullable()
      .meta({ description: 'A pseudonymous reference of the member (no name, id number or contact).' }),
    card_no: z.string().nullable().meta({ description: "The policy's card number." }),
    stage: ClaimStageSchema.nullable(),
    status: ClaimStatusSchema,
    claim_type: z.string(),
    benefit_type: z.string().nullable(),
    admission_date: z.string().nullable(),
    currency: z.string(),
    amount_claimed: z.number(),
    amount_approved: z.number().nullable(),
    amount_paid: z.number().nullable(),
    submitted_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'ClaimEventClaim' });

const claimEvent = (type: (typeof CLAIM_EVENT_TYPES)[number], id: string, extra: z.ZodRawShape = {}) =>
  z
    .object({
      type: z.literal(type),
      timestamp: TimestampSchema.meta({ description: 'When the change happened.' }),
      data: z.object({
        claim: ClaimEventClaimSchema,
        documents: z.array(ClaimEventDocumentSchema).meta({ description: 'Every document of the claim.' }),
        ...extra,
      }),
    })
    .meta({ id });

export const CLAIM_EVENT_SCHEMAS = {
  'claim.submitted': claimEvent('claim.submitted', 'ClaimSubmittedEvent'),
  'claim.document_added': claimEvent('claim.document_added', 'ClaimDocumentAddedEvent', {
    kind: AttachmentKindSchema,
    document: ClaimEventDocumentSchema.optional(),
  }),
  'claim.member_answered': claimEvent('claim.member_answered', 'ClaimMemberAnsweredEvent', {
    kind: AttachmentKindSchema,
    document: ClaimEventDocumentSchema.optional(),
    requests: z
      .array(z.object({ id: z.string(), kind: AttachmentKindSchema }))
      .meta({ description: 'The document requests this answer fulfils.' }),
  }),
} as const;
