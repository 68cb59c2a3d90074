/**
 * The one mapping from a failed API call to what the member reads (issue 24: it was copied into five
 * screens): no connection is the common network message, an error the server explained is the
 * server's message in the page's language (its catalogue, shared/api/errors.ts), anything else the
 * screen's own fallback. And the one answer to "is this a page that does not exist?".
 */
import { useCallback } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';

/** `error` is an ApiRequestError with this HTTP status. */
export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

/**
 * A 400 about a path parameter means the id in the address is not an id at all (a typo, a pasted
 * fragment): to the member that is the same "page not found" as an id that does not exist.
 */
export const isMalformedId = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 400 &&
  error.code === 'VALIDATION_FAILED' &&
  Array.isArray(error.details) &&
  error.details.some(
    (d) =>
      typeof (d as { path?: unknown })?.path === 'string' &&
      (d as { path: string }).path.startsWith('params.'),
  );

/** "Page not found": unknown, another member's or partner's, deleted, or an id that is not one. */
export const isNotFound = (error: unknown) => isStatus(error, 404) || isMalformedId(error);

/**
 * `message(error, fallback?)`: the translated message for a failed call. `fallback` is the screen's
 * own text for an error the server did not explain (default: the common "something went wrong").
 */
export function useErrorMessage() {
  const locale = useLocale();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback?: string): string => {
      if (error instanceof ApiRequestError) {
        if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
        const message = error.messageIn(locale);
        if (message) return message;
      }
      return fallback ?? t('common:errors.unexpected');
    },
    [locale, t],
  );
}
