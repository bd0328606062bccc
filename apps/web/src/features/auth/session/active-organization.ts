import type { AuthOrganization, AuthUser } from '@afscheid/shared';

/** The organisation the user works in now, if any. */
export function activeOrganization(user: AuthUser): AuthOrganization | null {
  return user.organizations.find((organization) => organization.id === user.activeOrganizationId) ?? null;
}
