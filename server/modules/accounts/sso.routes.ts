/** POST /api/v1/sso: a partner-signed token exchanged for a session (TMP partners only). */
import type { FastifyInstance } from 'fastify';
import { ssoLogin } from '../../../shared/api/contract';
import { publicRoute } from '../../http/route';
import type { AuthSettings } from './auth-settings';
import * as sso from './sso';

export function ssoRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    // A sign-in like any other: the login limits of docs/abuse-limits.md (abuseLimits in the contract).
    publicRoute(app, ssoLogin, async ({ body, partner, app }) => {
      return { data: await sso.ssoLogin(app, partner, body.token, settings.ssoSecrets) };
    });
  };
}
