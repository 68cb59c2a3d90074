/** LINE sign-in and linking with a server-verified LINE ID token. */
import type { FastifyInstance } from 'fastify';
import { lineLogin, linkLine, unlinkLine } from '../../../shared/api/contract';
import { memberRoute, publicRoute } from '../../http/route';
import { memberSummary } from './auth';
import type { AuthSettings } from './auth-settings';
import * as line from './line';

export function lineVerifierFor(settings: AuthSettings): line.LineIdTokenVerifier | null {
  if (settings.line.verifier === 'line') return new line.LineVerifyEndpoint();
  return settings.line.localSecret ? new line.LocalLineVerifier(settings.line.localSecret) : null;
}

export function lineRoutes(settings: AuthSettings, verifier = lineVerifierFor(settings)) {
  return async (app: FastifyInstance): Promise<void> => {
    const need = () => {
      if (!verifier)
        throw new Error('LINE sign-in needs LINE_ID_TOKEN_VERIFIER=line or a LINE_CHANNEL_SECRET.');
      return verifier;
    };
    // A sign-in like any other: the login limits of docs/abuse-limits.md (abuseLimits in the contract).
    publicRoute(app, lineLogin, async ({ body, partner, app }) => {
      return { data: await line.lineLogin(app, partner, need(), body.id_token) };
    });
    memberRoute(app, linkLine, async ({ auth, body, partner, app }) => ({
      data: { member: memberSummary(await line.linkLine(app, partner, need(), auth.member, body.id_token)) },
    }));
    memberRoute(app, unlinkLine, async ({ auth, app }) => ({
      data: { member: memberSummary(await line.unlinkLine(app, auth.member)) },
    }));
  };
}
