import type { Role } from './roles.ts';

export const RESOURCES = [
  'organizations',
  'members',
  'invitations',
  'dossiers',
  'sections',
  'notes',
  'tasks',
  'documents',
  /** The organisation's own Word templates for generated documents (issue 16): owners and admins manage them. */
  'templates',
  'budget',
  'invoicing',
  'articles',
  'suppliers',
  'debtors',
  'places',
  'planner',
  'broadcasts',
  'crematorium_requests',
  'cremation_approvals',
  'ash',
  'audit',
] as const;

export type Resource = (typeof RESOURCES)[number];

export const CRUD_ACTIONS = ['view', 'create', 'update', 'delete'] as const;

/** Actions beyond view/create/update/delete. */
export const SPECIAL_PERMISSIONS = [
  'members.manage',
  'invitations.manage',
  /** Cancelling a dossier (issue 11): the funeral director, an admin or the owner; not an employee. */
  'dossiers.cancel',
  'organizations.manage_wefact',
  'cremation_approvals.approve',
  'ash.approve',
  'ash.close',
  'invoicing.invoice',
  'crematorium_requests.submit',
  'crematorium_requests.decide',
] as const;

/** Every concrete permission name (`resource.action`). */
export const PERMISSIONS: readonly string[] = [
  ...RESOURCES.flatMap((resource) => CRUD_ACTIONS.map((action) => `${resource}.${action}`)),
  ...SPECIAL_PERMISSIONS,
];

const all = (...resources: Resource[]): string[] => resources.map((resource) => `${resource}.*`);
const some = (actions: readonly string[], ...resources: Resource[]): string[] =>
  resources.flatMap((resource) => actions.map((action) => `${resource}.${action}`));

/** Permission patterns per membership role (`*` matches any run of characters, dots included). */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  owner: ['*'],
  admin: all(...RESOURCES),
  funeral_director: [
    ...all('dossiers', 'sections', 'notes', 'tasks', 'documents', 'budget', 'invoicing', 'debtors'),
    ...some(['view'], 'articles', 'suppliers', 'places', 'organizations', 'members', 'templates'),
    ...all('planner', 'broadcasts'),
    ...some(['view', 'create', 'update', 'submit'], 'crematorium_requests'),
  ],
  employee: [
    ...some(['view', 'create', 'update'], 'dossiers', 'sections', 'notes', 'tasks', 'documents', 'planner'),
    ...some(['view'], 'places', 'broadcasts', 'organizations', 'members', 'templates'),
  ],
  crematorium_staff: [
    ...some(['view', 'decide'], 'crematorium_requests'),
    ...all('cremation_approvals', 'ash', 'places', 'planner', 'broadcasts', 'tasks'),
    ...some(['view'], 'organizations', 'members'),
  ],
  viewer: ['*.view'],
};

/** The permission patterns of a role, whatever the organisation's type; an unknown role has none. */
export function rolePatterns(role: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(ROLE_PERMISSIONS, role) ? ROLE_PERMISSIONS[role as Role] : [];
}
