/**
 * The signed-in member's own account (issue 4): profile, password change, data export (PDPA s30/31)
 * and account deletion (PDPA s33). Every answer uses the `{ data }` envelope.
 */
import { z } from 'zod';
import { GenderSchema, OtpChallengeWithPhoneSchema, OtpCodeSchema, RefNoSchema } from './auth';
import {
  DateInputSchema,
  DateSchema,
  LangSchema,
  LocalizedTextSchema,
  TimestampSchema,
  text,
} from './common';

// --- GET /api/v1/me, PATCH /api/v1/me ---

export const ProfileSchema = z
  .object({
    id: z.string(),
    partner_id: z.string(),
    username: z.string().nullable().meta({ description: 'Null for SSO members.' }),
    name: z.string(),
    surname: z.string(),
    mobile: z
      .string()
      .nullable()
      .meta({ description: 'Thai national format, 0812345678. Changing it is not offered in the app.' }),
    birth_date: DateSchema.nullable(),
    gender: GenderSchema,
    employee_id: z.string().nullable(),
    email: z.string().nullable(),
    national_id_masked: z
      .string()
      .nullable()
      .meta({ description: 'x-xxxx-xxxxx-12-3 when the TPA knows it; never sent in full.' }),
    is_sso: z.boolean(),
    line_linked: z.boolean(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ data: ProfileSchema }).meta({ id: 'ProfileResponse' });

/**
 * Only these fields may be changed; anything else (phone, username, national id, partner…) is
 * refused as an unknown field. Send only what changes; `null` clears an optional field.
 * SSO members' name and surname come from their employer and cannot be changed here.
 */
export const ProfileUpdateSchema = z
  .object({
    name: text().max(200).optional().meta({ description: 'Thai or English letters.' }),
    surname: text().max(200).optional().meta({ description: 'Thai or English letters.' }),
    birth_date: DateInputSchema.nullable().optional(),
    gender: GenderSchema.optional(),
    employee_id: text().trim().max(40).nullable().optional(),
    email: text().trim().max(100).nullable().optional().meta({ description: 'Valid e-mail, at most 100.' }),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

// --- PUT /api/v1/me/password ---

export const PasswordChangeRequestSchema = z
  .object({
    current_password: text().max(200),
    new_password: text().max(100),
    new_password_confirmation: text().max(100),
    lang: LangSchema.optional().meta({ description: 'Language shown first in the SMS notice.' }),
  })
  .strict()
  .meta({ id: 'PasswordChangeRequest' });

export const PasswordChangeResponseSchema = z
  .object({
    data: z.object({
      password_changed: z.literal(true),
      other_sessions_ended: z.number().int().min(0).meta({ description: 'Sessions on other devices ended.' }),
    }),
  })
  .meta({ id: 'PasswordChangeResponse' });

// --- GET /api/v1/me/export (PDPA s30/31) ---

const Row = z.record(z.string(), z.unknown());

export const DataExportSchema = z
  .object({
    format: z.literal('thaicare-member-export/1'),
    generated_at: TimestampSchema,
    partner: z.object({ id: z.string(), name: LocalizedTextSchema }),
    profile: ProfileSchema.omit({ national_id_masked: true }).extend({
      national_id: z.string().nullable().meta({ description: 'In full: this is the member’s own copy.' }),
    }),
    consents: z.array(
      z.object({
        type: z.enum(['terms', 'privacy']),
        version: z.number().int(),
        document_code: z.string(),
        channel: z.enum(['web', 'line', 'sso']),
        accepted_at: TimestampSchema,
        withdrawn_at: TimestampSchema.nullable(),
      }),
    ),
    sessions: z.array(
      z.object({
        channel: z.enum(['web', 'line', 'sso']),
        created_at: TimestampSchema,
        expires_at: TimestampSchema,
        last_seen_at: TimestampSchema.nullable(),
        revoked_at: TimestampSchema.nullable(),
      }),
    ),
    insured_person: Row.nullable().meta({
      description: 'What the TPA holds about the member as an insured.',
    }),
    family_links: z.array(Row),
    cards: z.array(Row).meta({ description: 'Own TPA cards and self-added cards, with coverage benefits.' }),
    claims: z
      .array(Row)
      .meta({ description: 'Claims on the member’s own cards or submitted by the member.' }),
    eclaim_drafts: z.array(Row),
    use_card_sessions: z.array(Row),
    notifications_read: z.array(Row),
    otp_requests: z.array(Row).meta({ description: 'When and why codes were sent (never the codes).' }),
  })
  .meta({ id: 'DataExport', description: 'Every personal record of the member, machine-readable.' });
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportResponseSchema = z
  .object({ data: DataExportSchema })
  .meta({ id: 'DataExportResponse' });

// --- POST /api/v1/me/delete/otp, POST /api/v1/me/delete ---

export const DeleteOtpRequestSchema = z
  .object({ lang: LangSchema.optional() })
  .strict()
  .optional()
  .meta({ id: 'DeleteOtpRequest' });

/** The spec's session-store "delete" fields: ref_no, phone, ttl_minute. */
export const DeleteOtpResponseSchema = z
  .object({ data: OtpChallengeWithPhoneSchema })
  .meta({ id: 'DeleteOtpResponse' });

export const DeleteAccountRequestSchema = z
  .object({ ref_no: RefNoSchema, otp: OtpCodeSchema })
  .strict()
  .meta({ id: 'DeleteAccountRequest' });

export const RetainedRecordSchema = z
  .object({
    record: z.enum(['claims', 'claim_documents', 'consent_records', 'insurer_policy_records']),
    reason: LocalizedTextSchema,
  })
  .meta({ id: 'RetainedRecord' });

export const DeleteAccountResponseSchema = z
  .object({
    data: z.object({
      deleted: z.literal(true),
      erased: z
        .array(LocalizedTextSchema)
        .meta({ description: 'What was erased or anonymised, to show the member.' }),
      retained: z
        .array(RetainedRecordSchema)
        .meta({ description: 'What the law requires us to keep, and why.' }),
    }),
  })
  .meta({ id: 'DeleteAccountResponse' });

/** What deletion keeps, shown on /delete-account before the member confirms (same texts as the answer). */
export const DeletionPolicyResponseSchema = z
  .object({
    data: z.object({
      erased: z.array(LocalizedTextSchema),
      retained: z.array(RetainedRecordSchema),
    }),
  })
  .meta({ id: 'DeletionPolicyResponse' });
