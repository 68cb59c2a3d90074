/**
 * Staff (docs/decisions/038-staff-access.md, 067-staff-roles-and-audit.md): accounts separate from
 * members, five roles from the one table of shared/api/staff-roles.ts, a partner scope per account,
 * opaque session tokens of which only the SHA-256 is stored, and the same login rules as members (one
 * answer for every failure, a dummy hash when there is no account, the lockout of
 * docs/decisions/031-login-lockout.md under its own key space).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { STAFF_ROLE_PERMISSIONS, type StaffPermission } from '../../../shared/api/staff-roles';
import type { StaffAccounts } from '../../db/generated/database';
import { ApiError } from '../../http/api-error';
import type { AppContext } from '../../context';
import { type LoginLockout, loginKey } from '../accounts/lockout';
import { hashPassword, needsRehash, verifyPassword } from '../accounts/password';
import { hashToken } from '../accounts/sessions';

export type StaffAccount = Selectable<StaffAccounts>;
export type StaffRole = StaffAccount['role'];

export { roleHas } from '../../../shared/api/staff-roles';

/** A staff session lasts one working day. */
export const STAFF_SESSION_HOURS = 8;

/** Checked when there is no account, so an unknown e-mail costs as much as a known one. */
const DUMMY_HASH =
  '$scrypt$ln=15,r=8,p=1$u6Wki0Y/dQ05RoWIqLY06A==$7SA6Au3ez5c+//5a4MftSALHKX5IuoXeDMCnjuJB8LM=';

/** Staff lockout keys live apart from every partner's usernames ('#' is never in a partner id). */
export function staffLoginKey(email: string): string {
  return loginKey('#staff', email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface StaffProfile {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  partner_ids: string[] | null;
  permissions: StaffPermission[];
}

export function staffProfile(account: StaffAccount): StaffProfile {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    partner_ids: account.partner_ids,
    permissions: [...STAFF_ROLE_PERMISSIONS[account.role]],
  };
}

export interface StaffSessionGrant {
  token: string;
  expiresAt: Date;
  staff: StaffProfile;
}

export async function staffLogin(
  app: AppContext,
  input: { email: string; password: string },
  lockout: LoginLockout,
): Promise<StaffSessionGrant> {
  const email = normalizeEmail(input.email);
  const key = staffLoginKey(email);
  const locked = await lockout.isLocked(key);
  const account = await app.db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  const matches = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  if (locked || !account || !matches) {
    if (!locked) await lockout.recordFailure(key);
    throw new ApiError('STAFF_LOGIN_INVALID');
  }
  await lockout.reset(key);
  const now = app.now();
  await app.db
    .updateTable('staff_accounts')
    .set({
      last_login_at: now,
      ...(needsRehash(account.password_hash) ? { password_hash: await hashPassword(input.password) } : {}),
    })
    .where('id', '=', account.id)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await app.db
    .insertInto('staff_sessions')
    .values({ staff_id: account.id, token_hash: hashToken(token), created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt, staff: staffProfile(account) };
}

export interface AuthenticatedStaff {
  sessionId: string;
  staff: StaffAccount;
}

/** The staff member behind a token, or null when it is unknown, expired, revoked or its account disabled. */
export async function authenticateStaff(app: AppContext, token: string): Promise<AuthenticatedStaff | null> {
  const row = await app.db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
    .selectAll('staff_accounts')
    .select('staff_sessions.id as session_id')
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', app.now())
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, ...staff } = row;
  return { sessionId, staff };
}

export async function revokeStaffSession(app: AppContext, sessionId: string): Promise<void> {
  await app.db
    .updateTable('staff_sessions')
    .set({ revoked_at: app.now() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
