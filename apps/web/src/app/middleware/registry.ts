import { REDIRECTS } from '@afscheid/shared';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { fail, redirectTo, type Middleware, type MiddlewareRegistry } from './types.ts';

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

/** The route's `handle.permission` (and `handle.role`) must pass the gate, otherwise a 403 page. */
export const checkPermissions: Middleware = (context) => {
  const { permission, permissionAll, role } = context.handle;
  if (!permission && !role) return;
  const gate = context.gate();
  const permitted = !permission || (permissionAll ? gate.canAll(permission) : gate.can(permission));
  const hasRole = !role || gate.hasRole(role);
  return permitted && hasRole ? undefined : fail(403, nl.errors.forbiddenPage);
};

/** The named route middleware (the specification's three). */
export const middlewareRegistry: MiddlewareRegistry = {
  'check-permissions': checkPermissions,
  guest,
  'set-permissions': setPermissions,
};

/** Steps every navigation runs first, in this order. */
export const globalSteps: readonly Middleware[] = [setPermissions, language];
