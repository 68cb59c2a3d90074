/**
 * Loading, error and not-found states shared by the card screens: a skeleton while loading, "page not
 * found" for a 404 (another member's or a deleted card looks exactly like one that never existed), a
 * log-in prompt when the session has ended, and the server's message with a retry otherwise.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';

/** The server's message in the page's language, else a fallback from cards.json. */
export function useErrorMessage() {
  const locale = useLocale();
  const { t } = useTranslation('cards');
  return (error: unknown, fallbackKey = 'errors.loadFailed') => {
    if (error instanceof ApiRequestError) {
      if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
      const msg = error.messageIn(locale);
      if (msg) return msg;
    }
    return t(fallbackKey);
  };
}

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

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

export function QueryState({
  isPending,
  error,
  onRetry,
  loadingLabel,
  rows = 3,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  rows?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const message = useErrorMessage();
  if (error) {
    if (isStatus(error, 404) || isMalformedId(error)) {
      return (
        <EmptyState
          icon={<SearchOffIcon size={48} />}
          title={t('detail.notFoundTitle')}
          testId="card-not-found"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/coverages')}>
              {t('common:routes.coverages')}
            </Link>
          }
        >
          <p>{t('detail.notFoundBody')}</p>
        </EmptyState>
      );
    }
    if (isStatus(error, 401)) {
      return (
        <EmptyState
          icon={<AlertIcon size={48} />}
          title={t('list.sessionExpired')}
          testId="cards-session-expired"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/login')}>
              {t('errors.logIn')}
            </Link>
          }
        />
      );
    }
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('errors.loadFailed')}
        testId="cards-load-error"
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      >
        <p role="alert">{message(error)}</p>
      </EmptyState>
    );
  }
  if (isPending) return <SkeletonList rows={rows} label={loadingLabel} />;
  return <>{children()}</>;
}
