import {
  PERMISSIONS,
  SUPER_ROLE,
  capabilitiesOf,
  permissionsForRole,
  type AuthUser,
  type Role,
} from '@afscheid/shared';
import type { Organization, User } from '../../db/types.ts';

/** The organisations the user is an active member of, by name, with the role there. */
export type ActiveOrganizationRow = Pick<Organization, 'id' | 'name' | 'type'> & { role: string };

/**
 * What the browser learns about the logged-in user; never the password hash or session internals. The active
 * organisation is the session's (repaired when its membership is no longer active, see
 * `sessionOrganization`); the permissions are the role's cut down to that organisation's type (decision 009):
 * the super role holds everything the type can do, or every permission while in no organisation.
 */
export function presentAuthUser(
  user: Pick<User, 'id' | 'name' | 'email' | 'is_super'>,
  active: { organization: Pick<Organization, 'id' | 'type'>; membership: { role: string } | null } | null,
  memberships: readonly ActiveOrganizationRow[],
): AuthUser {
  const isSuper = user.is_super === 1;
  const role = active?.membership?.role ?? null;
  const roles = [...(role ? [role] : []), ...(isSuper ? [SUPER_ROLE] : [])];
  let permissions: readonly string[] = [];
  if (isSuper) permissions = active ? capabilitiesOf(active.organization.type) : PERMISSIONS;
  else if (active && role) permissions = permissionsForRole(role, active.organization.type);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isSuper,
    scope: [...permissions],
    roles,
    permissions: [...permissions],
    organizations: memberships.map((m) => ({ id: m.id, name: m.name, type: m.type, role: m.role as Role })),
    activeOrganizationId: active?.organization.id ?? null,
  };
}
