export const ROLES = [
  'owner',
  'admin',
  'funeral_director',
  'employee',
  'crematorium_staff',
  'viewer',
] as const;

export type Role = (typeof ROLES)[number];

/** The platform operator's role: a flag on the user, not a membership role; it passes every check. */
export const SUPER_ROLE = 'super';

export const ORGANIZATION_TYPES = ['funeral_company', 'crematorium'] as const;

export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isOrganizationType(value: unknown): value is OrganizationType {
  return typeof value === 'string' && (ORGANIZATION_TYPES as readonly string[]).includes(value);
}
