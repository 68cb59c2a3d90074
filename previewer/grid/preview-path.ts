/**
 * The path a previewer frame opens for a route (pure: the grid and e2e/route-walk.spec.ts use it): the
 * partner's demo record where the route takes one (GET /api/staff/partners/{id}/examples).
 */
import { type AppHref, type AppRoute, examplePath, type RoutePattern } from '../../shared/config/routes';
import { PREVIEW_TELEMED_CODE_ID } from '../../shared/engine/partner/preview';

/** Demo ids (or, for screens that read their record from the query, the query "?…") by route pattern. */
type Examples = Partial<Record<RoutePattern, string>>;

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
  // A consultation code exists only once issued: the frame's Telemed state answers this one itself.
  const id = route.path.startsWith('/others/')
    ? HELP_TYPE
    : route.path === '/preview-telemedicine-code/:id?'
      ? PREVIEW_TELEMED_CODE_ID
      : examples?.[route.path];
  if (id) return examplePath(route, id, true);
  return route.path.includes('?') ? examplePath(route) : examplePath(route, 'demo-1', true);
}
