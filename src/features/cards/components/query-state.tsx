/**
 * Loading, error and not-found states shared by the card screens: a skeleton while loading, "page not
 * found" for a 404 (another member's or a deleted card looks exactly like one that never existed), a
 * log-in prompt when the session has ended, and the server's message with a retry otherwise.
 */
import type { ReactNode } from 'react';
import type { CardDetail } from '../../../api/schemas/cards';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useCard } from '../api/get-card';

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

/** What a screen needs of a TanStack query to show its state (one query, or several combined). */
export interface QueryLike {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** "Page not found" for a card: unknown, another member's, deleted, or not editable by this member. */
export function CardNotFound() {
  const { t } = useTranslation('cards');
  return (
    <EmptyState
      icon={<SearchOffIcon size={48} />}
      title={t('detail.notFoundTitle')}
      testId="card-not-found"
      link={{ to: '/coverages', label: t('common:routes.coverages') }}
    >
      <p>{t('detail.notFoundBody')}</p>
    </EmptyState>
  );
}

/** The query's error as a state, a skeleton while it loads, else what children() renders. */
export function QueryState({
  query,
  loadingLabel,
  rows = 3,
  children,
}: {
  query: QueryLike;
  loadingLabel: string;
  rows?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('cards');
  const message = useErrorMessage();
  const { error } = query;
  if (error) {
    if (isStatus(error, 404) || isMalformedId(error)) return <CardNotFound />;
    if (isStatus(error, 401)) {
      return (
        <EmptyState
          icon={<AlertIcon size={48} />}
          title={t('list.sessionExpired')}
          testId="cards-session-expired"
          link={{ to: '/login', label: t('errors.logIn') }}
        />
      );
    }
    return (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('errors.loadFailed')}
        testId="cards-load-error"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        <p role="alert">{message(error)}</p>
      </EmptyState>
    );
  }
  if (query.isPending) return <SkeletonList rows={rows} label={loadingLabel} />;
  return <>{children()}</>;
}

/**
 * One card's detail for the screens that show or change it (/coverages/{id}, the coverage forms): a
 * missing id is "page not found" like an unknown one, then the query's states, then children(detail).
 */
export function CardQueryState({
  cardId,
  children,
}: {
  cardId: string | null | undefined;
  children: (detail: CardDetail) => ReactNode;
}) {
  const { t } = useTranslation('cards');
  const query = useCard(cardId ?? undefined);
  if (!cardId) return <CardNotFound />;
  return (
    <QueryState query={query} loadingLabel={t('detail.loading')}>
      {() => (query.data ? children(query.data) : null)}
    </QueryState>
  );
}
