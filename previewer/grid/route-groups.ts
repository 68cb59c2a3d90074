/**
 * The previewer's areas: every route of the route table (shared/config/routes.ts) belongs to exactly one
 * group, in the order the grid shows them. route-groups.test.ts fails for a new route until it is
 * placed here, so the grid can never silently leave a screen out.
 */
import { type AppRoute, ROUTES, type RoutePattern } from '../../shared/config/routes';

export interface RouteGroup {
  /** Stable id, used in element ids and tests. */
  id: string;
  /** The heading the grid shows. */
  label: string;
  patterns: readonly RoutePattern[];
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { id: 'home', label: 'Home', patterns: ['/'] },
  {
    id: 'account',
    label: 'Account & sign-in',
    patterns: [
      '/login',
      '/register',
      '/otp',
      '/forget-username',
      '/forget-password',
      '/renew-password',
      '/change-password',
      '/edit-profile',
      '/setting',
      '/delete-account',
      '/otp-delete',
      '/condition',
      '/condition-setting',
      '/condition-update',
      '/privacy',
      '/privacy-setting',
      '/privacy-update',
      '/sso',
    ],
  },
  {
    id: 'cards',
    label: 'Cards & coverage',
    patterns: [
      '/coverages',
      '/coverages/:id',
      '/family-coverages/:id?',
      '/search-idcard',
      '/search-idcard-family',
      '/otp-card',
      '/view-card-detail',
      '/insurance-list',
      '/add-card',
      '/add-card-family',
      '/edit-card/:id?',
      '/edit-card-family/:id?',
      '/add-coverage',
      '/add-coverage-family',
      '/edit-coverage',
      '/edit-coverage-family',
      '/hospital-list',
    ],
  },
  {
    id: 'claims',
    label: 'e-Claim & claims',
    patterns: [
      '/coverages/eclaim',
      '/e-claim',
      '/attach-file-other',
      '/symptom',
      '/provider-list',
      '/claim-status/:id?',
    ],
  },
  {
    id: 'hospitals',
    label: 'Hospitals',
    patterns: ['/search-hospital', '/search-hospital/select-hospital', '/search-hospital/detail/:id'],
  },
  {
    id: 'content',
    label: 'Promotions, articles, notifications & help',
    patterns: [
      '/promotion',
      '/promotion/:id',
      '/article',
      '/article/partner/:id?',
      '/article/:id',
      '/notification',
      '/notification/:id',
      '/others/:type?',
    ],
  },
  {
    id: 'telemed',
    label: 'Telemed',
    patterns: [
      '/telemed-mart',
      '/telemed-mart/search',
      '/telemed-mart/search/:id',
      '/telemed-mart/:id?',
      '/telemed-policy-1',
      '/telemed-policy-coverage-1',
      '/telemed-policy-2',
      '/telemed-policy-coverage-2',
      '/telemed-policy-3',
      '/telemed-policy-coverage-3',
      '/telemedicine/:id?',
      '/telemedicine-coverage/:id?',
      '/preview-telemedicine/:id?',
      '/preview-telemedicine-code/:id?',
    ],
  },
  {
    id: 'system',
    label: 'System pages',
    patterns: ['/check-page', '/check-page-auth', '/not-found', '/not-page'],
  },
];

const BY_PATTERN = new Map<string, AppRoute>(ROUTES.map((r) => [r.path, r]));

/** The routes of a group, in the group's order (a pattern the table lacks is left out). */
export function routesOf(group: RouteGroup): AppRoute[] {
  return group.patterns.flatMap((p) => {
    const route = BY_PATTERN.get(p);
    return route ? [route] : [];
  });
}
