/**
 * The staff operations' routes, added to the one API client (src/lib/api-client.ts addApiRoutes) when
 * the staff app loads: the member app's bundle carries only its own routes
 * (docs/decisions/003-bundle-budgets.md). Every previewer/api module imports this first.
 */
import { STAFF_API_ROUTES } from '../../shared/api/staff-routes';
import { addApiRoutes } from '../../src/lib/api-client';

addApiRoutes(STAFF_API_ROUTES);
