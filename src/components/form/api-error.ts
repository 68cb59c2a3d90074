import type { ApiRequestError } from '../../lib/api-client';

/**
 * A structural check rather than `instanceof`: importing the API client here would put it in the
 * JavaScript /login needs before its first paint (docs/decisions/003-bundle-budgets.md).
 */
export function asApiError(error: unknown): ApiRequestError | null {
  return error instanceof Error && error.name === 'ApiRequestError' ? (error as ApiRequestError) : null;
}
