/** My Family's Coverage (issue 5): family members the member may see, their cards, adding a card for one. */
import type { FastifyInstance } from 'fastify';
import {
  createFamilyCard,
  listFamily,
  listFamilyCards,
  removeFamilyMember,
} from '../../../shared/api/contract';
import { ApiError } from '../../http/api-error';
import { memberRoute } from '../../http/route';
import { registerUploads } from '../../http/uploads';
import { createSelfAddedCard } from './cards-editing';
import { multipartFingerprint } from '../../platform/idempotency';
import {
  findFamilyPerson,
  listFamily as familyList,
  listFamilyCards as familyCards,
  removeFamilyMember as removeMember,
} from './family';
import { viewerOf } from './cards';
import { readCardForm } from './cards.routes';

export async function familyRoutes(app: FastifyInstance): Promise<void> {
  // The card form's upload pipeline (readCardForm), with its temp-file cleanup, in this scope.
  await registerUploads(app);

  memberRoute(app, listFamily, async ({ auth, app }) => ({
    data: await familyList(app.db, viewerOf(auth), app.now()),
  }));

  memberRoute(app, listFamilyCards, async ({ params, auth, app }) => {
    const found = await familyCards(app.db, viewerOf(auth), params.personId, app.now());
    if (!found) throw new ApiError('NOT_FOUND');
    return { data: found };
  });

  memberRoute(app, createFamilyCard, async (ctx) => {
    const viewer = viewerOf(ctx.auth);
    // The person must be visible before the upload is even read.
    if (!(await findFamilyPerson(ctx.app.db, viewer, ctx.params.personId))) throw new ApiError('NOT_FOUND');
    const form = await readCardForm(ctx.request);
    // Idempotency-Key (docs/decisions/029): the card and its key are stored in one transaction.
    return ctx.idempotent(multipartFingerprint(ctx.params, form), async (app) => {
      const deps = { db: app.db, blobs: app.blobs, partners: app.partners, now: app.now() };
      return { data: await createSelfAddedCard(deps, viewer, ctx.params.personId, form) };
    });
  });

  memberRoute(app, removeFamilyMember, async ({ params, auth, app }) => {
    if (!(await removeMember(app.db, viewerOf(auth), params.personId))) throw new ApiError('NOT_FOUND');
    return { data: { id: params.personId, deleted: true as const } };
  });
}
