/**
 * Partner drafts (issue 14; docs/decisions/062-partner-drafts.md): a partner's public configuration
 * edited by staff in the previewer. `content` is what partner.json (without secret_key and api_key),
 * theme.json and menu-tiles.json hold; the server checks it with the same validator as
 * `npm run validate:partners` and answers the problems, so a draft may be saved half-done.
 */
import { z } from 'zod';
import { dataEnvelope, TimestampSchema, text } from './common';

const HEX = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

const JsonObject = z.record(z.string(), z.unknown());

export const DraftContentSchema = z
  .object({
    partner: JsonObject.meta({ description: 'partner.json without secret_key and api_key.' }),
    theme: JsonObject.meta({ description: 'theme.json.' }),
    menu_tiles: JsonObject.meta({ description: 'menu-tiles.json.' }),
  })
  .meta({ id: 'DraftContent' });
export type DraftContent = z.infer<typeof DraftContentSchema>;

export const DraftProblemSchema = z
  .object({
    file: z.string(),
    pointer: z.string().optional(),
    line: z.number().int().optional(),
    message: z.string(),
  })
  .meta({ id: 'DraftProblem', description: 'One thing validate:partners would refuse, and how to fix it.' });

export const DraftAssetSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
});

const StaffNameSchema = z.object({ name: z.string(), email: z.string() });

export const PartnerDraftSummarySchema = z
  .object({
    id: z.uuid(),
    partner_id: z.string(),
    base_partner_id: z.string().nullable(),
    title: z.string(),
    version: z.number().int(),
    created_by: StaffNameSchema,
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .meta({ id: 'PartnerDraftSummary' });

export const PartnerDraftSchema = PartnerDraftSummarySchema.extend({
  content: DraftContentSchema,
  assets: z.array(DraftAssetSchema),
  problems: z.array(DraftProblemSchema),
}).meta({ id: 'PartnerDraft' });
export type PartnerDraft = z.infer<typeof PartnerDraftSchema>;

export const DraftParamsSchema = z.object({ id: z.uuid() });

const partnerId = () =>
  text().regex(
    PARTNER_ID_PATTERN,
    'Use 2–40 lower-case letters, digits and hyphens, starting with a letter or digit.',
  );

export const CreateDraftRequestSchema = z
  .object({
    id: z.uuid().meta({
      description:
        'Chosen by the previewer for this draft; sending the same id again answers the draft it made (a retry creates nothing twice).',
    }),
    partner_id: partnerId().meta({ description: 'The partner folder the draft becomes.' }),
    title: text().trim().min(1).max(100),
    from: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('partner'), partner_id: partnerId() }),
      z.object({
        kind: z.literal('brand_kit'),
        ins_code: text().regex(/^[A-Z0-9]{2,10}$/, 'Use 2–10 capital letters or digits.'),
        name: z.object({ th: text().trim().min(1).max(100), en: text().trim().min(1).max(100) }),
        colors: z.array(text().regex(HEX, 'Use a hex colour such as #0057B8.')).min(1).max(3),
      }),
    ]),
  })
  .meta({ id: 'CreateDraftRequest' });

export const UpdateDraftRequestSchema = z
  .object({
    version: z.number().int().min(1).meta({ description: 'The version this edit was made on.' }),
    content: DraftContentSchema,
    summary: text().trim().max(200).optional(),
  })
  .meta({ id: 'UpdateDraftRequest' });

export const DraftChangeSchema = z.object({
  version: z.number().int(),
  staff: StaffNameSchema,
  changed_at: TimestampSchema,
  summary: z.string(),
  changes: z.array(z.object({ pointer: z.string(), from: z.unknown(), to: z.unknown() })),
});

export const PartnerDraftResponseSchema = dataEnvelope(PartnerDraftSchema).meta({
  id: 'PartnerDraftResponse',
});
export const PartnerDraftListResponseSchema = dataEnvelope(z.array(PartnerDraftSummarySchema)).meta({
  id: 'PartnerDraftListResponse',
});
export const DraftHistoryResponseSchema = dataEnvelope(z.array(DraftChangeSchema)).meta({
  id: 'DraftHistoryResponse',
});
