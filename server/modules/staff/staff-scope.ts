/**
 * A staff account's partner scope (docs/decisions/067-staff-roles-and-audit.md): the partners it
 * serves, or every partner (null). What it lists, previews, edits and moves is limited to them. A
 * record of a partner outside the scope (a draft, a claim) answers 404 like one that does not exist; a
 * partner named outright (a partner id in the path or the body) answers 403 STAFF_PARTNER_OUT_OF_SCOPE.
 */
import type { Selectable } from 'kysely';
import type { StaffAccounts } from '../../db/generated/database';
import { ApiError } from '../../http/api-error';

type Scoped = Pick<Selectable<StaffAccounts>, 'partner_ids'>;

export function servesAllPartners(staff: Scoped): boolean {
  return staff.partner_ids === null;
}

export function inScope(staff: Scoped, partnerId: string): boolean {
  return staff.partner_ids === null || staff.partner_ids.includes(partnerId);
}

/** 403 STAFF_PARTNER_OUT_OF_SCOPE naming the partner, for a partner named in the request. */
export function requirePartnerInScope(staff: Scoped, partnerId: string): void {
  if (!inScope(staff, partnerId))
    throw new ApiError('STAFF_PARTNER_OUT_OF_SCOPE', { details: { partner_id: partnerId } });
}

/** 404 NOT_FOUND, for a record (a draft, a claim) of a partner outside the scope. */
export function requireRecordInScope(staff: Scoped, partnerId: string | null): void {
  if (partnerId === null ? !servesAllPartners(staff) : !inScope(staff, partnerId))
    throw new ApiError('NOT_FOUND');
}

/** Whether one scope lies within another (an admin gives only what they serve). */
export function scopeWithin(inner: string[] | null, outer: string[] | null): boolean {
  if (outer === null) return true;
  if (inner === null) return false;
  return inner.every((id) => outer.includes(id));
}
