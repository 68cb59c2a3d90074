/**
 * Password login and the session grant shared by every way in (password, registration, SSO, LINE).
 *
 * Login answers (docs/security.md 2, docs/decisions/031-login-lockout.md):
 * - unknown username, wrong password, SSO member, deleted member, locked username: ONE answer,
 *   LOGIN_INVALID_CREDENTIALS, with the same body and status; a password hash is checked in every
 *   case (a dummy one when there is no account) so timing does not tell them apart either;
 * - a member registered before the privacy update (password_renewal_required) gets no session: a
 *   reset OTP goes to their phone and the answer is next=renew_password (docs/decisions/033).
 */
import type { Lang } from '../../../shared/api/schemas/common';
import type { MemberSummary, PasswordRenewal, SessionGrant } from '../../../shared/api/schemas/auth';
import { checkLoginUsername } from '../../../shared/rules/account';
import type { AppContext } from '../../context';
import type { ConsentChannel, Member } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { LoadedPartner } from '../../partners/registry';
import { pendingConsents } from './consents';
import { type LoginLockout, loginKey } from './lockout';
import { issueOtpOrLive } from './otp';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** Checked when there is no account, so an unknown username costs as much as a known one. */
const DUMMY_HASH =
  '$scrypt$ln=15,r=8,p=1$u6Wki0Y/dQ05RoWIqLY06A==$7SA6Au3ez5c+//5a4MftSALHKX5IuoXeDMCnjuJB8LM=';

export function memberSummary(member: Member): MemberSummary {
  return {
    id: member.id,
    partner_id: member.partner_id,
    username: member.username,
    name: member.name,
    surname: member.surname,
    is_sso: member.is_sso,
    line_linked: member.line_user_id !== null,
  };
}

/** Opens a session and tells the app where to go next (consents still to accept). */
export async function grantSession(
  app: AppContext,
  member: Member,
  channel: ConsentChannel,
): Promise<SessionGrant> {
  const session = await app.sessions.issue(member.id, channel);
  const consents = await pendingConsents(app.db, member, app.now());
  await app.db
    .updateTable('members')
    .set({ last_login_at: app.now(), failed_logins: 0 })
    .where('id', '=', member.id)
    .execute();
  return {
    token: session.token,
    token_type: 'Bearer',
    expires_at: session.expiresAt.toISOString(),
    next: consents.length > 0 ? 'consent_update' : 'home',
    consents,
    member: memberSummary(member),
  };
}

/** The partner's members whose account is not deleted. */
const liveMembers = (app: AppContext, partnerId: string) =>
  app.db
    .selectFrom('members')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('deleted_at', 'is', null);

export async function findMemberByUsername(app: AppContext, partnerId: string, username: string) {
  return liveMembers(app, partnerId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/** The live member of the partner whose LINE user id or employer id this is (each unique per partner). */
export function findMemberBy(
  app: AppContext,
  partnerId: string,
  column: 'line_user_id' | 'external_id',
  value: string,
) {
  return liveMembers(app, partnerId).where(column, '=', value).executeTakeFirst();
}

export interface LoginInput {
  username?: string;
  password?: string;
  lang?: Lang;
}

export async function loginWithPassword(
  app: AppContext,
  partner: LoadedPartner,
  input: LoginInput,
  lockout: LoginLockout,
): Promise<SessionGrant | PasswordRenewal> {
  const username = input.username ?? '';
  const password = input.password ?? '';
  if (username === '' || password === '') throw new ApiError('LOGIN_MISSING_CREDENTIALS');
  if (checkLoginUsername(username) !== null) throw new ApiError('LOGIN_USERNAME_FORMAT');

  const key = loginKey(partner.id, username);
  const locked = await lockout.isLocked(key);
  const member = await findMemberByUsername(app, partner.id, username);
  const usable = member && !member.is_sso && member.password_hash ? member : null;
  const matches = await verifyPassword(password, usable?.password_hash ?? DUMMY_HASH);
  if (locked || !usable || !matches) {
    // While locked nothing is counted: the lock runs its fixed course.
    if (!locked) await lockout.recordFailure(key);
    throw new ApiError('LOGIN_INVALID_CREDENTIALS');
  }
  await lockout.reset(key);
  if (needsRehash(usable.password_hash!)) {
    await app.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', usable.id)
      .execute();
  }
  if (usable.password_renewal_required) return startRenewal(app, partner, usable, input.lang ?? 'th');
  return grantSession(app, usable, 'web');
}

/**
 * Password renewal of a member from before the privacy update: a reset OTP to their phone. A login
 * repeated within the resend cooldown gets the code already on its way instead of an error.
 */
async function startRenewal(
  app: AppContext,
  partner: LoadedPartner,
  member: Member,
  lang: Lang,
): Promise<PasswordRenewal> {
  if (!member.mobile) throw new ApiError('LOGIN_UNAVAILABLE');
  const context = { member_id: member.id, username: member.username?.toLowerCase(), renewal: true };
  const challenge = await issueOtpOrLive(app, {
    purpose: 'reset',
    phone: member.mobile,
    partnerCode: partner.id,
    memberId: member.id,
    lang,
    context,
  });
  return { next: 'renew_password', renewal: { ...challenge, is_old_user: true } };
}
