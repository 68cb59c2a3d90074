/**
 * Answers for screen tests, typed from the one contract (shared/api/contract.ts): a test that stubs
 * an operation builds its body as that operation's response schema says, so a contract change that
 * the screens have not followed fails `tsc` on the tests too, not only in production.
 */
import type { z } from 'zod';
import type { OperationId, OperationsById } from '../../shared/api/contract';
import { ERROR_CATALOGUE, type ErrorCode } from '../../shared/api/errors';
import { API_ROUTES } from '../../shared/api/all-routes';
import type { ErrorBodySchema } from '../../shared/api/schemas/common';
import { jsonResponse } from './signed-in-member';

/** The body an operation answers with, as the server sends it (JSON, before the client's parsing). */
export type AnswerOf<K extends OperationId> = z.input<OperationsById[K]['response']>;
/** What an operation answers inside its `{ data }` envelope. */
export type DataOf<K extends OperationId> = AnswerOf<K> extends { data: infer D } ? D : never;

/** A 200 answer of `operation` carrying `data` in the envelope. */
export function answer<K extends OperationId>(_operation: K, data: DataOf<K>): Response {
  return jsonResponse(200, { data });
}

/**
 * The API's one error shape, with the catalogue's own status and Thai and English message for `code`
 * (a test may give other details, a correlation id, or another status).
 */
export function answerError(
  code: ErrorCode,
  extra: Partial<Omit<z.input<typeof ErrorBodySchema>['error'], 'code'>> = {},
  status: number = ERROR_CATALOGUE[code].status ?? 400,
): Response {
  const body: z.input<typeof ErrorBodySchema> = {
    error: { code, message: ERROR_CATALOGUE[code].message, request_id: 'test-request', ...extra },
  };
  return jsonResponse(status, body);
}

/** A request as `answerFor` hands it to an operation's answer: its address, path parameters and body. */
export interface AnsweredRequest {
  url: URL;
  method: string;
  params: Record<string, string>;
  body: unknown;
}

/** How `answerFor` answers an operation: its data (a 200), a Response, or either made from the request. */
export type AnswerTable = {
  [K in OperationId]?: DataOf<K> | Response | ((request: AnsweredRequest) => DataOf<K> | Response);
};

const routeMatchers = (Object.entries(API_ROUTES) as [OperationId, { method: string; path: string }][])
  .map(([operation, { method, path }]) => {
    const names: string[] = [];
    const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { operation, method, names, regex: new RegExp(`^${pattern}$`) };
  })
  // A literal segment wins over a parameter (/hospitals/areas before /hospitals/{code}).
  .sort((a, b) => a.names.length - b.names.length);

/** The operation of the route table a request calls (method and path), with its path parameters. */
export function operationOf(
  input: RequestInfo | URL,
  init?: RequestInit,
): { operation: OperationId; method: string; params: Record<string, string>; url: URL } | null {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  for (const route of routeMatchers) {
    const match = route.method === method ? route.regex.exec(url.pathname) : null;
    if (match) {
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      return { operation: route.operation, method, params, url };
    }
  }
  return null;
}

/**
 * A fetch implementation that answers each operation of `answers` as the table says (its data in the
 * `{ data }` envelope, typed by the contract) and any other request with `otherwise` (a 404 NOT_FOUND),
 * e.g. `fetchMock.mockImplementation(answerFor({ listInsurers: [], listFamily: [] }))`.
 */
export function answerFor(
  answers: AnswerTable,
  otherwise: (input: RequestInfo | URL, init?: RequestInit) => Response = () => answerError('NOT_FOUND'),
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const found = operationOf(input, init);
    const entry = found ? answers[found.operation] : undefined;
    if (!found || entry === undefined) return otherwise(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    const given =
      typeof entry === 'function'
        ? (entry as (request: AnsweredRequest) => unknown)({
            url: found.url,
            method: found.method,
            params: found.params,
            body,
          })
        : entry;
    // A Response in the table answers every call: each gets its own copy of the body.
    if (given instanceof Response) return given === entry ? given.clone() : given;
    return jsonResponse(200, { data: given });
  };
}
