/**
 * The app's one way to call the API: x-api-key of the current partner and the member's bearer token
 * on every call, JSON in and out, the API's error shape turned into an ApiRequestError carrying the
 * server's Thai and English message. docs/spec.md section 7: no retry and no time-out.
 *
 * callApi('changePassword', { body }) is typed from the contract: its operation ids, path parameters,
 * query, body and answer. Only types come from the contract (`import type`): importing its zod
 * schemas at run time would put zod on the first route (docs/decisions/003-bundle-budgets.md); the
 * method and path come from the zod-free route table (docs/decisions/025-typed-api-route-table.md).
 */
import type { z } from 'zod';
import type { OperationsById } from '../../shared/api/contract';
import {
  type HttpMethod,
  MEMBER_API_ROUTES,
  type OperationId,
  PARTNER_VERSION_HEADER,
} from '../../shared/api/routes';
import { authStore } from './auth-store';
import { notePartnerVersion, usePartnerStore } from './partner-store';

type Request<K extends OperationId> = OperationsById[K]['request'];
type In<R, P extends string> = R extends { [Q in P]: infer T extends z.ZodType } ? z.input<T> : never;

export type ResponseOf<K extends OperationId> = z.output<OperationsById[K]['response']>;
export type BodyOf<K extends OperationId> = In<Request<K>, 'body'>;
export type QueryOf<K extends OperationId> = In<Request<K>, 'query'>;
export type ParamsOf<K extends OperationId> = In<Request<K>, 'params'>;

/** An object type with nothing required in it: `Nothing extends T` when every key of T is optional. */
type Nothing = Record<never, never>;

/** A part the operation takes: required unless its input may be left out; forbidden when it has none. */
type Part<P extends string, T> = [T] extends [never]
  ? { [Q in P]?: never }
  : undefined extends T
    ? { [Q in P]?: T }
    : Nothing extends T
      ? { [Q in P]?: T }
      : { [Q in P]: T };

/** What callApi takes for an operation; multipart operations take their form as FormData. */
export type CallOptions<K extends OperationId> = Part<'params', ParamsOf<K>> &
  Part<'query', QueryOf<K>> &
  Part<'body', Request<K> extends { multipart: z.ZodType } ? FormData : BodyOf<K>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Creates: the user action's key, reused on retry (src/components/form/idempotency-key.ts). */
    idempotencyKey?: string;
  };

/** The options argument may be left out only when nothing in it is required. */
type CallArgs<K extends OperationId> =
  Nothing extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

export interface LocalizedText {
  th: string;
  en: string;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The catalogue code (shared/api/errors.ts), or NETWORK_ERROR / UNEXPECTED_RESPONSE from here. */
    readonly code: string,
    /** The member-facing message from the server, when it sent one. */
    readonly localized: LocalizedText | null,
    readonly details: unknown = undefined,
    readonly correlationId: string | null = null,
  ) {
    super(`${code} (${status})`);
    this.name = 'ApiRequestError';
  }

  /** The message in `lang`, or null when the server sent none (use a screen's own fallback). */
  messageIn(lang: 'th' | 'en'): string | null {
    return this.localized?.[lang] ?? null;
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key (docs/decisions/029-idempotency-keys.md). */
  idempotencyKey?: string;
}

/** `/api/v1/cards/{id}` + {id: 'c1'} → `/api/v1/cards/c1` (values URL-encoded). */
export function buildPath(
  template: string,
  params: RequestOptions['params'] = {},
  query: RequestOptions['query'] = {},
) {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, String(v));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

function readError(
  body: unknown,
): { code: string; message: LocalizedText | null; details?: unknown; correlation_id?: string } | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; message?: unknown; details?: unknown; correlation_id?: unknown };
  if (typeof e.code !== 'string') return null;
  const m = e.message as Partial<LocalizedText> | undefined;
  const message = m && typeof m.th === 'string' && typeof m.en === 'string' ? { th: m.th, en: m.en } : null;
  return {
    code: e.code,
    message,
    details: e.details,
    ...(typeof e.correlation_id === 'string' ? { correlation_id: e.correlation_id } : {}),
  };
}

/**
 * The partner's x-api-key and the member's bearer token, built here only: every request to the API
 * carries them, whether through callApi, a member-only file (fetchAuthed) or an upload (tus).
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const apiKey = usePartnerStore.getState().partner?.api_key;
  if (apiKey) headers['x-api-key'] = apiKey;
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * What the app does about a refusal wherever the request came from: a 401 AUTH_REQUIRED of the
 * session that sent it signs the member out; a 403 CONSENT_REQUIRED (a forced consent update is
 * pending) is signalled, and the app reacts (src/app/main.tsx).
 */
export function noteRefusal(status: number, code: string | undefined, sentToken: string | null) {
  const auth = authStore.getState();
  if (status === 401 && code === 'AUTH_REQUIRED' && sentToken && sentToken === auth.token)
    auth.setToken(null);
  if (status === 403 && code === 'CONSENT_REQUIRED') auth.signalConsentRequired();
}

/** The error code of an API error body (JSON text or parsed), if it is one. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    try {
      return readError(JSON.parse(body))?.code;
    } catch {
      return undefined;
    }
  }
  return readError(body)?.code;
}

/**
 * A member-only file the API serves (card photos): fetched with the same headers as every call, and
 * the same reaction to a refusal. The caller reads the answer (a blob).
 */
export async function fetchAuthed(url: string, init: RequestInit = {}): Promise<Response> {
  const sentToken = authStore.getState().token;
  const res = await fetch(url, {
    credentials: 'same-origin',
    referrerPolicy: 'no-referrer',
    ...init,
    headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) },
  });
  if (res.status === 401 || res.status === 403) {
    const body = await res
      .clone()
      .text()
      .catch(() => '');
    noteRefusal(res.status, errorCodeOf(body), sentToken);
  }
  return res;
}

/** The untyped request under callApi (and its tests); the app calls operations with callApi. */
export async function apiRequest(
  method: HttpMethod,
  template: string,
  opts: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers, ...authHeaders() };
  const token = authStore.getState().token;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(buildPath(template, opts.params, opts.query), {
      method,
      headers,
      body,
      signal: opts.signal,
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'NETWORK_ERROR', null);
  }
  // The partner's live configuration version: a change is fetched at the next navigation.
  notePartnerVersion(res.headers?.get?.(PARTNER_VERSION_HEADER));
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const err = readError(json);
    noteRefusal(res.status, err?.code, token);
    throw new ApiRequestError(
      res.status,
      err?.code ?? 'UNEXPECTED_RESPONSE',
      err?.message ?? null,
      err?.details,
      err?.correlation_id ?? res.headers.get('x-correlation-id'),
    );
  }
  return json;
}

type Route = { method: HttpMethod; path: string };
/** The routes this app calls: the member operations, plus what addApiRoutes adds (the staff app). */
const routes: Partial<Record<OperationId, Route>> = { ...MEMBER_API_ROUTES };

/**
 * Adds operations' routes to this client: the staff app adds STAFF_API_ROUTES at start
 * (previewer/api/staff-routes.ts), so the member app's bundle never carries them.
 */
export function addApiRoutes(more: Partial<Record<OperationId, Route>>): void {
  Object.assign(routes, more);
}

/** Calls an operation of the contract by its operationId, typed from the contract. */
export async function callApi<K extends OperationId>(
  operationId: K,
  ...[options]: CallArgs<K>
): Promise<ResponseOf<K>> {
  const route = routes[operationId];
  if (!route)
    throw new Error(`${operationId} is not an operation of this app (addApiRoutes adds staff routes)`);
  const { method, path } = route;
  return (await apiRequest(method, path, options as RequestOptions)) as ResponseOf<K>;
}
