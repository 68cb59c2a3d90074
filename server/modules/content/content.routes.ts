/**
 * Promotions, articles and help pages (issue 12): readable by any visitor of the partner (x-api-key),
 * signed in or not. Visibility per partner and expiry are decided in server/modules/content/content.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  getArticle,
  getHelpPage,
  getPromotion,
  listArticles,
  listHelpPages,
  listPromotions,
} from '../../../shared/api/contract';
import { publicRoute } from '../../http/route';
import * as content from './content';
import * as pages from './content-pages';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  publicRoute(app, listPromotions, async ({ query, partner, app }) => ({
    data: await content.listPromotions(app.db, partner.id, query.lang ?? 'th', app.now(), query),
  }));

  publicRoute(app, getPromotion, async ({ params, query, partner, app }) => ({
    data: await content.getPromotion(app.db, partner.id, params.id, query.lang ?? 'th', app.now()),
  }));

  publicRoute(app, listArticles, async ({ query, partner, app }) => ({
    data: await content.listArticles(app.db, partner.id, query.lang ?? 'th', app.now(), query.source, query),
  }));

  publicRoute(app, getArticle, async ({ params, query, partner, app }) => ({
    data: await content.getArticle(app.db, partner.id, params.id, query.lang ?? 'th', app.now()),
  }));

  publicRoute(app, listHelpPages, ({ query, partner, app }) => ({
    data: { items: pages.listHelpPages(app.partners, partner, query.lang ?? 'th') },
  }));

  publicRoute(app, getHelpPage, ({ params, query, partner, app }) => ({
    data: pages.getHelpPage(app.partners, partner, params.type, query.lang ?? 'th'),
  }));
}
