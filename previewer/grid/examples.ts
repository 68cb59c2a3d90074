/**
 * Real demo ids for routes that take one, so a frame of /promotion/:id shows a real promotion, not
 * "not found". The server answers them per partner for its demo member (the same member its preview
 * sessions sign in as): a card, a family card, a claim, a notification, a promotion, articles, a
 * hospital, a Telemed provider and category.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type AppHref, type AppRoute, examplePath } from '../../shared/config/routes';
import { type Examples, partnerExamplesQueryOptions } from '../api/partners';

export type { Examples };

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

/** A help page every partner has. */
const HELP_TYPE = 'faq';

/**
 * The path a frame opens for a route: with the partner's demo id where the route takes one; an
 * optional id with no demo record is left out (the list screen), a required one falls back to a
 * placeholder.
 */
export function previewPath(route: AppRoute, examples: Examples | undefined): AppHref {
  if (!route.path.includes(':')) {
    // A screen that takes its record from the query gets the demo record's query.
    const query = examples?.[route.path];
    return query?.startsWith('?') ? `${examplePath(route)}?${query.slice(1)}` : examplePath(route);
  }
  const id = route.path.startsWith('/others/') ? HELP_TYPE : examples?.[route.path];
  if (id) return examplePath(route, id, true);
  return route.path.includes('?') ? examplePath(route) : examplePath(route, 'demo-1', true);
}
