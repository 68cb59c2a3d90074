/**
 * Registration in two steps (docs/spec.md 7: partner headers, then the register-token header):
 * 1. POST /api/v1/register checks the details with the shared rules (shared/rules), refuses a taken
 *    username (case-insensitive, per partner) or phone, and sends a register OTP. Nothing is created
 *    yet: the pending registration (password already hashed) rides in the OTP challenge's context,
 *    found again by the SHA-256 of the register token.
 * 2. POST /api/v1/register/otp with the code creates the member and opens a session; the pending
 *    data is then wiped from the challenge.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FieldIssue } from '../../../shared/api/errors';
import type { OtpChallengeWithPhone, RegisterRequest, SessionGrant } from '../../../shared/api/schemas/auth';
import type { Lang } from '../../../shared/api/schemas/common';
import {
  checkName,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
  type RuleError,
} from '../../../shared/rules/account';
import { normalizeThaiMobile, toE164 } from '../../../shared/rules/phone';
import type { AppContext } from '../../context';
import type { Gender } from '../../db/types';
import { json } from '../../db/json';
import { ApiError } from '../../http/api-error';
import type { LoadedPartner } from '../../partners/registry';
import { findMemberByUsername, grantSession } from './auth';
import { issueOtp, verifyOtp } from './otp';
import { hashPassword } from './password';
import { bangkokDate } from '../../platform/time';

/** How long a register token can still ask for a new code after the first one was sent. */
const REGISTER_TOKEN_MINUTES = 30;

const RULE_MESSAGES: Partial<Record<RuleError | 'birth_date_invalid', string>> = {
  required: 'Required.',
  username_length: 'Must be 5 to 15 characters.',
  username_charset: 'English letters and digits only.',
  username_reserved: 'Must not start with TMP.',
  password_length: 'Must be 8 to 15 characters.',
  password_letters_and_digits: 'Must contain letters and digits.',
  password_charset: 'Printable ASCII without spaces only.',
  password_common: 'Too common.',
  password_mismatch: 'Passwords do not match.',
  password_same_as_old: 'Must differ from the old password.',
  name_charset: 'Thai or English letters only.',
  phone_invalid: 'Not a Thai mobile number.',
  email_invalid: 'Not an e-mail address.',
  email_length: 'At most 100 characters.',
  birth_date_invalid: 'Must be a past date after 1900-01-01.',
};

export function issue(path: string, code: RuleError | 'birth_date_invalid'): FieldIssue {
  return { path: `body.${path}`, code, message: RULE_MESSAGES[code] ?? code };
}

/**
 * The one way rule problems are answered: the spec's own code when the password is the only problem
 * (PASSWORD_MISMATCH, PASSWORD_POLICY), otherwise VALIDATION_FAILED; always with every FieldIssue.
 */
export function ruleError(issues: FieldIssue[], passwordFields: readonly string[]): ApiError {
  const codes = new Set(issues.map((i) => i.code));
  const onlyPassword = issues.every((i) => passwordFields.some((f) => i.path === `body.${f}`));
  if (onlyPassword && codes.size === 1 && codes.has('password_mismatch'))
    return new ApiError('PASSWORD_MISMATCH', { details: issues });
  if (onlyPassword && !codes.has('password_mismatch') && !codes.has('required'))
    return new ApiError('PASSWORD_POLICY', { details: issues });
  return new ApiError('VALIDATION_FAILED', { details: issues });
}

export function checkBirthDate(value: string, now: Date): boolean {
  return value >= '1900-01-01' && value <= bangkokDate(now);
}

export function registrationIssues(body: RegisterRequest, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string, code: RuleError | 'birth_date_invalid' | null) => {
    if (code) issues.push(issue(path, code));
  };
  add('username', checkUsername(body.username));
  add('password', checkPassword(body.password));
  add('password_confirmation', checkPasswordConfirmation(body.password, body.password_confirmation));
  add('name', checkName(body.name));
  add('surname', checkName(body.surname));
  add(
    'mobile',
    body.mobile.trim() === '' ? 'required' : normalizeThaiMobile(body.mobile) ? null : 'phone_invalid',
  );
  add('birth_date', checkBirthDate(body.birth_date, now) ? null : 'birth_date_invalid');
  return issues;
}

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface PendingRegistration {
  username: string;
  password_hash: string;
  name: string;
  surname: string;
  mobile: string;
  birth_date: string;
  gender: Gender;
  employee_id: string | null;
}

async function phoneTaken(app: AppContext, partnerId: string, mobile: string): Promise<boolean> {
  const row = await app.db
    .selectFrom('members')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('mobile', '=', mobile)
    .where('deleted_at', 'is', null)
    .where('is_sso', '=', false)
    .executeTakeFirst();
  return Boolean(row);
}

export async function startRegistration(
  app: AppContext,
  partner: LoadedPartner,
  body: RegisterRequest,
): Promise<OtpChallengeWithPhone & { register_token: string; is_old_user: false }> {
  const issues = registrationIssues(body, app.now());
  if (issues.length > 0) throw ruleError(issues, ['password', 'password_confirmation']);
  const mobile = toE164(body.mobile)!;
  if (await findMemberByUsername(app, partner.id, body.username))
    throw new ApiError('REGISTER_USERNAME_TAKEN');
  if (await phoneTaken(app, partner.id, mobile)) throw new ApiError('REGISTER_PHONE_TAKEN');

  const registerToken = randomBytes(32).toString('base64url');
  const registration: PendingRegistration = {
    username: body.username,
    password_hash: await hashPassword(body.password),
    name: body.name.trim(),
    surname: body.surname.trim(),
    mobile,
    birth_date: body.birth_date,
    gender: body.gender,
    employee_id: body.employee_id?.trim() || null,
  };
  const issued = await issueOtp(app, {
    purpose: 'register',
    phone: mobile,
    partnerCode: partner.id,
    lang: body.lang ?? 'th',
    context: {
      register_token_hash: tokenHash(registerToken),
      registration,
      started_at: app.now().toISOString(),
    },
  });
  const { challengeId: _id, phone_masked, ...challenge } = issued;
  return { ...challenge, phone: phone_masked, register_token: registerToken, is_old_user: false };
}

/** The newest challenge of a register token that may still be used or resent. */
async function challengeOfToken(app: AppContext, partner: LoadedPartner, registerToken: string) {
  const row = await app.db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('partner_id', '=', partner.id)
    .where('purpose', '=', 'register')
    .where(sql<string>`context->>'register_token_hash'`, '=', tokenHash(registerToken))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const started =
    typeof row?.context.started_at === 'string' ? Date.parse(row.context.started_at) : Number.NaN;
  if (!row?.context.registration || !(app.now().getTime() - started < REGISTER_TOKEN_MINUTES * 60_000))
    throw new ApiError('REGISTER_TOKEN_INVALID');
  return row;
}

export async function resendRegistrationOtp(
  app: AppContext,
  partner: LoadedPartner,
  registerToken: string,
  lang: Lang,
): Promise<OtpChallengeWithPhone> {
  const challenge = await challengeOfToken(app, partner, registerToken);
  const issued = await issueOtp(app, {
    purpose: 'register',
    phone: challenge.phone,
    partnerCode: partner.id,
    lang,
    context: challenge.context,
  });
  const { challengeId: _id, phone_masked, ...rest } = issued;
  return { ...rest, phone: phone_masked };
}

/** Postgres unique_violation: the username or phone was taken between the two steps. */
function takenError(error: unknown): ApiError | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('mobile')) return new ApiError('REGISTER_PHONE_TAKEN');
  return new ApiError('REGISTER_USERNAME_TAKEN');
}

export async function completeRegistration(
  app: AppContext,
  partner: LoadedPartner,
  registerToken: string,
  code: string,
): Promise<SessionGrant> {
  const challenge = await challengeOfToken(app, partner, registerToken);
  await verifyOtp(app, { ref_no: challenge.ref_no, purpose: 'register', partnerCode: partner.id, code });
  const r = challenge.context.registration as PendingRegistration;
  let member: Awaited<ReturnType<typeof insertMember>>;
  try {
    member = await insertMember(app, partner.id, r);
  } catch (error) {
    throw takenError(error) ?? error;
  }
  // The pending registration (with its password hash) has no reason to stay in the challenge.
  await app.db
    .updateTable('otp_challenges')
    .set({ context: json({ completed: true }), member_id: member.id })
    .where('partner_id', '=', partner.id)
    .where('purpose', '=', 'register')
    .where(sql<string>`context->>'register_token_hash'`, '=', tokenHash(registerToken))
    .execute();
  return grantSession(app, member, 'web');
}

function insertMember(app: AppContext, partnerId: string, r: PendingRegistration) {
  return app.db
    .insertInto('members')
    .values({
      partner_id: partnerId,
      username: r.username,
      password_hash: r.password_hash,
      name: r.name,
      surname: r.surname,
      mobile: r.mobile,
      birth_date: r.birth_date,
      gender: r.gender,
      employee_id: r.employee_id,
      created_at: app.now(),
      updated_at: app.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
