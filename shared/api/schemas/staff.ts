/**
 * Staff endpoints (the partner previewer; docs/decisions/038-staff-access.md). A staff session is an
 * HttpOnly cookie scoped to /api/staff, so the previewer's scripts never hold the token. Partner data
 * for staff never carries a partner's secret_key or api_key.
 */
import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLES } from '../staff-roles';
import { dataEnvelope, LangSchema, LocalizedTextSchema, TimestampSchema, text } from './common';
import { PARTNER_ID_PATTERN } from './staff-drafts';

export { STAFF_ROLES };
export const StaffRoleSchema = z.enum(STAFF_ROLES).meta({
  description: STAFF_ROLES.map((role) => `${role}: ${STAFF_ROLE_DESCRIPTIONS[role]}`).join('; '),
});

export const PartnerIdSchema = text()
  .regex(PARTNER_ID_PATTERN, 'A partner id: 2–40 lower-case letters, digits and hyphens.')
  .meta({ description: 'A partner folder name, e.g. siam-life.' });

export const StaffPartnerScopeSchema = z
  .array(z.string())
  .nullable()
  .meta({ description: 'The partners this account serves (partner ids), or null for every partner.' });

export const StaffLoginRequestSchema = z
  .object({
    email: text().trim().min(3).max(100).meta({ description: 'The staff e-mail address.' }),
    password: text().min(1).max(128).meta({ description: 'The staff password.' }),
  })
  .strict()
  .meta({ id: 'StaffLoginRequest' });

export const StaffProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: StaffRoleSchema,
    partner_ids: StaffPartnerScopeSchema,
    permissions: z
      .array(z.enum(STAFF_PERMISSIONS))
      .meta({ description: "What the role may do (shared/api/staff-roles.ts), for the staff app's menus." }),
  })
  .meta({ id: 'StaffProfile', description: 'The signed-in staff member.' });
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

export const StaffSessionResponseSchema = dataEnvelope(
  z.object({ staff: StaffProfileSchema, expires_at: TimestampSchema }),
).meta({ id: 'StaffSessionResponse' });

export const StaffMeResponseSchema = dataEnvelope(StaffProfileSchema).meta({ id: 'StaffMeResponse' });

export const StaffLogoutResponseSchema = dataEnvelope(z.object({ signed_out: z.literal(true) })).meta({
  id: 'StaffLogoutResponse',
});

export const StaffPartnerSchema = z
  .object({
    partner_id: z.string(),
    ins_code: z.string(),
    name: LocalizedTextSchema,
    product_name: LocalizedTextSchema,
    languages: z.array(LangSchema).min(1),
    line_login_enabled: z.boolean(),
    /** True when the partner's app is opened inside LINE (it has a LIFF id). */
    in_line: z.boolean(),
  })
  .meta({ id: 'StaffPartner', description: 'A partner as staff see it: never its secret_key or api_key.' });
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

export const StaffPartnerListResponseSchema = dataEnvelope(z.array(StaffPartnerSchema)).meta({
  id: 'StaffPartnerListResponse',
});

// --- A partner's whole public configuration, for the previewer's compare mode (issue 14) ---

export const StaffPartnerParamsSchema = z.object({ partner_id: PartnerIdSchema });

const JsonObject = z.record(z.string(), z.unknown());

export const StaffPartnerConfigSchema = z
  .object({
    partner: JsonObject.meta({ description: 'partner.json without secret_key and api_key.' }),
    theme: JsonObject.meta({ description: 'theme.json.' }),
    tiles: JsonObject.meta({ description: 'menu-tiles.json.' }),
  })
  .meta({
    id: 'StaffPartnerConfig',
    description: "What the partner's frames render: never its secret_key or api_key.",
  });

export const StaffPartnerConfigResponseSchema = dataEnvelope(StaffPartnerConfigSchema).meta({
  id: 'StaffPartnerConfigResponse',
});

export const StaffPartnerExamplesResponseSchema = dataEnvelope(
  z.record(z.string(), z.string()).meta({
    description:
      "Route pattern → a demo id the partner's preview member can open there (e.g. '/promotion/:id' → a running promotion's id), or for a screen that reads its record from the query, the query (e.g. '/view-card-detail' → '?id=…'). Routes with no such record are absent.",
  }),
).meta({ id: 'StaffPartnerExamplesResponse' });
