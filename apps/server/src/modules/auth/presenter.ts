import { SUPER_ROLE, permissionsForRole, type AuthUser, type Role } from '@afscheid/shared';
import type { Db, Session, User } from '../../db/types.ts';
import { authRepository } from './repository.ts';

/** What the browser learns about the logged-in user; never the password hash or session internals. */
export async function presentAuthUser(db: Db, user: User, session: Session): Promise<AuthUser> {
  const memberships = await authRepository.activeMemberships(db, user.id);
  const active = memberships.find((m) => m.id === session.active_organization_id) ?? memberships[0];
  const isSuper = user.is_super === 1;
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
    activeOrganizationId: active?.id ?? null,
  };
}
