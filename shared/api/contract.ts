/**
 * The API contract: every operation of the API, with its request and response shapes, defined once.
 * The server registers and validates its routes from these entries, the OpenAPI document at
 * GET /api/docs is generated from them, and the app imports the same schemas and types.
 * Method and path of each operation come from the zod-free route table (shared/api/routes.ts), which the
 * app uses at run time; the app takes everything else from here as types only.
 * Pure data and zod only: no Node imports, so it is safe in the browser bundle.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { HEADERS } from './headers';
import { API_ROUTES } from './all-routes';
import type { HttpMethod, OperationId } from './routes';
import type { StaffPermission } from './staff-roles';
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
  CardEditFormSchema,
  CardFormSchema,
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
import {
  ArticleListQuerySchema,
  ArticlePageResponseSchema,
  ArticleResponseSchema,
  ContentIdParamsSchema,
  HelpPageListResponseSchema,
  HelpPageParamsSchema,
  HelpPageResponseSchema,
  LangQuerySchema,
  PromotionListQuerySchema,
  PromotionPageResponseSchema,
  PromotionResponseSchema,
} from './schemas/content';
import {
  AdvanceClaimRequestSchema,
  AdvanceClaimResponseSchema,
  AttachmentParamsSchema,
  AttachmentResponseSchema,
  AttachUploadRequestSchema,
  ClaimDetailResponseSchema,
  ClaimListQuerySchema,
  ClaimListResponseSchema,
  ClaimParamsSchema,
  DeletedAttachmentResponseSchema,
  ECLAIM_UPLOAD_PATH,
  EclaimDraftResponseSchema,
  SaveDraftRequestSchema,
  SubmitClaimRequestSchema,
  SubmitClaimResponseSchema,
} from './schemas/claims';
import { HomeBodySchema, HomeQuerySchema, HomeResponseSchema } from './schemas/home';
import {
  StaffClaimDetailResponseSchema,
  StaffClaimListQuerySchema,
  StaffClaimListResponseSchema,
  StaffClaimReasonsResponseSchema,
} from './schemas/staff-claims';
import { PreviewSessionRequestSchema, PreviewSessionResponseSchema } from './schemas/preview';
import {
  MarkAllReadRequestSchema,
  MarkReadResponseSchema,
  NotificationListQuerySchema,
  NotificationPageResponseSchema,
  NotificationParamsSchema,
  NotificationResponseSchema,
} from './schemas/notifications';
import {
  LanguageSettingResponseSchema,
  PartnerInfoQuerySchema,
  PartnerInfoResponseSchema,
  ThemeParamsSchema,
  ThemeResponseSchema,
} from './schemas/partner';
import { LineIdTokenRequestSchema, LineLinkResponseSchema, SsoRequestSchema } from './schemas/sso';
import {
  StaffLoginRequestSchema,
  StaffLogoutResponseSchema,
  StaffMeResponseSchema,
  StaffPartnerConfigResponseSchema,
  StaffPartnerExamplesResponseSchema,
  StaffPartnerListResponseSchema,
  StaffPartnerParamsSchema,
  StaffSessionResponseSchema,
} from './schemas/staff';
import {
  CreateStaffAccountRequestSchema,
  StaffAccountListResponseSchema,
  StaffAccountParamsSchema,
  StaffAccountResponseSchema,
  StaffAuditQuerySchema,
  StaffAuditResponseSchema,
  UpdateStaffAccountRequestSchema,
} from './schemas/staff-admin';
import {
  PartnerBootResponseSchema,
  PartnerDriftResponseSchema,
  PartnerVersionListResponseSchema,
  PartnerVersionParamsSchema,
  PartnerVersionPublishedResponseSchema,
  PublishDraftRequestSchema,
} from './schemas/partner-versions';
import {
  CreateDraftRequestSchema,
  DraftAssetFormSchema,
  DraftAssetParamsSchema,
  DraftHistoryResponseSchema,
  DraftImportFormSchema,
  DraftListQuerySchema,
  DraftParamsSchema,
  PartnerDraftListResponseSchema,
  PartnerDraftResponseSchema,
  RevertDraftRequestSchema,
  SetDraftArchivedRequestSchema,
  UpdateDraftRequestSchema,
} from './schemas/staff-drafts';
import {
  IssueTelemedCodeRequestSchema,
  TELEMED_PROVIDER_KEY_HEADER,
  TelemedCardsResponseSchema,
  TelemedCodeParamsSchema,
  TelemedCodeResponseSchema,
  TelemedCoverageQuerySchema,
  TelemedCoverageResponseSchema,
  TelemedPreviewQuerySchema,
  TelemedPreviewResponseSchema,
  TelemedProviderListResponseSchema,
  TelemedProviderParamsSchema,
  TelemedProviderQuerySchema,
  TelemedProviderResponseSchema,
  TelemedVerificationResponseSchema,
  VerifyTelemedCodeRequestSchema,
} from './schemas/telemed';
import {
  SERVICE_KEY_HEADER,
  ServiceClaimEventRequestSchema,
  ServiceClaimEventResponseSchema,
  ServiceClaimParamsSchema,
} from './schemas/service-claims';
import {
  CardHospitalsQuerySchema,
  HospitalAreasResponseSchema,
  HospitalDetailResponseSchema,
  HospitalParamsSchema,
  HospitalSearchQuerySchema,
  HospitalSearchResponseSchema,
} from './schemas/hospitals';

export type { HttpMethod, OperationId };

/**
 * The abuse-prone flows limited per client address and overall (docs/abuse-limits.md). Operators tune
 * the counts through LIMIT_<NAME>_PER_ADDRESS and LIMIT_<NAME>_GLOBAL (server/config.ts).
 */
export const ABUSE_LIMIT_NAMES = [
  'login',
  'registration',
  'recovery',
  'otpSend',
  'otpVerify',
  'cardSearch',
  'hospitalVerify',
] as const;
export type AbuseLimitName = (typeof ABUSE_LIMIT_NAMES)[number];

/**
 * Who may call an operation (the header conventions of the spec's call table, section 7).
 * - apiKey: `x-api-key` must name a partner when sent ('optional': absent means the default partner;
 *   'required': absent is refused). A key that names no partner is always refused (401).
 * - member: a member bearer token is required (401 without one).
 * - partnerHeaders: partner calls and registration: `PartnerId` and `SecretKey` must identify a
 *   partner (401 PARTNER_CREDENTIALS_INVALID), and `x-api-key`, when sent, must name the same one.
 * - registerToken: OTP registration: the `register-token` header must be present (its value is
 *   checked by the registration service).
 * - staff: staff (docs/decisions/038-staff-access.md, 067-staff-roles-and-audit.md): a staff session
 *   cookie whose role holds this permission in the one role table (shared/api/staff-roles.ts) is required
 *   (401 STAFF_AUTH_REQUIRED, 403 STAFF_FORBIDDEN); a partner outside the account's scope answers 403
 *   STAFF_PARTNER_OUT_OF_SCOPE where a partner is named, 404 where a record of one is. Member tokens
 *   mean nothing here.
 */
export interface OperationAuth {
  apiKey: 'optional' | 'required';
  member: boolean;
  partnerHeaders?: boolean;
  registerToken?: boolean;
  staff?: StaffPermission;
}

export interface OperationRequest {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body. It documents the form (OpenAPI) and types the app's FormData; the
   * route reads and checks the parts itself, so the server does not parse it with this schema.
   */
  multipart?: z.ZodType;
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
  /**
   * Error codes particular to this operation. The codes it answers because of its auth, consent and
   * request settings are not listed here: impliedErrors() adds them.
   */
  errors: readonly ErrorCode[];
  /**
   * A member operation the member may use while a forced consent update is pending (docs/security.md, promise 10):
   * reading and answering the consents, the profile, logging out, the password change and the PDPA
   * rights. Every other member operation answers 403 CONSENT_REQUIRED until the new versions are
   * accepted (server/http/route.ts memberRoute).
   */
  consentExempt?: boolean;
  /**
   * The abuse-prone flows this operation counts toward, per client address and overall, before its
   * handler runs (server/http/route.ts; figures in docs/abuse-limits.md). Past a limit: 429
   * RATE_LIMITED with Retry-After.
   */
  abuseLimits?: readonly AbuseLimitName[];
  /** What an outage of the database or the counter store answers here instead of SERVICE_UNAVAILABLE. */
  outageError?: ErrorCode;
  /**
   * A create: the request must carry an Idempotency-Key (400 IDEMPOTENCY_KEY_REQUIRED without one).
   * The same key and request replay the first answer; the same key with another request is refused
   * (422 IDEMPOTENCY_KEY_MISMATCH); while the first is still running, 409 IDEMPOTENCY_KEY_IN_PROGRESS.
   * Keys live 24 h per member (server/http/route.ts, docs/decisions/029-idempotency-keys.md).
   */
  idempotent?: true;
  /**
   * The answer depends only on the URL and the partner (x-api-key) and its live configuration version:
   * it is computed once per configuration generation, then served from memory, compressed once, with an
   * ETag (server/http/constant-answers.ts; a publish starts a new generation). Only for public
   * operations without abuse limits.
   */
  constant?: boolean;
  /** Registered only when the server is not in production mode. */
  devOnly?: boolean;
  /**
   * Whether the operation changes stored data, where its method does not say so: 'read' for a POST
   * that only reads (postHome), 'write' for a GET with a side effect. See writesData().
   */
  effect?: 'read' | 'write';
}

/**
 * Whether an operation may change stored data: any method but GET and HEAD, unless the contract marks
 * it a pure read, and any GET it marks as a write. A read-only previewer session (docs/decisions/
 * 063-preview-mode.md) is refused every such member operation (403 PREVIEW_READ_ONLY).
 */
export function writesData(op: Pick<Operation, 'method' | 'effect'>): boolean {
  if (op.effect) return op.effect === 'write';
  return op.method !== 'GET';
}

/**
 * The codes an operation answers because of what kind of operation it is, in one place for the
 * OpenAPI document and tests (server/http/route.ts is where they are answered).
 */
export function impliedErrors(op: Operation): ErrorCode[] {
  const when = (condition: boolean | undefined, code: ErrorCode) => (condition ? [code] : []);
  return [
    // Every caller is resolved from x-api-key (also partner calls, where it must match PartnerId).
    'INVALID_API_KEY',
    ...when(op.auth.partnerHeaders, 'PARTNER_CREDENTIALS_INVALID'),
    ...when(op.auth.member || op.auth.registerToken, 'AUTH_REQUIRED'),
    ...when(op.auth.member && !op.consentExempt, 'CONSENT_REQUIRED'),
    ...when(op.auth.member && writesData(op), 'PREVIEW_READ_ONLY'),
    ...when(Boolean(op.auth.staff), 'STAFF_AUTH_REQUIRED'),
    ...when(Boolean(op.auth.staff) && op.auth.staff !== 'session', 'STAFF_FORBIDDEN'),
    ...when(Object.values(op.request).some(Boolean), 'VALIDATION_FAILED'),
    ...when(Boolean(op.abuseLimits?.length), 'RATE_LIMITED'),
    ...when(op.idempotent, 'IDEMPOTENCY_KEY_REQUIRED'),
    ...when(op.idempotent, 'IDEMPOTENCY_KEY_MISMATCH'),
    ...when(op.idempotent, 'IDEMPOTENCY_KEY_IN_PROGRESS'),
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ];
}

/** Every code an operation may answer: its own, then the implied ones. */
export function operationErrors(op: Operation): ErrorCode[] {
  return [...new Set([...op.errors, ...impliedErrors(op)])];
}

/** What a definition states; the method and path come from the route table (shared/api/routes.ts). */
type Definition<Req extends OperationRequest, Res extends z.ZodType> = Omit<
  Operation<Req, Res>,
  'operationId' | 'method' | 'path' | 'request' | 'errors'
> & { request?: Req; errors?: readonly ErrorCode[] };

/** The request of an operation that takes no parameters, query or body. */
type NoRequest = Record<never, never>;

type GroupDefaults = Pick<Definition<OperationRequest, z.ZodType>, 'tags' | 'auth' | 'consentExempt'>;

/** Operations that share tags and auth (and consent exemption); each may override them. */
function group(defaults: GroupDefaults) {
  return <
    Id extends OperationId,
    Req extends OperationRequest = NoRequest,
    Res extends z.ZodType = z.ZodType,
  >(
    operationId: Id,
    definition: Omit<Definition<Req, Res>, keyof GroupDefaults> & Partial<GroupDefaults>,
  ) =>
    ({
      operationId,
      ...API_ROUTES[operationId],
      request: {},
      errors: [],
      ...defaults,
      ...definition,
      // The spread's type is too generic for TS to relate; its parts are each checked above.
    }) as unknown as Operation<Req, Res> & { operationId: Id } & (typeof API_ROUTES)[Id];
}

const publicCall = { apiKey: 'optional', member: false } as const;
const memberCall = { apiKey: 'optional', member: true } as const;
const partnerCall = { ...publicCall, partnerHeaders: true } as const;
const registrationCall = { ...partnerCall, registerToken: true } as const;

// --- Accounts and access (issue 4). Decisions: docs/decisions/030-039 ---

/** Code guesses are also limited per client address and overall (docs/abuse-limits.md). */
const otpErrors = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'RATE_LIMITED'] as const;
const otpSendErrors = ['OTP_RESEND_TOO_SOON', 'RATE_LIMITED'] as const;
const passwordRuleErrors = ['PASSWORD_MISMATCH', 'PASSWORD_POLICY'] as const;
const accounts = group({ tags: ['accounts'], auth: publicCall });
const account = group({ tags: ['account'], auth: memberCall, consentExempt: true });
const consents = group({ tags: ['consents'], auth: memberCall, consentExempt: true });

export const login = accounts('login', {
  abuseLimits: ['login'],
  outageError: 'LOGIN_UNAVAILABLE',
  summary: 'Log in with username and password',
  description:
    'Wrong password, unknown username and a locked account all get the same LOGIN_INVALID_CREDENTIALS answer. After repeated wrong passwords the account is locked for a while (usernames differing only in case share the lock). SSO members cannot use this. A member from before the privacy update gets next=renew_password and no token: an OTP went to their phone.',
  request: { body: LoginRequestSchema },
  response: LoginResponseSchema,
  errors: [
    'LOGIN_MISSING_CREDENTIALS',
    'LOGIN_USERNAME_FORMAT',
    'LOGIN_INVALID_CREDENTIALS',
    'LOGIN_UNAVAILABLE',
    'RATE_LIMITED',
  ],
});

export const logout = accounts('logout', {
  summary: 'Log out: the token is revoked and refused from now on',
  auth: memberCall,
  consentExempt: true,
  response: LogoutResponseSchema,
});

export const register = accounts('register', {
  abuseLimits: ['registration', 'otpSend'],
  summary: 'Start registration: check the details and send an OTP to the mobile number',
  description:
    'Field problems come back as 400 VALIDATION_FAILED (or PASSWORD_MISMATCH / PASSWORD_POLICY when the password is the only problem) with one FieldIssue per field whose code is the shared rule code (locales/<lng>/validation.json). Nothing is created until the OTP is verified.',
  auth: partnerCall,
  request: { body: RegisterRequestSchema },
  response: RegisterResponseSchema,
  errors: ['REGISTER_USERNAME_TAKEN', 'REGISTER_PHONE_TAKEN', ...passwordRuleErrors, ...otpSendErrors],
});

export const verifyRegisterOtp = accounts('verifyRegisterOtp', {
  abuseLimits: ['otpVerify'],
  summary: 'Finish registration with the OTP: the account is created and a session opened',
  description: 'The answer lists the consents to accept (next=consent_update).',
  auth: registrationCall,
  request: { body: RegisterOtpRequestSchema },
  response: SessionGrantResponseSchema,
  errors: [...otpErrors, 'REGISTER_TOKEN_INVALID', 'REGISTER_USERNAME_TAKEN', 'REGISTER_PHONE_TAKEN'],
});

export const resendRegisterOtp = accounts('resendRegisterOtp', {
  abuseLimits: ['registration', 'otpSend'],
  summary: 'Send a new registration OTP (the previous code stops working)',
  auth: registrationCall,
  request: { body: OtpResendRequestSchema },
  response: RegisterResendResponseSchema,
  errors: [...otpSendErrors, 'REGISTER_TOKEN_INVALID'],
});

export const recoverUsername = accounts('recoverUsername', {
  abuseLimits: ['recovery', 'otpSend'],
  summary: 'Forgot username: the username is sent by SMS to the registered number',
  description: 'Always 202 with the same body, whether or not an account has this number.',
  request: { body: RecoverUsernameRequestSchema },
  response: RecoveryAcceptedResponseSchema,
  errors: ['RATE_LIMITED'],
});

export const recoverPassword = accounts('recoverPassword', {
  abuseLimits: ['recovery', 'otpSend'],
  summary: 'Forgot password: an OTP goes to the registered number',
  description:
    'The same answer for known and unknown usernames (a ref_no either way; for an unknown username no SMS goes out and verifying always fails like a wrong code).',
  request: { body: RecoverPasswordRequestSchema },
  response: RecoverPasswordResponseSchema,
  errors: otpSendErrors,
});

export const resendRecoveryOtp = accounts('resendRecoveryOtp', {
  abuseLimits: ['recovery', 'otpSend'],
  summary: 'Send a new password-reset OTP (also for the renewal after login)',
  request: { body: RecoveryResendRequestSchema },
  response: RecoveryResendResponseSchema,
  errors: [...otpSendErrors, 'OTP_EXPIRED'],
});

export const verifyRecoveryOtp = accounts('verifyRecoveryOtp', {
  abuseLimits: ['otpVerify'],
  summary: 'Check the password-reset OTP and get a single-use reset token',
  request: { body: RecoveryVerifyRequestSchema },
  response: RecoveryVerifyResponseSchema,
  errors: otpErrors,
});

export const resetPassword = accounts('resetPassword', {
  summary: 'Set a new password with the reset token: every session ends, an SMS notice goes out',
  request: { body: PasswordResetRequestSchema },
  response: PasswordResetResponseSchema,
  errors: ['RESET_TOKEN_INVALID', ...passwordRuleErrors, 'PASSWORD_SAME_AS_OLD'],
});

export const getMe = account('getMe', {
  summary: "The signed-in member's profile",
  response: ProfileResponseSchema,
});

export const updateMe = account('updateMe', {
  summary: 'Edit the profile (name, surname, birth date, gender, employee id, e-mail)',
  description:
    'The mobile number cannot be changed in the app (it is the OTP channel; see docs/decisions). Field problems: 400 VALIDATION_FAILED with rule codes.',
  consentExempt: false,
  request: { body: ProfileUpdateSchema },
  response: ProfileResponseSchema,
  errors: ['PROFILE_MANAGED_BY_EMPLOYER'],
});

export const changePassword = account('changePassword', {
  summary: 'Change the password: other sessions end, an SMS notice goes out',
  request: { body: PasswordChangeRequestSchema },
  response: PasswordChangeResponseSchema,
  errors: [
    'PASSWORD_CURRENT_INCORRECT',
    'PASSWORD_SAME_AS_OLD',
    ...passwordRuleErrors,
    'PASSWORD_CHANGE_SSO',
    'RATE_LIMITED',
  ],
});

export const exportMyData = account('exportMyData', {
  summary: 'Download every personal record of the member as JSON (PDPA s30/31)',
  description: 'Served with Content-Disposition: attachment.',
  response: DataExportResponseSchema,
});

export const getDeletionPolicy = account('getDeletionPolicy', {
  summary: 'What account deletion erases and what the law requires us to keep',
  response: DeletionPolicyResponseSchema,
});

export const requestDeleteOtp = account('requestDeleteOtp', {
  abuseLimits: ['otpSend'],
  summary: "Send a delete-purpose OTP to the member's phone",
  request: { body: DeleteOtpRequestSchema },
  response: DeleteOtpResponseSchema,
  errors: otpSendErrors,
});

export const deleteAccount = account('deleteAccount', {
  abuseLimits: ['otpVerify'],
  summary: 'Delete the account with a fresh OTP: every session ends, personal data is erased',
  request: { body: DeleteAccountRequestSchema },
  response: DeleteAccountResponseSchema,
  errors: otpErrors,
});

export const listConsents = consents('listConsents', {
  summary: "Current terms and privacy policy with the member's status",
  response: ConsentsResponseSchema,
});

export const getCurrentConsent = consents('getCurrentConsent', {
  summary: 'The current terms (type=terms) or privacy policy (type=privacy), for anyone',
  auth: publicCall,
  consentExempt: false,
  request: { params: ConsentParamsSchema },
  response: CurrentConsentResponseSchema,
  errors: ['NOT_FOUND'],
});

export const acceptConsent = consents('acceptConsent', {
  summary: 'Accept the current version (recorded with version, time and channel)',
  request: { params: ConsentParamsSchema, body: ConsentAcceptRequestSchema },
  response: ConsentStatusResponseSchema,
  errors: ['CONSENT_VERSION_OUTDATED', 'NOT_FOUND'],
});

export const withdrawConsent = consents('withdrawConsent', {
  summary: 'Withdraw consent to the current version (as easy as giving it)',
  description:
    'Withdrawing a document that must be accepted blocks member data endpoints (403 CONSENT_REQUIRED) until it is accepted again.',
  request: { params: ConsentParamsSchema },
  response: ConsentStatusResponseSchema,
  errors: ['NOT_FOUND'],
});

export const ssoLogin = accounts('ssoLogin', {
  abuseLimits: ['login'],
  summary: 'Sign in with a partner-signed token (partners whose code starts with TMP)',
  description:
    'HS256 JWT signed with the partner SSO secret: iss = partner id, sub = external (employee) id, exp required, name and surname claims. The member is found or created by (partner, external id).',
  request: { body: SsoRequestSchema },
  response: SessionGrantResponseSchema,
  errors: ['SSO_NOT_AVAILABLE', 'SSO_TOKEN_INVALID', 'RATE_LIMITED'],
});

const lineErrors = ['LINE_NOT_AVAILABLE', 'LINE_TOKEN_INVALID'] as const;

export const lineLogin = accounts('lineLogin', {
  abuseLimits: ['login'],
  summary: 'Sign in with a LINE ID token (the member must have linked LINE before)',
  request: { body: LineIdTokenRequestSchema },
  response: SessionGrantResponseSchema,
  errors: [...lineErrors, 'LINE_NOT_LINKED', 'RATE_LIMITED'],
});

export const linkLine = accounts('linkLine', {
  summary: 'Link the LINE account of a verified ID token to the signed-in member',
  auth: memberCall,
  request: { body: LineIdTokenRequestSchema },
  response: LineLinkResponseSchema,
  errors: [...lineErrors, 'LINE_ALREADY_LINKED'],
});

export const unlinkLine = accounts('unlinkLine', {
  summary: 'Unlink LINE from the signed-in member',
  auth: memberCall,
  response: LineLinkResponseSchema,
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

// --- The spec's own calls (section 7) ---

const spec = group({ tags: ['spec'], auth: publicCall });

export const getPartnerInfo = spec('getPartnerInfo', {
  constant: true,
  summary: 'Partner info (docs/spec.md section 7), fetched at start-up',
  description:
    'Checks partner_id and secret_key and answers the public partner info. line_liff_id is chosen by line_liff_key: missing or "default" gives the main id, otherwise the matching key\'s id.',
  request: { query: PartnerInfoQuerySchema },
  response: PartnerInfoResponseSchema,
  errors: ['PARTNER_CREDENTIALS_INVALID'],
});

export const getTheme = spec('getTheme', {
  constant: true,
  summary: "A partner's theme by insurer code (docs/spec.md section 7)",
  request: { params: ThemeParamsSchema },
  response: ThemeResponseSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const getLanguageSetting = spec('getLanguageSetting', {
  constant: true,
  summary: "The partner's languages, comma-separated (docs/spec.md section 7)",
  description: 'The partner is the one x-api-key names, or the default partner when the header is absent.',
  response: LanguageSettingResponseSchema,
});

const homeDescription =
  "The member's home screen in one answer: name, unread notifications per group, the theme's banners, highlighted promotions and articles of the partner, and how many cards the member can see.";

export const getHome = spec('getHome', {
  summary: 'Home data for the signed-in member (docs/spec.md section 7)',
  description: homeDescription,
  auth: memberCall,
  request: { query: HomeQuerySchema },
  response: HomeResponseSchema,
});

export const postHome = spec('postHome', {
  summary: 'Home data for the signed-in member, by POST (spec: "chosen method")',
  description: `${homeDescription} Same answer as GET; the body may carry lang.`,
  auth: memberCall,
  request: { query: HomeQuerySchema, body: HomeBodySchema },
  response: HomeResponseSchema,
  effect: 'read',
});

export const getDevOutbox = group({ tags: ['development'], auth: publicCall })('getDevOutbox', {
  summary: 'Development outbox: the SMS and LINE messages the server would have sent',
  description:
    'Not available in production mode. Tests and demos read OTP codes here. Newest first; filter with ?recipient=.',
  request: { query: OutboxQuerySchema },
  response: OutboxResponseSchema,
  devOnly: true,
});

// --- Staff: the partner previewer (docs/decisions/038-staff-access.md) ---

const staff = group({ tags: ['staff'], auth: { ...publicCall, staff: 'partners.read' } });
const STAFF_SESSION = { ...publicCall, staff: 'session' } as const;
const DRAFT_READER = { ...publicCall, staff: 'drafts.read' } as const;

export const staffLogin = staff('staffLogin', {
  summary: 'Staff sign-in: sets the staff session cookie',
  description:
    'E-mail and password of a staff account (never a member). One answer for an unknown e-mail, a wrong password and a locked account; the lockout of members applies under its own keys. The session is an HttpOnly, SameSite=Strict cookie scoped to /api/staff, valid 8 hours.',
  auth: publicCall,
  request: { body: StaffLoginRequestSchema },
  response: StaffSessionResponseSchema,
  errors: ['STAFF_LOGIN_INVALID'],
  abuseLimits: ['login'],
});

export const staffLogout = staff('staffLogout', {
  summary: 'Staff sign-out: ends the session and clears its cookie',
  auth: STAFF_SESSION,
  response: StaffLogoutResponseSchema,
});

export const getStaffMe = staff('getStaffMe', {
  summary: "The signed-in staff member, with the role's permissions and partner scope",
  auth: STAFF_SESSION,
  response: StaffMeResponseSchema,
});

export const listStaffPartners = staff('listStaffPartners', {
  summary: "The partners of the account's scope, for the previewer (no secret_key, no api_key)",
  response: StaffPartnerListResponseSchema,
});

export const getStaffPartnerConfig = staff('getStaffPartnerConfig', {
  summary: "A partner's public configuration: partner, theme and tiles (no secret_key, no api_key)",
  description:
    'What the previewer compares a draft or another partner with, field by field, and what it highlights in the frames.',
  request: { params: StaffPartnerParamsSchema },
  response: StaffPartnerConfigResponseSchema,
  errors: ['NOT_FOUND'],
});

export const getStaffPartnerExamples = staff('getStaffPartnerExamples', {
  summary: "Demo ids for the previewer's frames of routes that take one",
  description:
    "For each route pattern with an id, a record the partner's preview member (the demo member its read-only preview sessions sign in as) can open: a card, a claim, a notification, a promotion, articles, a hospital, a Telemed provider. So a frame of /promotion/:id shows a real promotion, not 'not found'.",
  request: { params: StaffPartnerParamsSchema },
  response: StaffPartnerExamplesResponseSchema,
  errors: ['NOT_FOUND'],
});

// Partner drafts (issue 14): docs/decisions/062-partner-drafts.md.
const DRAFT_EDITOR = { ...publicCall, staff: 'drafts.write' } as const;

export const listPartnerDrafts = staff('listPartnerDrafts', {
  summary: "The drafts of the account's partners, most recently changed first",
  description: 'Archived drafts are left out unless archived=true, which lists only them.',
  auth: DRAFT_READER,
  request: { query: DraftListQuerySchema },
  response: PartnerDraftListResponseSchema,
});

export const createPartnerDraft = staff('createPartnerDraft', {
  summary: 'Start a draft from a partner or from a brand kit (editors)',
  description:
    'From a partner: a copy of its configuration and images, exported later with its own keys. From a brand kit (an insurer code, names and one to three colours): a whole theme derived so every pair the UI draws passes WCAG AA (docs/decisions/061-brand-kit.md), with fresh keys. The request carries the new draft id: the same id again answers the same draft.',
  auth: DRAFT_EDITOR,
  request: { body: CreateDraftRequestSchema },
  response: PartnerDraftResponseSchema,
  errors: ['NOT_FOUND', 'DRAFT_ID_TAKEN', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const getPartnerDraft = staff('getPartnerDraft', {
  summary: 'One draft with its images and what validate:partners would say about it',
  auth: DRAFT_READER,
  request: { params: DraftParamsSchema },
  response: PartnerDraftResponseSchema,
  errors: ['NOT_FOUND'],
});

export const updatePartnerDraft = staff('updatePartnerDraft', {
  summary: 'Save an edit of a draft (editors)',
  description:
    'The edit names the version it was made on; if someone saved in between, 409 DRAFT_VERSION_CONFLICT and nothing is saved. Every save is kept in the history with who made it, when and what changed. A draft may be saved with problems: they are answered so the editor can show them.',
  auth: DRAFT_EDITOR,
  request: { params: DraftParamsSchema, body: UpdateDraftRequestSchema },
  response: PartnerDraftResponseSchema,
  errors: ['NOT_FOUND', 'DRAFT_VERSION_CONFLICT', 'DRAFT_ARCHIVED'],
});

export const getPartnerDraftHistory = staff('getPartnerDraftHistory', {
  summary: 'Who changed what in a draft, and when, newest first',
  auth: DRAFT_READER,
  request: { params: DraftParamsSchema },
  response: DraftHistoryResponseSchema,
  errors: ['NOT_FOUND'],
});

export const setPartnerDraftArchived = staff('setPartnerDraftArchived', {
  summary: 'Archive a draft, or restore it from the archive (editors)',
  description:
    'An archived draft leaves the default list and cannot be changed until restored; nothing is deleted (its history stays). Audited.',
  auth: DRAFT_EDITOR,
  request: { params: DraftParamsSchema, body: SetDraftArchivedRequestSchema },
  response: PartnerDraftResponseSchema,
  errors: ['NOT_FOUND'],
});

export const revertPartnerDraft = staff('revertPartnerDraft', {
  summary: 'Revert a draft to an earlier version (editors)',
  description:
    "The content (partner.json, theme.json, menu-tiles.json) of to_version becomes the draft's again as a new version, with the history row 'Reverted to version N', so a revert can itself be undone. Images stay as they are. version must be the current one (409 DRAFT_VERSION_CONFLICT otherwise). Audited.",
  auth: DRAFT_EDITOR,
  request: { params: DraftParamsSchema, body: RevertDraftRequestSchema },
  response: PartnerDraftResponseSchema,
  errors: [
    'NOT_FOUND',
    'VALIDATION_FAILED',
    'DRAFT_VERSION_CONFLICT',
    'DRAFT_ARCHIVED',
    'DRAFT_VERSION_UNAVAILABLE',
  ],
});

export const createPreviewSession = staff('createPreviewSession', {
  summary: "A read-only session of a partner's demo member, for the previewer's frames",
  description:
    "The member bearer token of the partner's demo member (seeded with the demo data), valid 2 hours and read-only: every member operation that would change something answers 403 PREVIEW_READ_ONLY and stores nothing. The frame takes it from its URL fragment (docs/decisions/063-preview-mode.md).",
  request: { body: PreviewSessionRequestSchema },
  response: PreviewSessionResponseSchema,
  errors: ['NOT_FOUND', 'PREVIEW_MEMBER_NOT_FOUND', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const uploadPartnerDraftAsset = staff('uploadPartnerDraftAsset', {
  summary: "Add or replace an image of a draft's assets/ (editors)",
  description:
    "multipart/form-data with one file part named file. The type comes from the bytes, never the name: SVG (checked like validate:partners checks a partner's SVGs: no script, event attributes, foreignObject or external references), PNG, JPEG or WebP (decoded and re-encoded, metadata dropped); the name's ending must match. At most 1,048,576 bytes (the validator's limit). Theme fields point at it as /partners/<partner_id>/assets/<name>; staff read it at GET /api/staff/drafts/{id}/assets/{name}.",
  auth: DRAFT_EDITOR,
  request: { params: DraftAssetParamsSchema, multipart: DraftAssetFormSchema },
  response: PartnerDraftResponseSchema,
  errors: ['NOT_FOUND', 'DRAFT_ASSET_INVALID', 'PAYLOAD_TOO_LARGE', 'DRAFT_ARCHIVED'],
});

export const importPartnerDraft = staff('importPartnerDraft', {
  summary: 'Start a draft from a partner folder zip (editors)',
  description:
    "multipart/form-data with id (the new draft's UUID), title and archive: a zip of one partner folder as the export makes it. The draft takes the folder's configuration, keys (fresh ones when absent or invalid) and images; what validate:partners says about it is answered in problems. A zip that cannot be read, or holds no partner.json, theme.json and menu-tiles.json, answers 422 DRAFT_IMPORT_INVALID with the reason.",
  auth: DRAFT_EDITOR,
  request: { multipart: DraftImportFormSchema },
  response: PartnerDraftResponseSchema,
  errors: ['DRAFT_IMPORT_INVALID', 'DRAFT_ID_TAKEN', 'PAYLOAD_TOO_LARGE', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

// Staff administration and the audit trail (issue 21): docs/decisions/067-staff-roles-and-audit.md.
const STAFF_ADMIN = { ...publicCall, staff: 'staff.manage' } as const;

export const listStaffAccounts = staff('listStaffAccounts', {
  summary: "The staff accounts an admin manages (those within the admin's partner scope)",
  auth: STAFF_ADMIN,
  response: StaffAccountListResponseSchema,
});

export const createStaffAccount = staff('createStaffAccount', {
  summary: 'Create a staff account with a role and a partner scope (admins)',
  description:
    "The request carries the new account's id: the same id and e-mail again answer the same account. An e-mail already used answers 409 STAFF_EMAIL_TAKEN. The scope must lie within the admin's own (an admin of some partners cannot give every partner). Audited.",
  auth: STAFF_ADMIN,
  request: { body: CreateStaffAccountRequestSchema },
  response: StaffAccountResponseSchema,
  errors: ['STAFF_EMAIL_TAKEN', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const updateStaffAccount = staff('updateStaffAccount', {
  summary: "Change a staff account's name, role, partner scope or password, or disable it (admins)",
  description:
    'A new password or disabling ends every session of the account at once; a new role or scope applies from its next request. Admins cannot change their own role, scope or disable themselves (409 STAFF_SELF_CHANGE), so the last admin cannot lock everyone out. Audited, without the password.',
  auth: STAFF_ADMIN,
  request: { params: StaffAccountParamsSchema, body: UpdateStaffAccountRequestSchema },
  response: StaffAccountResponseSchema,
  errors: ['NOT_FOUND', 'STAFF_SELF_CHANGE', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const listStaffAudit = staff('listStaffAudit', {
  summary: 'The audit trail of staff writes, newest first, paged (admins)',
  description:
    "One entry per staff write: draft create, import, save and image; export with a live partner's keys; claim stage moves and document requests; account and role changes. Filter by partner, person and time; entries of partners outside the admin's scope are not listed. The table is append-only: the database refuses UPDATE and DELETE on it.",
  auth: { ...publicCall, staff: 'audit.read' },
  request: { query: StaffAuditQuerySchema },
  response: StaffAuditResponseSchema,
  errors: ['STAFF_PARTNER_OUT_OF_SCOPE'],
});

// Partner configuration versions (issue 26): docs/decisions/079-partner-config-versions.md.
const PUBLISHER = { ...publicCall, staff: 'drafts.publish' } as const;

export const publishDraft = staff('publishDraft', {
  summary: "Publish a draft: its files become the partner's live configuration on every replica (publishers)",
  description:
    "Four eyes: the publisher must be neither the draft's author nor the author of any of its saves (403 DRAFT_PUBLISH_OWN_DRAFT). The request names the draft version reviewed (409 DRAFT_VERSION_CONFLICT when it is not the current one). The draft is checked with validate:partners' rules against the running partners; any error answers 422 DRAFT_PUBLISH_INVALID with details.problems and publishes nothing. Otherwise a new version is stored, made live and served by every replica within seconds; members see it on their next navigation. The same draft and version again answers the version it made. Audited.",
  auth: PUBLISHER,
  request: { params: DraftParamsSchema, body: PublishDraftRequestSchema },
  response: PartnerVersionPublishedResponseSchema,
  errors: [
    'NOT_FOUND',
    'DRAFT_VERSION_CONFLICT',
    'DRAFT_PUBLISH_OWN_DRAFT',
    'DRAFT_ARCHIVED',
    'DRAFT_PUBLISH_INVALID',
    'STAFF_PARTNER_OUT_OF_SCOPE',
  ],
});

export const listPartnerVersions = staff('listPartnerVersions', {
  summary: "A partner's configuration versions, newest first, and which one is live",
  auth: DRAFT_READER,
  request: { params: StaffPartnerParamsSchema },
  response: PartnerVersionListResponseSchema,
  errors: ['NOT_FOUND', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const restorePartnerVersion = staff('restorePartnerVersion', {
  summary: 'Make an earlier version live again, in one step (publishers)',
  description:
    "A new version (source restore) with that version's files byte for byte, live at once on every replica. Audited.",
  auth: PUBLISHER,
  request: { params: PartnerVersionParamsSchema },
  response: PartnerVersionPublishedResponseSchema,
  errors: ['NOT_FOUND', 'STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const getPartnerDrift = staff('getPartnerDrift', {
  summary: 'Where the live configurations and the partners/ folder differ, per partner',
  description:
    "For each partner of the account's scope: in_sync, changed_since_deploy (published or restored since the folder was imported), db_only (published, no folder) or folder_only (a folder not imported), with the paths that differ. The export of a version (GET /api/staff/partners/{partner_id}/versions/{version}/export, a zip) unzipped over the folder makes it in_sync.",
  auth: DRAFT_READER,
  response: PartnerDriftResponseSchema,
});

export const getPartnerBoot = group({ tags: ['content'], auth: publicCall })('getPartnerBoot', {
  summary: "The partner's live boot data (partner, theme, tiles) and its configuration version",
  description:
    "The partner is the one x-api-key names, or the default partner. What index.html inlines at load; the app fetches it again when an answer's x-partner-version header names another version, so a member mid-session sees a publish on the next navigation.",
  response: PartnerBootResponseSchema,
});

const PARTNER_VERSION_OPERATIONS = [
  publishDraft,
  listPartnerVersions,
  restorePartnerVersion,
  getPartnerDrift,
  getPartnerBoot,
] as const;

export const STAFF_OPERATIONS = [
  staffLogin,
  staffLogout,
  getStaffMe,
  listStaffPartners,
  getStaffPartnerConfig,
  getStaffPartnerExamples,
  listPartnerDrafts,
  createPartnerDraft,
  getPartnerDraft,
  updatePartnerDraft,
  getPartnerDraftHistory,
  uploadPartnerDraftAsset,
  importPartnerDraft,
  setPartnerDraftArchived,
  revertPartnerDraft,
  createPreviewSession,
  listStaffAccounts,
  createStaffAccount,
  updateStaffAccount,
  listStaffAudit,
] as const;

// --- Content and notifications (issue 12). Decision: docs/decisions/053-content-and-notifications.md ---

/** Content any visitor of the partner may read: the partner comes from x-api-key. */
const content = group({ tags: ['content'], auth: publicCall });
const notifications = group({ tags: ['notifications'], auth: memberCall });

export const listPromotions = content('listPromotions', {
  summary: "The partner's running promotions, paged",
  description:
    "Promotions of the partner (x-api-key) and the TPA-wide ones, between their start and end dates (Thailand time): the partner's own first, then the ones ending soonest.",
  request: { query: PromotionListQuerySchema },
  response: PromotionPageResponseSchema,
});

export const getPromotion = content('getPromotion', {
  summary: 'One promotion with its Markdown body and conditions',
  description:
    "An ended promotion answers with status expired (the app says so and offers no way to use it). Another partner's promotion, one not started yet and an unknown id answer 404 NOT_FOUND alike.",
  request: { params: ContentIdParamsSchema, query: LangQuerySchema },
  response: PromotionResponseSchema,
  errors: ['NOT_FOUND'],
});

export const listArticles = content('listArticles', {
  summary: "Health articles: the TPA's, or the partner's own (source=partner), newest first",
  request: { query: ArticleListQuerySchema },
  response: ArticlePageResponseSchema,
});

export const getArticle = content('getArticle', {
  summary: 'One article with its Markdown body',
  description:
    "Another partner's article, one not published yet and an unknown id answer 404 NOT_FOUND alike.",
  request: { params: ContentIdParamsSchema, query: LangQuerySchema },
  response: ArticleResponseSchema,
  errors: ['NOT_FOUND'],
});

export const listHelpPages = content('listHelpPages', {
  constant: true,
  summary: "The partner's help pages (FAQ, contact, about, terms), with their titles",
  request: { query: LangQuerySchema },
  response: HelpPageListResponseSchema,
});

export const getHelpPage = content('getHelpPage', {
  constant: true,
  summary: 'One help page of the partner, as Markdown (partners/<id>/pages/<type>.<lang>.md)',
  description:
    "A partner without its own file for a page gets the default partner's. An unknown type answers 404 PAGE_NOT_FOUND.",
  request: { params: HelpPageParamsSchema, query: LangQuerySchema },
  response: HelpPageResponseSchema,
  errors: ['PAGE_NOT_FOUND'],
});

export const listNotifications = notifications('listNotifications', {
  summary: "The member's notifications, newest first, paged, with read marks and unread counts",
  description:
    'Notifications of the member, of every member of the partner, and for everyone. Expired ones stay listed with expired=true; the unread counts leave them out.',
  request: { query: NotificationListQuerySchema },
  response: NotificationPageResponseSchema,
});

export const getNotification = notifications('getNotification', {
  summary: 'One notification (does not mark it read)',
  description: "Another member's or partner's notification and an unknown id answer 404 NOT_FOUND alike.",
  request: { params: NotificationParamsSchema, query: LangQuerySchema },
  response: NotificationResponseSchema,
  errors: ['NOT_FOUND'],
});

export const markNotificationRead = notifications('markNotificationRead', {
  summary: 'Mark one notification read for this member (repeating it changes nothing)',
  request: { params: NotificationParamsSchema },
  response: MarkReadResponseSchema,
  errors: ['NOT_FOUND'],
});

export const markAllNotificationsRead = notifications('markAllNotificationsRead', {
  summary: "Mark all the member's notifications read, or those of one group",
  request: { body: MarkAllReadRequestSchema },
  response: MarkReadResponseSchema,
});

/** The content and notification operations, in documentation order. */
export const CONTENT_OPERATIONS = [
  listPromotions,
  getPromotion,
  listArticles,
  getArticle,
  listHelpPages,
  getHelpPage,
  listNotifications,
  getNotification,
  markNotificationRead,
  markAllNotificationsRead,
] as const;

// --- Cards and coverage (issue 5). Visibility: docs/decisions/040-card-visibility.md ---

const cards = group({ tags: ['cards'], auth: memberCall });
const cardFormDescription =
  'multipart/form-data with the fields insurer_id (from GET /api/v1/insurers), insurer_name (only with insurer_id "other"), card_no, insured_name, start_date and expiry_date (YYYY-MM-DD), front_image and back_image (JPG or PNG whose bytes match the type, 1 byte to 10,485,760 bytes each, at most 40 megapixels; EXIF is removed from JPEGs). Any other field (owner, type, status …) is refused with 400 VALIDATION_FAILED naming it. Rule failures answer CARD_SAVE_FAILED with one {path, code, message} per field in details; a file over the limit answers PAYLOAD_TOO_LARGE.';
const cardSaveErrors = ['CARD_SAVE_FAILED', 'PAYLOAD_TOO_LARGE'] as const;

export const listCards = cards('listCards', {
  summary: "The member's own cards, grouped by type (/coverages)",
  description:
    "Cards of the member themselves: TPA cards (group, individual) and the self-added cards they typed in for themselves. Family members' cards are under /api/v1/family.",
  response: CardListResponseSchema,
});

export const getCard = cards('getCard', {
  summary: 'A card: its face, coverage benefits with what has been used, and claim history',
  request: { params: CardParamsSchema },
  response: CardDetailResponseSchema,
  errors: ['NOT_FOUND'],
});

export const searchCards = cards('searchCards', {
  abuseLimits: ['cardSearch'],
  summary: 'Find policies held at the TPA by Thai national id (/search-idcard, /search-idcard-family)',
  description:
    "The check digit is verified (VALIDATION_FAILED, path body.national_id, code thai_id_invalid). When a phone on file is the member's own, an OTP goes to it at once; otherwise the masked phones are listed to choose from. Limited per member (RATE_LIMITED with Retry-After).",
  request: { body: CardSearchRequestSchema },
  response: CardSearchResponseSchema,
  errors: ['RATE_LIMITED', 'CARD_ALREADY_LINKED', 'CARD_SEARCH_NOT_SELF', 'OTP_RESEND_TOO_SOON'],
});

export const sendCardSearchOtp = cards('sendCardSearchOtp', {
  abuseLimits: ['otpSend'],
  summary: 'Send the card OTP to the chosen phone on file (also: resend)',
  request: { body: CardSearchOtpRequestSchema },
  response: CardSearchOtpResponseSchema,
  errors: ['CARD_SEARCH_EXPIRED', ...otpSendErrors],
});

export const linkCards = cards('linkCards', {
  idempotent: true,
  abuseLimits: ['otpVerify'],
  summary: 'Confirm the card OTP and link the policies found (/otp-card)',
  description:
    "Own policies become the member's; a family member's policies are linked with the relation chosen at search time.",
  request: { body: CardLinkRequestSchema },
  response: CardLinkResponseSchema,
  errors: [...otpErrors, 'CARD_SEARCH_EXPIRED', 'CARD_ALREADY_LINKED'],
});

export const listInsurers = cards('listInsurers', {
  summary: 'Insurers and banks to choose from for a self-added card (/insurance-list)',
  response: InsurerListResponseSchema,
});

export const createCard = cards('createCard', {
  idempotent: true,
  summary: 'Add a self-added card for the member (/add-card)',
  description: cardFormDescription,
  request: { multipart: CardFormSchema },
  response: CardResponseSchema,
  errors: cardSaveErrors,
});

export const updateCard = cards('updateCard', {
  summary: 'Edit a self-added card (/edit-card/{id}, /edit-card-family/{id})',
  description: `${cardFormDescription} On edit the images are optional: a side not sent keeps its image.`,
  request: { params: CardParamsSchema, multipart: CardEditFormSchema },
  response: CardResponseSchema,
  errors: ['NOT_FOUND', ...cardSaveErrors],
});

export const deleteCard = cards('deleteCard', {
  summary: 'Delete a self-added card',
  description: 'TPA cards cannot be deleted (CARD_DELETE_FAILED with details.reason = "not_self_added").',
  request: { params: CardParamsSchema },
  response: DeletedResponseSchema,
  errors: ['NOT_FOUND', 'CARD_DELETE_FAILED'],
});

export const createBenefit = cards('createBenefit', {
  idempotent: true,
  summary: 'Add a coverage line to a self-added card (/add-coverage, /add-coverage-family)',
  request: { params: CardParamsSchema, body: BenefitRequestSchema },
  response: BenefitResponseSchema,
  errors: ['NOT_FOUND', 'CARD_SAVE_FAILED'],
});

export const updateBenefit = cards('updateBenefit', {
  summary: 'Edit a coverage line of a self-added card (/edit-coverage, /edit-coverage-family)',
  request: { params: BenefitParamsSchema, body: BenefitRequestSchema },
  response: BenefitResponseSchema,
  errors: ['NOT_FOUND', 'CARD_SAVE_FAILED'],
});

export const deleteBenefit = cards('deleteBenefit', {
  summary: 'Delete a coverage line of a self-added card',
  request: { params: BenefitParamsSchema },
  response: DeletedResponseSchema,
  errors: ['NOT_FOUND', 'CARD_DELETE_FAILED'],
});

export const listFamily = cards('listFamily', {
  summary: 'Family members the member may see, each with their cards (/family-coverages)',
  response: FamilyListResponseSchema,
});

export const listFamilyCards = cards('listFamilyCards', {
  summary: "A family member's cards, grouped by type (/family-coverages/{id})",
  request: { params: PersonParamsSchema },
  response: FamilyCardsResponseSchema,
  errors: ['NOT_FOUND'],
});

export const createFamilyCard = cards('createFamilyCard', {
  idempotent: true,
  summary: 'Add a self-added card for a family member (/add-card-family)',
  description: cardFormDescription,
  request: { params: PersonParamsSchema, multipart: CardFormSchema },
  response: CardResponseSchema,
  errors: ['NOT_FOUND', ...cardSaveErrors],
});

export const removeFamilyMember = cards('removeFamilyMember', {
  summary: 'Remove a linked family member from My Family (/family-coverages)',
  description:
    "Ends the member's link to this insured person: their cards leave My Family, and the cards the member added for them (self-added, with their photos) are deleted. The person's insurance records stay with the TPA; they can be linked again through /search-idcard-family.",
  request: { params: PersonParamsSchema },
  response: DeletedResponseSchema,
  errors: ['NOT_FOUND'],
});

export const listCardHospitals = cards('listCardHospitals', {
  summary: 'The places that accept the card (/hospital-list, use-card): the hospital search for one card',
  description:
    "The hospital search (searchHospitals) over the card's insurer's network, with the card's coverage level: active places only, none for a self-added card (it is paid first and claimed). Name words in Thai or English with typing mistakes forgiven, province, district, coverage level, type; with lat/lng nearest first with the distance. Paged by page and page_size (has_more says whether another page follows). A card the member cannot see answers 404.",
  request: { params: CardParamsSchema, query: CardHospitalsQuerySchema },
  response: HospitalSearchResponseSchema,
  errors: ['NOT_FOUND'],
});

export const useCard = cards('useCard', {
  idempotent: true,
  summary: 'Show the card at a hospital: a 5-minute use-card session issued and timed by the server',
  description:
    "Starting a new session ends the member's other active sessions (reselecting a hospital). The client counts down from server_now to expires_at.",
  request: { params: CardParamsSchema, body: UseCardRequestSchema },
  response: UseSessionResponseSchema,
  errors: ['NOT_FOUND', 'CARD_NOT_USABLE', 'CARD_EXPIRED', 'HOSPITAL_NOT_ACCEPTED'],
});

export const getUseSession = cards('getUseSession', {
  summary: 'A use-card session and its status now (active, expired, done, cancelled)',
  request: { params: UseSessionParamsSchema },
  response: UseSessionResponseSchema,
  errors: ['NOT_FOUND'],
});

export const endUseSession = cards('endUseSession', {
  summary: 'End a use-card session: done or cancel',
  description: 'Idempotent: a session that already ended or expired is answered as it is.',
  request: { params: UseSessionParamsSchema, body: EndUseSessionRequestSchema },
  response: UseSessionResponseSchema,
  errors: ['NOT_FOUND'],
});

export const verifyUseCode = cards('verifyUseCode', {
  abuseLimits: ['hospitalVerify'],
  summary: "Hospital side: is the code on a member's screen valid now?",
  description:
    "Authenticated by the partner headers (PartnerId, SecretKey). Only sessions of that partner's cards are found.",
  auth: partnerCall,
  request: { query: VerifyUseCodeQuerySchema },
  response: UseVerificationResponseSchema,
  errors: ['RATE_LIMITED'],
});

export const verifyUseQr = cards('verifyUseQr', {
  abuseLimits: ['hospitalVerify'],
  summary: "Hospital side: is the QR code on a member's screen valid now?",
  description: 'The QR payload is signed; a forged or altered one answers valid: false, reason unknown.',
  auth: partnerCall,
  request: { body: VerifyUseQrRequestSchema },
  response: UseVerificationResponseSchema,
  errors: ['RATE_LIMITED'],
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
  removeFamilyMember,
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

// --- Hospital and provider search (issue 12). Decision: docs/decisions/050-hospital-search.md ---

const hospitals = group({ tags: ['hospitals'], auth: publicCall });
const hospitalMemberNote =
  "Public. With a member token of the partner the answer also covers the member's cards; a token that is not valid (or a member who must first accept updated terms) is answered as signed out.";

export const searchHospitals = hospitals('searchHospitals', {
  summary: "Search the partner's provider network (/search-hospital, /provider-list)",
  description: `Name words in Thai or English with typing mistakes forgiven (pg_trgm), province and district, coverage level, type, and a card of the signed-in member. With lat/lng: nearest first, distance computed by the database; otherwise best name match first, then by name. Paged by page and page_size (has_more says whether another page follows). ${hospitalMemberNote}`,
  request: { query: HospitalSearchQuerySchema },
  response: HospitalSearchResponseSchema,
  errors: ['AUTH_REQUIRED', 'NOT_FOUND'],
});

export const listHospitalAreas = hospitals('listHospitalAreas', {
  summary: "Provinces and districts of the partner's provider network, for the search pickers",
  response: HospitalAreasResponseSchema,
});

export const getHospital = hospitals('getHospital', {
  summary: 'One hospital or clinic (/search-hospital/detail/{id}): address, phone, opening hours, services',
  description: `A code outside the partner's network answers 404. ${hospitalMemberNote}`,
  request: { params: HospitalParamsSchema },
  response: HospitalDetailResponseSchema,
  errors: ['NOT_FOUND'],
});

/** The hospital search operations, in documentation order. */
export const HOSPITAL_OPERATIONS = [searchHospitals, listHospitalAreas, getHospital] as const;

// --- e-Claim and claim status (issue 11). Decision: docs/decisions/059-e-claim.md ---

const claims = group({ tags: ['claims'], auth: memberCall });
const attachErrors = [
  'NOT_FOUND',
  'UPLOAD_INCOMPLETE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'ATTACHMENT_UNREADABLE',
  'DUPLICATE_FILE',
  'ATTACHMENT_LIMIT_REACHED',
] as const;
const attachDescription = `Runs the checks of the upload pipeline (docs/decisions/043-upload-pipeline.md) on a finished upload of ${ECLAIM_UPLOAD_PATH}: JPG, PNG or PDF recognised by its bytes and agreeing with its name and declared type (UNSUPPORTED_FILE_TYPE), images re-encoded, PDFs checked (ATTACHMENT_UNREADABLE), 1 to 10,485,760 bytes (PAYLOAD_TOO_LARGE), the same bytes twice in one claim refused (DUPLICATE_FILE), at most receipt 10, medical_certificate 5, bank_book 2, other 10 (ATTACHMENT_LIMIT_REACHED). Attaching the same upload again answers the first attachment.`;

export const listClaims = claims('listClaims', {
  summary: 'Claims of the member and of family members they may see (/claim-status)',
  description: 'Filter by status (in_process, approved, rejected) and by insured person.',
  request: { query: ClaimListQuerySchema },
  response: ClaimListResponseSchema,
});

export const getClaim = claims('getClaim', {
  summary: 'A claim with its timeline, documents, requested documents and amounts (/claim-status/{id})',
  description:
    'A claim the member may not see answers 404 NOT_FOUND with no data, like an id that does not exist.',
  request: { params: ClaimParamsSchema },
  response: ClaimDetailResponseSchema,
  errors: ['NOT_FOUND'],
});

export const attachClaimDocument = claims('attachClaimDocument', {
  summary: 'Attach a requested document to a submitted claim',
  description: `Only while the claim's documents are requested (CLAIM_DOCUMENTS_NOT_REQUESTED otherwise). ${attachDescription}`,
  request: { params: ClaimParamsSchema, body: AttachUploadRequestSchema },
  response: ClaimDetailResponseSchema,
  errors: [...attachErrors, 'CLAIM_DOCUMENTS_NOT_REQUESTED'],
});

export const getEclaimDraft = claims('getEclaimDraft', {
  summary: "The member's e-Claim draft (fields and attached documents), or null",
  response: EclaimDraftResponseSchema,
});

export const saveEclaimDraft = claims('saveEclaimDraft', {
  summary: 'Save the e-Claim draft as the member goes (/e-claim)',
  description:
    'Creates the draft on first save (card_id needed then). Only the fields sent change; nothing is refused for being incomplete (the rules are checked at submit). A card the member may not claim with answers CLAIM_POLICY_NOT_FOUND.',
  request: { body: SaveDraftRequestSchema },
  response: EclaimDraftResponseSchema,
  errors: ['CLAIM_POLICY_NOT_FOUND'],
});

export const discardEclaimDraft = claims('discardEclaimDraft', {
  summary: 'Discard the e-Claim draft and its documents (start over)',
  response: EclaimDraftResponseSchema,
});

export const attachEclaimUpload = claims('attachEclaimUpload', {
  summary: 'Attach a finished upload to the e-Claim draft',
  description: attachDescription,
  request: { body: AttachUploadRequestSchema },
  response: AttachmentResponseSchema,
  errors: attachErrors,
});

export const deleteEclaimAttachment = claims('deleteEclaimAttachment', {
  summary: 'Remove a document from the e-Claim draft',
  request: { params: AttachmentParamsSchema },
  response: DeletedAttachmentResponseSchema,
  errors: ['NOT_FOUND'],
});

export const submitEclaim = claims('submitEclaim', {
  idempotent: true,
  summary: 'Submit the e-Claim draft: the claim and its documents commit in one transaction',
  description:
    'CLAIM_INCOMPLETE with one {path, code, message} per rule broken (email, claim type, benefit type, admit date, accident date for accidents, symptom, treatment place, amount digits, at least one receipt and one medical certificate, a bank-book page when the claim is not for the insured). CLAIM_POLICY_NOT_FOUND when the card is no longer one the member can claim with. CLAIM_SUBMIT_FAILED with details.reason when the claim cannot be accepted (the draft changed since it was previewed; the admit date outside the cover). The draft is kept on every refusal.',
  request: { body: SubmitClaimRequestSchema },
  response: SubmitClaimResponseSchema,
  errors: ['NOT_FOUND', 'CLAIM_INCOMPLETE', 'CLAIM_POLICY_NOT_FOUND', 'CLAIM_SUBMIT_FAILED'],
});

export const advanceClaim = staff('advanceClaim', {
  auth: { ...publicCall, staff: 'claims.move' },
  summary: 'Claims officer: move a claim to its next stage (also npm run claims -- advance)',
  description:
    "Allowed moves: submitted → under_review | rejected; under_review → documents_requested | approved | partly_approved | rejected; documents_requested → under_review | rejected; approved, partly_approved → paid. Another move answers 409 CLAIM_STAGE_NOT_ALLOWED with details.rule 'stage_graph', from, to and allowed. The one way to move a claim, for the claims workspace and the service API alike (docs/decisions/085-claims-workspace.md): start review (under_review), request documents (documents_requested with request_kind and request_reason from listStaffClaimReasons), approve (approved or partly_approved with approved_amount), reject (rejected with reject_reason, required), mark paid (paid with payment_reference, required; 400 VALIDATION_FAILED naming the field otherwise). An officer's note is note with note_lang (note_th / note_en are the older form) and is shown to the member in the language it was written in. Money rules (422 CLAIM_AMOUNT_NOT_ALLOWED, details.rule): approved_amount ≤ the claimed amount ('approved_above_claimed'), partly_approved below it ('partly_not_below_claimed'), paid_amount = the approved amount ('paid_not_approved'), unless a role with claims.override gives override_reason ('override_reason_required' without one, 'override_not_allowed' for a role without it). An approval above what the claim's benefit allows (its limit per visit, admission or accident, the daily limit times the days in hospital, or what other approved claims of the same policy year left of a per-year limit) answers 422 CLAIM_ABOVE_BENEFIT_LIMIT with details.rule 'above_benefit_limit', approved, limit, available, period, benefit and reason; no role overrides it. Only claims of the account's partners (404 otherwise). Each move adds a history row, an audit entry, a claim-status notification for the member and a LINE message through the outbox when the member has LINE linked.",
  request: { params: ClaimParamsSchema, body: AdvanceClaimRequestSchema },
  response: AdvanceClaimResponseSchema,
  errors: ['NOT_FOUND', 'CLAIM_STAGE_NOT_ALLOWED', 'CLAIM_AMOUNT_NOT_ALLOWED', 'CLAIM_ABOVE_BENEFIT_LIMIT'],
});

const CLAIMS_WORKSPACE = { ...publicCall, staff: 'claims.move' } as const;

export const listStaffClaims = staff('listStaffClaims', {
  auth: CLAIMS_WORKSPACE,
  summary: "Claims workspace: the queue of the account's partners, longest waiting first",
  description:
    "Keyset-paged by (last move, id), oldest first. Filters: partner_id (403 STAFF_PARTNER_OUT_OF_SCOPE outside the account's scope), stage (comma-separated; absent: the open stages), claim_type, waited_hours (waited more than N hours since the last move), amount_min / amount_max (claimed amount), awaiting_review=true (a document added by the member since the last officer move). Each row says how long the claim has waited.",
  request: { query: StaffClaimListQuerySchema },
  response: StaffClaimListResponseSchema,
  errors: ['STAFF_PARTNER_OUT_OF_SCOPE'],
});

export const getStaffClaim = staff('getStaffClaim', {
  auth: CLAIMS_WORKSPACE,
  summary: 'Claims workspace: one claim with the card, coverage, timeline, requests and documents',
  description:
    "The card's benefits with their meters, the cap an approval must stay within (approval_cap), the moves allowed (next_stages), every document with the URL that shows it inline (GET /api/staff/claims/{id}/documents/{doc}/content, with the staff session; binary, sandboxed, not cached). Claims of partners outside the account's scope answer 404.",
  request: { params: ClaimParamsSchema },
  response: StaffClaimDetailResponseSchema,
  errors: ['NOT_FOUND'],
});

export const listStaffClaimReasons = staff('listStaffClaimReasons', {
  auth: CLAIMS_WORKSPACE,
  summary: 'Claims workspace: the catalogues of document-request and rejection reasons, in Thai and English',
  response: StaffClaimReasonsResponseSchema,
});

export const CLAIM_OPERATIONS = [
  listClaims,
  getClaim,
  attachClaimDocument,
  getEclaimDraft,
  saveEclaimDraft,
  discardEclaimDraft,
  attachEclaimUpload,
  deleteEclaimAttachment,
  submitEclaim,
  advanceClaim,
  listStaffClaims,
  getStaffClaim,
  listStaffClaimReasons,
] as const;

// --- Telemed Mart (issue 13, docs/decisions/056-telemed-mart.md) ---

const telemed = group({ tags: ['telemed'], auth: memberCall });
const chosenCardErrors = [
  'NOT_FOUND',
  'CARD_EXPIRED',
  'TELEMED_TOO_MANY_CARDS',
  'TELEMED_CARDS_MIXED',
] as const;

export const listTelemedCards = telemed('listTelemedCards', {
  summary: "Cards the member may use for a video consultation, with each card's telemedicine benefit",
  description:
    "The member's and viewable family members' group and individual cards in force whose partner has a telemedicine benefit for the card type, and the partner's card limit (telemed_card_limit, 2 or 3).",
  response: TelemedCardsResponseSchema,
});

export const listTelemedProviders = telemed('listTelemedProviders', {
  summary:
    'Telemed Mart providers: search by name, speciality, services or language; open now; covered by a chosen card',
  description:
    'Hours and open_now are computed on the server in Asia/Bangkok with public holidays. With cards, covered_by tells which chosen cards each provider accepts; covered_by filters to one of them.',
  request: { query: TelemedProviderQuerySchema },
  response: TelemedProviderListResponseSchema,
  errors: chosenCardErrors,
});

export const getTelemedProvider = telemed('getTelemedProvider', {
  summary: 'A telemedicine provider: services, fee, channels, working hours and coming public holidays',
  request: { params: TelemedProviderParamsSchema, query: TelemedProviderQuerySchema.pick({ cards: true }) },
  response: TelemedProviderResponseSchema,
  errors: ['NOT_FOUND', ...chosenCardErrors],
});

export const getTelemedCoverage = telemed('getTelemedCoverage', {
  summary: 'What the chosen cards cover at a provider, and what the member would pay',
  request: { params: TelemedProviderParamsSchema, query: TelemedCoverageQuerySchema },
  response: TelemedCoverageResponseSchema,
  errors: chosenCardErrors,
});

export const previewTelemed = telemed('previewTelemed', {
  summary: 'The summary to confirm: provider, cards, coverage and the details that would be shared',
  request: { params: TelemedProviderParamsSchema, query: TelemedPreviewQuerySchema },
  response: TelemedPreviewResponseSchema,
  errors: chosenCardErrors,
});

export const issueTelemedCode = telemed('issueTelemedCode', {
  idempotent: true,
  summary:
    'A consultation code and QR for the provider, valid 15 minutes and once, issued and timed by the server',
  description:
    "Needs consent: true. The provider must be open now (409 TELEMED_OUTSIDE_HOURS) and accept at least one chosen card (409 TELEMED_NOT_COVERED). A new code cancels the member's other active codes.",
  request: { body: IssueTelemedCodeRequestSchema },
  response: TelemedCodeResponseSchema,
  errors: [...chosenCardErrors, 'TELEMED_OUTSIDE_HOURS', 'TELEMED_NOT_COVERED'],
});

export const getTelemedCode = telemed('getTelemedCode', {
  summary: 'A consultation code and its status now (active, expired, used, cancelled)',
  request: { params: TelemedCodeParamsSchema },
  response: TelemedCodeResponseSchema,
  errors: ['NOT_FOUND'],
});

export const cancelTelemedCode = telemed('cancelTelemedCode', {
  summary: 'Cancel an unused consultation code',
  description: 'Idempotent: a code already used, expired or cancelled is answered as it is.',
  request: { params: TelemedCodeParamsSchema },
  response: TelemedCodeResponseSchema,
  errors: ['NOT_FOUND'],
});

const providerKeyHeader = [
  {
    name: TELEMED_PROVIDER_KEY_HEADER,
    required: true,
    description: "The provider's key for this partner (issued per provider and partner, stored hashed).",
  },
] as const;

export const verifyTelemedCode = telemed('verifyTelemedCode', {
  abuseLimits: ['hospitalVerify'],
  summary: "Provider side: is the code (or QR payload) on a member's screen valid, and what does it cover?",
  description:
    "Authenticated by x-telemed-provider-key; x-api-key, when sent, must name the key's partner. Only codes issued for this provider and partner are found. Answers only what the member agreed to share.",
  auth: publicCall,
  headers: providerKeyHeader,
  request: { body: VerifyTelemedCodeRequestSchema },
  response: TelemedVerificationResponseSchema,
  errors: ['TELEMED_PROVIDER_KEY_INVALID'],
});

export const acceptTelemedCode = telemed('acceptTelemedCode', {
  abuseLimits: ['hospitalVerify'],
  summary: 'Provider side: accept the code for the consultation (single use)',
  description:
    'Marks a valid code used and answers as verify did; a second accept answers valid: false, reason used.',
  auth: publicCall,
  headers: providerKeyHeader,
  request: { body: VerifyTelemedCodeRequestSchema },
  response: TelemedVerificationResponseSchema,
  errors: ['TELEMED_PROVIDER_KEY_INVALID'],
});

/** The Telemed Mart operations, in documentation order. */
export const TELEMED_OPERATIONS = [
  listTelemedCards,
  listTelemedProviders,
  getTelemedProvider,
  getTelemedCoverage,
  previewTelemed,
  issueTelemedCode,
  getTelemedCode,
  cancelTelemedCode,
  verifyTelemedCode,
  acceptTelemedCode,
] as const;

// --- The TPA's core claims system (issue 27, docs/integration.md, docs/decisions/086-webhooks.md) ---

export const postServiceClaimEvent = group({ tags: ['service'], auth: publicCall })('postServiceClaimEvent', {
  summary:
    "The core claims system: a claim's status change (review started, documents requested, approved, rejected, paid)",
  description:
    "Authenticated by x-service-key (a key per integration, stored hashed; 401 SERVICE_KEY_INVALID). Idempotent by event_id: the same event_id answers the first answer again, a refusal included; the same event_id with another request answers 422 SERVICE_EVENT_MISMATCH. The claim rules are the claims officers' (advanceClaim): an illegal move answers 409 CLAIM_STAGE_NOT_ALLOWED, a money rule 422 CLAIM_AMOUNT_NOT_ALLOWED, a claim of another partner 404. The audit trail names the integration; the member is notified as for an officer's move.",
  headers: [
    {
      name: SERVICE_KEY_HEADER,
      required: true,
      description: "The integration's key (issued per integration and partner, stored hashed).",
    },
  ],
  request: { params: ServiceClaimParamsSchema, body: ServiceClaimEventRequestSchema },
  response: ServiceClaimEventResponseSchema,
  errors: [
    'SERVICE_KEY_INVALID',
    'SERVICE_EVENT_MISMATCH',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'NOT_FOUND',
    'CLAIM_STAGE_NOT_ALLOWED',
    'CLAIM_AMOUNT_NOT_ALLOWED',
    'CLAIM_ABOVE_BENEFIT_LIMIT',
  ],
});

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
  ...CLAIM_OPERATIONS,
  ...HOSPITAL_OPERATIONS,
  ...STAFF_OPERATIONS,
  ...PARTNER_VERSION_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...TELEMED_OPERATIONS,
  postServiceClaimEvent,
] as const satisfies readonly Operation[];

/** Each operation of the contract by its operationId: what the app's callApi types come from. */
export type OperationsById = { [O in (typeof OPERATIONS)[number] as O['operationId']]: O };

/**
 * Compile-time check that the contract defines every operation of the route table: a missing one
 * fails here by name. (An operation the table lacks cannot be defined: group() takes only its ids.)
 */
type NoneMissing<Missing extends never> = Missing;
export type EveryRouteDefined = NoneMissing<Exclude<OperationId, keyof OperationsById>>;

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
  idempotencyKey: {
    name: HEADERS.idempotencyKey,
    description:
      'Creates: one key per user action (16–128 of A–Z a–z 0–9 _ -; a UUID passes), reused on retry. The same key and request replay the first answer (with Idempotent-Replayed: true); the same key with another request: 422 IDEMPOTENCY_KEY_MISMATCH; while the first runs: 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After. Keys live 24 h per member.',
  },
} as const;
