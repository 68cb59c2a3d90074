/**
 * The one mapping from a failed API call to what the member reads (issue 24: it was copied into five
 * screens): no connection is the common network message, an error the server explained is the
 * server's message in the page's language (its catalogue, shared/api/errors.ts), anything else the
 * screen's own fallback. And the one answer to "is this a page that does not exist?".
 *
 * A refusal that passes with time (429: the server sends `details.retry_after_seconds`, issue 25)
 * says how long to wait: "Too many attempts. Try again in about 45 minutes."
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

/** The wait a 429 names (`details.retry_after_seconds`, whole seconds ≥ 1), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const wait = (error.details as { retry_after_seconds?: unknown } | null | undefined)?.retry_after_seconds;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null;
}

/**
 * "45 minutes" / "45 นาที": seconds under a minute, minutes (rounded up, never promising an earlier
 * time) under an hour, else hours (nearest; the sentence says "about").
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

function waitDuration(t: Translate, seconds: number): string {
  if (seconds < 60) return t('common:errors.waitSeconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('common:errors.waitMinutes', { count: minutes });
  return t('common:errors.waitHours', { count: Math.max(1, Math.round(seconds / 3600)) });
}

/**
 * A 429's message with its wait ("Too many attempts. Try again in about 45 minutes."), or null when
 * the error names no wait. `message` is what would be said otherwise (the server's, or a fallback).
 * Also used by the forms' error mapping (src/components/form/map-api-error.ts).
 */
export function withWait(error: unknown, t: Translate, message: string): string | null {
  const wait = retryAfterSeconds(error);
  if (wait === null) return null;
  const duration = waitDuration(t, wait);
  // The catalogue's "please wait a moment" would contradict the wait: one sentence instead.
  if ((error as ApiRequestError).code === 'RATE_LIMITED') return t('common:errors.tooManyWait', { duration });
  return `${message} ${t('common:errors.retryIn', { duration })}`;
}

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
        const waited = withWait(error, t as Translate, message ?? fallback ?? t('common:errors.unexpected'));
        if (waited) return waited;
        if (message) return message;
      }
      return fallback ?? t('common:errors.unexpected');
    },
    [locale, t],
  );
}
