/** Loading, error (with retry) and not-found states of the claim screens. */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';

/** The server's message in the page's language, else a fallback. */
export function useErrorText() {
  const locale = useLocale();
  const { t } = useTranslation('claims');
  return (error: unknown, fallbackKey = 'errors.loadFailed') => {
    if (error instanceof ApiRequestError) {
      if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
      const msg = error.messageIn(locale);
      if (msg) return msg;
    }
    return t(fallbackKey);
  };
}

export function QueryView<T>({
  query,
  children,
  notFound,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
  notFound?: ReactNode;
}) {
  const { t } = useTranslation('claims');
  const message = useErrorText();
  if (query.isPending) return <SkeletonList rows={3} label={t('loading')} />;
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 0;
    if (notFound && (status === 404 || status === 400)) return <>{notFound}</>;
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('errors.title')}
        testId="claims-error"
        action={
          <Button onClick={() => void query.refetch()} block>
            {t('retry')}
          </Button>
        }
      >
        <p>{message(query.error)}</p>
      </EmptyState>
    );
  }
  return <>{children(query.data as T)}</>;
}

export function ClaimNotFound() {
  const { t } = useTranslation('claims');
  return (
    <EmptyState
      icon={<SearchOffIcon size={48} />}
      title={t('status.notFound')}
      testId="claim-not-found"
      link={{ to: '/claim-status', label: t('status.backToList') }}
    />
  );
}
