/**
 * Terms and conditions and the privacy policy (issue 4, PDPA s19): the current documents, the
 * member's acceptance or withdrawal, recorded with version, time and channel.
 */
import { z } from 'zod';
import { ConsentTypeSchema, PendingConsentSchema } from './auth';
import { LocalizedTextSchema, TimestampSchema } from './common';

export const ConsentParamsSchema = z.object({ type: ConsentTypeSchema });

export const ConsentSectionSchema = z
  .object({ heading: LocalizedTextSchema, body: LocalizedTextSchema })
  .meta({ id: 'ConsentSection' });

export const ConsentDocumentSchema = z
  .object({
    type: ConsentTypeSchema,
    code: z.string().meta({ description: 'Stable document code, e.g. privacy-v2.' }),
    version: z.number().int().min(1),
    title: LocalizedTextSchema,
    summary_of_changes: LocalizedTextSchema.nullable().meta({
      description: 'What changed since the last version.',
    }),
    published_at: TimestampSchema,
    is_force: z
      .boolean()
      .meta({ description: 'The spec isForce: members must accept this version before using the app.' }),
    sections: z.array(ConsentSectionSchema),
  })
  .meta({ id: 'ConsentDocument' });
export type ConsentDocument = z.infer<typeof ConsentDocumentSchema>;

export const CONSENT_CHANNELS = ['web', 'line'] as const;
export const ConsentChannelSchema = z
  .enum(CONSENT_CHANNELS)
  .meta({ description: 'Where the member accepted: web (phone browser) or line (inside LINE).' });

export const MemberConsentStatusSchema = z
  .object({
    status: z
      .enum(['accepted', 'withdrawn', 'not_accepted'])
      .meta({ description: 'About the CURRENT version: accepted, withdrawn, or never accepted.' }),
    is_agree: z
      .boolean()
      .meta({ description: 'The spec isAgree: the current version is accepted and not withdrawn.' }),
    accepted_version: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The latest version the member accepted (may be older than the current one).' }),
    accepted_at: TimestampSchema.nullable(),
    channel: z.enum(['web', 'line', 'sso']).nullable(),
    withdrawn_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'MemberConsentStatus' });
export type MemberConsentStatus = z.infer<typeof MemberConsentStatusSchema>;

export const ConsentWithStatusSchema = z
  .object({ document: ConsentDocumentSchema, member: MemberConsentStatusSchema })
  .meta({ id: 'ConsentWithStatus' });

// --- GET /api/v1/consents ---

export const ConsentsResponseSchema = z
  .object({
    data: z.object({
      terms: ConsentWithStatusSchema.nullable(),
      privacy: ConsentWithStatusSchema.nullable(),
      pending: z.array(PendingConsentSchema).meta({ description: 'Current versions still to accept.' }),
    }),
  })
  .meta({ id: 'ConsentsResponse' });

// --- GET /api/v1/consents/{type}/current (public) ---

export const CurrentConsentResponseSchema = z
  .object({ data: ConsentDocumentSchema })
  .meta({ id: 'CurrentConsentResponse' });

// --- POST /api/v1/consents/{type}/accept, /withdraw ---

export const ConsentAcceptRequestSchema = z
  .object({
    version: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'The version the member read (must be the current one).' }),
    channel: ConsentChannelSchema,
  })
  .strict()
  .meta({ id: 'ConsentAcceptRequest' });

export const ConsentStatusResponseSchema = z
  .object({
    data: z.object({
      type: ConsentTypeSchema,
      version: z.number().int(),
      member: MemberConsentStatusSchema,
      pending: z.array(PendingConsentSchema),
    }),
  })
  .meta({ id: 'ConsentStatusResponse' });
