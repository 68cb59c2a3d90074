/**
 * The audit trail of staff writes (docs/decisions/067-staff-roles-and-audit.md): one row per draft
 * create, import, save and image, export with a live partner's keys, claim stage move and document
 * request, and staff account change, appended in the same transaction as the write it records. The
 * table is append-only (migration 016: a trigger refuses UPDATE, DELETE and TRUNCATE), and admins read
 * it through GET /api/staff/audit, within their partner scope.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StaffAuditEntry, StaffAuditQuerySchema } from '../../../shared/api/schemas/staff-admin';
import type { Database } from '../../db/types';
import { json } from '../../db/json';
import { ApiError } from '../../http/api-error';
import type { StaffAccount } from './staff';
import { requirePartnerInScope } from './staff-scope';

/** Who did it: a staff account, or an operator at the command line (npm run claims). */
export interface AuditActor {
  staffId: string | null;
  email: string;
  role: string;
}

export function actorOf(staff: Pick<StaffAccount, 'id' | 'email' | 'role'>): AuditActor {
  return { staffId: staff.id, email: staff.email, role: staff.role };
}

/** Who is writing, and in which request: what every audited staff write takes. */
export interface StaffWriter {
  staff: StaffAccount;
  requestId: string;
}

export interface AuditRecord {
  actor: AuditActor;
  partnerId: string | null;
  /** What was done, e.g. 'draft.save', 'claim.stage', 'staff.update'. */
  operation: string;
  /** What it was done to: a draft id, a claim number, an account's e-mail. */
  target: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
  requestId: string;
  at: Date;
}

export const AUDIT_OPERATIONS = [
  'draft.create',
  'draft.import',
  'draft.save',
  'draft.asset',
  'draft.export_with_keys',
  'draft.archive',
  'draft.unarchive',
  'draft.revert',
  'partner.publish',
  'partner.restore',
  'partner.export_with_keys',
  'claim.stage',
  'claim.documents_requested',
  'staff.create',
  'staff.update',
] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

export async function recordAudit(
  db: Kysely<Database>,
  record: AuditRecord & { operation: AuditOperation },
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: record.at,
      staff_id: record.actor.staffId,
      staff_email: record.actor.email.slice(0, 100),
      role: record.actor.role,
      partner_id: record.partnerId,
      operation: record.operation,
      target: record.target.slice(0, 200),
      before: record.before === undefined ? null : json(record.before),
      after: record.after === undefined ? null : json(record.after),
      reason: record.reason ?? null,
      request_id: record.requestId.slice(0, 200),
    })
    .execute();
}

type AuditQuery = z.output<typeof StaffAuditQuerySchema>;

/** A page of the trail, newest first, within the reader's partner scope. */
export async function listAudit(
  db: Kysely<Database>,
  reader: Pick<StaffAccount, 'partner_ids'>,
  query: AuditQuery,
): Promise<{ entries: StaffAuditEntry[]; next_before: string | null }> {
  if (query.partner_id) requirePartnerInScope(reader, query.partner_id);
  if (query.from && query.to && query.from >= query.to)
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ path: 'query.to', code: 'too_small', message: 'to must be after from.' }],
    });
  let q = db.selectFrom('staff_audit').selectAll();
  if (query.partner_id) q = q.where('partner_id', '=', query.partner_id);
  else if (reader.partner_ids !== null) q = q.where('partner_id', 'in', reader.partner_ids);
  if (query.staff_id) q = q.where('staff_id', '=', query.staff_id);
  if (query.from) q = q.where('at', '>=', new Date(query.from));
  if (query.to) q = q.where('at', '<', new Date(query.to));
  if (query.before) q = q.where('id', '<', Number(query.before));
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: String(r.id),
      at: new Date(r.at).toISOString(),
      staff_id: r.staff_id,
      staff_email: r.staff_email,
      role: r.role,
      partner_id: r.partner_id,
      operation: r.operation,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
      request_id: r.request_id,
    })),
    next_before: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
  };
}
