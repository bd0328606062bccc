import { perRequest } from '../../http/access-hook.ts';
import { organizationAccess } from '../../plugins/authorize.ts';

/**
 * Routes under `/api/organizations/:id`: the caller's access to organisation `:id` (404 for a stranger) and the
 * route's `config.permission` (403), once per request: declared as `config.access` so it runs before the body
 * is validated, and called again by the handler for the typed result.
 */
export const organizationScope = perRequest(organizationAccess);
