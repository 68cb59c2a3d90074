/**
 * The app's one way to call the API: x-api-key of the current partner and the member's bearer token
 * on every call, JSON in and out, the API's error shape turned into an ApiRequestError carrying the
 * server's Thai and English message. Spec section 7: no retry and no time-out.
 *
 * Only types come from the contract (`import type`): importing its zod schemas at run time would put
 * zod on the first route (docs/decisions/003-bundle-budgets.md).
 */
import type { z } from 'zod';
import type { Operation } from '../api/contract';
import { authStore } from './auth-store';
import { usePartnerStore } from './partner-store';

export type ResponseOf<O extends Operation> = z.output<O['response']>;
type In<R, K extends string> = R extends { [P in K]: infer T }
  ? T extends z.ZodType
    ? z.input<T>
    : never
  : never;
export type BodyOf<O extends Operation> = In<O['request'], 'body'>;
export type QueryOf<O extends Operation> = In<O['request'], 'query'>;
export type ParamsOf<O extends Operation> = In<O['request'], 'params'>;

export interface LocalizedText {
  th: string;
  en: string;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The catalogue code (src/api/errors.ts), or NETWORK_ERROR / UNEXPECTED_RESPONSE from here. */
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

export async function apiRequest<T>(method: string, template: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const apiKey = usePartnerStore.getState().partner?.api_key;
  if (apiKey) headers['x-api-key'] = apiKey;
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
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
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const err = readError(json);
    if (res.status === 401 && token && err?.code === 'AUTH_REQUIRED') authStore.getState().setToken(null);
    // A forced consent update is pending: the app reacts wherever the call came from (src/app/main.tsx).
    if (res.status === 403 && err?.code === 'CONSENT_REQUIRED') authStore.getState().signalConsentRequired();
    throw new ApiRequestError(
      res.status,
      err?.code ?? 'UNEXPECTED_RESPONSE',
      err?.message ?? null,
      err?.details,
      err?.correlation_id ?? res.headers.get('x-correlation-id'),
    );
  }
  return json as T;
}

/** Typed call of a contract operation: `callApi<typeof getHome>(getHomeRoute, { query: { lang } })`. */
export function callApi<O extends Operation>(
  route: { method: O['method']; path: O['path'] },
  opts: Omit<RequestOptions, 'body' | 'query' | 'params'> & {
    body?: BodyOf<O>;
    query?: QueryOf<O>;
    params?: ParamsOf<O>;
  } = {},
): Promise<ResponseOf<O>> {
  return apiRequest<ResponseOf<O>>(route.method, route.path, opts as RequestOptions);
}
