/**
 * Staff administration and the audit trail (issue 21; docs/decisions/067-staff-roles-and-audit.md):
 * admins create staff accounts, change their role, partner scope and password, disable them, and read
 * the append-only record of every staff write.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { dataEnvelope, TimestampSchema, text } from './common';
import { PartnerIdSchema, StaffPartnerScopeSchema } from './staff';

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

const RoleSchema = z.enum(STAFF_ROLES);

export const StaffAccountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: RoleSchema,
    partner_ids: StaffPartnerScopeSchema,
    disabled: z.boolean(),
    last_login_at: TimestampSchema.nullable(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'StaffAccount', description: 'A staff account as admins see it (never its password).' });
export type StaffAccountView = z.infer<typeof StaffAccountSchema>;

export const StaffAccountListResponseSchema = dataEnvelope(z.array(StaffAccountSchema)).meta({
  id: 'StaffAccountListResponse',
});
export const StaffAccountResponseSchema = dataEnvelope(StaffAccountSchema).meta({
  id: 'StaffAccountResponse',
});

const ScopeInputSchema = z.array(PartnerIdSchema).min(1).max(50).nullable().meta({
  description:
    'The partners the account serves, or null for every partner (only an admin of every partner may give that).',
});

const PasswordSchema = text()
  .min(STAFF_PASSWORD_MIN)
  .max(STAFF_PASSWORD_MAX)
  .meta({ description: `A password of ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.` });

export const CreateStaffAccountRequestSchema = z
  .strictObject({
    id: z.uuid().meta({
      description:
        'The new account id, chosen by the caller: sending the same request again answers the same account.',
    }),
    email: text().trim().toLowerCase().pipe(z.email().max(100)),
    name: text().trim().min(1).max(100),
    role: RoleSchema,
    partner_ids: ScopeInputSchema,
    password: PasswordSchema,
  })
  .meta({ id: 'CreateStaffAccountRequest' });
export type CreateStaffAccountRequest = z.infer<typeof CreateStaffAccountRequestSchema>;

export const UpdateStaffAccountRequestSchema = z
  .strictObject({
    name: text().trim().min(1).max(100).optional(),
    role: RoleSchema.optional(),
    partner_ids: ScopeInputSchema.optional(),
    disabled: z.boolean().optional().meta({ description: 'true ends every session of the account.' }),
    password: PasswordSchema.optional().meta({
      description: 'A new password; ends every session of the account.',
    }),
  })
  .meta({ id: 'UpdateStaffAccountRequest' });
export type UpdateStaffAccountRequest = z.infer<typeof UpdateStaffAccountRequestSchema>;

export const StaffAccountParamsSchema = z.strictObject({ id: z.uuid() });

export const STAFF_AUDIT_PAGE_MAX = 100;

export const StaffAuditQuerySchema = z
  .strictObject({
    partner_id: PartnerIdSchema.optional(),
    staff_id: z.uuid().optional(),
    from: text().pipe(TimestampSchema).optional().meta({ description: 'Entries at or after this time.' }),
    to: text().pipe(TimestampSchema).optional().meta({ description: 'Entries before this time.' }),
    before: text()
      .regex(/^[0-9]{1,18}$/)
      .optional()
      .meta({ description: 'The next_before of the previous page: entries older than that one.' }),
    limit: z.coerce.number().int().min(1).max(STAFF_AUDIT_PAGE_MAX).default(50),
  })
  .meta({ id: 'StaffAuditQuery' });

export const StaffAuditEntrySchema = z
  .object({
    id: z.string(),
    at: TimestampSchema,
    staff_id: z.uuid().nullable(),
    staff_email: z.string(),
    role: z.string(),
    partner_id: z.string().nullable(),
    operation: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    request_id: z.string(),
  })
  .meta({
    id: 'StaffAuditEntry',
    description: 'One staff write: who (and in which role), for which partner, when, what, before → after.',
  });
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditResponseSchema = dataEnvelope(
  z.object({
    entries: z.array(StaffAuditEntrySchema),
    next_before: z
      .string()
      .nullable()
      .meta({ description: 'Pass as before for the next (older) page; null at the end.' }),
  }),
).meta({ id: 'StaffAuditResponse' });
