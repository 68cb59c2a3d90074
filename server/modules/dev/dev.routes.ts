/** Development helpers; none of these exist in production mode. */
import type { FastifyInstance } from 'fastify';
import { getDevOutbox } from '../../../shared/api/contract';
import { publicRoute } from '../../http/route';
import { listOutbox } from '../messaging/messaging';

export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.ctx.config.isProduction) return;
  publicRoute(app, getDevOutbox, async ({ query, app }) => {
    const rows = await listOutbox(app.db, { recipient: query.recipient }, app.config.delivery.outboxKey);
    return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
  });
}
