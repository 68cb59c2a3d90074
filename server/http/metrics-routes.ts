/**
 * The request side of the metrics (server/metrics.ts, docs/decisions/072-health-drain-metrics.md):
 * one onResponse hook observes every answer by route pattern and status, and counts the bytes a tus
 * PATCH stored (its Upload-Offset after minus before: the same whatever the store); /metrics on the
 * main port answers behind METRICS_TOKEN, or a JSON 404 when no token is set (never public).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics';
import { hasMetricsToken } from '../metrics';
import { ApiError } from './api-error';

export const METRICS_PATH = '/metrics';

/** Bytes a tus answer says it stored: Upload-Offset of the answer minus that of the request. */
export function tusBytesStored(request: FastifyRequest, reply: FastifyReply): number {
  const status = reply.statusCode;
  if (!((request.method === 'PATCH' && status === 204) || (request.method === 'POST' && status === 201)))
    return 0;
  const after = Number(reply.raw.getHeader('upload-offset'));
  if (!Number.isSafeInteger(after) || after <= 0) return 0;
  const header = request.headers['upload-offset'];
  const before = request.method === 'POST' ? 0 : Number(header);
  return Number.isSafeInteger(before) && before >= 0 && after > before ? after - before : 0;
}

/** Registers the hook on the root instance (every route) and the main port's /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  // A callback hook: no promise per request (decision 069).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    if (request.method === 'PATCH' || request.method === 'POST') {
      const bytes = tusBytesStored(request, reply);
      if (bytes > 0) metrics.uploadBytes.inc({ kind: 'tus' }, bytes);
    }
    done();
  });

  if (token === null) {
    app.all(METRICS_PATH, async () => {
      throw new ApiError('NOT_FOUND');
    });
    return;
  }
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!hasMetricsToken(request.headers.authorization, token))
      throw new ApiError('AUTH_REQUIRED', { headers: { 'www-authenticate': 'Bearer' } });
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
