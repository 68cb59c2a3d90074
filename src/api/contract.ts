/**
 * The API contract: every operation of the API, with its request and response shapes, defined once.
 * The server registers and validates its routes from these entries, the OpenAPI document at
 * GET /api/docs is generated from them, and the app imports the same schemas and types.
 * Pure data and zod only: no Node imports, so it is safe in the browser bundle.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { HEADERS } from './headers';
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

/** Every operation, in documentation order. */
export const OPERATIONS = [
  getPartnerInfo,
  getTheme,
  getLanguageSetting,
  getHome,
  postHome,
  getDevOutbox,
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
