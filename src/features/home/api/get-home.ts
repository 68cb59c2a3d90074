/**
 * GET /api/v2/home: the signed-in member's home data (docs/spec.md section 7, x-api-key and bearer token).
 * Server state in TanStack Query like every screen's, but home is measured against the first route's
 * budget: nothing here imports TanStack Query statically; useHome loads it after the first paint
 * (docs/decisions/003-bundle-budgets.md, src/lib/query.tsx observeQuery).
 */
import { useEffect, useState } from 'react';
import { callApi, type ResponseOf } from '../../../lib/api-client';

type Lang = 'th' | 'en';
export type HomeData = ResponseOf<'getHome'>['data'];

export const getHome = async (lang: Lang, signal?: AbortSignal): Promise<HomeData> =>
  (await callApi('getHome', { query: { lang }, signal })).data;

export const homeKeys = {
  all: ['home'] as const,
  data: (lang: Lang) => ['home', lang] as const,
};

/** Key and loader of the home data, in the shape TanStack Query's useQuery / prefetchQuery take. */
export const getHomeQueryOptions = (lang: Lang) => ({
  queryKey: homeKeys.data(lang),
  queryFn: ({ signal }: { signal: AbortSignal }) => getHome(lang, signal),
});

/**
 * The home data in `lang` while `enabled` (the member is signed in); null before it arrives and when
 * signed out; a failed call leaves what was there (the screen then shows its generic texts). Read
 * from the one TanStack Query cache through observeQuery (src/lib/query.tsx), imported when needed.
 */
export function useHome(lang: Lang, enabled: boolean): HomeData | null {
  const [home, setHome] = useState<HomeData | null>(null);
  useEffect(() => {
    if (!enabled) {
      setHome(null);
      return;
    }
    let stop: (() => void) | null = null;
    let live = true;
    void import('../../../lib/query').then(({ observeQuery }) => {
      if (!live) return;
      stop = observeQuery(getHomeQueryOptions(lang), ({ data }) => {
        if (data !== undefined) setHome(data);
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [lang, enabled]);
  return home;
}
