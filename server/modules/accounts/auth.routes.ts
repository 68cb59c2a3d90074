/**
 * Sign-in, registration and recovery routes (issue 4). Thin: parse (route helper), call the service,
 * answer. Business rules live in server/services/{auth,auth-registration,recovery,lockout}.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  login,
  logout,
  recoverPassword,
  recoverUsername,
  register,
  resendRecoveryOtp,
  resendRegisterOtp,
  resetPassword,
  verifyRecoveryOtp,
  verifyRegisterOtp,
} from '../../../shared/api/contract';
import { memberRoute, publicRoute } from '../../http/route';
import { MESSAGES } from '../../messages/catalogue';
import { loginWithPassword } from './auth';
import { completeRegistration, resendRegistrationOtp, startRegistration } from './auth-registration';
import type { AuthSettings } from './auth-settings';
import { LoginLockout } from './lockout';
import * as recovery from './recovery';

export function authRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    const lockout = new LoginLockout(app.ctx.rateLimits, settings.lockout);

    // Abuse limits and the login outage answer come from the contract (server/http/route.ts).
    publicRoute(app, login, async ({ body, partner, app }) => {
      // An outage answers LOGIN_UNAVAILABLE, the spec's "cannot log in now" (the contract's outageError).
      return { data: await loginWithPassword(app, partner, body, lockout) };
    });

    memberRoute(app, logout, async ({ auth, app }) => {
      await app.sessions.revoke(auth.sessionId);
      return { data: { logged_out: true as const } };
    });

    publicRoute(app, register, async ({ body, partner, app }) => {
      return { data: await startRegistration(app, partner, body) };
    });

    publicRoute(app, verifyRegisterOtp, async ({ body, partner, registerToken, app }) => {
      return { data: await completeRegistration(app, partner, registerToken!, body.otp) };
    });

    publicRoute(app, resendRegisterOtp, async ({ body, partner, registerToken, app }) => {
      return { data: await resendRegistrationOtp(app, partner, registerToken!, body?.lang ?? 'th') };
    });

    publicRoute(app, recoverUsername, async ({ body, partner, app, reply }) => {
      await recovery.recoverUsername(app, partner, body);
      reply.code(202);
      return { data: { accepted: true as const, message: MESSAGES.account.usernameRecoveryAccepted } };
    });

    publicRoute(app, recoverPassword, async ({ body, partner, app }) => {
      return {
        data: { ...(await recovery.recoverPassword(app, partner, body)), is_old_user: false as const },
      };
    });

    publicRoute(app, resendRecoveryOtp, async ({ body, partner, app }) => {
      return { data: await recovery.resendResetCode(app, partner, body) };
    });

    publicRoute(app, verifyRecoveryOtp, async ({ body, partner, app }) => {
      return { data: await recovery.verifyResetCode(app, partner, body) };
    });

    publicRoute(app, resetPassword, async ({ body, partner, app }) => {
      await recovery.resetPassword(app, partner, body, lockout);
      return { data: { password_changed: true as const, next: 'login' as const } };
    });
  };
}
