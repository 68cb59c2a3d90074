/**
 * Every accounts-and-access route (issue 4) in one plugin, so server/app.ts registers it with one
 * line: sign-in, registration and recovery; the member's account; consents; SSO; LINE.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from './auth-settings';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { consentRoutes } from './consents.routes';
import { lineRoutes } from './line.routes';
import { ssoRoutes } from './sso.routes';

export function accountsRoutes(settings: AuthSettings) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(authRoutes(settings));
    await app.register(accountRoutes(settings));
    await app.register(consentRoutes);
    await app.register(ssoRoutes(settings));
    await app.register(lineRoutes(settings));
  };
}
