/**
 * The member's own account: profile, password change, data export (PDPA s30/31) and deletion
 * (PDPA s33, docs/decisions/035-account-deletion.md).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Profile, ProfileUpdate } from '../../../shared/api/schemas/account';
import type { Lang } from '../../../shared/api/schemas/common';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPasswordConfirmation,
} from '../../../shared/rules/account';
import { maskThaiId } from '../../../shared/rules/thai-id';
import type { AppContext } from '../../context';
import type { Database, Member } from '../../db/types';
import { ApiError, retryLater } from '../../http/api-error';
import { MESSAGES } from '../../messages/catalogue';
import type { LoadedPartner } from '../../partners/registry';
import type { AuthenticatedMember } from './sessions';
import { memberSummary } from './auth';
import { checkBirthDate, issue, ruleError } from './auth-registration';
import { type LoginLockout, loginKey } from './lockout';
import { issueOtp, verifyOtp } from './otp';
import { hashPassword, verifyPassword } from './password';
import { sendPasswordNotice } from './recovery';

/** +66812345678 → 0812345678 */
const national = (e164: string | null) => (e164?.startsWith('+66') ? `0${e164.slice(3)}` : e164);

async function insuredOf(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('insured_persons').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function profileOf(db: Kysely<Database>, member: Member): Promise<Profile> {
  const nationalId = member.national_id ?? (await insuredOf(db, member.id))?.national_id ?? null;
  return {
    ...memberSummary(member),
    mobile: national(member.mobile),
    birth_date: member.birth_date,
    gender: member.gender,
    employee_id: member.employee_id,
    email: member.email,
    national_id_masked: nationalId ? maskThaiId(nationalId) : null,
    created_at: member.created_at.toISOString(),
  };
}

export async function updateProfile(app: AppContext, member: Member, body: ProfileUpdate): Promise<Profile> {
  if (member.is_sso && (body.name !== undefined || body.surname !== undefined))
    throw new ApiError('PROFILE_MANAGED_BY_EMPLOYER');
  const issues = [];
  for (const field of ['name', 'surname'] as const) {
    const value = body[field];
    if (value !== undefined && checkName(value)) issues.push(issue(field, checkName(value)!));
  }
  if (body.email !== undefined && body.email !== null && body.email !== '' && checkEmail(body.email))
    issues.push(issue('email', checkEmail(body.email)!));
  if (body.birth_date && !checkBirthDate(body.birth_date, app.now()))
    issues.push(issue('birth_date', 'birth_date_invalid'));
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { details: issues });
  const updated = await app.db
    .updateTable('members')
    .set({
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.surname !== undefined ? { surname: body.surname.trim() } : {}),
      ...(body.birth_date !== undefined ? { birth_date: body.birth_date } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      ...(body.employee_id !== undefined ? { employee_id: body.employee_id || null } : {}),
      ...(body.email !== undefined ? { email: body.email || null } : {}),
      updated_at: app.now(),
    })
    .where('id', '=', member.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return profileOf(app.db, updated);
}

export async function changePassword(
  app: AppContext,
  partner: LoadedPartner,
  auth: AuthenticatedMember,
  body: { current_password: string; new_password: string; new_password_confirmation: string; lang?: Lang },
  lockout: LoginLockout,
): Promise<number> {
  const member = auth.member;
  if (member.is_sso || !member.password_hash || !member.username) throw new ApiError('PASSWORD_CHANGE_SSO');
  // Guessing the current password here counts toward the same lock as the login form.
  const key = loginKey(partner.id, member.username);
  const lockedFor = await lockout.lockedFor(key);
  if (lockedFor > 0) throw retryLater('RATE_LIMITED', lockedFor);
  if (!(await verifyPassword(body.current_password, member.password_hash))) {
    await lockout.recordFailure(key);
    throw new ApiError('PASSWORD_CURRENT_INCORRECT');
  }
  const issues = [];
  const rule = checkNewPassword(body.current_password, body.new_password);
  if (rule === 'password_same_as_old') throw new ApiError('PASSWORD_SAME_AS_OLD');
  if (rule) issues.push(issue('new_password', rule));
  const confirmation = checkPasswordConfirmation(body.new_password, body.new_password_confirmation);
  if (confirmation) issues.push(issue('new_password_confirmation', confirmation));
  if (issues.length > 0) throw ruleError(issues, ['new_password', 'new_password_confirmation']);

  const passwordHash = await hashPassword(body.new_password);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: passwordHash, password_renewal_required: false, updated_at: now })
      .where('id', '=', member.id)
      .execute();
    if (member.mobile) await sendPasswordNotice(app, partner, member.mobile, now, trx);
  });
  return app.sessions.revokeAllForMember(member.id, auth.sessionId);
}

// --- Deletion ---

/** What deletion erases, as shown before and after (PDPA s33; the words: server/messages). */
export const ERASED = MESSAGES.account.erased;

/** What deletion keeps and why, in the order shown. */
export const RETAINED = (
  ['claims', 'claim_documents', 'consent_records', 'insurer_policy_records'] as const
).map((record) => ({ record, reason: MESSAGES.account.retained[record] }));

export async function requestDeleteOtp(app: AppContext, partner: LoadedPartner, member: Member, lang: Lang) {
  if (!member.mobile) throw new ApiError('VALIDATION_FAILED', { details: [issue('mobile', 'required')] });
  const {
    challengeId: _id,
    phone_masked,
    ...challenge
  } = await issueOtp(app, {
    purpose: 'delete',
    phone: member.mobile,
    partnerCode: partner.id,
    memberId: member.id,
    lang,
  });
  return { ...challenge, phone: phone_masked };
}

/** Content-addressed blobs nothing refers to any more. */
async function deleteOrphanBlobs(trx: Transaction<Database>, hashes: string[]) {
  for (const sha of new Set(hashes)) {
    const used = await trx
      .selectFrom('cards')
      .select('id')
      .where((eb) => eb.or([eb('front_image_sha256', '=', sha), eb('back_image_sha256', '=', sha)]))
      .executeTakeFirst();
    const attached = await trx
      .selectFrom('claim_attachments')
      .select('id')
      .where('blob_sha256', '=', sha)
      .executeTakeFirst();
    if (!used && !attached) await trx.deleteFrom('blobs').where('sha256', '=', sha).execute();
  }
}

export async function deleteAccount(
  app: AppContext,
  partner: LoadedPartner,
  member: Member,
  input: { ref_no: string; otp: string },
) {
  await verifyOtp(app, {
    ref_no: input.ref_no,
    purpose: 'delete',
    partnerCode: partner.id,
    memberId: member.id,
    code: input.otp,
  });
  const now = app.now();
  const phone = member.mobile;
  await app.db.transaction().execute(async (trx) => {
    const ownCards = await trx
      .selectFrom('cards')
      .select(['id', 'front_image_sha256', 'back_image_sha256'])
      .where('owner_member_id', '=', member.id)
      .execute();
    const drafts = await trx
      .selectFrom('eclaim_drafts')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    const draftBlobs =
      drafts.length > 0
        ? await trx
            .selectFrom('claim_attachments')
            .select('blob_sha256')
            .where(
              'draft_id',
              'in',
              drafts.map((d) => d.id),
            )
            .execute()
        : [];
    await trx.deleteFrom('use_card_sessions').where('member_id', '=', member.id).execute();
    if (ownCards.length > 0) {
      // Claims never sit on self-added cards, so these go with their benefits (cascade).
      await trx
        .deleteFrom('cards')
        .where(
          'id',
          'in',
          ownCards.map((c) => c.id),
        )
        .execute();
    }
    await trx.deleteFrom('eclaim_drafts').where('member_id', '=', member.id).execute();
    await deleteOrphanBlobs(trx, [
      ...ownCards.flatMap((c) =>
        [c.front_image_sha256, c.back_image_sha256].filter((x): x is string => x !== null),
      ),
      ...draftBlobs.map((b) => b.blob_sha256),
    ]);
    await trx.deleteFrom('family_links').where('member_id', '=', member.id).execute();
    await trx.deleteFrom('notification_reads').where('member_id', '=', member.id).execute();
    await trx.deleteFrom('notifications').where('member_id', '=', member.id).execute();
    await trx.deleteFrom('otp_challenges').where('member_id', '=', member.id).execute();
    await trx.deleteFrom('claim_submissions').where('member_id', '=', member.id).execute();
    // Stored answers of creates (docs/decisions/029-idempotency-keys.md) repeat what was created.
    await trx.deleteFrom('idempotency_keys').where('member_id', '=', member.id).execute();
    // The TPA's insured record (the insurer's policy data) stays, no longer tied to an account.
    await trx
      .updateTable('insured_persons')
      .set({ member_id: null })
      .where('member_id', '=', member.id)
      .execute();
    if (phone) await trx.deleteFrom('outbox').where('recipient', '=', phone).execute();
    if (member.line_user_id)
      await trx.deleteFrom('outbox').where('recipient', '=', member.line_user_id).execute();
    // The row stays (claims and consent records point at it) with nothing personal left in it.
    await trx
      .updateTable('members')
      .set({
        username: null,
        password_hash: null,
        name: '',
        surname: '',
        mobile: null,
        birth_date: null,
        gender: 'unspecified',
        employee_id: null,
        national_id: null,
        email: null,
        external_id: null,
        line_user_id: null,
        password_renewal_required: false,
        failed_logins: 0,
        locked_until: null,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', member.id)
      .execute();
  });
  await app.sessions.revokeAllForMember(member.id);
  return { deleted: true as const, erased: ERASED, retained: RETAINED };
}
