/**
 * Partner drafts (issue 14; docs/decisions/062-partner-drafts.md): a partner's public configuration
 * edited by staff in the previewer. `content` is what partner.json (without secret_key and api_key),
 * theme.json and menu-tiles.json hold; the server checks it with the same validator as
 * `npm run validate:partners` and answers the problems, so a draft may be saved half-done.
 */
import { z } from 'zod';
import defs from '../../../schemas/defs.schema.json';
import { dataEnvelope, TimestampSchema, text } from './common';

const HEX = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
export const PARTNER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
/**
 * The one insurer-code rule (issue 26): schemas/defs.schema.json's insCode, which validate:partners
 * applies, read here so the API, the previewer's forms and the validator cannot disagree.
 */
export const INS_CODE_PATTERN = new RegExp(defs.$defs.insCode.pattern);
/** What to type when an insurer code breaks INS_CODE_PATTERN (staff-drafts.test.ts keeps it in step). */
export const INS_CODE_RULE = '2–16 capital letters or digits';
const insCode = () => text().regex(INS_CODE_PATTERN, `Use ${INS_CODE_RULE}.`);

const JsonObject = z.record(z.string(), z.unknown());

export const DraftContentSchema = z
  .object({
    partner: JsonObject.meta({ description: 'partner.json without secret_key and api_key.' }),
    theme: JsonObject.meta({ description: 'theme.json.' }),
    menu_tiles: JsonObject.meta({ description: 'menu-tiles.json.' }),
  })
  .meta({ id: 'DraftContent' });
export type DraftContent = z.infer<typeof DraftContentSchema>;

/** The content an edit sends: the same three files, any other key refused (400 VALIDATION_FAILED). */
export const DraftContentChangeSchema = DraftContentSchema.strict().meta({ id: 'DraftContentChange' });

export const DraftProblemSchema = z
  .object({
    file: z.string(),
    pointer: z.string().optional(),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
    message: z.string(),
    suggestion: z.string().optional().meta({
      description:
        "A value that fixes it and passes the rule: a contrast failure's nearest passing colour, a valid partner id.",
    }),
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
    archived_at: TimestampSchema.nullable().meta({
      description:
        'When the draft was archived (hidden from the default list, kept with its history); null when not.',
    }),
  })
  .meta({ id: 'PartnerDraftSummary' });

export const PartnerDraftSchema = PartnerDraftSummarySchema.extend({
  content: DraftContentSchema,
  assets: z.array(DraftAssetSchema),
  problems: z.array(DraftProblemSchema),
}).meta({ id: 'PartnerDraft' });
export type PartnerDraft = z.infer<typeof PartnerDraftSchema>;

export const DraftParamsSchema = z.object({ id: z.uuid() });

export const DraftListQuerySchema = z
  .object({
    archived: z
      .enum(['true', 'false'])
      .optional()
      .meta({ description: 'true: only the archived drafts; otherwise only the drafts not archived.' }),
  })
  .strict()
  .meta({ id: 'DraftListQuery' });

export const SetDraftArchivedRequestSchema = z
  .object({
    archived: z.boolean().meta({ description: 'true archives the draft; false restores it to the list.' }),
  })
  .strict()
  .meta({ id: 'SetDraftArchivedRequest' });

export const RevertDraftRequestSchema = z
  .object({
    version: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'The version the revert was chosen on (the current one).' }),
    to_version: z
      .number()
      .int()
      .min(1)
      .meta({ description: "The earlier version whose content becomes the draft's content again." }),
  })
  .strict()
  .meta({ id: 'RevertDraftRequest' });

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
      z.strictObject({
        kind: z.literal('partner'),
        partner_id: partnerId(),
        ins_code: insCode().optional().meta({
          description:
            "A copy's own insurer code (partner.json and theme.json); without it the copy keeps the original's, which validate:partners refuses beside it.",
        }),
      }),
      z.strictObject({
        kind: z.literal('brand_kit'),
        ins_code: insCode(),
        name: z.strictObject({ th: text().trim().min(1).max(100), en: text().trim().min(1).max(100) }),
        colors: z.array(text().regex(HEX, 'Use a hex colour such as #0057B8.')).min(1).max(3),
      }),
    ]),
  })
  .strict()
  .meta({ id: 'CreateDraftRequest' });

export const UpdateDraftRequestSchema = z
  .object({
    version: z.number().int().min(1).meta({ description: 'The version this edit was made on.' }),
    content: DraftContentChangeSchema,
    summary: text().trim().max(200).optional(),
  })
  .strict()
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

// --- Images and import (issue 14: the editor's uploads and "import a folder or zip to continue") ---

/** An image of a draft's assets/ folder: what theme.json names as /partners/<partner_id>/assets/<name>. */
export const DRAFT_ASSET_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}\.(svg|png|jpg|jpeg|webp)$/;
/** The largest draft image, as validate:partners allows for a partner's assets (MAX_ASSET_BYTES). */
export const DRAFT_ASSET_MAX_BYTES = 1024 * 1024;
/** The largest partner folder zip to import. */
export const DRAFT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const DRAFT_ASSET_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** Where staff (and the previewer's frames, same origin, with the staff cookie) read a draft's image. */
export const DRAFT_ASSET_PATH = '/api/staff/drafts/{id}/assets/{name}' as const;
/** The draft's partner folder as a zip (editors). */
export const DRAFT_EXPORT_PATH = '/api/staff/drafts/{id}/export' as const;

export const DraftAssetParamsSchema = z.object({
  id: z.uuid(),
  name: text().regex(
    DRAFT_ASSET_NAME_PATTERN,
    'Use 1–64 lower-case letters, digits, dots, dashes or underscores and an .svg, .png, .jpg, .jpeg or .webp ending.',
  ),
});

export const DraftAssetFormSchema = z
  .object({
    file: z
      .file()
      .max(DRAFT_ASSET_MAX_BYTES)
      .meta({
        description: `The image: SVG (no script, no external references), PNG, JPEG or WebP, recognised by its bytes, at most ${DRAFT_ASSET_MAX_BYTES} bytes. Raster images are re-encoded; the name's ending must match the bytes.`,
      }),
  })
  .strict()
  .meta({ id: 'DraftAssetForm' });

export const DraftImportFormSchema = z
  .object({
    id: z.uuid().meta({ description: 'The new draft id, chosen by the previewer (as for a create).' }),
    title: text().trim().min(1).max(100),
    archive: z.file().max(DRAFT_IMPORT_MAX_BYTES).meta({
      description:
        'A zip of one partner folder (<partner_id>/partner.json, theme.json, menu-tiles.json, assets/…), as the export makes it; the files may also sit at the zip root.',
    }),
  })
  .strict()
  .meta({ id: 'DraftImportForm' });
