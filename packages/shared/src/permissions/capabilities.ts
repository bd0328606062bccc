import { hasAnyPermission } from './gate.ts';
import { ORGANIZATION_TYPES, type OrganizationType } from './roles.ts';
import { PERMISSIONS, rolePatterns, type Resource } from './permission-names.ts';

const all = (...resources: Resource[]): string[] => resources.map((resource) => `${resource}.*`);

/** What every organisation has, whatever its type: its own management, tasks, places, planning and invoicing. */
const COMMON = all(
  'organizations',
  'members',
  'invitations',
  'tasks',
  'articles',
  'suppliers',
  'debtors',
  'invoicing',
  'places',
  'planner',
  'broadcasts',
  'audit',
);

/**
 * What an organisation of each type can do at all (patterns, as in ROLE_PERMISSIONS). A role's permissions are
 * cut down to these (decision 009): a funeral company keeps dossiers, budgets and the crematorium requests it
 * sends; a crematorium answers those requests, approves cremations and keeps the ashes, and has no dossiers.
 */
export const TYPE_CAPABILITIES: Record<OrganizationType, readonly string[]> = {
  funeral_company: [
    ...COMMON,
    ...all('dossiers', 'sections', 'notes', 'documents', 'templates', 'budget'),
    ...['view', 'create', 'update', 'delete', 'submit'].map((action) => `crematorium_requests.${action}`),
  ],
  crematorium: [
    ...COMMON,
    ...all('cremation_approvals', 'ash'),
    ...['view', 'decide'].map((action) => `crematorium_requests.${action}`),
  ],
};

const isKnownType = (type: string): type is OrganizationType =>
  (ORGANIZATION_TYPES as readonly string[]).includes(type);

/** True when an organisation of this type can do `name` at all (an unknown type can do nothing). */
export function typeAllows(type: string, name: string): boolean {
  return isKnownType(type) && hasAnyPermission(TYPE_CAPABILITIES[type], name);
}

/** Any-of over `'a|b'`: true when the type allows one of the names (the form routes and menus use). */
export function typeAllowsAny(type: string, expr: string): boolean {
  return expr
    .split('|')
    .map((name) => name.trim())
    .some((name) => name !== '' && typeAllows(type, name));
}

/** Every concrete permission an organisation of this type has: what the platform administrator holds there. */
export function capabilitiesOf(type: string): readonly string[] {
  if (!isKnownType(type)) return [];
  return memo(`type:${type}`, () => PERMISSIONS.filter((name) => typeAllows(type, name)));
}

// The lists are asked for on every request: work each one out once (a handful of roles times two types).
const cache = new Map<string, readonly string[]>();
function memo(key: string, compute: () => string[]): readonly string[] {
  let found = cache.get(key);
  if (!found) {
    found = Object.freeze(compute());
    cache.set(key, found);
  }
  return found;
}

/**
 * The concrete permissions of a membership: what the role allows (ROLE_PERMISSIONS) and the organisation's type
 * can do (TYPE_CAPABILITIES). The server and the web app's gate both use this list; an unknown role or type has none.
 */
export function permissionsForRole(role: string, type: string): readonly string[] {
  const patterns = rolePatterns(role);
  if (patterns.length === 0 || !isKnownType(type)) return [];
  return memo(`role:${role}:${type}`, () =>
    capabilitiesOf(type).filter((name) => hasAnyPermission(patterns, name)),
  );
}

/** Work a member can be given: a dossier (its responsible person or executor) or a task (its assignee). */
export type AssignableWork = 'dossiers' | 'tasks';

/**
 * Whether a member in this role, in an organisation of this type, can be given work: a dossier needs
 * `dossiers.update`, a task `tasks.update`. A read-only member (viewer) cannot (issue 11); the pickers in the web
 * app and the services both ask this.
 */
export function canTakeWork(role: string, type: string, work: AssignableWork): boolean {
  return permissionsForRole(role, type).includes(`${work}.update`);
}
