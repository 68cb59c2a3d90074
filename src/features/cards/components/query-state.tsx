/**
 * Kept only for card-form-view.tsx and coverage-form-view.tsx, which another change is rewriting
 * (issue 24): the card screens' load states are the shared QueryState
 * (src/components/ui/query-state.tsx) with useCardStates, CardNotFound and CardQueryState
 * (./card-states.tsx). Delete this file once those two import those instead.
 */
import type { ReactNode } from 'react';
import { type QueryLike, QueryState as SharedQueryState } from '../../../components/ui/query-state';
import { useCardStates } from './card-states';

export { CardNotFound, CardQueryState } from './card-states';

/** @deprecated the shared QueryState with useCardStates(). */
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
  const states = useCardStates();
  return (
    <SharedQueryState {...states} query={query} loadingLabel={loadingLabel} rows={rows}>
      {() => children()}
    </SharedQueryState>
  );
}
