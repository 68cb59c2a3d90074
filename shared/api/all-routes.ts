/**
 * Every operation's method and path by operationId: the member operations (shared/api/routes.ts) and
 * the staff ones (shared/api/staff-routes.ts). The contract, the server and scripts read this; the
 * member app reads only MEMBER_API_ROUTES (docs/decisions/003-bundle-budgets.md).
 */
import { MEMBER_API_ROUTES } from './routes';
import { STAFF_API_ROUTES } from './staff-routes';

export const API_ROUTES = { ...MEMBER_API_ROUTES, ...STAFF_API_ROUTES };
