/**
 * The API contract: every operation of the API, with its request and response shapes, defined once.
 * The server registers and validates its routes from these entries, the OpenAPI document at
 * GET /api/docs is generated from them, and the app imports the same schemas and types.
 * Pure data and zod only: no Node imports, so it is safe in the browser bundle.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { HEADERS } from './headers';
import {
  BenefitParamsSchema,
  BenefitRequestSchema,
  BenefitResponseSchema,
  CardDetailResponseSchema,
  CardLinkRequestSchema,
  CardLinkResponseSchema,
  CardListResponseSchema,
  CardParamsSchema,
  CardResponseSchema,
  CardSearchOtpRequestSchema,
  CardSearchOtpResponseSchema,
  CardSearchRequestSchema,
  CardSearchResponseSchema,
  DeletedResponseSchema,
  EndUseSessionRequestSchema,
  FamilyCardsResponseSchema,
  FamilyListResponseSchema,
  HospitalPageResponseSchema,
  HospitalQuerySchema,
  InsurerListResponseSchema,
  PersonParamsSchema,
  UseCardRequestSchema,
  UseSessionParamsSchema,
  UseSessionResponseSchema,
  UseVerificationResponseSchema,
  VerifyUseCodeQuerySchema,
  VerifyUseQrRequestSchema,
} from './schemas/cards';
import { OutboxQuerySchema, OutboxResponseSchema } from './schemas/dev';
import { HomeBodySchema, HomeQuerySchema, HomeResponseSchema } from './schemas/home';
import {
  LanguageSettingResponseSchema,
  PartnerInfoQuerySchema,
  PartnerInfoResponseSchema,
  ThemeParamsSchema,
  ThemeResponseSchema,
} from './schemas/partner';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation (the header conventions of the spec's call table, section 7).
 * - apiKey: `x-api-key` must name a partner when sent ('optional': absent means the default partner;
 *   'required': absent is refused). A key that names no partner is always refused (401).
 * - member: a member bearer token is required (401 without one).
 * - partnerHeaders: partner calls and registration: `PartnerId` and `SecretKey` must identify a
 *   partner (401 PARTNER_CREDENTIALS_INVALID), and `x-api-key`, when sent, must name the same one.
 * - registerToken: OTP registration: the `register-token` header must be present (its value is
 *   checked by the registration service).
 */
export interface OperationAuth {
  apiKey: 'optional' | 'required';
  member: boolean;
  partnerHeaders?: boolean;
  registerToken?: boolean;
}

export interface OperationRequest {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

export interface Operation<
  Req extends OperationRequest = OperationRequest,
  Res extends z.ZodType = z.ZodType,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template: /api/v1/theme/{ins_code}. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: OperationAuth;
  /** Header names the operation reads besides auth, for the docs. */
  headers?: readonly { name: string; required: boolean; description: string }[];
  request: Req;
  /** The 200 answer. */
  response: Res;
  /** Error codes this operation may answer with (besides VALIDATION_FAILED and INTERNAL_ERROR). */
  errors: readonly ErrorCode[];
  /** Registered only when the server is not in production mode. */
  devOnly?: boolean;
}

const op = <Req extends OperationRequest, Res extends z.ZodType>(o: Operation<Req, Res>) => o;

export const getPartnerInfo = op({
  operationId: 'getPartnerInfo',
  method: 'GET',
  path: '/api/v1/partner-info',
  summary: 'Partner info (spec section 7), fetched at start-up',
  description:
    'Checks partner_id and secret_key and answers the public partner info. line_liff_id is chosen by line_liff_key: missing or "default" gives the main id, otherwise the matching key\'s id.',
  tags: ['spec'],
  auth: { apiKey: 'optional', member: false },
  request: { query: PartnerInfoQuerySchema },
  response: PartnerInfoResponseSchema,
  errors: ['PARTNER_CREDENTIALS_INVALID', 'INVALID_API_KEY'],
});

export const getTheme = op({
  operationId: 'getTheme',
  method: 'GET',
  path: '/api/v1/theme/{ins_code}',
  summary: "A partner's theme by insurer code (spec section 7)",
  tags: ['spec'],
  auth: { apiKey: 'optional', member: false },
  request: { params: ThemeParamsSchema },
  response: ThemeResponseSchema,
  errors: ['THEME_NOT_FOUND', 'INVALID_API_KEY'],
});

export const getLanguageSetting = op({
  operationId: 'getLanguageSetting',
  method: 'GET',
  path: '/api/v1/language-setting',
  summary: "The partner's languages, comma-separated (spec section 7)",
  description: 'The partner is the one x-api-key names, or the default partner when the header is absent.',
  tags: ['spec'],
  auth: { apiKey: 'optional', member: false },
  request: {},
  response: LanguageSettingResponseSchema,
  errors: ['INVALID_API_KEY'],
});

const homeDescription =
  "The member's home screen in one answer: name, unread notifications per group, the theme's banners, highlighted promotions and articles of the partner, and how many cards the member can see.";

export const getHome = op({
  operationId: 'getHome',
  method: 'GET',
  path: '/api/v2/home',
  summary: 'Home data for the signed-in member (spec section 7)',
  description: homeDescription,
  tags: ['spec'],
  auth: { apiKey: 'optional', member: true },
  request: { query: HomeQuerySchema },
  response: HomeResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const postHome = op({
  operationId: 'postHome',
  method: 'POST',
  path: '/api/v2/home',
  summary: 'Home data for the signed-in member, by POST (spec: "chosen method")',
  description: `${homeDescription} Same answer as GET; the body may carry lang.`,
  tags: ['spec'],
  auth: { apiKey: 'optional', member: true },
  request: { query: HomeQuerySchema, body: HomeBodySchema },
  response: HomeResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const getDevOutbox = op({
  operationId: 'getDevOutbox',
  method: 'GET',
  path: '/api/dev/outbox',
  summary: 'Development outbox: the SMS and LINE messages the server would have sent',
  description:
    'Not available in production mode. Tests and demos read OTP codes here. Newest first; filter with ?recipient=.',
  tags: ['development'],
  auth: { apiKey: 'optional', member: false },
  request: { query: OutboxQuerySchema },
  response: OutboxResponseSchema,
  errors: [],
  devOnly: true,
});

// --- Cards and coverage (issue 5). Visibility: docs/decisions/040-card-visibility.md ---

const member = { apiKey: 'optional', member: true } as const;
const cardTags = ['cards'] as const;
const cardFormDescription =
  'multipart/form-data with the fields insurer_id (from GET /api/v1/insurers), insurer_name (only with insurer_id "other"), card_no, insured_name, start_date and expiry_date (YYYY-MM-DD), front_image and back_image (JPG or PNG whose bytes match the type, 1 byte to 10,485,760 bytes each, at most 40 megapixels; EXIF is removed from JPEGs). Other fields (owner, type, status …) are ignored. Rule failures answer CARD_SAVE_FAILED with one {path, code, message} per field in details; a file over the limit answers PAYLOAD_TOO_LARGE.';

export const listCards = op({
  operationId: 'listCards',
  method: 'GET',
  path: '/api/v1/cards',
  summary: "The member's own cards, grouped by type (/coverages)",
  description:
    "Cards of the member themselves: TPA cards (group, individual) and the self-added cards they typed in for themselves. Family members' cards are under /api/v1/family.",
  tags: cardTags,
  auth: member,
  request: {},
  response: CardListResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'CONSENT_REQUIRED'],
});

export const getCard = op({
  operationId: 'getCard',
  method: 'GET',
  path: '/api/v1/cards/{id}',
  summary: 'A card: its face, coverage benefits with what has been used, and claim history',
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema },
  response: CardDetailResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CONSENT_REQUIRED'],
});

export const searchCards = op({
  operationId: 'searchCards',
  method: 'POST',
  path: '/api/v1/cards/search',
  summary: 'Find policies held at the TPA by Thai national id (/search-idcard, /search-idcard-family)',
  description:
    "The check digit is verified (VALIDATION_FAILED, path body.national_id, code thai_id_invalid). When a phone on file is the member's own, an OTP goes to it at once; otherwise the masked phones are listed to choose from. Limited per member (RATE_LIMITED with Retry-After).",
  tags: cardTags,
  auth: member,
  request: { body: CardSearchRequestSchema },
  response: CardSearchResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'RATE_LIMITED',
    'CARD_ALREADY_LINKED',
    'CARD_SEARCH_NOT_SELF',
    'OTP_RESEND_TOO_SOON',
    'CONSENT_REQUIRED',
  ],
});

export const sendCardSearchOtp = op({
  operationId: 'sendCardSearchOtp',
  method: 'POST',
  path: '/api/v1/cards/search/otp',
  summary: 'Send the card OTP to the chosen phone on file (also: resend)',
  tags: cardTags,
  auth: member,
  request: { body: CardSearchOtpRequestSchema },
  response: CardSearchOtpResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'CARD_SEARCH_EXPIRED',
    'OTP_RESEND_TOO_SOON',
    'RATE_LIMITED',
    'CONSENT_REQUIRED',
  ],
});

export const linkCards = op({
  operationId: 'linkCards',
  method: 'POST',
  path: '/api/v1/cards/link',
  summary: 'Confirm the card OTP and link the policies found (/otp-card)',
  description:
    "Own policies become the member's; a family member's policies are linked with the relation chosen at search time.",
  tags: cardTags,
  auth: member,
  request: { body: CardLinkRequestSchema },
  response: CardLinkResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'OTP_INVALID',
    'OTP_EXPIRED',
    'OTP_LOCKED',
    'CARD_SEARCH_EXPIRED',
    'CARD_ALREADY_LINKED',
    'CONSENT_REQUIRED',
  ],
});

export const listInsurers = op({
  operationId: 'listInsurers',
  method: 'GET',
  path: '/api/v1/insurers',
  summary: 'Insurers and banks to choose from for a self-added card (/insurance-list)',
  tags: cardTags,
  auth: member,
  request: {},
  response: InsurerListResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const createCard = op({
  operationId: 'createCard',
  method: 'POST',
  path: '/api/v1/cards',
  summary: 'Add a self-added card for the member (/add-card)',
  description: cardFormDescription,
  tags: cardTags,
  auth: member,
  request: {},
  response: CardResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'CARD_SAVE_FAILED', 'PAYLOAD_TOO_LARGE', 'CONSENT_REQUIRED'],
});

export const updateCard = op({
  operationId: 'updateCard',
  method: 'PUT',
  path: '/api/v1/cards/{id}',
  summary: 'Edit a self-added card (/edit-card/{id}, /edit-card-family/{id})',
  description: `${cardFormDescription} On edit the images are optional: a side not sent keeps its image.`,
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema },
  response: CardResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'NOT_FOUND',
    'CARD_SAVE_FAILED',
    'PAYLOAD_TOO_LARGE',
    'CONSENT_REQUIRED',
  ],
});

export const deleteCard = op({
  operationId: 'deleteCard',
  method: 'DELETE',
  path: '/api/v1/cards/{id}',
  summary: 'Delete a self-added card',
  description: 'TPA cards cannot be deleted (CARD_DELETE_FAILED with details.reason = "not_self_added").',
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema },
  response: DeletedResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CARD_DELETE_FAILED', 'CONSENT_REQUIRED'],
});

export const createBenefit = op({
  operationId: 'createBenefit',
  method: 'POST',
  path: '/api/v1/cards/{id}/benefits',
  summary: 'Add a coverage line to a self-added card (/add-coverage, /add-coverage-family)',
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema, body: BenefitRequestSchema },
  response: BenefitResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CARD_SAVE_FAILED', 'CONSENT_REQUIRED'],
});

export const updateBenefit = op({
  operationId: 'updateBenefit',
  method: 'PUT',
  path: '/api/v1/cards/{id}/benefits/{benefitId}',
  summary: 'Edit a coverage line of a self-added card (/edit-coverage, /edit-coverage-family)',
  tags: cardTags,
  auth: member,
  request: { params: BenefitParamsSchema, body: BenefitRequestSchema },
  response: BenefitResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CARD_SAVE_FAILED', 'CONSENT_REQUIRED'],
});

export const deleteBenefit = op({
  operationId: 'deleteBenefit',
  method: 'DELETE',
  path: '/api/v1/cards/{id}/benefits/{benefitId}',
  summary: 'Delete a coverage line of a self-added card',
  tags: cardTags,
  auth: member,
  request: { params: BenefitParamsSchema },
  response: DeletedResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CARD_DELETE_FAILED', 'CONSENT_REQUIRED'],
});

export const listFamily = op({
  operationId: 'listFamily',
  method: 'GET',
  path: '/api/v1/family',
  summary: 'Family members the member may see, each with their cards (/family-coverages)',
  tags: cardTags,
  auth: member,
  request: {},
  response: FamilyListResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'CONSENT_REQUIRED'],
});

export const listFamilyCards = op({
  operationId: 'listFamilyCards',
  method: 'GET',
  path: '/api/v1/family/{personId}/cards',
  summary: "A family member's cards, grouped by type (/family-coverages/{id})",
  tags: cardTags,
  auth: member,
  request: { params: PersonParamsSchema },
  response: FamilyCardsResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CONSENT_REQUIRED'],
});

export const createFamilyCard = op({
  operationId: 'createFamilyCard',
  method: 'POST',
  path: '/api/v1/family/{personId}/cards',
  summary: 'Add a self-added card for a family member (/add-card-family)',
  description: cardFormDescription,
  tags: cardTags,
  auth: member,
  request: { params: PersonParamsSchema },
  response: CardResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'NOT_FOUND',
    'CARD_SAVE_FAILED',
    'PAYLOAD_TOO_LARGE',
    'CONSENT_REQUIRED',
  ],
});

export const listCardHospitals = op({
  operationId: 'listCardHospitals',
  method: 'GET',
  path: '/api/v1/cards/{id}/hospitals',
  summary: "Hospitals that accept the card's partner (/hospital-list), nearest first with lat/lng",
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema, query: HospitalQuerySchema },
  response: HospitalPageResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CONSENT_REQUIRED'],
});

export const useCard = op({
  operationId: 'useCard',
  method: 'POST',
  path: '/api/v1/cards/{id}/use',
  summary: 'Show the card at a hospital: a 5-minute use-card session issued and timed by the server',
  description:
    "Starting a new session ends the member's other active sessions (reselecting a hospital). The client counts down from server_now to expires_at.",
  tags: cardTags,
  auth: member,
  request: { params: CardParamsSchema, body: UseCardRequestSchema },
  response: UseSessionResponseSchema,
  errors: [
    'AUTH_REQUIRED',
    'INVALID_API_KEY',
    'NOT_FOUND',
    'CARD_NOT_USABLE',
    'CARD_EXPIRED',
    'HOSPITAL_NOT_ACCEPTED',
    'CONSENT_REQUIRED',
  ],
});

export const getUseSession = op({
  operationId: 'getUseSession',
  method: 'GET',
  path: '/api/v1/use-sessions/{id}',
  summary: 'A use-card session and its status now (active, expired, done, cancelled)',
  tags: cardTags,
  auth: member,
  request: { params: UseSessionParamsSchema },
  response: UseSessionResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CONSENT_REQUIRED'],
});

export const endUseSession = op({
  operationId: 'endUseSession',
  method: 'POST',
  path: '/api/v1/use-sessions/{id}/end',
  summary: 'End a use-card session: done or cancel',
  description: 'Idempotent: a session that already ended or expired is answered as it is.',
  tags: cardTags,
  auth: member,
  request: { params: UseSessionParamsSchema, body: EndUseSessionRequestSchema },
  response: UseSessionResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY', 'NOT_FOUND', 'CONSENT_REQUIRED'],
});

const hospitalSide = { apiKey: 'optional', member: false, partnerHeaders: true } as const;

export const verifyUseCode = op({
  operationId: 'verifyUseCode',
  method: 'GET',
  path: '/api/v1/use-sessions/verify',
  summary: "Hospital side: is the code on a member's screen valid now?",
  description:
    "Authenticated by the partner headers (PartnerId, SecretKey). Only sessions of that partner's cards are found.",
  tags: cardTags,
  auth: hospitalSide,
  request: { query: VerifyUseCodeQuerySchema },
  response: UseVerificationResponseSchema,
  errors: ['INVALID_API_KEY'],
});

export const verifyUseQr = op({
  operationId: 'verifyUseQr',
  method: 'POST',
  path: '/api/v1/use-sessions/verify',
  summary: "Hospital side: is the QR code on a member's screen valid now?",
  description: 'The QR payload is signed; a forged or altered one answers valid: false, reason unknown.',
  tags: cardTags,
  auth: hospitalSide,
  request: { body: VerifyUseQrRequestSchema },
  response: UseVerificationResponseSchema,
  errors: ['INVALID_API_KEY'],
});

/** The card operations, in documentation order. */
export const CARD_OPERATIONS = [
  listCards,
  getCard,
  searchCards,
  sendCardSearchOtp,
  linkCards,
  listInsurers,
  createCard,
  updateCard,
  deleteCard,
  createBenefit,
  updateBenefit,
  deleteBenefit,
  listFamily,
  listFamilyCards,
  createFamilyCard,
  listCardHospitals,
  useCard,
  getUseSession,
  endUseSession,
  verifyUseCode,
  verifyUseQr,
] as const;

/**
 * Card face images: GET, binary (image/jpeg, image/png or image/svg+xml), not a JSON operation, so not
 * in OPERATIONS. Authenticated by the member token in Authorization or the auth._token.local cookie
 * (an <img> cannot send headers); only a member who may see the card gets it, anyone else 404.
 */
export const CARD_IMAGE_PATH = '/api/v1/cards/{id}/images/{side}' as const;
export const CARD_IMAGE_SIDES = ['front', 'back'] as const;

/** Every operation, in documentation order. */
export const OPERATIONS = [
  getPartnerInfo,
  getTheme,
  getLanguageSetting,
  getHome,
  postHome,
  getDevOutbox,
  ...CARD_OPERATIONS,
] as const satisfies readonly Operation[];

/** Headers the spec's table names, documented once for the OpenAPI document. */
export const SPEC_HEADERS = {
  apiKey: {
    name: HEADERS.apiKey,
    description:
      'Identifies the partner (public). Absent: the default partner. Unknown: 401 INVALID_API_KEY.',
  },
  partnerId: { name: HEADERS.partnerId, description: 'Partner calls and registration: the partner id.' },
  secretKey: {
    name: HEADERS.secretKey,
    description: "Partner calls and registration: the partner's secret.",
  },
  registerToken: {
    name: HEADERS.registerToken,
    description: 'OTP registration: the token returned when the registration OTP was requested.',
  },
} as const;
