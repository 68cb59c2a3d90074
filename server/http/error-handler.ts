/**
 * One JSON error shape for the whole API:
 * `{error:{code, message:{th,en}, request_id, correlation_id?, details?}}`. `request_id` is the
 * request's id (server/http/request-id.ts), also in the X-Request-Id header and every log line.
 * - ApiError: its catalogue code, status and message.
 * - Fastify's own client errors (bad JSON, body too large…): the matching catalogue code.
 * - Database unreachable or too busy (no pool connection in time, a statement past its timeout): 503
 *   SERVICE_UNAVAILABLE with Retry-After, so clients retry instead of believing the request failed for
 *   good.
 * - Anything else: a generic 500 with a fresh correlation id, logged exactly once with the error.
 * - Every 429 says how long to wait: the Retry-After header and `details.retry_after_seconds` both,
 *   whichever of the two the refusal was made with (issue 25).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, ERROR_CATALOGUE, type ErrorCode, type FieldIssue } from '../../shared/api/errors';
import { HEADERS } from '../../shared/api/headers';
import { ApiError, RETRY_AFTER_HEADER, retryAfterOf, retryLater, retrySeconds } from './api-error';

export function errorBody(
  code: ErrorCode,
  extra: { requestId?: string; correlationId?: string; details?: unknown } = {},
): ApiErrorBody {
  return {
    error: {
      code,
      message: ERROR_CATALOGUE[code].message,
      ...(extra.requestId ? { request_id: extra.requestId } : {}),
      ...(extra.correlationId ? { correlation_id: extra.correlationId } : {}),
      ...(extra.details !== undefined ? { details: extra.details } : {}),
    },
  };
}

/**
 * PostgreSQL and network error codes that mean "the database cannot serve this right now" (it is not
 * there, or it is too busy to answer in time): the request may succeed when retried, so the answer is
 * 503 with Retry-After, never 500 (docs/security.md 17).
 */
const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED', // the server is down or restarting
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE', // written to a connection the server had already closed
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN', // its host name does not resolve for the moment (a container being replaced)
  '57P01', // admin_shutdown: pg_terminate_backend, or a server shutting down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or in recovery
  '53300', // too_many_connections: every connection slot is taken, e.g. right after a restart
  // query_canceled: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS (a lock held too long, an
  // overloaded server; docs/decisions/068-fail-fast.md), or an administrator cancelled it
  // (pg_cancel_backend). Either way nothing was done and a retry may succeed. The code is the only
  // sure sign: the message is translated by the server's lc_messages.
  '57014',
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  'RATE_LIMIT_STORE_UNAVAILABLE', // Redis behind the rate limits (server/platform/rate-limit.ts)
]);

/**
 * node-postgres's own connection errors carry no code, only these messages: the socket ended
 * ("Connection terminated unexpectedly"), no connection within the pool's wait, DATABASE_POOL_WAIT_MS
 * ("Connection terminated due to connection timeout" when opening one took too long, "timeout exceeded
 * when trying to connect" when the pool stayed full: docs/decisions/068-fail-fast.md), or a query sent
 * on a client whose connection already failed ("Client has encountered a connection error and is not
 * queryable"; a transaction's ROLLBACK after its connection died throws this one).
 */
const DB_UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE.has(code)) return true;
    if (current instanceof Error && DB_UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client waits before retrying a request the database could not serve. */
const RETRY_AFTER_SECONDS = '5';

/**
 * The answer to a server-side failure. A connection-level failure is a 503 with Retry-After, also when
 * a service wrapped it in an error of its own: a catalogue 503 (e.g. LOGIN_UNAVAILABLE) keeps its
 * code and gains Retry-After, any other 5xx becomes SERVICE_UNAVAILABLE.
 */
function serverFailure(error: FastifyError, known: ApiError | null): ApiError {
  if (!isDatabaseUnavailable(error)) return known ?? new ApiError('INTERNAL_ERROR', { cause: error });
  if (known?.status === 503) {
    if (Object.keys(known.headers).some((name) => name.toLowerCase() === 'retry-after')) return known;
    return new ApiError(known.code, {
      status: known.status,
      details: known.details,
      headers: { ...known.headers, 'retry-after': RETRY_AFTER_SECONDS },
      cause: known.cause,
    });
  }
  return new ApiError('SERVICE_UNAVAILABLE', {
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
    cause: known?.cause ?? error,
  });
}

const FASTIFY_RETRY_AFTER_SECONDS = 60;

/**
 * A 429 with its wait in both places: the header from `details.retry_after_seconds`, or the body field
 * from the header. A refusal that names no wait (OTP_LOCKED: ask for a new code now) is left as it is.
 */
function withRetryAfter(error: ApiError): ApiError {
  if (error.status !== 429) return error;
  const wait = retryAfterOf(error);
  if (wait === null) return error;
  const s = retrySeconds(wait);
  const details = error.details;
  const merged =
    details && typeof details === 'object' && !Array.isArray(details)
      ? { ...(details as Record<string, unknown>), retry_after_seconds: s }
      : details === undefined || details === null
        ? { retry_after_seconds: s }
        : details;
  const headers = Object.fromEntries(
    Object.entries(error.headers).filter(([name]) => name.toLowerCase() !== RETRY_AFTER_HEADER),
  );
  return new ApiError(error.code, {
    status: error.status,
    details: merged,
    headers: { ...headers, [RETRY_AFTER_HEADER]: String(s) },
    cause: error.cause,
  });
}

/** Maps Fastify's own 4xx errors to catalogue codes. */
function fromFastifyError(error: FastifyError): ApiError | null {
  const status = error.statusCode;
  if (!status || status >= 500) return null;
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE');
  if (status === 404) return new ApiError('NOT_FOUND');
  // Fastify itself says no wait: a minute, so the member is still told one.
  if (status === 429) return retryLater('RATE_LIMITED', FASTIFY_RETRY_AFTER_SECONDS);
  const details: FieldIssue[] = [{ path: 'body', code: error.code ?? 'invalid', message: error.message }];
  return new ApiError('VALIDATION_FAILED', { status, details });
}

function send(reply: FastifyReply, refusal: ApiError, correlationId?: string) {
  const error = withRetryAfter(refusal);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  if (correlationId) reply.header(HEADERS.correlationId, correlationId);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error.code, { requestId: reply.request.id, correlationId, details: error.details }));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (known && known.status < 500) {
      request.log.info({ code: known.code, status: known.status }, 'request refused');
      return send(reply, known);
    }
    const apiError = serverFailure(error, known);
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
