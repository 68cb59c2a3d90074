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
} from '../../src/api/contract';
import { enforceAbuseLimit } from '../http/abuse-limits';
import { isDatabaseUnavailable } from '../http/error-handler';
import { ApiError } from '../http/api-error';
import { memberRoute, publicRoute } from '../http/route';
import { loginWithPassword } from '../services/auth';
import {
  completeRegistration,
  resendRegistrationOtp,
  startRegistration,
} from '../services/auth-registration';
import type { AuthSettings } from '../services/auth-settings';
import { LoginLockout } from '../services/lockout';
import * as recovery from '../services/recovery';

export function authRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    const lockout = new LoginLockout(app.ctx.rateLimits, settings.lockout);

    // Per-address and overall limits first (docs/abuse-limits.md): a refused request does no work.
    publicRoute(app, login, async ({ body, partner, app, request }) => {
      try {
        await enforceAbuseLimit(app, request, 'login');
        return { data: await loginWithPassword(app, partner, body, lockout) };
      } catch (error) {
        // The spec's "system cannot log in now" rather than a generic outage message.
        if (isDatabaseUnavailable(error)) throw new ApiError('LOGIN_UNAVAILABLE', { cause: error });
        throw error;
      }
    });

    memberRoute(app, logout, async ({ auth, app }) => {
      await app.sessions.revoke(auth.sessionId);
      return { data: { logged_out: true as const } };
    });

    publicRoute(app, register, async ({ body, partner, app, request }) => {
      await enforceAbuseLimit(app, request, 'registration');
      await enforceAbuseLimit(app, request, 'otpSend');
      return { data: await startRegistration(app, partner, body) };
    });

    publicRoute(app, verifyRegisterOtp, async ({ body, partner, registerToken, app, request }) => {
      await enforceAbuseLimit(app, request, 'otpVerify');
      return { data: await completeRegistration(app, partner, registerToken!, body.otp) };
    });

    publicRoute(app, resendRegisterOtp, async ({ body, partner, registerToken, app, request }) => {
      await enforceAbuseLimit(app, request, 'registration');
      await enforceAbuseLimit(app, request, 'otpSend');
      return { data: await resendRegistrationOtp(app, partner, registerToken!, body?.lang ?? 'th') };
    });

    publicRoute(app, recoverUsername, async ({ body, partner, app, reply, request }) => {
      await enforceAbuseLimit(app, request, 'recovery');
      await enforceAbuseLimit(app, request, 'otpSend');
      await recovery.recoverUsername(app, partner, body);
      reply.code(202);
      return { data: { accepted: true as const, message: recovery.RECOVERY_MESSAGE } };
    });

    publicRoute(app, recoverPassword, async ({ body, partner, app, request }) => {
      await enforceAbuseLimit(app, request, 'recovery');
      await enforceAbuseLimit(app, request, 'otpSend');
      return {
        data: { ...(await recovery.recoverPassword(app, partner, body)), is_old_user: false as const },
      };
    });

    publicRoute(app, resendRecoveryOtp, async ({ body, partner, app, request }) => {
      await enforceAbuseLimit(app, request, 'recovery');
      await enforceAbuseLimit(app, request, 'otpSend');
      return { data: await recovery.resendResetCode(app, partner, body) };
    });

    publicRoute(app, verifyRecoveryOtp, async ({ body, partner, app, request }) => {
      await enforceAbuseLimit(app, request, 'otpVerify');
      return { data: await recovery.verifyResetCode(app, partner, body) };
    });

    publicRoute(app, resetPassword, async ({ body, partner, app }) => {
      await recovery.resetPassword(app, partner, body, lockout);
      return { data: { password_changed: true as const, next: 'login' as const } };
    });
  };
}
