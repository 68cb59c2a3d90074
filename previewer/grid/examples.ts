/**
 * Real demo ids for routes that take one, so a frame of /promotion/:id shows a real promotion, not
 * "not found". The server answers them per partner for its demo member (the same member its preview
 * sessions sign in as): a card, a family card, a claim, a notification, a promotion, articles, a
 * hospital, a Telemed provider and category.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type Examples, partnerExamplesQueryOptions } from '../api/partners';

export type { Examples };
/** The path a frame opens for a route (./preview-path.ts, pure so the route walk shares it). */
export { previewPath } from './preview-path';

/**
 * Examples of these partners as they arrive; `ready` once every one has answered (a partner whose
 * examples cannot be had has none: its frames open the list screens).
 */
export function useExamples(partnerIds: readonly string[]): {
  examples: ReadonlyMap<string, Examples>;
  ready: boolean;
} {
  const key = [...new Set(partnerIds)].sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const combine = useCallback(
    (results: { data?: Examples; isPending: boolean }[]) => ({
      examples: new Map(results.map((r, i) => [ids[i]!, r.data ?? {}])) as ReadonlyMap<string, Examples>,
      ready: results.every((r) => !r.isPending),
    }),
    [ids],
  );
  return useQueries({ queries: ids.map(partnerExamplesQueryOptions), combine });
}
