/**
 * Kept only for eclaim-view.tsx, which another change is rewriting (issue 24): the claim screens'
 * load states are the shared QueryState (src/components/ui/query-state.tsx) with useClaimStates
 * (../lib/states.ts), and their messages the shared useErrorMessage. Delete this file once
 * eclaim-view.tsx imports those instead.
 */
import type { ReactNode } from 'react';
import { useErrorMessage } from '../../../components/ui/error-message';
import { type QueryLike, QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/i18n';
import { useClaimStates } from '../lib/states';

/** @deprecated useErrorMessage() from src/components/ui/error-message.ts, with a translated fallback. */
export function useErrorText() {
  const { t } = useTranslation('claims');
  const message = useErrorMessage();
  return (error: unknown, fallbackKey = 'errors.loadFailed') => message(error, t(fallbackKey));
}

/** @deprecated QueryState with useClaimStates(). */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const states = useClaimStates();
  return (
    <QueryState {...states} query={query}>
      {(data) => children(data as T)}
    </QueryState>
  );
}
