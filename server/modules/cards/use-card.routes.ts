/**
 * Using a card at a hospital (issue 5): hospitals for a card (the hospital search over its network),
 * the 5-minute use-card session, and the hospital side's check of a code or QR payload (partner
 * headers, not a member token).
 */
import type { FastifyInstance } from 'fastify';
import {
  endUseSession,
  getUseSession,
  listCardHospitals,
  useCard,
  verifyUseCode,
  verifyUseQr,
} from '../../../shared/api/contract';
import { ApiError } from '../../http/api-error';
import { memberRoute, publicRoute } from '../../http/route';
import type { LoadedPartner } from '../../partners/registry';
import { searchHospitals } from '../hospitals/hospital-search';
import * as useCards from './use-card';
import { viewerOf } from './cards';

export async function useCardRoutes(app: FastifyInstance): Promise<void> {
  const deps = (app: FastifyInstance['ctx'], partner: LoadedPartner): useCards.UseCardDeps => ({
    db: app.db,
    partnerSecret: partner.partner.secret_key,
    now: app.now(),
  });

  // The use-card picker's places: the one hospital search (docs/decisions/050-hospital-search.md),
  // over the card's network; a card the member cannot see is 404 there.
  memberRoute(app, listCardHospitals, async ({ params, query, auth, partner, app }) => {
    const page = await searchHospitals(app.db, partner.partner.ins_code, viewerOf(auth), {
      ...query,
      card: params.id,
    });
    return { data: { ...page, page: query.page, page_size: query.page_size } };
  });

  memberRoute(app, useCard, async ({ params, body, auth, partner, app }) => ({
    data: await useCards.startUseSession(deps(app, partner), viewerOf(auth), params.id, body.hospital_code),
  }));

  memberRoute(app, getUseSession, async ({ params, auth, partner, app }) => {
    const session = await useCards.getUseSession(deps(app, partner), viewerOf(auth), params.id);
    if (!session) throw new ApiError('NOT_FOUND');
    return { data: session };
  });

  memberRoute(app, endUseSession, async ({ params, body, auth, partner, app }) => {
    const session = await useCards.endUseSession(deps(app, partner), viewerOf(auth), params.id, body.reason);
    if (!session) throw new ApiError('NOT_FOUND');
    return { data: session };
  });

  // Codes are short-lived but guessable: per-address and overall limits (docs/abuse-limits.md).
  publicRoute(app, verifyUseCode, async ({ query, partner, app }) => {
    return { data: await useCards.verifyUseCode(app.db, partner.id, query.code, app.now()) };
  });

  publicRoute(app, verifyUseQr, async ({ body, partner, app }) => {
    return {
      data: await useCards.verifyUseQr(
        app.db,
        { id: partner.id, secret: partner.partner.secret_key },
        body.qr_payload,
        app.now(),
      ),
    };
  });
}
