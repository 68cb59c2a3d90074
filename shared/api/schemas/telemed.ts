/**
 * Telemed Mart (issue 13, docs/decisions/056-telemed-mart.md): the cards a member may use for a video
 * consultation and what they cover, telemedicine providers with their hours in Bangkok time, the
 * coverage of the chosen cards at a provider, and the consultation code the provider checks.
 *
 * Chosen cards travel as `cards`: card ids joined by commas, in the member's order (the first card pays
 * first). At most the partner's telemed_card_limit (2 or 3); all of one insured person; each active.
 * Money is in baht (THB). Times are ISO timestamps; `local` times are HH:MM in Asia/Bangkok.
 */
import { z } from 'zod';
import { DateSchema, LocalizedTextSchema, TimestampSchema, text } from './common';

const Uuid = z.uuid();

export const TELEMED_KINDS = ['hospital', 'app_clinic', 'pharmacy', 'mental_health'] as const;
export const TelemedKindSchema = z.enum(TELEMED_KINDS).meta({
  description: 'hospital tele-consult, app-based clinic, pharmacy with delivery, or mental health.',
});
export type TelemedKind = z.infer<typeof TelemedKindSchema>;

/** The categories of /telemed-mart/{id}: every provider, or one kind. */
export const TELEMED_CATEGORIES = ['all', ...TELEMED_KINDS] as const;
export type TelemedCategory = (typeof TELEMED_CATEGORIES)[number];

export const TELEMED_CHANNELS = ['video', 'voice', 'chat'] as const;

/** A consultation code lasts this long (like the use-card session). */
export const TELEMED_CODE_MINUTES = 15;

// --- Cards ---

export const TelemedBenefitSchema = z
  .object({
    per_visit_limit: z.number().meta({ description: 'Baht the card pays per consultation, at most.' }),
    visits_per_year: z.number().int(),
    visits_used: z
      .number()
      .int()
      .meta({ description: 'Consultations used with this card this policy year.' }),
    visits_remaining: z.number().int(),
    copay_percent: z.number().int().meta({ description: 'Share of the covered amount the member pays.' }),
    medicine_delivery_limit: z.number().meta({ description: 'Baht for medicine delivery; 0 = not covered.' }),
  })
  .meta({ id: 'TelemedBenefit' });
export type TelemedBenefit = z.infer<typeof TelemedBenefitSchema>;

export const TelemedCardSchema = z
  .object({
    id: Uuid,
    type: z.enum(['group', 'individual']),
    card_no: z.string(),
    insured_person_id: Uuid,
    insured_name: z.string(),
    is_self: z
      .boolean()
      .meta({ description: "True for the member's own card, false for a family member's." }),
    insurer_name: LocalizedTextSchema,
    plan_name: LocalizedTextSchema.nullable(),
    ins_code: z.string(),
    expiry_date: DateSchema,
    benefit: TelemedBenefitSchema,
  })
  .meta({ id: 'TelemedCard' });
export type TelemedCard = z.infer<typeof TelemedCardSchema>;

export const TelemedCardsResponseSchema = z
  .object({
    data: z.object({
      limit: z.union([z.literal(2), z.literal(3)]).meta({ description: "The partner's card limit." }),
      cards: z.array(TelemedCardSchema).meta({
        description:
          "Cards in force of the member and of family members they may view, with a telemedicine benefit: the member's own first, then by person and expiry.",
      }),
    }),
  })
  .meta({ id: 'TelemedCardsResponse' });

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** `a,b,c`: chosen card ids (UUIDs, so the database is never asked about anything else) in order. */
export const ChosenCardsSchema = text()
  .regex(new RegExp(`^${UUID_TEXT}(,${UUID_TEXT}){0,9}$`), { error: 'Card ids joined by commas.' })
  .meta({ description: 'Chosen card ids, comma-separated, in order (the first pays first).' });

// --- Providers ---

export const TelemedHoursSchema = z
  .object({
    open_24h: z.boolean(),
    week: z
      .array(z.object({ day: z.number().int().min(1).max(7), open: z.string(), close: z.string() }))
      .meta({
        description: 'Opening windows per ISO weekday (1 = Monday), Bangkok time; a missing day is closed.',
      }),
    holiday: z
      .object({ open: z.string(), close: z.string() })
      .nullable()
      .meta({ description: 'Hours on a public holiday; null = closed on public holidays.' }),
    open_now: z.boolean(),
    closes_at: TimestampSchema.nullable().meta({
      description: 'When open now and not 24 hours: the end of this window.',
    }),
    next_open_at: TimestampSchema.nullable().meta({
      description: 'When closed: the next opening, within 14 days.',
    }),
    today_holiday: LocalizedTextSchema.nullable().meta({
      description: 'Today in Bangkok is this public holiday.',
    }),
  })
  .meta({ id: 'TelemedHours' });
export type TelemedHours = z.infer<typeof TelemedHoursSchema>;

export const TelemedProviderSummarySchema = z
  .object({
    code: z.string(),
    kind: TelemedKindSchema,
    name: LocalizedTextSchema,
    specialty: LocalizedTextSchema,
    logo_url: z.string().nullable(),
    consultation_fee: z.number(),
    languages: z.array(z.string()),
    rating: z.number().nullable(),
    rating_count: z.number().int(),
    medicine_delivery: z.boolean(),
    hours: TelemedHoursSchema,
    covered_by: z.array(Uuid).meta({ description: 'Which of the chosen cards this provider accepts.' }),
  })
  .meta({ id: 'TelemedProviderSummary' });
export type TelemedProviderSummary = z.infer<typeof TelemedProviderSummarySchema>;

export const TelemedProviderQuerySchema = z.object({
  q: text().max(60).optional().meta({ description: 'Words of the name, speciality or services.' }),
  kind: TelemedKindSchema.optional(),
  language: text()
    .regex(/^[a-z]{2}$/)
    .optional()
    .meta({ description: 'A language spoken (ISO 639-1).' }),
  open_now: z.enum(['true', 'false']).optional(),
  cards: ChosenCardsSchema.optional(),
  covered_by: Uuid.optional().meta({ description: 'Only providers that accept this chosen card.' }),
});

export const TelemedProviderListResponseSchema = z
  .object({
    data: z.object({
      items: z.array(TelemedProviderSummarySchema),
      total: z.number().int(),
      server_now: TimestampSchema,
    }),
  })
  .meta({ id: 'TelemedProviderListResponse' });

export const TelemedProviderParamsSchema = z.object({
  code: text()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .meta({ description: 'Provider code (t01 …).' }),
});

export const TelemedProviderDetailSchema = TelemedProviderSummarySchema.extend({
  description: LocalizedTextSchema,
  services: z.object({ th: z.array(z.string()), en: z.array(z.string()) }),
  channels: z.array(z.enum(TELEMED_CHANNELS)),
  upcoming_holidays: z
    .array(z.object({ date: DateSchema, name: LocalizedTextSchema }))
    .meta({ description: 'Public holidays in the next 30 days (Bangkok dates).' }),
}).meta({ id: 'TelemedProviderDetail' });
export type TelemedProviderDetail = z.infer<typeof TelemedProviderDetailSchema>;

export const TelemedProviderResponseSchema = z
  .object({ data: TelemedProviderDetailSchema })
  .meta({ id: 'TelemedProviderResponse' });

// --- Coverage at a provider ---

export const TelemedCardCoverageSchema = z
  .object({
    card_id: Uuid,
    card_no: z.string(),
    insurer_name: LocalizedTextSchema,
    accepted: z.boolean().meta({ description: "The provider accepts this card's partner." }),
    benefit: TelemedBenefitSchema,
    pays: z.number().meta({ description: 'Baht this card pays of the fee, after earlier cards.' }),
    copay: z.number().meta({ description: 'Baht of the co-payment the member pays on this card.' }),
  })
  .meta({ id: 'TelemedCardCoverage' });

export const TelemedQuoteSchema = z
  .object({
    fee: z.number(),
    cards: z.array(TelemedCardCoverageSchema),
    covered: z.number().meta({ description: 'Baht the cards pay together.' }),
    member_pays: z.number().meta({ description: 'Baht the member pays: fee − covered.' }),
    medicine_delivery_limit: z.number().meta({
      description:
        'Baht for medicine delivery, the largest of the accepted cards; 0 when none or no delivery.',
    }),
  })
  .meta({ id: 'TelemedQuote' });
export type TelemedQuote = z.infer<typeof TelemedQuoteSchema>;

export const TelemedCoverageQuerySchema = z.object({ cards: ChosenCardsSchema });

export const TelemedCoverageResponseSchema = z
  .object({ data: z.object({ provider: TelemedProviderSummarySchema, quote: TelemedQuoteSchema }) })
  .meta({ id: 'TelemedCoverageResponse' });

// --- Consultation codes ---

export const TELEMED_CODE_STATUSES = ['active', 'expired', 'used', 'cancelled'] as const;
export const TelemedCodeStatusSchema = z.enum(TELEMED_CODE_STATUSES);
export type TelemedCodeStatus = z.infer<typeof TelemedCodeStatusSchema>;

export const IssueTelemedCodeRequestSchema = z
  .object({
    provider_code: text().min(1).max(40),
    card_ids: z.array(Uuid).min(1).max(3),
    consent: z
      .literal(true)
      .meta({ description: 'The member agrees to share the details listed on the summary.' }),
    share_mobile: z
      .boolean()
      .default(false)
      .meta({ description: 'Also share the mobile number for a call-back.' }),
  })
  .strict()
  .meta({ id: 'IssueTelemedCodeRequest' });

export const SharedDetailsSchema = z
  .object({
    patient_name: z.string(),
    birth_date: DateSchema.nullable(),
    gender: z.enum(['male', 'female', 'unspecified']),
    mobile: z.string().nullable().meta({ description: 'Only when the member chose to share it.' }),
  })
  .meta({ id: 'TelemedSharedDetails', description: 'What the member agreed to share with the provider.' });

export const TelemedCodeSchema = z
  .object({
    id: Uuid,
    status: TelemedCodeStatusSchema,
    code: z.string(),
    qr_payload: z.string().meta({ description: 'Signed text for the QR code.' }),
    issued_at: TimestampSchema,
    expires_at: TimestampSchema,
    server_now: TimestampSchema.meta({ description: 'Count down from here to expires_at.' }),
    provider: z.object({ code: z.string(), name: LocalizedTextSchema }),
    quote: TelemedQuoteSchema,
    shared: SharedDetailsSchema,
  })
  .meta({ id: 'TelemedCode' });
export type TelemedCode = z.infer<typeof TelemedCodeSchema>;

export const TelemedCodeResponseSchema = z
  .object({ data: TelemedCodeSchema })
  .meta({ id: 'TelemedCodeResponse' });
export const TelemedCodeParamsSchema = z.object({ id: Uuid.meta({ description: 'Consultation code id.' }) });

/** The member's details as they would be shared (the summary before consent). */
export const TelemedPreviewQuerySchema = z.object({ cards: ChosenCardsSchema });
export const TelemedPreviewResponseSchema = z
  .object({
    data: z.object({
      provider: TelemedProviderSummarySchema,
      quote: TelemedQuoteSchema,
      shared: SharedDetailsSchema,
      member_mobile: z
        .string()
        .nullable()
        .meta({ description: "The member's mobile, shared only if they tick it." }),
    }),
  })
  .meta({ id: 'TelemedPreviewResponse' });

// --- Provider side ---

export const TELEMED_PROVIDER_KEY_HEADER = 'x-telemed-provider-key';

export const VerifyTelemedCodeRequestSchema = z
  .object({
    code: text().min(1).max(400).meta({ description: 'The code on the member’s screen, or the QR payload.' }),
  })
  .strict()
  .meta({ id: 'VerifyTelemedCodeRequest' });

export const TelemedVerificationSchema = z
  .discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      code_id: Uuid,
      expires_at: TimestampSchema,
      patient: SharedDetailsSchema,
      cards: z.array(
        z.object({
          card_no: z.string(),
          insurer_name: LocalizedTextSchema,
          plan_name: LocalizedTextSchema.nullable(),
          expiry_date: DateSchema,
          pays: z.number(),
          copay: z.number(),
        }),
      ),
      fee: z.number(),
      covered: z.number(),
      member_pays: z.number(),
      medicine_delivery_limit: z.number(),
    }),
    z.object({
      valid: z.literal(false),
      reason: z.enum(['unknown', 'expired', 'used', 'cancelled']).meta({
        description:
          'unknown: no such code for this provider and partner (or a forged QR); expired: past its time; used: already accepted; cancelled by the member.',
      }),
    }),
  ])
  .meta({
    id: 'TelemedVerification',
    description: 'Only what the member agreed to share, and what the cards cover at this provider.',
  });
export type TelemedVerification = z.infer<typeof TelemedVerificationSchema>;

export const TelemedVerificationResponseSchema = z
  .object({ data: TelemedVerificationSchema })
  .meta({ id: 'TelemedVerificationResponse' });
