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
  DataExportResponseSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  DeleteOtpRequestSchema,
  DeleteOtpResponseSchema,
  DeletionPolicyResponseSchema,
  PasswordChangeRequestSchema,
  PasswordChangeResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
} from './schemas/account';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  OtpResendRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  RecoverPasswordRequestSchema,
  RecoverPasswordResponseSchema,
  RecoverUsernameRequestSchema,
  RecoveryAcceptedResponseSchema,
  RecoveryResendRequestSchema,
  RecoveryResendResponseSchema,
  RecoveryVerifyRequestSchema,
  RecoveryVerifyResponseSchema,
  RegisterOtpRequestSchema,
  RegisterRequestSchema,
  RegisterResendResponseSchema,
  RegisterResponseSchema,
  SessionGrantResponseSchema,
} from './schemas/auth';
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
import {
  ConsentAcceptRequestSchema,
  ConsentParamsSchema,
  ConsentStatusResponseSchema,
  ConsentsResponseSchema,
  CurrentConsentResponseSchema,
} from './schemas/consents';
import { OutboxQuerySchema, OutboxResponseSchema } from './schemas/dev';
import { HomeBodySchema, HomeQuerySchema, HomeResponseSchema } from './schemas/home';
import {
  LanguageSettingResponseSchema,
  PartnerInfoQuerySchema,
  PartnerInfoResponseSchema,
  ThemeParamsSchema,
  ThemeResponseSchema,
} from './schemas/partner';
import { LineIdTokenRequestSchema, LineLinkResponseSchema, SsoRequestSchema } from './schemas/sso';

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

// --- Accounts and access (issue 4). Decisions: docs/decisions/030-039 ---

const accOtpErrors = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'] as const;
const accOtpSendErrors = ['OTP_RESEND_TOO_SOON', 'RATE_LIMITED'] as const;
const accMember = { apiKey: 'optional', member: true } as const;
const accPublic = { apiKey: 'optional', member: false } as const;
const accRegistration = { apiKey: 'optional', member: false, partnerHeaders: true } as const;

export const login = op({
  operationId: 'login',
  method: 'POST',
  path: '/api/v1/auth/login',
  summary: 'Log in with username and password',
  description:
    'Wrong password, unknown username and a locked account all get the same LOGIN_INVALID_CREDENTIALS answer. After repeated wrong passwords the account is locked for a while (usernames differing only in case share the lock). SSO members cannot use this. A member from before the privacy update gets next=renew_password and no token: an OTP went to their phone.',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: LoginRequestSchema },
  response: LoginResponseSchema,
  errors: [
    'LOGIN_MISSING_CREDENTIALS',
    'LOGIN_USERNAME_FORMAT',
    'LOGIN_INVALID_CREDENTIALS',
    'LOGIN_UNAVAILABLE',
    'RATE_LIMITED',
    'INVALID_API_KEY',
  ],
});

export const logout = op({
  operationId: 'logout',
  method: 'POST',
  path: '/api/v1/auth/logout',
  summary: 'Log out: the token is revoked and refused from now on',
  tags: ['accounts'],
  auth: accMember,
  request: {},
  response: LogoutResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const register = op({
  operationId: 'register',
  method: 'POST',
  path: '/api/v1/register',
  summary: 'Start registration: check the details and send an OTP to the mobile number',
  description:
    'Field problems come back as 400 VALIDATION_FAILED (or PASSWORD_MISMATCH / PASSWORD_POLICY when the password is the only problem) with one FieldIssue per field whose code is the shared rule code (locales/<lng>/validation.json). Nothing is created until the OTP is verified.',
  tags: ['accounts'],
  auth: accRegistration,
  request: { body: RegisterRequestSchema },
  response: RegisterResponseSchema,
  errors: [
    'REGISTER_USERNAME_TAKEN',
    'REGISTER_PHONE_TAKEN',
    'PASSWORD_MISMATCH',
    'PASSWORD_POLICY',
    ...accOtpSendErrors,
    'PARTNER_CREDENTIALS_INVALID',
    'INVALID_API_KEY',
  ],
});

export const verifyRegisterOtp = op({
  operationId: 'verifyRegisterOtp',
  method: 'POST',
  path: '/api/v1/register/otp',
  summary: 'Finish registration with the OTP: the account is created and a session opened',
  description: 'The answer lists the consents to accept (next=consent_update).',
  tags: ['accounts'],
  auth: { ...accRegistration, registerToken: true },
  request: { body: RegisterOtpRequestSchema },
  response: SessionGrantResponseSchema,
  errors: [
    ...accOtpErrors,
    'REGISTER_TOKEN_INVALID',
    'REGISTER_USERNAME_TAKEN',
    'REGISTER_PHONE_TAKEN',
    'AUTH_REQUIRED',
    'PARTNER_CREDENTIALS_INVALID',
  ],
});

export const resendRegisterOtp = op({
  operationId: 'resendRegisterOtp',
  method: 'POST',
  path: '/api/v1/register/otp/resend',
  summary: 'Send a new registration OTP (the previous code stops working)',
  tags: ['accounts'],
  auth: { ...accRegistration, registerToken: true },
  request: { body: OtpResendRequestSchema },
  response: RegisterResendResponseSchema,
  errors: [...accOtpSendErrors, 'REGISTER_TOKEN_INVALID', 'AUTH_REQUIRED', 'PARTNER_CREDENTIALS_INVALID'],
});

export const recoverUsername = op({
  operationId: 'recoverUsername',
  method: 'POST',
  path: '/api/v1/recovery/username',
  summary: 'Forgot username: the username is sent by SMS to the registered number',
  description: 'Always 202 with the same body, whether or not an account has this number.',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: RecoverUsernameRequestSchema },
  response: RecoveryAcceptedResponseSchema,
  errors: ['INVALID_API_KEY'],
});

export const recoverPassword = op({
  operationId: 'recoverPassword',
  method: 'POST',
  path: '/api/v1/recovery/password',
  summary: 'Forgot password: an OTP goes to the registered number',
  description:
    'The same answer for known and unknown usernames (a ref_no either way; for an unknown username no SMS goes out and verifying always fails like a wrong code).',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: RecoverPasswordRequestSchema },
  response: RecoverPasswordResponseSchema,
  errors: [...accOtpSendErrors, 'INVALID_API_KEY'],
});

export const resendRecoveryOtp = op({
  operationId: 'resendRecoveryOtp',
  method: 'POST',
  path: '/api/v1/recovery/password/resend',
  summary: 'Send a new password-reset OTP (also for the renewal after login)',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: RecoveryResendRequestSchema },
  response: RecoveryResendResponseSchema,
  errors: [...accOtpSendErrors, 'OTP_EXPIRED', 'INVALID_API_KEY'],
});

export const verifyRecoveryOtp = op({
  operationId: 'verifyRecoveryOtp',
  method: 'POST',
  path: '/api/v1/recovery/password/verify',
  summary: 'Check the password-reset OTP and get a single-use reset token',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: RecoveryVerifyRequestSchema },
  response: RecoveryVerifyResponseSchema,
  errors: [...accOtpErrors, 'INVALID_API_KEY'],
});

export const resetPassword = op({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/v1/recovery/password/reset',
  summary: 'Set a new password with the reset token: every session ends, an SMS notice goes out',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: PasswordResetRequestSchema },
  response: PasswordResetResponseSchema,
  errors: [
    'RESET_TOKEN_INVALID',
    'PASSWORD_MISMATCH',
    'PASSWORD_POLICY',
    'PASSWORD_SAME_AS_OLD',
    'INVALID_API_KEY',
  ],
});

export const getMe = op({
  operationId: 'getMe',
  method: 'GET',
  path: '/api/v1/me',
  summary: "The signed-in member's profile",
  tags: ['account'],
  auth: accMember,
  request: {},
  response: ProfileResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const updateMe = op({
  operationId: 'updateMe',
  method: 'PATCH',
  path: '/api/v1/me',
  summary: 'Edit the profile (name, surname, birth date, gender, employee id, e-mail)',
  description:
    'The mobile number cannot be changed in the app (it is the OTP channel; see docs/decisions). Field problems: 400 VALIDATION_FAILED with rule codes.',
  tags: ['account'],
  auth: accMember,
  request: { body: ProfileUpdateSchema },
  response: ProfileResponseSchema,
  errors: ['PROFILE_MANAGED_BY_EMPLOYER', 'AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const changePassword = op({
  operationId: 'changePassword',
  method: 'PUT',
  path: '/api/v1/me/password',
  summary: 'Change the password: other sessions end, an SMS notice goes out',
  tags: ['account'],
  auth: accMember,
  request: { body: PasswordChangeRequestSchema },
  response: PasswordChangeResponseSchema,
  errors: [
    'PASSWORD_CURRENT_INCORRECT',
    'PASSWORD_SAME_AS_OLD',
    'PASSWORD_MISMATCH',
    'PASSWORD_POLICY',
    'PASSWORD_CHANGE_SSO',
    'RATE_LIMITED',
    'AUTH_REQUIRED',
  ],
});

export const exportMyData = op({
  operationId: 'exportMyData',
  method: 'GET',
  path: '/api/v1/me/export',
  summary: 'Download every personal record of the member as JSON (PDPA s30/31)',
  description: 'Served with Content-Disposition: attachment.',
  tags: ['account'],
  auth: accMember,
  request: {},
  response: DataExportResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const getDeletionPolicy = op({
  operationId: 'getDeletionPolicy',
  method: 'GET',
  path: '/api/v1/me/delete',
  summary: 'What account deletion erases and what the law requires us to keep',
  tags: ['account'],
  auth: accMember,
  request: {},
  response: DeletionPolicyResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const requestDeleteOtp = op({
  operationId: 'requestDeleteOtp',
  method: 'POST',
  path: '/api/v1/me/delete/otp',
  summary: "Send a delete-purpose OTP to the member's phone",
  tags: ['account'],
  auth: accMember,
  request: { body: DeleteOtpRequestSchema },
  response: DeleteOtpResponseSchema,
  errors: [...accOtpSendErrors, 'AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const deleteAccount = op({
  operationId: 'deleteAccount',
  method: 'POST',
  path: '/api/v1/me/delete',
  summary: 'Delete the account with a fresh OTP: every session ends, personal data is erased',
  tags: ['account'],
  auth: accMember,
  request: { body: DeleteAccountRequestSchema },
  response: DeleteAccountResponseSchema,
  errors: [...accOtpErrors, 'AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const listConsents = op({
  operationId: 'listConsents',
  method: 'GET',
  path: '/api/v1/consents',
  summary: "Current terms and privacy policy with the member's status",
  tags: ['consents'],
  auth: accMember,
  request: {},
  response: ConsentsResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const getCurrentConsent = op({
  operationId: 'getCurrentConsent',
  method: 'GET',
  path: '/api/v1/consents/{type}/current',
  summary: 'The current terms (type=terms) or privacy policy (type=privacy), for anyone',
  tags: ['consents'],
  auth: accPublic,
  request: { params: ConsentParamsSchema },
  response: CurrentConsentResponseSchema,
  errors: ['NOT_FOUND', 'INVALID_API_KEY'],
});

export const acceptConsent = op({
  operationId: 'acceptConsent',
  method: 'POST',
  path: '/api/v1/consents/{type}/accept',
  summary: 'Accept the current version (recorded with version, time and channel)',
  tags: ['consents'],
  auth: accMember,
  request: { params: ConsentParamsSchema, body: ConsentAcceptRequestSchema },
  response: ConsentStatusResponseSchema,
  errors: ['CONSENT_VERSION_OUTDATED', 'NOT_FOUND', 'AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const withdrawConsent = op({
  operationId: 'withdrawConsent',
  method: 'POST',
  path: '/api/v1/consents/{type}/withdraw',
  summary: 'Withdraw consent to the current version (as easy as giving it)',
  description:
    'Withdrawing a document that must be accepted blocks member data endpoints (403 CONSENT_REQUIRED) until it is accepted again.',
  tags: ['consents'],
  auth: accMember,
  request: { params: ConsentParamsSchema },
  response: ConsentStatusResponseSchema,
  errors: ['NOT_FOUND', 'AUTH_REQUIRED', 'INVALID_API_KEY'],
});

export const ssoLogin = op({
  operationId: 'ssoLogin',
  method: 'POST',
  path: '/api/v1/sso',
  summary: 'Sign in with a partner-signed token (partners whose code starts with TMP)',
  description:
    'HS256 JWT signed with the partner SSO secret: iss = partner id, sub = external (employee) id, exp required, name and surname claims. The member is found or created by (partner, external id).',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: SsoRequestSchema },
  response: SessionGrantResponseSchema,
  errors: ['SSO_NOT_AVAILABLE', 'SSO_TOKEN_INVALID', 'INVALID_API_KEY'],
});

export const lineLogin = op({
  operationId: 'lineLogin',
  method: 'POST',
  path: '/api/v1/line/login',
  summary: 'Sign in with a LINE ID token (the member must have linked LINE before)',
  tags: ['accounts'],
  auth: accPublic,
  request: { body: LineIdTokenRequestSchema },
  response: SessionGrantResponseSchema,
  errors: ['LINE_NOT_AVAILABLE', 'LINE_TOKEN_INVALID', 'LINE_NOT_LINKED', 'INVALID_API_KEY'],
});

export const linkLine = op({
  operationId: 'linkLine',
  method: 'POST',
  path: '/api/v1/line/link',
  summary: 'Link the LINE account of a verified ID token to the signed-in member',
  tags: ['accounts'],
  auth: accMember,
  request: { body: LineIdTokenRequestSchema },
  response: LineLinkResponseSchema,
  errors: ['LINE_NOT_AVAILABLE', 'LINE_TOKEN_INVALID', 'LINE_ALREADY_LINKED', 'AUTH_REQUIRED'],
});

export const unlinkLine = op({
  operationId: 'unlinkLine',
  method: 'DELETE',
  path: '/api/v1/line/link',
  summary: 'Unlink LINE from the signed-in member',
  tags: ['accounts'],
  auth: accMember,
  request: {},
  response: LineLinkResponseSchema,
  errors: ['AUTH_REQUIRED', 'INVALID_API_KEY'],
});

/** The accounts operations, in documentation order. */
export const ACCOUNT_OPERATIONS = [
  login,
  logout,
  register,
  verifyRegisterOtp,
  resendRegisterOtp,
  recoverUsername,
  recoverPassword,
  resendRecoveryOtp,
  verifyRecoveryOtp,
  resetPassword,
  getMe,
  updateMe,
  changePassword,
  exportMyData,
  getDeletionPolicy,
  requestDeleteOtp,
  deleteAccount,
  listConsents,
  getCurrentConsent,
  acceptConsent,
  withdrawConsent,
  ssoLogin,
  lineLogin,
  linkLine,
  unlinkLine,
] as const satisfies readonly Operation[];

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
  ...ACCOUNT_OPERATIONS,
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
