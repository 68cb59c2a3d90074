/**
 * Partner configuration versions (issue 26; docs/decisions/079-partner-config-versions.md): every
 * configuration a partner has had, as the partner folder's files (partner.json, theme.json,
 * menu-tiles.json, assets/*, pages/*) byte for byte, numbered per partner, one of them live. The
 * partners/ folder is imported at start ('folder' versions); a publisher approves a draft ('draft')
 * or restores an earlier version ('restore'), and every replica serves it within seconds.
 */
import { z } from 'zod';
import type { PublicPartner } from '../../engine/partner/boot';
import { dataEnvelope, jsonSchemaBacked, TimestampSchema } from './common';
import { MenuTilesSchema, ThemeSchema } from './partner';
import { PartnerIdSchema } from './staff';

export const PARTNER_VERSION_SOURCES = ['folder', 'draft', 'restore'] as const;

const StaffNameSchema = z.object({ name: z.string(), email: z.string() });

const VersionNumberSchema = z.coerce.number().int().min(1).max(2_147_483_647);

// --- POST /api/staff/drafts/{id}/publish ---

export const PublishDraftRequestSchema = z
  .object({
    version: z.number().int().min(1).meta({
      description:
        "The draft's version the publisher reviewed: another one answers 409 DRAFT_VERSION_CONFLICT. The same draft and version published again answers the version it made (a retry publishes nothing twice).",
    }),
  })
  .strict()
  .meta({ id: 'PublishDraftRequest' });

export const PartnerVersionPublishedSchema = z
  .object({
    partner_id: z.string(),
    version: z.number().int().meta({ description: "The partner's new live configuration version." }),
    published_at: TimestampSchema,
  })
  .meta({ id: 'PartnerVersionPublished' });

export const PartnerVersionPublishedResponseSchema = dataEnvelope(PartnerVersionPublishedSchema).meta({
  id: 'PartnerVersionPublishedResponse',
});

// --- GET /api/staff/partners/{partner_id}/versions ---

export const PartnerVersionSchema = z
  .object({
    version: z.number().int(),
    source: z.enum(PARTNER_VERSION_SOURCES).meta({
      description:
        "folder: imported from partners/<id>/ at a deploy; draft: a published draft; restore: a copy of an earlier version's files.",
    }),
    draft_id: z.uuid().nullable(),
    draft_version: z.number().int().nullable(),
    restored_from: z.number().int().nullable().meta({ description: 'The version a restore copied.' }),
    published_by: StaffNameSchema.nullable().meta({ description: 'Null for a folder import.' }),
    published_at: TimestampSchema,
    content_hash: z.string().meta({ description: 'SHA-256 of the files (paths and bytes), hex.' }),
    files: z.array(z.string()).meta({ description: 'The paths of its files, sorted.' }),
    live: z.boolean(),
  })
  .meta({ id: 'PartnerVersion' });
export type PartnerVersion = z.infer<typeof PartnerVersionSchema>;

export const PartnerVersionListSchema = z
  .object({
    partner_id: z.string(),
    live_version: z.number().int().nullable(),
    versions: z.array(PartnerVersionSchema).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'PartnerVersionList' });

export const PartnerVersionListResponseSchema = dataEnvelope(PartnerVersionListSchema).meta({
  id: 'PartnerVersionListResponse',
});

export const PartnerVersionParamsSchema = z.object({
  partner_id: PartnerIdSchema,
  version: VersionNumberSchema,
});

// --- GET /api/staff/partner-drift ---

export const PARTNER_DRIFT_STATUSES = ['in_sync', 'changed_since_deploy', 'db_only', 'folder_only'] as const;

export const PartnerDriftFileSchema = z.object({
  path: z.string(),
  difference: z.enum(['changed', 'only_live', 'only_folder']).meta({
    description:
      'changed: both hold the file with other bytes; only_live: the live version has it, the folder not; only_folder: the reverse.',
  }),
});

export const PartnerDriftSchema = z
  .object({
    partner_id: z.string(),
    status: z.enum(PARTNER_DRIFT_STATUSES).meta({
      description:
        "in_sync: the live version's files are the folder's; changed_since_deploy: a publish or restore since the folder was imported; db_only: published, no folder in partners/; folder_only: a folder not imported (the server started before it was added).",
    }),
    live_version: z.number().int().nullable(),
    files: z.array(PartnerDriftFileSchema).meta({ description: 'The paths that differ, sorted.' }),
  })
  .meta({ id: 'PartnerDrift' });

export const PartnerDriftResponseSchema = dataEnvelope(z.array(PartnerDriftSchema)).meta({
  id: 'PartnerDriftResponse',
});

/** A version's partner folder as a zip (outside the JSON contract, like the draft export). */
export const PARTNER_VERSION_EXPORT_PATH =
  '/api/staff/partners/{partner_id}/versions/{version}/export' as const;

// --- GET /api/v1/partner-boot (members) ---

export const PartnerBootSchema = z
  .object({
    partner: jsonSchemaBacked<PublicPartner>(
      'Partner',
      'partner.json without secret_key: what the server inlines into index.html.',
    ),
    theme: ThemeSchema,
    tiles: MenuTilesSchema,
  })
  .meta({ id: 'PartnerBoot', description: "The partner's boot data, as index.html carries it." });

export const PartnerBootResponseSchema = z
  .object({
    data: PartnerBootSchema,
    version: z
      .number()
      .int()
      .meta({ description: "The partner's live configuration version (also the x-partner-version header)." }),
  })
  .meta({ id: 'PartnerBootResponse' });
