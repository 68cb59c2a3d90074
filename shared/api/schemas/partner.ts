import { z } from 'zod';
import type { MenuTiles, Theme } from '../../generated/types';
import { DATA_LANGS_SEPARATOR } from '../constants';
import { dataEnvelope, jsonSchemaBacked, LangSchema, LocalizedTextSchema, text } from './common';

export const ThemeSchema = jsonSchemaBacked<Theme>(
  'Theme',
  "A partner's theme: every theme field of the spec (section 3), as in partners/<id>/theme.json.",
);
export const MenuTilesSchema = jsonSchemaBacked<MenuTiles>(
  'MenuTiles',
  "The partner's home menu tiles, as in partners/<id>/menu-tiles.json.",
);

export const LineLiffKeySchema = z
  .object({ line_liff_key: z.string(), line_liff_id: z.string() })
  .meta({ id: 'LineLiffKey', description: 'One named LIFF app.' });

// --- GET /api/v1/partner-info ---

export const PartnerInfoQuerySchema = z.object({
  partner_id: text().max(64).optional().meta({ description: 'The partner id (partners/<id>).' }),
  secret_key: text().max(256).optional().meta({ description: "The partner's secret key." }),
  line_liff_key: text().max(64).optional().meta({
    description:
      "Selects a LIFF app: missing or 'default' gives the main line_liff_id, a known key gives its id, an unknown key falls back to the main id.",
  }),
});

export const PartnerInfoSchema = z
  .object({
    partner_id: z.string(),
    ins_code: z.string(),
    api_key: z.string().meta({ description: 'The public x-api-key for this partner.' }),
    name: LocalizedTextSchema,
    product_name: LocalizedTextSchema,
    languages: z.array(LangSchema).min(1),
    line_liff_id: z.string().meta({
      description: 'The LIFF id selected by line_liff_key (docs/spec.md section 7); empty when none.',
    }),
    line_liff_keys: z.array(LineLiffKeySchema),
    line_login_enabled: z.boolean(),
    telemed_card_limit: z.union([z.literal(2), z.literal(3)]),
    tile_reading: z.enum(['A', 'B']),
    year_format: z.enum(['buddhist', 'gregorian']),
    menu_tiles: MenuTilesSchema,
  })
  .meta({
    id: 'PartnerInfo',
    description: 'What the app may know about a partner: everything but its secret.',
  });
export type PartnerInfo = z.infer<typeof PartnerInfoSchema>;

export const PartnerInfoResponseSchema = dataEnvelope(PartnerInfoSchema).meta({ id: 'PartnerInfoResponse' });

// --- GET /api/v1/theme/{ins_code} ---

export const ThemeParamsSchema = z.object({
  ins_code: text()
    .regex(/^[A-Z0-9]{2,16}$/, 'An insurer code is 2 to 16 upper-case letters and digits')
    .meta({ description: 'Insurer or partner code (partner.json ins_code).' }),
});
export const ThemeResponseSchema = dataEnvelope(ThemeSchema).meta({ id: 'ThemeResponse' });

// --- GET /api/v1/language-setting ---

export const LanguageSettingResponseSchema = dataEnvelope(
  z.string().meta({
    description: `The partner's languages, comma-separated, default first (e.g. "th${DATA_LANGS_SEPARATOR}en").`,
    example: 'th,en',
  }),
).meta({ id: 'LanguageSettingResponse' });
