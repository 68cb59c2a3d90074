/**
 * Real demo ids for routes that take one, so a frame of /promotion/:id shows a real promotion, not
 * "not found". The server answers them per partner for its demo member (the same member its preview
 * sessions sign in as): a card, a family card, a claim, a notification, a promotion, articles, a
 * hospital, a Telemed provider and category.
 */
import { useEffect, useState } from 'react';
import { type AppHref, type AppRoute, examplePath, type RoutePattern } from '../../src/config/routes';
import { callApi } from '../../src/lib/api-client';

export type Examples = Partial<Record<RoutePattern, string>>;

const cache = new Map<string, Promise<Examples>>();

export function partnerExamples(partnerId: string): Promise<Examples> {
  let pending = cache.get(partnerId);
  if (!pending) {
    pending = callApi('getStaffPartnerExamples', { params: { partner_id: partnerId } }).then(
      (r) => r.data as Examples,
      () => {
        cache.delete(partnerId);
        return {};
      },
    );
    cache.set(partnerId, pending);
  }
  return pending;
}

/** Examples of these partners as they arrive; `ready` once every one has answered. */
export function useExamples(partnerIds: readonly string[]): {
  examples: ReadonlyMap<string, Examples>;
  ready: boolean;
} {
  const key = [...new Set(partnerIds)].sort().join(',');
  const [state, setState] = useState<{ key: string; examples: ReadonlyMap<string, Examples> }>({
    key: '',
    examples: new Map(),
  });
  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',') : [];
    Promise.all(ids.map((id) => partnerExamples(id).then((e) => [id, e] as const))).then((pairs) => {
      if (live) setState({ key, examples: new Map(pairs) });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { examples: state.examples, ready: state.key === key };
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
