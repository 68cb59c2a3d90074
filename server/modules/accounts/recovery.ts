/**
 * Forgot username / forgot password, and the password renewal of members from before the privacy
 * update (which starts at login and then uses the same verify and reset steps).
 *
 * Known and unknown accounts get the same answers (docs/security.md 4):
 * - username: always 202 with one body; the SMS goes out only when a member has that phone, and
 *   requests past the per-phone limit are dropped silently instead of refused;
 * - password: limits are counted per typed username (whether or not it exists), and an unknown
 *   username gets a decoy challenge: a real ref_no that no code can pass and that locks after 5
 *   wrong entries like any other. No phone is shown in either case.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Lang } from '../../../shared/api/schemas/common';
import { checkLoginUsername, checkPassword, checkPasswordConfirmation } from '../../../shared/rules/account';
import { toE164 } from '../../../shared/rules/phone';
import type { AppContext } from '../../context';
import { json } from '../../db/json';
import { ApiError } from '../../http/api-error';
import { MESSAGES, smsText } from '../../messages/catalogue';
import type { LoadedPartner } from '../../partners/registry';
import { findMemberByUsername } from './auth';
import { issue, ruleError } from './auth-registration';
import { type LoginLockout, loginKey } from './lockout';
import { issueDecoyOtp, issueOtpOrLive, verifyOtp } from './otp';
import { hashPassword, verifyPassword } from './password';
import { SEND_SLOTS, smsBudgetRule } from '../../platform/rate-limit';

/** A reset token works this long after the OTP was verified, once. */
export const RESET_TOKEN_MINUTES = 10;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function recoverUsername(
  app: AppContext,
  partner: LoadedPartner,
  input: { mobile: string; lang?: Lang },
): Promise<void> {
  const phone = toE164(input.mobile);
  if (!phone) throw new ApiError('VALIDATION_FAILED', { details: [issue('mobile', 'phone_invalid')] });
  // The reminder is an SMS of its own (not an OTP), so it takes from the overall SMS budget here.
  const slot = await app.rateLimits.takeSendSlot(
    SEND_SLOTS.recoverUsername,
    `${partner.id}:${phone}`,
    app.now(),
    smsBudgetRule(app.config.abuseLimits),
  );
  if (slot.wait > 0) return; // Dropped silently: refusing would tell that the number is known.
  const member = await app.db
    .selectFrom('members')
    .select(['username'])
    .where('partner_id', '=', partner.id)
    .where('mobile', '=', phone)
    .where('deleted_at', 'is', null)
    .where('is_sso', '=', false)
    .where('username', 'is not', null)
    .executeTakeFirst();
  if (!member?.username) return;
  const reminder = MESSAGES.sms.usernameReminder({
    product: partner.partner.product_name,
    username: member.username,
  });
  await app.sms.send({
    to: phone,
    purpose: 'username_reminder',
    text: smsText(reminder, input.lang),
    partnerId: partner.id,
  });
}

async function usernameSlot(app: AppContext, partner: LoadedPartner, username: string) {
  const slot = await app.rateLimits.takeSendSlot(
    SEND_SLOTS.recoverPassword,
    `${partner.id}:${username.toLowerCase()}`,
  );
  if (slot.wait > 0) {
    throw new ApiError(slot.reason === 'cooldown' ? 'OTP_RESEND_TOO_SOON' : 'RATE_LIMITED', {
      details: { retry_after_seconds: slot.wait },
      headers: { 'retry-after': String(slot.wait) },
    });
  }
}

interface ResetChallenge {
  ref_no: string;
  ttl_minute: number;
  expires_at: string;
  resend_after_seconds: number;
}

/** Sends a reset code for the account of `username`, or makes a decoy when there is none. */
async function sendResetCode(
  app: AppContext,
  partner: LoadedPartner,
  username: string,
  lang: Lang,
): Promise<ResetChallenge> {
  const member = await findMemberByUsername(app, partner.id, username);
  const context = { username: username.toLowerCase() };
  if (member && !member.is_sso && member.mobile) {
    // The phone's own limit (e.g. a renewal code sent at login a moment ago): that code is handed out.
    const { phone: _phone, ...challenge } = await issueOtpOrLive(app, {
      purpose: 'reset',
      phone: member.mobile,
      partnerCode: partner.id,
      memberId: member.id,
      lang,
      context: { ...context, member_id: member.id, renewal: member.password_renewal_required },
    });
    return challenge;
  }
  const {
    challengeId: _id,
    phone_masked: _phone,
    ...decoy
  } = await issueDecoyOtp(app, {
    purpose: 'reset',
    partnerCode: partner.id,
    context,
  });
  return decoy;
}

export async function recoverPassword(
  app: AppContext,
  partner: LoadedPartner,
  input: { username: string; lang?: Lang },
): Promise<ResetChallenge> {
  const format = checkLoginUsername(input.username);
  if (format) throw new ApiError('VALIDATION_FAILED', { details: [issue('username', format)] });
  await usernameSlot(app, partner, input.username);
  return sendResetCode(app, partner, input.username, input.lang ?? 'th');
}

/** A new reset code for the flow of `ref_no` (forgot password, or renewal after login). */
export async function resendResetCode(
  app: AppContext,
  partner: LoadedPartner,
  input: { ref_no: string; lang?: Lang },
): Promise<ResetChallenge> {
  // The flow may have run past its code's expiry: look at any challenge of the last half hour.
  const row = await app.db
    .selectFrom('otp_challenges')
    .select(['context', 'created_at'])
    .where('partner_id', '=', partner.id)
    .where('purpose', '=', 'reset')
    .where('ref_no', '=', input.ref_no)
    .where('created_at', '>', new Date(app.now().getTime() - 30 * 60_000))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const username = typeof row?.context.username === 'string' ? row.context.username : null;
  if (!row || !username) throw new ApiError('OTP_EXPIRED');
  await usernameSlot(app, partner, username);
  return sendResetCode(app, partner, username, input.lang ?? 'th');
}

export async function verifyResetCode(
  app: AppContext,
  partner: LoadedPartner,
  input: { ref_no: string; otp: string },
): Promise<{ reset_token: string; expires_at: string }> {
  const verified = await verifyOtp(app, {
    ref_no: input.ref_no,
    purpose: 'reset',
    partnerCode: partner.id,
    code: input.otp,
  });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(app.now().getTime() + RESET_TOKEN_MINUTES * 60_000);
  await app.db
    .updateTable('otp_challenges')
    .set({
      context: json({
        ...verified.context,
        reset_token_hash: hash(token),
        reset_expires_at: expiresAt.toISOString(),
      }),
    })
    .where('id', '=', verified.challengeId)
    .execute();
  return { reset_token: token, expires_at: expiresAt.toISOString() };
}

export async function resetPassword(
  app: AppContext,
  partner: LoadedPartner,
  input: { reset_token: string; password: string; password_confirmation: string },
  lockout: LoginLockout,
): Promise<void> {
  const now = app.now();
  const challenge = await app.db
    .selectFrom('otp_challenges')
    .select(['id', 'context', 'member_id'])
    .where('partner_id', '=', partner.id)
    .where('purpose', '=', 'reset')
    .where('consumed_at', 'is not', null)
    .where(sql<string>`context->>'reset_token_hash'`, '=', hash(input.reset_token))
    .executeTakeFirst();
  const expiresAt =
    typeof challenge?.context.reset_expires_at === 'string'
      ? Date.parse(challenge.context.reset_expires_at)
      : 0;
  if (!challenge?.member_id || challenge.context.reset_used_at || expiresAt <= now.getTime())
    throw new ApiError('RESET_TOKEN_INVALID');

  const problems = [
    ...(checkPassword(input.password) ? [issue('password', checkPassword(input.password)!)] : []),
    ...(checkPasswordConfirmation(input.password, input.password_confirmation)
      ? [
          issue(
            'password_confirmation',
            checkPasswordConfirmation(input.password, input.password_confirmation)!,
          ),
        ]
      : []),
  ];
  if (problems.length > 0) throw ruleError(problems, ['password', 'password_confirmation']);

  const member = await app.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', challenge.member_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member?.password_hash) throw new ApiError('RESET_TOKEN_INVALID');
  if (await verifyPassword(input.password, member.password_hash)) throw new ApiError('PASSWORD_SAME_AS_OLD');
  const passwordHash = await hashPassword(input.password);

  await app.db.transaction().execute(async (trx) => {
    // Single use, even when two resets race: only one of them marks the token.
    const marked = await trx
      .updateTable('otp_challenges')
      .set({ context: json({ ...challenge.context, reset_used_at: now.toISOString() }) })
      .where('id', '=', challenge.id)
      .where(sql<string>`context->>'reset_used_at'`, 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!marked) throw new ApiError('RESET_TOKEN_INVALID');
    await trx
      .updateTable('members')
      .set({
        password_hash: passwordHash,
        password_renewal_required: false,
        failed_logins: 0,
        updated_at: now,
      })
      .where('id', '=', member.id)
      .execute();
    if (member.mobile) await sendPasswordNotice(app, partner, member.mobile, now, trx);
  });
  await app.sessions.revokeAllForMember(member.id);
  if (member.username) await lockout.reset(loginKey(partner.id, member.username));
}

/** "Your password was changed": docs/security.md (SMS OTP is restricted: notify on credential change). */
export async function sendPasswordNotice(
  app: AppContext,
  partner: LoadedPartner,
  phone: string,
  when: Date,
  trx?: Parameters<AppContext['sms']['send']>[1],
): Promise<void> {
  const notice = MESSAGES.sms.passwordChanged({
    product: partner.partner.product_name,
    when,
    yearFormat: partner.partner.year_format,
  });
  await app.sms.send(
    { to: phone, purpose: 'password_changed', text: smsText(notice), partnerId: partner.id },
    trx,
  );
}
