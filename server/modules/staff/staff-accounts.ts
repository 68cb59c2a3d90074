/**
 * Staff accounts managed by admins (issue 21; docs/decisions/067-staff-roles-and-audit.md): create an
 * account with a role and a partner scope, change its name, role, scope or password, disable it. An
 * admin manages only accounts whose scope lies within their own and gives only scopes within it; no
 * admin changes their own role or scope or disables themselves, so the last admin cannot lock everyone
 * out. A new password or disabling ends the account's sessions at once; a new role or scope applies
 * from its next request (the staff-auth check reads the account on every request). Every change is a
 * row of the audit trail, in the same transaction, never with a password.
 */
import type { Kysely } from 'kysely';
import type {
  CreateStaffAccountRequest,
  StaffAccountView,
  UpdateStaffAccountRequest,
} from '../../../shared/api/schemas/staff-admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../accounts/password';
import type { StaffAccount } from './staff';
import { actorOf, recordAudit, type StaffWriter } from './staff-audit';
import { scopeWithin } from './staff-scope';

export type AdminWriter = StaffWriter;

export function accountView(row: StaffAccount): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    partner_ids: row.partner_ids,
    disabled: row.disabled_at !== null,
    last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What the trail keeps of an account: never the password hash. */
const audited = (row: StaffAccount) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  partner_ids: row.partner_ids,
  disabled: row.disabled_at !== null,
});

const manages = (admin: StaffAccount, account: StaffAccount) =>
  scopeWithin(account.partner_ids, admin.partner_ids);

function requireScopeWithin(admin: StaffAccount, scope: string[] | null) {
  if (scopeWithin(scope, admin.partner_ids)) return;
  const outside = scope === null ? '*' : scope.find((id) => !admin.partner_ids!.includes(id))!;
  throw new ApiError('STAFF_PARTNER_OUT_OF_SCOPE', { details: { partner_id: outside } });
}

export async function listAccounts(app: AppContext, admin: StaffAccount): Promise<StaffAccountView[]> {
  const rows = await app.db.selectFrom('staff_accounts').selectAll().orderBy('email').limit(1000).execute();
  return rows.filter((r) => manages(admin, r)).map(accountView);
}

function findAccount(db: Kysely<Database>, id: string) {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function createAccount(
  app: AppContext,
  writer: AdminWriter,
  body: CreateStaffAccountRequest,
): Promise<StaffAccountView> {
  const admin = writer.staff;
  requireScopeWithin(admin, body.partner_ids);
  const existing = await app.db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (existing) {
    // A retry of the same create answers the account it made.
    if (existing.email === body.email && manages(admin, existing)) return accountView(existing);
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        { path: 'body.id', code: 'id_taken', message: 'This id belongs to another account: make a new one.' },
      ],
    });
  }
  const passwordHash = await hashPassword(body.password);
  const now = app.now();
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff_accounts')
      .values({
        id: body.id,
        email: body.email,
        name: body.name,
        role: body.role,
        partner_ids: body.partner_ids,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new ApiError('STAFF_EMAIL_TAKEN');
    await recordAudit(trx, {
      actor: actorOf(admin),
      partnerId: null,
      operation: 'staff.create',
      target: inserted.email,
      before: null,
      after: audited(inserted),
      requestId: writer.requestId,
      at: now,
    });
    return inserted;
  });
  return accountView(row);
}

export async function updateAccount(
  app: AppContext,
  writer: AdminWriter,
  id: string,
  body: UpdateStaffAccountRequest,
): Promise<StaffAccountView> {
  const admin = writer.staff;
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const now = app.now();
  const row = await app.db.transaction().execute(async (trx) => {
    const before = await findAccount(trx, id);
    if (!before || !manages(admin, before)) throw new ApiError('NOT_FOUND');
    const sameScope = (a: string[] | null, b: string[] | null) =>
      a === null || b === null ? a === b : a.length === b.length && a.every((x) => b.includes(x));
    const changesRole = body.role !== undefined && body.role !== before.role;
    const changesScope = body.partner_ids !== undefined && !sameScope(body.partner_ids, before.partner_ids);
    if (before.id === admin.id && (changesRole || changesScope || body.disabled === true))
      throw new ApiError('STAFF_SELF_CHANGE');
    if (body.partner_ids !== undefined) requireScopeWithin(admin, body.partner_ids);
    const disabledAt =
      body.disabled === undefined ? before.disabled_at : body.disabled ? (before.disabled_at ?? now) : null;
    const after = await trx
      .updateTable('staff_accounts')
      .set({
        name: body.name ?? before.name,
        role: body.role ?? before.role,
        partner_ids: body.partner_ids === undefined ? before.partner_ids : body.partner_ids,
        disabled_at: disabledAt,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A new password or a disabled account ends its sessions now.
    if (passwordHash || (body.disabled === true && before.disabled_at === null))
      await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('staff_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    await recordAudit(trx, {
      actor: actorOf(admin),
      partnerId: null,
      operation: 'staff.update',
      target: after.email,
      before: audited(before),
      after: { ...audited(after), ...(passwordHash ? { password_changed: true } : {}) },
      requestId: writer.requestId,
      at: now,
    });
    return after;
  });
  return accountView(row);
}
