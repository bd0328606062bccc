import { REDIRECTS } from '@afscheid/shared';
import { redirectTo, type Middleware, type MiddlewareRegistry } from './types.ts';

/** Refreshes the gate from the session (also one of the two global steps of every navigation). */
export const setPermissions: Middleware = (context) => {
  context.refreshPermissions();
};

/** Language handling, the other global step: Dutch is the only locale. */
export const language: Middleware = (context) => {
  context.applyLanguage();
};

/** Only for visitors who are not logged in: a logged-in user goes to the home page. */
export const guest: Middleware = (context) => (context.loggedIn ? redirectTo(REDIRECTS.home) : undefined);

/** The gate and organisation checks (`app-middleware.ts`) load on first use: the login page needs neither. */
const appMiddleware = () => import('./app-middleware.ts');

/** The route's permission and role must pass the gate (see `app-middleware.ts`). */
export const checkPermissions: Middleware = async (context) =>
  (await appMiddleware()).checkPermissions(context);

/** Pages on the active organisation's records need one (see `app-middleware.ts`). */
export const activeOrganization: Middleware = async (context) =>
  (await appMiddleware()).activeOrganization(context);

/** The named route middleware (the specification's three, and the active organisation's). */
export const middlewareRegistry: MiddlewareRegistry = {
  'active-organization': activeOrganization,
  'check-permissions': checkPermissions,
  guest,
  'set-permissions': setPermissions,
};

/** Steps every navigation runs first, in this order. */
export const globalSteps: readonly Middleware[] = [setPermissions, language];
