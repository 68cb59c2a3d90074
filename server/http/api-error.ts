import { ERROR_CATALOGUE, type ErrorCode } from '../../shared/api/errors';

export interface ApiErrorOptions {
  /** Overrides the catalogue's status (e.g. 415 for a VALIDATION_FAILED media type). */
  status?: number;
  details?: unknown;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error the member is meant to see: a catalogue code, its status and th/en message. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: ApiErrorOptions = {},
  ) {
    super(`${code}: ${ERROR_CATALOGUE[code].message.en}`, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status ?? ERROR_CATALOGUE[code].status ?? 500;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** The header and the body field that say how long to wait before trying again (every 429 carries both). */
export const RETRY_AFTER_HEADER = 'retry-after';

/** Whole seconds, at least 1: what a Retry-After header and `details.retry_after_seconds` carry. */
export const retrySeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/**
 * A refusal that passes with time (429 RATE_LIMITED and the like): Retry-After and
 * `details.retry_after_seconds` (RetryAfterDetailsSchema), so the app can say how long to wait.
 */
export function retryLater(code: ErrorCode, seconds: number): ApiError {
  const s = retrySeconds(seconds);
  return new ApiError(code, {
    details: { retry_after_seconds: s },
    headers: { [RETRY_AFTER_HEADER]: String(s) },
  });
}

/** The wait a refusal carries (header or body), in seconds, or null when it says none. */
export function retryAfterOf(error: ApiError): number | null {
  const header = Object.entries(error.headers).find(
    ([name]) => name.toLowerCase() === RETRY_AFTER_HEADER,
  )?.[1];
  const fromHeader = header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
  const details = error.details as { retry_after_seconds?: unknown } | null | undefined;
  const fromBody =
    details && typeof details === 'object' && typeof details.retry_after_seconds === 'number'
      ? details.retry_after_seconds
      : null;
  return fromBody ?? fromHeader;
}
