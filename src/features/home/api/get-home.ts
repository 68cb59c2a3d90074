/**
 * GET /api/v2/home: the signed-in member's home data (docs/spec.md section 7, x-api-key and bearer token).
 * The hook keeps plain React state rather than TanStack Query: home is measured against the first
 * route's budget and TanStack Query is loaded only by screens that need it
 * (docs/decisions/003-bundle-budgets.md, src/lib/query.tsx).
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
  queryFn: ({ signal }: { signal?: AbortSignal }) => getHome(lang, signal),
});

/**
 * The home data in `lang` while `enabled` (the member is signed in); null before it arrives, when
 * signed out, and when the call fails (the screen then shows its generic texts).
 */
export function useHome(lang: Lang, enabled: boolean): HomeData | null {
  const [home, setHome] = useState<HomeData | null>(null);
  useEffect(() => {
    if (!enabled) {
      setHome(null);
      return;
    }
    const abort = new AbortController();
    getHomeQueryOptions(lang)
      .queryFn({ signal: abort.signal })
      .then(setHome)
      .catch(() => {});
    return () => abort.abort();
  }, [lang, enabled]);
  return home;
}
