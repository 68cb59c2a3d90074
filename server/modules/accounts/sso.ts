/**
 * SSO for employer partners (ins_code starting with TMP; docs/decisions/034-sso-token.md): the
 * partner's portal signs a short-lived JWT with HS256 and a per-partner secret; we verify it once
 * (algorithm allow-list: HS256 only, so `alg: none` and RS/HS confusion are refused; exp required;
 * iss must be the partner id; sub is the employee id) and exchange it for one of our sessions.
 */
import { errors, jwtVerify } from 'jose';
import type { SessionGrant } from '../../../shared/api/schemas/auth';
import { SSO_INS_CODE_PREFIX } from '../../../shared/api/constants';
import { checkName } from '../../../shared/rules/account';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import type { LoadedPartner } from '../../partners/registry';
import { findMemberBy, grantSession } from './auth';

/** A partner token older than this is refused even if its exp is later (replay window). */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

export function isSsoPartner(partner: LoadedPartner): boolean {
  return partner.partner.ins_code.startsWith(SSO_INS_CODE_PREFIX);
}

export async function ssoLogin(
  app: AppContext,
  partner: LoadedPartner,
  token: string,
  secrets: Readonly<Record<string, string>>,
): Promise<SessionGrant> {
  const secret = secrets[partner.id];
  if (!isSsoPartner(partner) || !secret) throw new ApiError('SSO_NOT_AVAILABLE');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: partner.id,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: app.now(),
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new ApiError('SSO_TOKEN_INVALID', { cause: error });
    throw error;
  }
  const externalId = payload.sub;
  const name = typeof payload.name === 'string' ? payload.name.trim() : '';
  const surname = typeof payload.surname === 'string' ? payload.surname.trim() : '';
  if (
    typeof externalId !== 'string' ||
    externalId.length === 0 ||
    externalId.length > 200 ||
    checkName(name) ||
    checkName(surname)
  )
    throw new ApiError('SSO_TOKEN_INVALID');

  const now = app.now();
  // Find or create by (partner, external id); the employer is the source of the name.
  const existing = await findMemberBy(app, partner.id, 'external_id', externalId);
  const member = existing
    ? await app.db
        .updateTable('members')
        .set({ name, surname, updated_at: now })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await app.db
        .insertInto('members')
        .values({
          partner_id: partner.id,
          external_id: externalId,
          is_sso: true,
          name,
          surname,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['partner_id', 'external_id']).where('external_id', 'is not', null).doNothing(),
        )
        .returningAll()
        .executeTakeFirst()
        .then(
          (row) =>
            row ??
            // A parallel first login created it a moment ago.
            app.db
              .selectFrom('members')
              .selectAll()
              .where('partner_id', '=', partner.id)
              .where('external_id', '=', externalId)
              .executeTakeFirstOrThrow(),
        );
  return grantSession(app, member, 'sso');
}
