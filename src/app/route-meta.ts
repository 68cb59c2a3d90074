import { useMatches } from 'react-router';
import type { AppRoute, Locale } from '../../shared/config/routes';

export interface RouteHandle {
  route: AppRoute;
  locale: Locale;
}

/**
 * The route-table entry of the deepest matched route (title, access, parent, tab), or null when that
 * route did not load: its loader refused the address (a bad parameter such as /promotion/%3Cscript%3E
 * is "page not found"), so the page is the error screen and must not carry the route's title
 * (issue 25). Every route's loader answers null when it lets the page through; a refused one leaves
 * no data at all.
 */
export function useRouteMeta(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.route) return match?.data === undefined ? null : handle;
  }
  return null;
}
