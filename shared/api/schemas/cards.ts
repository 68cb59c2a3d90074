/**
 * Cards and coverage (issue 5): the member's cards, coverage benefits and claim history, finding a
 * policy held at the TPA by national id and linking it with an OTP, self-added cards with their
 * photos and benefit lines, family members' cards, and using a card at a hospital.
 *
 * Visibility (docs/decisions/040-card-visibility.md): a member sees their own cards, the cards they
 * typed in, and the TPA cards of family members linked with can_view, all within their own partner.
 * Any other id answers 404 NOT_FOUND with no data, exactly like an id that does not exist.
 *
 * Money is a JSON number in the row's currency (THB unless stated). Calendar dates are ISO
 * (Gregorian) YYYY-MM-DD; the app shows Buddhist-era years in Thai.
 */
import { MAX_UPLOAD_BYTES, OTP_DIGITS } from '../constants';
import { z } from 'zod';
import { DateInputSchema, DateSchema, LocalizedTextSchema, TimestampSchema, text } from './common';

const Uuid = z.uuid();

// --- Shared shapes ---

export const CARD_TYPES = ['group', 'individual', 'self_added'] as const;
export const CardTypeSchema = z.enum(CARD_TYPES).meta({
  description: 'group and individual: policies held at the TPA; self_added: typed in by the member.',
});
export type CardType = z.infer<typeof CardTypeSchema>;

export const CARD_STATUSES = ['active', 'expired', 'upcoming'] as const;
export const CardStatusSchema = z.enum(CARD_STATUSES).meta({
  description:
    'From the dates in Thailand time (UTC+7): upcoming before start_date, active from start_date through expiry_date (inclusive), expired after.',
});
export type CardStatus = z.infer<typeof CardStatusSchema>;

export const FAMILY_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;
export const FamilyRelationSchema = z.enum(FAMILY_RELATIONS);
export type FamilyRelation = z.infer<typeof FamilyRelationSchema>;

export const CURRENCIES = ['THB', 'USD'] as const;
export const CurrencySchema = z.enum(CURRENCIES);

export const CardSummarySchema = z
  .object({
    id: Uuid,
    type: CardTypeSchema,
    insured_person_id: Uuid.meta({ description: 'Whose card it is (the member or a family member).' }),
    insurer_name: LocalizedTextSchema.meta({ description: 'Insurer or bank printed on the card.' }),
    ins_code: z
      .string()
      .nullable()
      .meta({ description: 'Code of the partner holding the policy; null for most self-added cards.' }),
    card_no: z.string().meta({ description: 'Policy or card number as printed.' }),
    certificate_no: z
      .string()
      .nullable()
      .meta({ description: 'Member certificate number of a group policy.' }),
    insured_name: z.string(),
    plan_name: LocalizedTextSchema.nullable(),
    policyholder: LocalizedTextSchema.nullable().meta({ description: 'The employer of a group policy.' }),
    start_date: DateSchema,
    expiry_date: DateSchema,
    status: CardStatusSchema,
    front_image_url: z.string().nullable().meta({
      description:
        'Same-origin URL of the front face (GET, the member token in Authorization or the auth._token.local cookie); null when there is none.',
    }),
    back_image_url: z.string().nullable(),
    editable: z.boolean().meta({
      description: 'True for self-added cards the member typed in: edit, delete and benefits allowed.',
    }),
    usable: z.boolean().meta({
      description: 'True when the card can be shown at a hospital now (a TPA card that is active).',
    }),
  })
  .meta({ id: 'CardSummary' });
export type CardSummary = z.infer<typeof CardSummarySchema>;

export const CardGroupsSchema = z
  .object({
    group: z.array(CardSummarySchema),
    individual: z.array(CardSummarySchema),
    self_added: z.array(CardSummarySchema),
  })
  .meta({
    id: 'CardGroups',
    description: 'Cards by type; each list is ordered active first, then by expiry date (latest first).',
  });
export type CardGroups = z.infer<typeof CardGroupsSchema>;

// --- GET /api/v1/cards ---

export const CardListResponseSchema = z.object({ data: CardGroupsSchema }).meta({ id: 'CardListResponse' });

// --- GET /api/v1/cards/{id} ---

export const CardParamsSchema = z.object({ id: Uuid.meta({ description: 'Card id.' }) });

export const LIMIT_PERIODS = ['per_day', 'per_visit', 'per_admission', 'per_year', 'per_accident'] as const;
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);

export const CoverageBenefitSchema = z
  .object({
    id: Uuid,
    benefit: LocalizedTextSchema.meta({
      description: 'What is covered. A self-added line holds the member’s own text in both languages.',
    }),
    limit_period: LimitPeriodSchema.nullable(),
    max_limit: z.number().nullable(),
    medical_fee: z.number().nullable(),
    room_price: z.number().nullable(),
    surgery_fee: z.number().nullable(),
    medicine_fee: z.number().nullable(),
    currency: CurrencySchema,
    used_amount: z.number().nullable().meta({
      description:
        'per_year only: the sum of the approved amounts of claims on this card charged to this benefit (same currency) admitted in the current policy year (period_start to period_end); null for any other period (their limit renews with each visit, admission, accident or day, so nothing is summed against it) or when no claim is counted.',
    }),
    largest_amount: z.number().nullable().default(null).meta({
      description:
        'Any period but per_year: the largest approved amount of one claim charged to this benefit; null for per_year or when none.',
    }),
    claim_count: z.number().int().min(0).meta({
      description: 'Approved claims charged to this benefit (per_year: those of the current policy year).',
    }),
    period_start: DateSchema.nullable().default(null).meta({
      description:
        'per_year: the first day of the current policy year (an anniversary of the card start date).',
    }),
    period_end: DateSchema.nullable().default(null).meta({
      description: 'per_year: the last day of the current policy year (never after the card expiry).',
    }),
  })
  .meta({ id: 'CoverageBenefit' });
export type CoverageBenefit = z.infer<typeof CoverageBenefitSchema>;

export const CLAIM_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const ClaimHistoryItemSchema = z
  .object({
    id: Uuid,
    claim_no: z.string(),
    admission_date: DateSchema,
    amount: z.number().meta({ description: 'Amount claimed, in currency.' }),
    approved_amount: z.number().nullable().meta({ description: 'Amount approved (approved claims only).' }),
    paid_amount: z.number().nullable().default(null).meta({ description: 'Amount paid (paid claims only).' }),
    currency: CurrencySchema.meta({ description: 'THB (baht) or USD.' }),
    status: z.enum(CLAIM_STATUSES),
    stage: z
      .enum([
        'submitted',
        'under_review',
        'documents_requested',
        'approved',
        'partly_approved',
        'rejected',
        'paid',
      ])
      .meta({ description: 'The step on the claim timeline, as claim status shows it.' }),
    benefit_type: z.enum(['opd', 'ipd', 'dental', 'accident_emergency', 'maternity', 'health_checkup']),
    provider_name: LocalizedTextSchema.nullable().meta({ description: 'Hospital or provider.' }),
  })
  .meta({ id: 'ClaimHistoryItem' });
export type ClaimHistoryItem = z.infer<typeof ClaimHistoryItemSchema>;

export const CardDetailSchema = z
  .object({
    card: CardSummarySchema,
    benefits: z
      .array(CoverageBenefitSchema)
      .meta({ description: 'In printed order. Empty: the app shows "no coverage details".' }),
    claims: z.array(ClaimHistoryItemSchema).meta({
      description:
        'The latest claims on the card (at most 10), newest admission first. Empty: the app shows "no history".',
    }),
    more_claims: z
      .boolean()
      .meta({ description: 'More claims than these: the app links to claim status for the whole list.' }),
  })
  .meta({ id: 'CardDetail' });
export type CardDetail = z.infer<typeof CardDetailSchema>;

export const CardDetailResponseSchema = z
  .object({ data: CardDetailSchema })
  .meta({ id: 'CardDetailResponse' });

// --- POST /api/v1/cards/search: a policy held at the TPA, by national id ---

export const CardSearchRequestSchema = z
  .object({
    national_id: text().max(40).meta({
      description: '13-digit Thai national id (spaces and dashes allowed); the check digit is verified.',
    }),
    relation: FamilyRelationSchema.optional().meta({
      description:
        "Absent: the member's own policy (/search-idcard). Present: a family member's (/search-idcard-family).",
    }),
  })
  .strict()
  .meta({ id: 'CardSearchRequest' });

export const FoundPolicySchema = z
  .object({
    insurer_name: LocalizedTextSchema,
    plan_name: LocalizedTextSchema.nullable(),
    type: z.enum(['group', 'individual']),
    card_no_masked: z.string().meta({ description: 'Only the last 4 characters shown, e.g. ••••0418.' }),
  })
  .meta({ id: 'FoundPolicy' });

export const CardOtpSentSchema = z
  .object({
    ref_no: z.string().meta({ description: 'Reference shown beside the OTP input; the SMS carries it too.' }),
    phone_masked: z.string().meta({ description: '081-xxx-5678' }),
    ttl_minute: z.number().int().positive(),
  })
  .meta({ id: 'CardOtpSent' });

export const PhoneChoiceSchema = z
  .object({
    choice_id: z.string().meta({ description: 'Opaque; send it back as phone_choice.' }),
    phone_masked: z.string().meta({ description: '081-xxx-5678' }),
  })
  .meta({ id: 'PhoneChoice' });

export const CardSearchResultSchema = z
  .discriminatedUnion('result', [
    z.object({
      result: z
        .literal('not_found')
        .meta({ description: 'No TPA policy for this national id (NO_POLICY_FOUND).' }),
    }),
    z.object({
      result: z
        .literal('already_linked')
        .meta({ description: 'The member can already see these policies; nothing to do.' }),
      policies: z.array(FoundPolicySchema),
    }),
    z.object({
      result: z.literal('otp_sent').meta({
        description:
          "The registered phone is the member's own: an OTP went to it. Confirm with POST /api/v1/cards/link (/otp-card).",
      }),
      search_id: z.string(),
      policies: z.array(FoundPolicySchema),
      phone_choice: z.string().meta({ description: 'Send with search_id to /cards/search/otp to resend.' }),
      otp: CardOtpSentSchema,
    }),
    z.object({
      result: z.literal('choose_phone').meta({
        description:
          "No phone on file is the member's: pick one for the OTP (POST /api/v1/cards/search/otp) or contact the official account.",
      }),
      search_id: z.string(),
      policies: z.array(FoundPolicySchema),
      phones: z.array(PhoneChoiceSchema),
      line_oa_id: z
        .string()
        .nullable()
        .meta({ description: "The partner's official LINE account id (theme line_oa_id), when it has one." }),
    }),
  ])
  .meta({ id: 'CardSearchResult' });
export type CardSearchResult = z.infer<typeof CardSearchResultSchema>;

export const CardSearchResponseSchema = z
  .object({ data: CardSearchResultSchema })
  .meta({ id: 'CardSearchResponse' });

// --- POST /api/v1/cards/search/otp ---

export const CardSearchOtpRequestSchema = z
  .object({
    search_id: text().min(1).max(600),
    phone_choice: text().min(1).max(100),
  })
  .strict()
  .meta({ id: 'CardSearchOtpRequest' });

export const CardSearchOtpResponseSchema = z
  .object({ data: CardOtpSentSchema })
  .meta({ id: 'CardSearchOtpResponse' });

// --- POST /api/v1/cards/link ---

export const CardLinkRequestSchema = z
  .object({
    ref_no: text().min(1).max(20),
    otp: text().regex(new RegExp(`^[0-9]{${OTP_DIGITS}}$`), `${OTP_DIGITS} digits`),
  })
  .strict()
  .meta({ id: 'CardLinkRequest' });

export const CardLinkResultSchema = z
  .object({
    person_id: Uuid.meta({ description: 'The insured person whose cards were linked.' }),
    relation: FamilyRelationSchema.nullable().meta({ description: "null: the member's own cards." }),
    cards: z.array(CardSummarySchema),
  })
  .meta({ id: 'CardLinkResult' });

export const CardLinkResponseSchema = z
  .object({ data: CardLinkResultSchema })
  .meta({ id: 'CardLinkResponse' });

// --- GET /api/v1/insurers ---

export const INSURER_KINDS = ['partner', 'insurer', 'bank', 'other'] as const;
export const InsurerSchema = z
  .object({
    id: z.string().meta({ description: 'Send as insurer_id when saving a card.' }),
    kind: z.enum(INSURER_KINDS).meta({
      description:
        'partner: a partner of this app; insurer / bank: Thai market; other: type the name (insurer_name).',
    }),
    name: LocalizedTextSchema,
    ins_code: z.string().nullable(),
  })
  .meta({ id: 'Insurer' });
export type Insurer = z.infer<typeof InsurerSchema>;

export const InsurerListResponseSchema = z
  .object({
    data: z.array(InsurerSchema).meta({ description: 'Partners first, then insurers, banks, other.' }),
  })
  .meta({ id: 'InsurerListResponse' });

// --- POST /api/v1/cards, PUT /api/v1/cards/{id}, POST /api/v1/family/{personId}/cards (multipart) ---

/**
 * Multipart field names of the card form; the server reads exactly these, and a part of any other name
 * is refused (400 VALIDATION_FAILED naming it, server/http/uploads.ts): nothing else can be slipped in.
 */
export const CARD_FORM_FIELDS = {
  insurerId: 'insurer_id',
  insurerName: 'insurer_name',
  cardNo: 'card_no',
  insuredName: 'insured_name',
  startDate: 'start_date',
  expiryDate: 'expiry_date',
  frontImage: 'front_image',
  backImage: 'back_image',
} as const;

export const CARD_NO_MAX = 40;
export const INSURED_NAME_MAX = 120;
export const INSURER_NAME_MAX = 120;
/** Images above this many pixels are refused (decompression bombs). */
export const CARD_IMAGE_MAX_PIXELS = 40_000_000;
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

const cardImage = (side: string) =>
  z
    .file()
    .mime([...CARD_IMAGE_TYPES])
    .meta({ description: `Photo of the card's ${side}: JPG or PNG, at most ${MAX_UPLOAD_BYTES} bytes.` });

/**
 * The card form as the OpenAPI document shows it (multipart/form-data). The server reads the parts
 * itself (server/modules/cards/cards.routes.ts readCardForm) and checks them with its own rules, so this schema
 * documents the form and types the app's FormData call; it does not validate. Strict like every
 * request shape: a part it does not name is refused, as the document's additionalProperties says.
 */
export const CardFormSchema = z
  .object({
    [CARD_FORM_FIELDS.insurerId]: text().meta({ description: 'An id from GET /api/v1/insurers.' }),
    [CARD_FORM_FIELDS.insurerName]: text()
      .max(INSURER_NAME_MAX)
      .optional()
      .meta({ description: 'Only with insurer_id "other": the name as typed.' }),
    [CARD_FORM_FIELDS.cardNo]: text().max(CARD_NO_MAX),
    [CARD_FORM_FIELDS.insuredName]: text().max(INSURED_NAME_MAX),
    [CARD_FORM_FIELDS.startDate]: DateInputSchema,
    [CARD_FORM_FIELDS.expiryDate]: DateInputSchema,
    [CARD_FORM_FIELDS.frontImage]: cardImage('front'),
    [CARD_FORM_FIELDS.backImage]: cardImage('back'),
  })
  .strict()
  .meta({ id: 'CardForm' });

/** On edit a side not sent keeps its image. (.partial() keeps the form strict.) */
export const CardEditFormSchema = CardFormSchema.partial({
  [CARD_FORM_FIELDS.frontImage]: true,
  [CARD_FORM_FIELDS.backImage]: true,
}).meta({ id: 'CardEditForm' });

/**
 * Machine codes in CARD_SAVE_FAILED details (`{path, code, message}`, path = the form field name).
 * The rule codes of shared/rules (required, digits_only …) are used as they are.
 */
export const CARD_FIELD_ISSUE_CODES = [
  'required',
  'too_long',
  'date_invalid',
  'date_order',
  'date_out_of_range',
  'text_control_characters',
  'insurer_unknown',
  'digits_only',
  'file_empty',
  'file_too_large',
  'file_type',
  'file_mismatch',
  'image_dimensions',
  /** The image does not decode completely (cut off, corrupt): server/modules/claims/uploads.ts. */
  'file_unreadable',
  /** A PDF without a complete structure (header, startxref, xref, %%EOF): server/modules/claims/pdf-check.ts. */
  'pdf_broken',
  /** A PDF with JavaScript, launch actions, embedded files, forms scripts or what cannot be inspected. */
  'pdf_unsafe',
] as const;
export type CardFieldIssueCode = (typeof CARD_FIELD_ISSUE_CODES)[number];

export const CardResponseSchema = z.object({ data: CardSummarySchema }).meta({ id: 'CardResponse' });

export const DeletedResponseSchema = z
  .object({ data: z.object({ id: Uuid, deleted: z.literal(true) }) })
  .meta({ id: 'DeletedResponse' });

// --- Coverage benefit lines of a self-added card ---

export const BenefitParamsSchema = z.object({ id: Uuid, benefitId: Uuid });

const feeField = text()
  .max(12)
  .optional()
  .meta({ description: 'Digits only (baht), or empty / absent for none.' });

export const BenefitRequestSchema = z
  .object({
    benefit: text().max(300).meta({ description: 'Required: what is covered (1–300 characters).' }),
    max_limit: feeField,
    medical_fee: feeField,
    room_price: feeField,
    surgery_fee: feeField,
    medicine_fee: feeField,
  })
  .strict()
  .meta({
    id: 'BenefitRequest',
    description:
      'Rule failures (benefit required, fee fields digits only) answer CARD_SAVE_FAILED with details. Any other key is refused: 400 VALIDATION_FAILED naming it.',
  });

export const BenefitResponseSchema = z
  .object({ data: CoverageBenefitSchema })
  .meta({ id: 'BenefitResponse' });

// --- Family ---

export const PersonParamsSchema = z.object({ personId: Uuid.meta({ description: 'Insured person id.' }) });

export const FamilyMemberSchema = z
  .object({
    person_id: Uuid,
    name: z.string(),
    surname: z.string(),
    relation: FamilyRelationSchema,
    birth_date: DateSchema.nullable(),
    cards: z.array(CardSummarySchema).meta({ description: 'Every card of this person the member may see.' }),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyListResponseSchema = z
  .object({ data: z.array(FamilyMemberSchema) })
  .meta({ id: 'FamilyListResponse' });

export const FamilyCardsResponseSchema = z
  .object({
    data: z.object({
      person: FamilyMemberSchema.omit({ cards: true }),
      cards: CardGroupsSchema,
    }),
  })
  .meta({ id: 'FamilyCardsResponse' });

// --- Using a card at a hospital ---

// The places that accept a card (GET /cards/{id}/hospitals) come from the hospital search: its query
// and answer are in ./hospitals.ts (CardHospitalsQuerySchema, HospitalSearchResponseSchema).

export const UseCardRequestSchema = z
  .object({ hospital_code: text().min(1).max(20) })
  .strict()
  .meta({ id: 'UseCardRequest' });

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const USE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const USE_CODE_LENGTH = 8;

export const USE_SESSION_STATUSES = ['active', 'expired', 'done', 'cancelled'] as const;
export const UseSessionStatusSchema = z.enum(USE_SESSION_STATUSES);
export type UseSessionStatus = z.infer<typeof UseSessionStatusSchema>;

export const UseSessionSchema = z
  .object({
    session_id: Uuid,
    status: UseSessionStatusSchema,
    code: z.string().meta({ description: `${USE_CODE_LENGTH} characters from ${USE_CODE_ALPHABET}.` }),
    qr_payload: z.string().meta({
      description:
        'Signed text for the QR code; the hospital checks it with POST /api/v1/use-sessions/verify.',
    }),
    issued_at: TimestampSchema,
    expires_at: TimestampSchema.meta({ description: 'issued_at + 5 minutes.' }),
    server_now: TimestampSchema.meta({
      description:
        'The server clock at answer time: count down from here to expires_at (the phone clock does not matter).',
    }),
    hospital: z.object({ code: z.string(), name: LocalizedTextSchema }),
    card: z.object({
      id: Uuid,
      card_no: z.string(),
      insured_name: z.string(),
      insurer_name: LocalizedTextSchema,
      plan_name: LocalizedTextSchema.nullable(),
    }),
  })
  .meta({ id: 'UseSession' });
export type UseSession = z.infer<typeof UseSessionSchema>;

export const UseSessionResponseSchema = z
  .object({ data: UseSessionSchema })
  .meta({ id: 'UseSessionResponse' });

export const UseSessionParamsSchema = z.object({ id: Uuid.meta({ description: 'Use-card session id.' }) });

export const EndUseSessionRequestSchema = z
  .object({ reason: z.enum(['done', 'cancel']) })
  .strict()
  .meta({ id: 'EndUseSessionRequest' });

export const VerifyUseCodeQuerySchema = z.object({
  code: text()
    .min(1)
    .max(20)
    .meta({ description: 'The code on the member’s screen (case and spaces ignored).' }),
});

export const VerifyUseQrRequestSchema = z
  .object({ qr_payload: text().min(1).max(400) })
  .strict()
  .meta({ id: 'VerifyUseQrRequest' });

export const UseVerificationSchema = z
  .discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      session_id: Uuid,
      expires_at: TimestampSchema,
      hospital: z.object({ code: z.string(), name: LocalizedTextSchema }),
      insured_name: z.string(),
      card: z.object({
        card_no: z.string(),
        type: z.enum(['group', 'individual']),
        insurer_name: LocalizedTextSchema,
        plan_name: LocalizedTextSchema.nullable(),
        start_date: DateSchema,
        expiry_date: DateSchema,
      }),
    }),
    z.object({
      valid: z.literal(false),
      reason: z.enum(['unknown', 'expired', 'ended']).meta({
        description:
          'unknown: no such code for this partner, or a forged QR; expired: more than 5 minutes old; ended: the member finished or cancelled.',
      }),
    }),
  ])
  .meta({ id: 'UseVerification', description: 'No personal data beyond the insured name and the card.' });
export type UseVerification = z.infer<typeof UseVerificationSchema>;

export const UseVerificationResponseSchema = z
  .object({ data: UseVerificationSchema })
  .meta({ id: 'UseVerificationResponse' });
