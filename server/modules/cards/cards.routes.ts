/**
 * Card endpoints (issue 5): the member's cards, a card's coverage and claims, self-added cards and
 * their benefit lines, and the card photos. Every lookup goes through the visibility rules of
 * server/modules/cards/cards.ts; anything the member may not see answers 404 with no data.
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CARD_IMAGE_PATH,
  CARD_IMAGE_SIDES,
  createBenefit,
  createCard,
  deleteBenefit,
  deleteCard,
  getCard,
  linkCards,
  listCards,
  listInsurers,
  searchCards,
  sendCardSearchOtp,
  updateBenefit,
  updateCard,
} from '../../../shared/api/contract';
import { HEADERS, headerKey, parseBearer } from '../../../shared/api/headers';
import { CARD_FORM_FIELDS } from '../../../shared/api/schemas/cards';
import { ApiError } from '../../http/api-error';
import { memberRoute, toFastifyPath } from '../../http/route';
import { type MultipartSpec, readMultipartForm, registerUploads } from '../../http/uploads';
import {
  findVisibleCard,
  listBenefits,
  listClaimHistory,
  listOwnCards,
  toCardSummary,
  viewerOf,
} from './cards';

import * as editing from './cards-editing';
import { multipartFingerprint } from '../../platform/idempotency';
import * as search from './cards-search';
import { listInsurers as insurerList } from './insurers';

const CARD_FORM: MultipartSpec = {
  textFields: new Set<string>(Object.values(CARD_FORM_FIELDS)),
  fileFields: new Set<string>([CARD_FORM_FIELDS.frontImage, CARD_FORM_FIELDS.backImage]),
  maxFileBytes: MAX_UPLOAD_BYTES,
  maxFiles: 2,
  maxFields: 20,
  maxFieldBytes: 2000,
  maxParts: 24,
  tooManyError: 'CARD_SAVE_FAILED',
};

/**
 * Reads a multipart card form through the upload pipeline (server/http/uploads.ts): the photos are
 * streamed to temporary files while hashed and counted (10 MiB + 1 answers 413), never held in
 * memory; they are deleted when the request ends. Fields that are not on the form are dropped (mass
 * assignment has nothing to hold on to).
 */
export async function readCardForm(request: FastifyRequest): Promise<editing.CardForm> {
  return readMultipartForm(request, CARD_FORM);
}

function cookieToken(request: FastifyRequest): string | null {
  const raw = request.cookies?.['auth._token.local'];
  return raw ? parseBearer(raw) : null;
}

export async function cardRoutes(app: FastifyInstance): Promise<void> {
  // Multipart only for the card forms, registered in this plugin's scope with its temp-file cleanup.
  await registerUploads(app);

  memberRoute(app, listCards, async ({ auth, app }) => ({
    data: await listOwnCards(app.db, viewerOf(auth), app.now()),
  }));

  memberRoute(app, getCard, async ({ params, auth, app }) => {
    const viewer = viewerOf(auth);
    const card = await findVisibleCard(app.db, viewer, params.id);
    if (!card) throw new ApiError('NOT_FOUND');
    const [benefits, history] = await Promise.all([
      listBenefits(app.db, card, app.now()),
      listClaimHistory(app.db, card.id),
    ]);
    return {
      data: {
        card: toCardSummary(card, viewer, app.now()),
        benefits,
        claims: history.claims,
        more_claims: history.more,
      },
    };
  });

  const searchDeps = (ctx: { app: FastifyInstance['ctx']; partner: search.CardSearchDeps['partner'] }) => ({
    db: ctx.app.db,
    sms: ctx.app.sms,
    partner: ctx.partner,
    now: ctx.app.now,
    rateLimits: ctx.app.rateLimits,
    config: ctx.app.config,
  });

  // Besides the per-member limit, per-address and overall ones (docs/abuse-limits.md): members are
  // cheap to create, national ids are guessable.
  memberRoute(app, searchCards, async (ctx) => {
    return { data: await search.searchCards(searchDeps(ctx), viewerOf(ctx.auth), ctx.body) };
  });

  memberRoute(app, sendCardSearchOtp, async (ctx) => {
    return { data: await search.sendSearchOtp(searchDeps(ctx), viewerOf(ctx.auth), ctx.body) };
  });

  memberRoute(app, linkCards, async (ctx) => {
    return { data: await search.linkCards(searchDeps(ctx), viewerOf(ctx.auth), ctx.body) };
  });

  memberRoute(app, listInsurers, ({ app }) => ({ data: insurerList(app.partners) }));

  const deps = (ctx: { app: FastifyInstance['ctx'] }): editing.CardEditingDeps => ({
    db: ctx.app.db,
    blobs: ctx.app.blobs,
    partners: ctx.app.partners,
    now: ctx.app.now(),
  });

  memberRoute(app, createCard, async (ctx) => {
    const form = await readCardForm(ctx.request);
    // Idempotency-Key (docs/decisions/029): the card and its key are stored in one transaction.
    return ctx.idempotent(multipartFingerprint(ctx.params, form), async (app) => ({
      data: await editing.createSelfAddedCard(deps({ app }), viewerOf(ctx.auth), 'self', form),
    }));
  });

  memberRoute(app, updateCard, async (ctx) => {
    const viewer = viewerOf(ctx.auth);
    // Not found before reading the upload: nobody learns anything by sending files to a foreign id.
    if (!(await findVisibleCard(ctx.app.db, viewer, ctx.params.id))) throw new ApiError('NOT_FOUND');
    const form = await readCardForm(ctx.request);
    return { data: await editing.updateSelfAddedCard(deps(ctx), viewer, ctx.params.id, form) };
  });

  memberRoute(app, deleteCard, async ({ params, auth, app }) => {
    await editing.deleteSelfAddedCard(app.db, viewerOf(auth), params.id);
    return { data: { id: params.id, deleted: true as const } };
  });

  memberRoute(app, createBenefit, async ({ params, body, auth, app }) => ({
    data: await editing.createBenefit(app.db, viewerOf(auth), params.id, body, app.now()),
  }));

  memberRoute(app, updateBenefit, async ({ params, body, auth, app }) => ({
    data: await editing.updateBenefit(app.db, viewerOf(auth), params.id, params.benefitId, body, app.now()),
  }));

  memberRoute(app, deleteBenefit, async ({ params, auth, app }) => {
    await editing.deleteBenefit(app.db, viewerOf(auth), params.id, params.benefitId);
    return { data: { id: params.benefitId, deleted: true as const } };
  });

  // Card photos: binary, so a plain route. <img> cannot send Authorization, so the auth cookie the
  // app keeps (auth._token.local = "Bearer …") is accepted here, for this read-only GET only.
  app.get<{ Params: { id: string; side: string } }>(
    toFastifyPath(CARD_IMAGE_PATH),
    async (request, reply) => {
      const ctx = app.ctx;
      const token = parseBearer(request.headers.authorization) ?? cookieToken(request);
      const auth = token ? await ctx.sessions.authenticate(token) : null;
      if (!auth) throw new ApiError('AUTH_REQUIRED');
      const apiKey = request.headers[headerKey(HEADERS.apiKey)];
      if (typeof apiKey === 'string' && apiKey !== '') {
        const partner = ctx.partners.byApiKey(apiKey);
        if (!partner) throw new ApiError('INVALID_API_KEY');
        if (partner.id !== auth.member.partner_id) throw new ApiError('AUTH_REQUIRED');
      }
      const { id, side } = request.params;
      if (!/^[0-9a-f-]{36}$/i.test(id) || !(CARD_IMAGE_SIDES as readonly string[]).includes(side))
        throw new ApiError('NOT_FOUND');
      const card = await findVisibleCard(ctx.db, viewerOf(auth), id.toLowerCase());
      const sha = side === 'front' ? card?.front_image_sha256 : card?.back_image_sha256;
      const blob = sha ? await ctx.blobs.get(sha) : null;
      if (!blob) throw new ApiError('NOT_FOUND');
      const extension = blob.mime === 'image/png' ? 'png' : blob.mime === 'image/svg+xml' ? 'svg' : 'jpg';
      return (
        reply
          .header('content-type', blob.mime)
          .header('content-length', String(blob.size))
          .header('x-content-type-options', 'nosniff')
          // A stored name is ours, never the uploader's (docs/security.md 15).
          .header('content-disposition', `attachment; filename="card-${side}.${extension}"`)
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength))
      );
    },
  );
}
