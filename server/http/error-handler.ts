/**
 * One JSON error shape for the whole API: `{error:{code, message:{th,en}, correlation_id?, details?}}`.
 * - ApiError: its catalogue code, status and message.
 * - Fastify's own client errors (bad JSON, body too large…): the matching catalogue code.
 * - Database unreachable: 503 SERVICE_UNAVAILABLE with Retry-After, so clients retry instead of
 *   believing the request failed for good.
 * - Anything else: a generic 500 with a fresh correlation id, logged exactly once with the error.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, ERROR_CATALOGUE, type ErrorCode, type FieldIssue } from '../../src/api/errors';
import { HEADERS } from '../../src/api/headers';
import { ApiError } from './api-error';

export function errorBody(
  code: ErrorCode,
  extra: { correlationId?: string; details?: unknown } = {},
): ApiErrorBody {
  return {
    error: {
      code,
      message: ERROR_CATALOGUE[code].message,
      ...(extra.correlationId ? { correlation_id: extra.correlationId } : {}),
      ...(extra.details !== undefined ? { details: extra.details } : {}),
    },
  };
}

/** PostgreSQL and network error codes that mean "the database is not there right now". */
const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  'RATE_LIMIT_STORE_UNAVAILABLE', // Redis behind the rate limits (server/services/rate-limit.ts)
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE.has(code)) return true;
    if (current instanceof Error && /Connection terminated|connection timeout/i.test(current.message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps Fastify's own 4xx errors to catalogue codes. */
function fromFastifyError(error: FastifyError): ApiError | null {
  const status = error.statusCode;
  if (!status || status >= 500) return null;
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE');
  if (status === 404) return new ApiError('NOT_FOUND');
  if (status === 429) return new ApiError('RATE_LIMITED');
  const details: FieldIssue[] = [{ path: 'body', code: error.code ?? 'invalid', message: error.message }];
  return new ApiError('VALIDATION_FAILED', { status, details });
}

function send(reply: FastifyReply, error: ApiError, correlationId?: string) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  if (correlationId) reply.header(HEADERS.correlationId, correlationId);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error.code, { correlationId, details: error.details }));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (known && known.status < 500) {
      request.log.info({ code: known.code, status: known.status }, 'request refused');
      return send(reply, known);
    }
    const apiError =
      known ??
      (isDatabaseUnavailable(error)
        ? new ApiError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' }, cause: error })
        : new ApiError('INTERNAL_ERROR', { cause: error }));
    // The one log line that carries this id: support finds it from the id the member quotes.
    const correlationId = randomUUID();
    request.log.error(
      { err: known ? (known.cause ?? known) : error, correlation_id: correlationId, code: apiError.code },
      'request failed',
    );
    return send(reply, apiError, correlationId);
  });

  app.setNotFoundHandler((_request, reply) => send(reply, new ApiError('NOT_FOUND')));
}
