/** The signed-in member's account: profile, password, export (PDPA s30/31), deletion (s33). */
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  deleteAccount,
  exportMyData,
  getDeletionPolicy,
  getMe,
  requestDeleteOtp,
  updateMe,
} from '../../../shared/api/contract';
import { memberRoute } from '../../http/route';
import * as account from './account';
import { exportMemberData } from './account-export';
import type { AuthSettings } from './auth-settings';
import { bangkokDate } from '../../platform/time';
import { LoginLockout } from './lockout';

export function accountRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    const lockout = new LoginLockout(app.ctx.rateLimits, settings.lockout);

    memberRoute(app, getMe, async ({ auth, app }) => ({
      data: await account.profileOf(app.db, auth.member),
    }));

    memberRoute(app, updateMe, async ({ auth, body, app }) => ({
      data: await account.updateProfile(app, auth.member, body),
    }));

    memberRoute(app, changePassword, async ({ auth, body, partner, app }) => {
      const ended = await account.changePassword(app, partner, auth, body, lockout);
      return { data: { password_changed: true as const, other_sessions_ended: ended } };
    });

    memberRoute(app, exportMyData, async ({ auth, partner, app, reply }) => {
      const now = app.now();
      reply.header('content-disposition', `attachment; filename="my-data-${bangkokDate(now)}.json"`);
      return { data: await exportMemberData(app.db, partner, auth.member, now) };
    });

    memberRoute(app, getDeletionPolicy, () => ({
      data: { erased: account.ERASED, retained: account.RETAINED },
    }));

    // An SMS and an OTP guess: the per-address and overall limits of docs/abuse-limits.md.
    memberRoute(app, requestDeleteOtp, async ({ auth, body, partner, app }) => {
      return { data: await account.requestDeleteOtp(app, partner, auth.member, body?.lang ?? 'th') };
    });

    memberRoute(app, deleteAccount, async ({ auth, body, partner, app }) => {
      return { data: await account.deleteAccount(app, partner, auth.member, body) };
    });
  };
}
