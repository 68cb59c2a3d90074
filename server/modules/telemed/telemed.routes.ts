/**
 * Telemed Mart (issue 13): the member's cards for telemedicine, providers, coverage, the summary and
 * the consultation code; and the provider side, authenticated by a per-provider key
 * (docs/decisions/056-telemed-mart.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptTelemedCode,
  cancelTelemedCode,
  getTelemedCode,
  getTelemedCoverage,
  getTelemedProvider,
  issueTelemedCode,
  listTelemedCards,
  listTelemedProviders,
  previewTelemed,
  verifyTelemedCode,
} from '../../../shared/api/contract';
import { HEADERS } from '../../../shared/api/headers';
import { TELEMED_PROVIDER_KEY_HEADER } from '../../../shared/api/schemas/telemed';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { memberRoute, publicRoute } from '../../http/route';
import type { LoadedPartner } from '../../partners/registry';
import * as telemed from './telemed';
import { viewerOf } from '../cards/cards';

/** The largest telemed_card_limit a partner may set (schemas/partner.schema.json: 2 or 3). */
const TELEMED_MAX_CARD_LIMIT = 3;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export async function telemedRoutes(app: FastifyInstance): Promise<void> {
  const deps = (
    ctx: AppContext,
    partner: LoadedPartner,
    auth?: { readOnly: boolean },
  ): telemed.TelemedDeps => ({
    db: ctx.db,
    now: ctx.now(),
    partner: {
      id: partner.id,
      insCode: partner.partner.ins_code,
      secret: partner.partner.secret_key,
      // A previewer frame of a draft chooses up to the draft's own limit (docs/decisions/081); its
      // read-only session reads, so the largest limit a partner may set is allowed there.
      cardLimit: auth?.readOnly ? TELEMED_MAX_CARD_LIMIT : partner.partner.telemed_card_limit,
    },
  });

  memberRoute(app, listTelemedCards, async ({ auth, partner, app }) => ({
    data: {
      limit: partner.partner.telemed_card_limit,
      cards: await telemed.listTelemedCards(deps(app, partner), viewerOf(auth)),
    },
  }));

  memberRoute(app, listTelemedProviders, async ({ query, auth, partner, app }) => {
    const d = deps(app, partner, auth);
    const chosen = await telemed.resolveChosenCards(d, viewerOf(auth), query.cards);
    const items = await telemed.listProviders(d, chosen, query);
    return { data: { items, total: items.length, server_now: d.now.toISOString() } };
  });

  memberRoute(app, getTelemedProvider, async ({ params, query, auth, partner, app }) => {
    const d = deps(app, partner, auth);
    const chosen = await telemed.resolveChosenCards(d, viewerOf(auth), query.cards);
    return { data: await telemed.getProvider(d, chosen, params.code) };
  });

  memberRoute(app, getTelemedCoverage, async ({ params, query, auth, partner, app }) => {
    const d = deps(app, partner, auth);
    const chosen = await telemed.resolveChosenCards(d, viewerOf(auth), query.cards);
    return { data: await telemed.coverageAt(d, chosen, params.code) };
  });

  memberRoute(app, previewTelemed, async ({ params, query, auth, partner, app }) => {
    const d = deps(app, partner, auth);
    const chosen = await telemed.resolveChosenCards(d, viewerOf(auth), query.cards);
    return { data: await telemed.preview(d, viewerOf(auth), chosen, params.code) };
  });

  memberRoute(app, issueTelemedCode, async ({ body, auth, partner, app }) => ({
    data: await telemed.issueCode(deps(app, partner), viewerOf(auth), body),
  }));

  memberRoute(app, getTelemedCode, async ({ params, auth, partner, app }) => {
    const code = await telemed.getCode(deps(app, partner), viewerOf(auth), params.id);
    if (!code) throw new ApiError('NOT_FOUND');
    return { data: code };
  });

  memberRoute(app, cancelTelemedCode, async ({ params, auth, partner, app }) => {
    const code = await telemed.cancelCode(deps(app, partner), viewerOf(auth), params.id);
    if (!code) throw new ApiError('NOT_FOUND');
    return { data: code };
  });

  /**
   * The provider's key names the provider and the partner; x-api-key, when sent, must name that same
   * partner (as for hospitals' partner calls). Codes of other providers and partners are not found.
   */
  const provider = async (ctx: AppContext, request: FastifyRequest) => {
    const found = await telemed.authenticateProviderKey(ctx.db, header(request, TELEMED_PROVIDER_KEY_HEADER));
    if (!found) throw new ApiError('TELEMED_PROVIDER_KEY_INVALID');
    const partner = ctx.partners.byId(found.partnerId);
    if (!partner) throw new ApiError('TELEMED_PROVIDER_KEY_INVALID');
    const apiKey = header(request, HEADERS.apiKey);
    if (apiKey !== undefined && apiKey !== '' && ctx.partners.byApiKey(apiKey) !== partner)
      throw new ApiError('INVALID_API_KEY');
    return { found, partner };
  };

  for (const [op, accept] of [
    [verifyTelemedCode, false],
    [acceptTelemedCode, true],
  ] as const) {
    publicRoute(app, op, async ({ body, request, app }) => {
      const { found, partner } = await provider(app, request);
      return {
        data: await telemed.verifyCode(
          app.db,
          found,
          partner.partner.secret_key,
          body.code,
          app.now(),
          accept,
        ),
      };
    });
  }
}
