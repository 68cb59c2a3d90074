/**
 * Hospital and provider search (issue 12): the partner's provider network by name (Thai or English,
 * typo-tolerant), province and district, distance from a point, coverage level and, for a signed-in
 * member, which of their cards is accepted (docs/decisions/050-hospital-search.md).
 *
 * Public: signed out, the answers cover the partner's network; with a member token they also say
 * which of the member's cards each hospital accepts. A hospital is addressed by its code (H0001).
 */
import { z } from 'zod';
import { LocalizedTextSchema, text } from './common';

export const HOSPITAL_TYPES = ['hospital', 'clinic'] as const;
export const HOSPITAL_COVERAGE_LEVELS = ['all', 'some'] as const;
export type HospitalCoverageLevel = (typeof HOSPITAL_COVERAGE_LEVELS)[number];

/** Service tags, in display order (labels: locales/<lng>/hospitals.json services.*). */
export const HOSPITAL_SERVICE_TAGS = [
  'opd',
  'ipd',
  'emergency',
  'checkup',
  'dental',
  'maternity',
  'pediatrics',
  'cardiology',
  'orthopedics',
  'dialysis',
  'physiotherapy',
  'vaccination',
  'eye',
  'dermatology',
  'imaging',
  'mental_health',
  'telemedicine',
] as const;
export type HospitalServiceTag = (typeof HOSPITAL_SERVICE_TAGS)[number];

export const HOSPITAL_PAGE_SIZE_MAX = 50;
/** Hospital codes as stored (hospitals.code). */
export const HOSPITAL_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/;

const CoverageLevelSchema = z.enum(HOSPITAL_COVERAGE_LEVELS).meta({
  description: 'all: every plan of the partner (or card) is accepted here; some: only some plans are.',
});

// --- GET /api/v1/hospitals (and GET /api/v1/cards/{id}/hospitals, the same search for one card) ---

/** The search's filters and paging, shared by the partner's search and the use-card picker's. */
const hospitalSearchFields = {
  q: text().max(100).optional().meta({
    description:
      'Words of the name, Thai or English. Typing mistakes are forgiven (trigram similarity); a part of a name also matches.',
  }),
  province: text()
    .max(100)
    .optional()
    .meta({ description: 'Province key (its English name) from /hospitals/areas.' }),
  district: text()
    .max(100)
    .optional()
    .meta({ description: 'District key (its English name) from /hospitals/areas.' }),
  level: CoverageLevelSchema.optional().meta({ description: 'Only hospitals with this coverage level.' }),
  type: z.enum(HOSPITAL_TYPES).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  within_km: z.coerce
    .number()
    .positive()
    .max(1000)
    .optional()
    .meta({ description: 'With lat/lng: only hospitals within this distance.' }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(HOSPITAL_PAGE_SIZE_MAX).default(20),
};

/** lat and lng come together, and within_km needs them. */
function checkLocation(
  value: { lat?: number | undefined; lng?: number | undefined; within_km?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if ((value.lat === undefined) !== (value.lng === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [value.lat === undefined ? 'lat' : 'lng'],
      message: 'lat and lng come together.',
      params: { code: 'location_incomplete' },
    });
  if (value.within_km !== undefined && value.lat === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['within_km'],
      message: 'within_km needs lat and lng.',
      params: { code: 'location_incomplete' },
    });
}

export const HospitalSearchQuerySchema = z
  .object({
    ...hospitalSearchFields,
    card: z.uuid().optional().meta({
      description:
        "Only hospitals that accept this card of the signed-in member (401 without a member token, 404 for a card the member cannot see); the coverage level is then the card's.",
    }),
  })
  .superRefine(checkLocation);
export type HospitalSearchQuery = z.input<typeof HospitalSearchQuerySchema>;

/**
 * GET /api/v1/cards/{id}/hospitals (the use-card picker, /hospital-list): the same search over the
 * places that accept the card in the path.
 */
export const CardHospitalsQuerySchema = z.object(hospitalSearchFields).superRefine(checkLocation);
export type CardHospitalsQuery = z.input<typeof CardHospitalsQuerySchema>;

export const HospitalSummarySchema = z
  .object({
    code: z.string().meta({ description: 'The hospital id in URLs (/search-hospital/detail/{code}).' }),
    type: z.enum(HOSPITAL_TYPES),
    name: LocalizedTextSchema,
    address: LocalizedTextSchema,
    province: LocalizedTextSchema,
    district: LocalizedTextSchema,
    phone: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    coverage_level: CoverageLevelSchema,
    distance_km: z
      .number()
      .nullable()
      .meta({ description: 'From lat/lng when given (nearest first); else null.' }),
  })
  .meta({ id: 'HospitalSummary' });
export type HospitalSummary = z.infer<typeof HospitalSummarySchema>;

export const HospitalSearchResponseSchema = z
  .object({
    data: z.object({
      items: z
        .array(HospitalSummarySchema)
        .meta({ description: 'Empty: the app shows "no provider or hospital".' }),
      page: z.number().int(),
      page_size: z.number().int(),
      total: z.number().int().min(0),
      has_more: z.boolean(),
    }),
  })
  .meta({ id: 'HospitalSearchResponse' });

// --- GET /api/v1/hospitals/areas ---

export const HospitalAreaSchema = z
  .object({
    key: z.string().meta({ description: 'What the search takes as province (or district).' }),
    name: LocalizedTextSchema,
    count: z.number().int().min(1),
  })
  .meta({ id: 'HospitalArea' });

export const HospitalAreasResponseSchema = z
  .object({
    data: z.object({
      provinces: z
        .array(HospitalAreaSchema.extend({ districts: z.array(HospitalAreaSchema) }))
        .meta({ description: "Provinces of the partner's network with their districts, by Thai name." }),
    }),
  })
  .meta({ id: 'HospitalAreasResponse' });

// --- GET /api/v1/hospitals/{code} ---

export const HospitalParamsSchema = z.object({
  code: text().regex(HOSPITAL_CODE_PATTERN).meta({ description: 'Hospital code, e.g. H0001.' }),
});

export const HospitalDayHoursSchema = z.object({
  day: z.number().int().min(1).max(7).meta({ description: 'ISO weekday: 1 Monday … 7 Sunday.' }),
  open: z.string().meta({ description: 'HH:MM' }),
  close: z.string().meta({ description: 'HH:MM (24:00 = midnight)' }),
});

export const HospitalAcceptedCardSchema = z
  .object({
    card_id: z.uuid(),
    card_no: z.string(),
    insured_name: z.string(),
    insurer_name: LocalizedTextSchema,
    plan_name: LocalizedTextSchema.nullable(),
    coverage_level: CoverageLevelSchema,
  })
  .meta({ id: 'HospitalAcceptedCard' });
export type HospitalAcceptedCard = z.infer<typeof HospitalAcceptedCardSchema>;

export const HospitalDetailSchema = HospitalSummarySchema.extend({
  postcode: z.string().nullable(),
  opening_hours: z.object({
    open_24h: z.boolean(),
    days: z.array(HospitalDayHoursSchema).meta({ description: 'A weekday not listed is closed.' }),
  }),
  services: z.array(z.enum(HOSPITAL_SERVICE_TAGS)),
  accepted_cards: z.array(HospitalAcceptedCardSchema).nullable().meta({
    description:
      "Signed in: the member's usable cards (own and family) this hospital accepts, possibly none. Signed out: null.",
  }),
}).meta({ id: 'HospitalDetail' });
export type HospitalDetail = z.infer<typeof HospitalDetailSchema>;

export const HospitalDetailResponseSchema = z
  .object({ data: HospitalDetailSchema })
  .meta({ id: 'HospitalDetailResponse' });
