/**
 * Answers to requests that never become Fastify requests (docs/security.md 13: every response carries
 * the security headers):
 * - Node's parser refuses them (garbage request line 400, header fields too large 431, timeout 408):
 *   the http server's 'clientError' event, written to the raw socket;
 * - Fastify's router refuses the URL (a malformed percent-encoding): `frameworkErrors`.
 * Always JSON in the API's one error shape: the request could not be read, so whether it was an API
 * call cannot be told, and a JSON body is harmless to a browser (nosniff, no-store).
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyServerOptions } from 'fastify';
import type { ErrorCode } from '../../shared/api/errors';
import { HEADERS } from '../../shared/api/headers';
import { errorBody } from './error-handler';
import { REQUEST_ID_HEADER } from './request-id';
import { makeNonce, responseHeaders } from './security-headers';

interface ClientError extends Error {
  code?: string;
}

/** Status and catalogue code of a Node-level client error (the codes Node's own handler uses). */
export function classifyClientError(error: ClientError): { status: number; code: ErrorCode } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'PAYLOAD_TOO_LARGE' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'VALIDATION_FAILED' };
  return { status: 400, code: 'VALIDATION_FAILED' };
}

/** The whole HTTP/1.1 response written for a Node-level client error. */
export function clientErrorResponse(error: ClientError, correlationId: string): string {
  const { status, code } = classifyClientError(error);
  // No request was read, so no request id was given: the correlation id serves as one.
  const body = JSON.stringify(errorBody(code, { requestId: correlationId, correlationId }));
  const headers: Record<string, string> = {
    ...responseHeaders(undefined, makeNonce()),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    [HEADERS.correlationId]: correlationId,
    [REQUEST_ID_HEADER]: correlationId,
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`, logging to `log`. */
export function clientErrorWriter(log: FastifyBaseLogger) {
  return (error: ClientError, socket: Socket): void => {
    // A reset connection has nobody left to answer (as in Fastify's default handler).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const correlationId = randomUUID();
    log.info({ code: error.code, correlation_id: correlationId }, 'client error');
    if (socket.writable) socket.write(clientErrorResponse(error, correlationId));
    socket.destroy(error);
  };
}

/** Fastify's `frameworkErrors`: no hook ran, so the headers are set here. */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const correlationId = randomUUID();
  request.log.info({ code: error.code, correlation_id: correlationId }, 'request refused by the router');
  // The option's type is generic over the route; this answer uses no route types.
  (reply as unknown as FastifyReply)
    .headers(responseHeaders(undefined, makeNonce()))
    .header(HEADERS.correlationId, correlationId)
    .header(REQUEST_ID_HEADER, request.id)
    .code(400)
    .type('application/json; charset=utf-8')
    .send(errorBody('VALIDATION_FAILED', { requestId: request.id, correlationId }));
};
