/**
 * The service API of the TPA's core claims system (docs/integration.md): POST
 * /api/service/v1/claims/{id}/events, authenticated by x-service-key; the rules, the idempotency and
 * the audit actor are the service's (server/modules/service/service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { postServiceClaimEvent } from '../../../shared/api/contract';
import { HEADERS } from '../../../shared/api/headers';
import { SERVICE_KEY_HEADER } from '../../../shared/api/schemas/service-claims';
import { ApiError } from '../../http/api-error';
import { publicRoute } from '../../http/route';
import { authenticateServiceKey, postClaimEvent } from './service';

export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  publicRoute(app, postServiceClaimEvent, async ({ params, body, request, reply, app }) => {
    const key = request.headers[SERVICE_KEY_HEADER];
    const integration = await authenticateServiceKey(app.db, typeof key === 'string' ? key : undefined);
    if (!integration) throw new ApiError('SERVICE_KEY_INVALID');
    const { answer, replayed } = await postClaimEvent(app, integration, params.id, body, String(request.id));
    if (replayed) reply.header(HEADERS.idempotentReplayed, 'true');
    return answer;
  });
}
