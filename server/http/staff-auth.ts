/**
 * The one staff-auth check (docs/decisions/067-staff-roles-and-audit.md): the staff session comes only
 * from the HttpOnly cookie (a member's bearer token opens nothing here), and the role must hold the
 * permission in the one table of shared/api/staff-roles.ts. staffRoute() (server/http/route.ts) runs it
 * for every staff operation of the contract, and the binary staff routes (a draft's image, its export
 * zip) call it directly, so no staff endpoint reads roles any other way.
 */
import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '../../shared/api/staff-roles';
import type { AppContext } from '../context';
import { type AuthenticatedStaff, authenticateStaff, roleHas } from '../modules/staff/staff';
import type { StaffWriter } from '../modules/staff/staff-audit';
import { ApiError } from './api-error';

/** The cookie that carries a staff session (HttpOnly, SameSite=Strict, Path=/api/staff). */
export const STAFF_COOKIE = 'wl_staff';

export async function authorizeStaff(
  app: AppContext,
  request: FastifyRequest,
  permission: StaffPermission,
): Promise<AuthenticatedStaff> {
  const token = request.cookies?.[STAFF_COOKIE];
  const staff = token ? await authenticateStaff(app, token) : null;
  if (!staff) throw new ApiError('STAFF_AUTH_REQUIRED');
  if (!roleHas(staff.staff.role, permission)) throw new ApiError('STAFF_FORBIDDEN');
  return staff;
}

/** The staff member and request id an audited write records (server/modules/staff/staff-audit.ts). */
export function staffWriter(staff: AuthenticatedStaff, request: FastifyRequest): StaffWriter {
  return { staff: staff.staff, requestId: String(request.id) };
}
