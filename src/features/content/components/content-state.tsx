/**
 * Loading, error and not-found states of the content screens: a skeleton while loading, "not found"
 * for a 404 (another partner's, unknown or not yet published look the same), and the server's
 * message with a retry otherwise.
 */
import type { ReactNode } from 'react';
import type { AppHref } from '../../../config/routes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';

export interface QueryLike {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_FAILED'));

export function ContentState({
  query,
  rows = 3,
  notFound,
  children,
}: {
  query: QueryLike;
  rows?: number;
  /** Where "not found" leads back to, and its label. */
  notFound: { to: AppHref; label: string };
  children: () => ReactNode;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { error } = query;
  if (error) {
    if (isNotFound(error))
      return (
        <EmptyState
          icon={<SearchOffIcon size={48} />}
          title={t('notFound.title')}
          testId="content-not-found"
          link={{ to: notFound.to, label: notFound.label }}
        >
          <p>{t('notFound.body')}</p>
        </EmptyState>
      );
    const message =
      error instanceof ApiRequestError
        ? error.code === 'NETWORK_ERROR'
          ? t('common:errors.network')
          : (error.messageIn(locale) ?? t('errors.loadFailed'))
        : t('errors.loadFailed');
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('errors.loadFailed')}
        testId="content-load-error"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        <p role="alert">{message}</p>
      </EmptyState>
    );
  }
  if (query.isPending) return <SkeletonList rows={rows} label={t('loading')} />;
  return <>{children()}</>;
}
