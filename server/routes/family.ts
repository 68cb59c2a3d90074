/** My Family's Coverage (issue 5): family members the member may see, their cards, adding a card for one. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createFamilyCard, listFamily, listFamilyCards } from '../../src/api/contract';
import { ApiError } from '../http/api-error';
import { memberRoute } from '../http/route';
import { createSelfAddedCard } from '../services/cards-editing';
import {
  findFamilyPerson,
  listFamily as familyList,
  listFamilyCards as familyCards,
} from '../services/family';
import { readCardForm, viewerOf } from './cards';

export async function familyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart);

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
    const deps = { db: ctx.app.db, blobs: ctx.app.blobs, partners: ctx.app.partners, now: ctx.app.now() };
    return { data: await createSelfAddedCard(deps, viewer, ctx.params.personId, form) };
  });
}
