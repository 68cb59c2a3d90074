/**
 * Staff endpoints (docs/decisions/038-staff-access.md, 067-staff-roles-and-audit.md): sign-in,
 * sign-out, who is signed in, the partners of the account's scope, which the previewer no longer
 * bundles (their files carry each partner's secret_key, docs/security.md), and for admins the staff
 * accounts and the audit trail. Nothing here ever answers a secret_key or an api_key.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  getStaffMe,
  createStaffAccount,
  getStaffPartnerConfig,
  getStaffPartnerExamples,
  listStaffAccounts,
  listStaffAudit,
  updateStaffAccount,
  listStaffPartners,
  staffLogin,
  staffLogout,
} from '../../../shared/api/contract';
import type { StaffPartner } from '../../../shared/api/schemas/staff';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { publicRoute, STAFF_COOKIE, staffRoute } from '../../http/route';
import { staffWriter } from '../../http/staff-auth';
import { LoginLockout } from '../accounts/lockout';
import { previewExamples } from './preview-examples';
import type { LoadedPartner } from '../../partners/registry';
import { readAuthSettings } from '../accounts/auth-settings';
import { inScope, requirePartnerInScope } from './staff-scope';
import { listAudit } from './staff-audit';
import * as accounts from './staff-accounts';
import { revokeStaffSession, STAFF_SESSION_HOURS, staffLogin as login, staffProfile } from './staff';
import { partnerFace } from '../../partners/partner-info';

const COOKIE_PATH = '/api/staff';

function cookieOptions(app: AppContext) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Behind HTTPS in production; plain http://localhost in development (browsers allow Secure there
    // too, but tests and curl over http would not send it back).
    secure: app.config.isProduction || (app.config.publicOrigin?.startsWith('https:') ?? false),
  };
}

function clearCookie(app: AppContext, reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(app));
}

/** What staff may see of a partner: its public face, never its credentials. */
export function staffPartner(loaded: LoadedPartner): StaffPartner {
  return { ...partnerFace(loaded), in_line: loaded.partner.line_liff_id !== '' };
}

/**
 * A partner's public configuration for the previewer's compare mode: partner.json without its keys,
 * theme.json and menu-tiles.json. The keys are dropped by name here, not only by the boot's type, so
 * a field added to the partner schema later cannot carry a key out.
 */
export function staffPartnerConfig(loaded: LoadedPartner) {
  const {
    api_key: _apiKey,
    secret_key: _secretKey,
    ...partner
  } = loaded.publicPartner as Record<string, unknown>;
  // JSON objects on the wire (the contract does not repeat the generated schema types).
  const json = (value: object) => value as Record<string, unknown>;
  return { partner, theme: json(loaded.theme), tiles: json(loaded.tiles) };
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const settings = readAuthSettings(process.env, app.ctx.config.isProduction);
  const lockout = new LoginLockout(app.ctx.rateLimits, settings.lockout);

  publicRoute(app, staffLogin, async ({ body, app, reply }) => {
    const grant = await login(app, body, lockout);
    reply.setCookie(STAFF_COOKIE, grant.token, {
      ...cookieOptions(app),
      maxAge: STAFF_SESSION_HOURS * 3600,
    });
    return { data: { staff: grant.staff, expires_at: grant.expiresAt.toISOString() } };
  });

  staffRoute(app, staffLogout, async ({ staff, app, reply }) => {
    await revokeStaffSession(app, staff.sessionId);
    clearCookie(app, reply);
    return { data: { signed_out: true as const } };
  });

  staffRoute(app, getStaffMe, ({ staff }) => ({ data: staffProfile(staff.staff) }));

  staffRoute(app, listStaffPartners, ({ staff, app }) => ({
    data: app.partners.all
      .filter((p) => inScope(staff.staff, p.id))
      .map(staffPartner)
      .sort((a, b) =>
        a.partner_id === 'default'
          ? -1
          : b.partner_id === 'default'
            ? 1
            : a.partner_id.localeCompare(b.partner_id),
      ),
  }));

  staffRoute(app, getStaffPartnerConfig, ({ params, staff, app }) => {
    const loaded = app.partners.byId(params.partner_id);
    if (!loaded) throw new ApiError('NOT_FOUND');
    requirePartnerInScope(staff.staff, loaded.id);
    return { data: staffPartnerConfig(loaded) };
  });

  staffRoute(app, getStaffPartnerExamples, async ({ params, staff, app }) => {
    const loaded = app.partners.byId(params.partner_id);
    if (!loaded) throw new ApiError('NOT_FOUND');
    requirePartnerInScope(staff.staff, loaded.id);
    return { data: (await previewExamples(app, loaded)) as Record<string, string> };
  });

  // Staff administration and the audit trail (docs/decisions/067-staff-roles-and-audit.md).
  staffRoute(app, listStaffAccounts, async ({ staff, app }) => ({
    data: await accounts.listAccounts(app, staff.staff),
  }));

  staffRoute(app, createStaffAccount, async ({ body, staff, app, request }) => ({
    data: await accounts.createAccount(app, staffWriter(staff, request), body),
  }));

  staffRoute(app, updateStaffAccount, async ({ params, body, staff, app, request }) => ({
    data: await accounts.updateAccount(app, staffWriter(staff, request), params.id, body),
  }));

  staffRoute(app, listStaffAudit, async ({ query, staff, app }) => ({
    data: await listAudit(app.db, staff.staff, query),
  }));
}
