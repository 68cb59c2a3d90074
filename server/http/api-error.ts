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
