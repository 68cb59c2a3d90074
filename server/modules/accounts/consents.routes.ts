/** Terms and privacy consents: read, accept (version, time, channel), withdraw. */
import type { FastifyInstance } from 'fastify';
import {
  acceptConsent,
  getCurrentConsent,
  listConsents,
  withdrawConsent,
} from '../../../shared/api/contract';
import { memberRoute, publicRoute } from '../../http/route';
import * as consents from './consents';

export async function consentRoutes(app: FastifyInstance): Promise<void> {
  memberRoute(app, listConsents, async ({ auth, app }) => {
    const overview = await consents.consentOverview(app.db, auth.member, app.now());
    const of = (type: 'terms' | 'privacy') =>
      overview.documents.find((d) => d.document.type === type) ?? null;
    return { data: { terms: of('terms'), privacy: of('privacy'), pending: overview.pending } };
  });

  publicRoute(app, getCurrentConsent, async ({ params, partner, app }) => ({
    data: await consents.currentConsentDocument(app.db, partner.id, params.type, app.now()),
  }));

  memberRoute(app, acceptConsent, async ({ auth, params, body, app }) => ({
    data: await consents.acceptConsent(
      app.db,
      auth.member,
      { type: params.type, version: body.version, channel: body.channel },
      app.now(),
    ),
  }));

  memberRoute(app, withdrawConsent, async ({ auth, params, app }) => ({
    data: await consents.withdrawConsent(app.db, auth.member, params.type, app.now()),
  }));
}
