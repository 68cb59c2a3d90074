/**
 * Sign-in, registration with OTP, and recovery (issue 4). Every answer uses the `{ data }` envelope.
 *
 * Field rules (username, password, names, Thai mobile) are NOT encoded here: the server checks them
 * with the shared rules of shared/rules, so client and server give the same verdict, and reports
 * each problem as a FieldIssue whose `code` is the rule's error code (`username_length`,
 * `password_mismatch` …, see locales/<lng>/validation.json). These schemas only bound the types and
 * sizes of what may arrive.
 */
import { z } from 'zod';
import { OTP_DIGITS } from '../constants';
import { DateInputSchema, LangSchema, TimestampSchema, text } from './common';

/** A text field of a form: the rules decide what is acceptable; this only caps the size. */
const formText = (max: number, description: string) => text().max(max).meta({ description });

export const OTP_PURPOSES = ['register', 'card', 'delete', 'reset'] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

/** An OTP_DIGITS-digit code as typed (ASCII digits; the client converts Thai digits before sending). */
const OtpCodePattern = new RegExp(`^[0-9]{${OTP_DIGITS}}$`);
export const OtpCodeSchema = text()
  .regex(OtpCodePattern)
  .meta({ description: `The ${OTP_DIGITS}-digit code from the SMS.` });

/** A short reference shown beside the code input, so the member can match screen and SMS. */
export const RefNoSchema = text()
  .regex(/^[A-Z0-9]{4,12}$/)
  .meta({ description: 'Reference of the OTP challenge, e.g. K7QF (also printed in the SMS).' });

/**
 * What every "an OTP was sent" answer carries: the spec's session-store fields (ref_no, phone,
 * ttl_minute) plus the exact expiry and when the resend button may be used.
 */
export const OtpChallengeSchema = z
  .object({
    ref_no: RefNoSchema,
    ttl_minute: z.number().int().min(1).max(10).meta({ description: 'Lifetime of the code in minutes.' }),
    expires_at: TimestampSchema.meta({ description: 'When the code stops working (server clock).' }),
    resend_after_seconds: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Seconds until a new code may be requested (resend cooldown).' }),
  })
  .meta({ id: 'OtpChallenge' });
export type OtpChallenge = z.infer<typeof OtpChallengeSchema>;

export const OtpChallengeWithPhoneSchema = OtpChallengeSchema.extend({
  phone: z.string().meta({ description: 'The phone the code went to, masked: 081-xxx-5678.' }),
}).meta({ id: 'OtpChallengeWithPhone' });
export type OtpChallengeWithPhone = z.infer<typeof OtpChallengeWithPhoneSchema>;

/**
 * `details` of OTP_RESEND_TOO_SOON and RATE_LIMITED answers (also sent as the Retry-After header).
 * @public In the OpenAPI document's components through its meta id (server/openapi/document.ts).
 */
export const RetryAfterDetailsSchema = z
  .object({ retry_after_seconds: z.number().int().min(1) })
  .meta({ id: 'RetryAfterDetails' });

// --- Member summary and the answer of every sign-in (password, registration, SSO, LINE) ---

export const MemberSummarySchema = z
  .object({
    id: z.string(),
    partner_id: z.string(),
    username: z.string().nullable().meta({ description: 'Null for SSO members.' }),
    name: z.string(),
    surname: z.string(),
    is_sso: z.boolean(),
    line_linked: z.boolean().meta({ description: 'A LINE account is linked for LINE sign-in.' }),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const CONSENT_TYPES = ['terms', 'privacy'] as const;
export const ConsentTypeSchema = z
  .enum(CONSENT_TYPES)
  .meta({ description: 'terms: terms and conditions (/condition); privacy: privacy policy (/privacy).' });
export type ConsentType = z.infer<typeof ConsentTypeSchema>;

/** A document version the member still has to accept. */
export const PendingConsentSchema = z
  .object({
    type: ConsentTypeSchema,
    version: z.number().int().min(1),
    is_force: z
      .boolean()
      .meta({ description: 'True: member data endpoints answer 403 CONSENT_REQUIRED until it is accepted.' }),
  })
  .meta({ id: 'PendingConsent' });
export type PendingConsent = z.infer<typeof PendingConsentSchema>;

/**
 * Where the app goes after a sign-in:
 * - home: straight on (or to the remembered path);
 * - consent_update: show /condition-update and/or /privacy-update for the documents in `consents`;
 * - renew_password: a member from before the privacy update: no session yet; an OTP went to the
 *   member's phone (`renewal`), then POST /api/v1/recovery/password/verify and …/reset, then log in.
 */
export const NEXT_STEPS = ['home', 'consent_update', 'renew_password'] as const;
export const NextStepSchema = z.enum(NEXT_STEPS);
export type NextStep = z.infer<typeof NextStepSchema>;

export const SessionGrantSchema = z
  .object({
    token: z.string().meta({ description: 'Opaque bearer token: send it as Authorization: Bearer <token>.' }),
    token_type: z.literal('Bearer'),
    expires_at: TimestampSchema,
    next: z.enum(['home', 'consent_update']),
    consents: z
      .array(PendingConsentSchema)
      .meta({ description: 'Current documents not yet accepted (forced ones block the app).' }),
    member: MemberSummarySchema,
  })
  .meta({ id: 'SessionGrant', description: 'A session was opened.' });
export type SessionGrant = z.infer<typeof SessionGrantSchema>;

/** The renewal branch of a login: no token; an OTP went to the member's phone. */
export const PasswordRenewalSchema = z
  .object({
    next: z.literal('renew_password'),
    renewal: OtpChallengeWithPhoneSchema.extend({
      is_old_user: z.literal(true).meta({ description: 'The spec session store register.is_old_user.' }),
    }),
  })
  .meta({
    id: 'PasswordRenewal',
    description:
      'A member registered before the privacy update must set a new password first: verify the OTP with POST /api/v1/recovery/password/verify, set the password with POST /api/v1/recovery/password/reset, then log in again.',
  });
export type PasswordRenewal = z.infer<typeof PasswordRenewalSchema>;

export const SessionGrantResponseSchema = z
  .object({ data: SessionGrantSchema })
  .meta({ id: 'SessionGrantResponse' });

// --- POST /api/v1/auth/login ---

export const LoginRequestSchema = z
  .object({
    // Optional on purpose: a missing field is the spec's LOGIN_MISSING_CREDENTIALS, not a schema error.
    username: formText(200, 'English letters and digits; case does not matter.').optional(),
    password: formText(200, 'The password.').optional(),
    lang: LangSchema.optional().meta({
      description: 'Language of an SMS this login may cause (renewal OTP).',
    }),
  })
  .strict()
  .meta({ id: 'LoginRequest' });

export const LoginResponseSchema = z
  .object({ data: z.union([SessionGrantSchema, PasswordRenewalSchema]) })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// --- POST /api/v1/auth/logout ---

export const LogoutResponseSchema = z
  .object({ data: z.object({ logged_out: z.literal(true) }) })
  .meta({ id: 'LogoutResponse' });

// --- POST /api/v1/register, /register/otp, /register/otp/resend ---

export const GENDERS = ['male', 'female', 'unspecified'] as const;
export const GenderSchema = z
  .enum(GENDERS)
  .meta({ description: 'male, female or unspecified (not specified).' });
export type Gender = z.infer<typeof GenderSchema>;

export const RegisterRequestSchema = z
  .object({
    username: formText(100, '5–15 English letters and digits, not starting with TMP.'),
    password: formText(100, '8–15 characters with letters and digits.'),
    password_confirmation: formText(100, 'Must equal password.'),
    name: formText(200, 'Thai or English letters.'),
    surname: formText(200, 'Thai or English letters.'),
    mobile: formText(30, 'Thai mobile number: 0812345678, 081-234-5678 or +66812345678.'),
    birth_date: DateInputSchema.meta({ description: 'ISO date (Gregorian year), in the past.' }),
    gender: GenderSchema,
    employee_id: text().trim().max(40).optional().meta({ description: 'Optional employee id.' }),
    lang: LangSchema.optional().meta({ description: 'Language shown first in the OTP SMS (default th).' }),
  })
  .strict()
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The spec's session-store "register" fields. */
export const RegisterStartedSchema = OtpChallengeWithPhoneSchema.extend({
  register_token: z
    .string()
    .meta({ description: 'Send it as the register-token header of /register/otp and /register/otp/resend.' }),
  is_old_user: z.literal(false),
}).meta({ id: 'RegisterStarted' });

export const RegisterResponseSchema = z
  .object({ data: RegisterStartedSchema })
  .meta({ id: 'RegisterResponse' });

export const RegisterOtpRequestSchema = z
  .object({ otp: OtpCodeSchema })
  .strict()
  .meta({ id: 'RegisterOtpRequest' });

export const OtpResendRequestSchema = z
  .object({ lang: LangSchema.optional() })
  .strict()
  .optional()
  .meta({ id: 'OtpResendRequest' });

export const RegisterResendResponseSchema = z
  .object({ data: OtpChallengeWithPhoneSchema })
  .meta({ id: 'RegisterResendResponse' });

// --- Recovery: POST /api/v1/recovery/username, /recovery/password[/resend|/verify|/reset] ---

export const RecoverUsernameRequestSchema = z
  .object({
    mobile: formText(30, 'The Thai mobile number the account was registered with.'),
    lang: LangSchema.optional(),
  })
  .strict()
  .meta({ id: 'RecoverUsernameRequest' });

export const RecoveryAcceptedResponseSchema = z
  .object({
    data: z.object({
      accepted: z.literal(true),
      message: z
        .object({ th: z.string(), en: z.string() })
        .meta({ description: 'What to tell the member; the same whether or not an account matched.' }),
    }),
  })
  .meta({
    id: 'RecoveryAcceptedResponse',
    description: 'Always this answer (202), for known and unknown numbers.',
  });

export const RecoverPasswordRequestSchema = z
  .object({
    username: formText(200, 'The username; case does not matter.'),
    lang: LangSchema.optional(),
  })
  .strict()
  .meta({ id: 'RecoverPasswordRequest' });

/**
 * The same shape for known and unknown usernames: no phone is shown (a masked number would tell
 * whether the account exists); the message says the code went to the registered number.
 */
export const RecoverPasswordResponseSchema = z
  .object({ data: OtpChallengeSchema.extend({ is_old_user: z.literal(false) }) })
  .meta({ id: 'RecoverPasswordResponse' });

export const RecoveryResendRequestSchema = z
  .object({ ref_no: RefNoSchema, lang: LangSchema.optional() })
  .strict()
  .meta({ id: 'RecoveryResendRequest' });

export const RecoveryResendResponseSchema = z
  .object({ data: OtpChallengeSchema })
  .meta({ id: 'RecoveryResendResponse' });

export const RecoveryVerifyRequestSchema = z
  .object({ ref_no: RefNoSchema, otp: OtpCodeSchema })
  .strict()
  .meta({ id: 'RecoveryVerifyRequest' });

export const RecoveryVerifyResponseSchema = z
  .object({
    data: z.object({
      reset_token: z.string().meta({ description: 'Single use; valid for 10 minutes.' }),
      expires_at: TimestampSchema,
    }),
  })
  .meta({ id: 'RecoveryVerifyResponse' });

export const PasswordResetRequestSchema = z
  .object({
    reset_token: text().min(1).max(200),
    password: formText(100, '8–15 characters with letters and digits; not the old password.'),
    password_confirmation: formText(100, 'Must equal password.'),
  })
  .strict()
  .meta({ id: 'PasswordResetRequest' });

export const PasswordResetResponseSchema = z
  .object({
    data: z.object({
      password_changed: z.literal(true),
      next: z.literal('login').meta({ description: 'Every session ended: log in with the new password.' }),
    }),
  })
  .meta({ id: 'PasswordResetResponse' });
