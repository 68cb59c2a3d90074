/** POST /api/v1/sso: a partner-signed token exchanged for a session (TMP partners only). */
import type { FastifyInstance } from 'fastify';
import { ssoLogin } from '../../src/api/contract';
import { publicRoute } from '../http/route';
import type { AuthSettings } from '../services/auth-settings';
import * as sso from '../services/sso';

export function ssoRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    publicRoute(app, ssoLogin, async ({ body, partner, app }) => ({
      data: await sso.ssoLogin(app, partner, body.token, settings.ssoSecrets),
    }));
  };
}
