import { useMatches } from 'react-router';
import type { AppRoute, Locale } from '../../shared/config/routes';

export interface RouteHandle {
  route: AppRoute;
  locale: Locale;
}

/** The route-table entry of the deepest matched route (title, access, parent, tab). */
export function useRouteMeta(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle;
  }
  return null;
}
