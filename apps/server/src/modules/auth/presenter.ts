import { SUPER_ROLE, permissionsForRole, type AuthUser, type Role } from '@afscheid/shared';
import type { Db, Session, User } from '../../db/types.ts';
import { authRepository } from './repository.ts';

/**
 * What the browser learns about the logged-in user; never the password hash or session internals. The active
 * organisation is the session's when the user is an active member there (or is super: any organisation),
 * else the first membership.
 */
export async function presentAuthUser(db: Db, user: User, session: Session): Promise<AuthUser> {
  const memberships = await authRepository.activeMemberships(db, user.id);
  const isSuper = user.is_super === 1;
  const membership = memberships.find((m) => m.id === session.active_organization_id);
  let activeId = membership?.id ?? null;
  if (!activeId && isSuper && session.active_organization_id) {
    const organization = await authRepository.findOrganizationById(db, session.active_organization_id);
    activeId = organization?.id ?? null;
  }
  const active = activeId ? membership : memberships[0];
  activeId ??= active?.id ?? null;
  const roles = [...(active ? [active.role] : []), ...(isSuper ? [SUPER_ROLE] : [])];
  const permissions = isSuper ? ['*'] : active ? [...permissionsForRole(active.role as Role)] : [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isSuper,
    scope: permissions,
    roles,
    permissions,
    organizations: memberships.map((m) => ({ id: m.id, name: m.name, type: m.type, role: m.role as Role })),
    activeOrganizationId: activeId,
  };
}
