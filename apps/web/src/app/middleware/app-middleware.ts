import { typeAllowsAny, type Gate } from '@afscheid/shared';
import { organizationAllows } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { nlOrganizationContext } from '../../lib/i18n/nl-NL.organization-context.ts';
import { fail, type Middleware, type NavigationContext } from './types.ts';

/**
 * The middleware of the pages behind the login (the gate and the organisation types): loaded with the first
 * such page (`registry.ts`), not with the login page.
 */

/**
 * The route's `handle.permission` (and `handle.role`) must pass the gate, otherwise a 403 page. The
 * organisation's type must allow the permission as well, for the platform administrator too (whose gate passes
 * everything): a crematorium has no dossier pages (decision 009).
 */
export const checkPermissions: Middleware = (context) => {
  const { permission, permissionAll, role } = context.handle;
  if (!permission && !role) return;
  const gate = context.gate();
  if (permission && !typeAllows(context, gate, permission, permissionAll)) {
    return fail(403, nlOrganizationContext.notForType.title, 'not-for-organization');
  }
  const permitted = !permission || (permissionAll ? gate.canAll(permission) : gate.can(permission));
  const hasRole = !role || gate.hasRole(role);
  return permitted && hasRole ? undefined : fail(403, nl.errors.forbiddenPage);
};

/**
 * Whether the active organisation's type has the permission at all: from the type of a membership, or, for the
 * platform administrator working elsewhere, from the permissions the server gave (everything the type can do).
 */
function typeAllows(context: NavigationContext, gate: Gate, permission: string, all = false): boolean {
  const { type, isSuper } = context.organization();
  if (type)
    return all
      ? permission.split('|').every((name) => typeAllowsAny(type, name))
      : typeAllowsAny(type, permission);
  return !isSuper || organizationAllows(gate, permission, all);
}

/**
 * Pages on the active organisation's records (dossiers, tasks): without an active organisation the page
 * explains how to get one instead of failing on its first request (the platform administrator who chose
 * none, a user without an active membership).
 */
export const activeOrganization: Middleware = (context) => {
  if (!context.loggedIn || context.organization().activeId) return;
  return fail(409, nlOrganizationContext.required.title, 'organization-required');
};
