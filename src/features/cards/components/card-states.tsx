/**
 * The words of the card screens' load states (src/components/ui/query-state.tsx), in one place: "page
 * not found" for a 404 (another member's or a deleted card looks exactly like one that never
 * existed), a log-in prompt when the session has ended, and the failure with a retry otherwise.
 */
import type { ReactNode } from 'react';
import type { CardDetail } from '../../../../shared/api/schemas/cards';
import { NotFoundState, QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/i18n';
import { useCard } from '../api/get-card';

export function useCardStates() {
  const { t } = useTranslation('cards');
  return {
    failed: { title: t('errors.loadFailed'), testId: 'cards-load-error' },
    notFound: {
      title: t('detail.notFoundTitle'),
      body: t('detail.notFoundBody'),
      testId: 'card-not-found',
      link: { to: '/coverages', label: t('common:routes.coverages') },
    },
    signedOut: {
      title: t('list.sessionExpired'),
      testId: 'cards-session-expired',
      link: { to: '/login', label: t('errors.logIn') },
    },
  } as const;
}

/** "Page not found" for a card: unknown, another member's, deleted, or not editable by this member. */
export function CardNotFound() {
  return <NotFoundState {...useCardStates().notFound} />;
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
  const states = useCardStates();
  const query = useCard(cardId ?? undefined);
  if (!cardId) return <NotFoundState {...states.notFound} />;
  return (
    <QueryState {...states} query={query} loadingLabel={t('detail.loading')}>
      {(detail) => children(detail)}
    </QueryState>
  );
}
