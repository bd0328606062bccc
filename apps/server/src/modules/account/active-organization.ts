import type { Db, Membership, Organization, Session, User } from '../../db/types.ts';
import { membersRepository } from '../members/index.ts';
import { usersRepository } from '../users/index.ts';
import { authRepository } from '../auth/index.ts';

/** The parts of a user the choice needs (a user object made before migration 0005's column may lack the last one). */
export type UserForOrganization = Pick<User, 'id' | 'is_super'> & { last_organization_id?: string | null };

/** An organisation the user may work in, with the membership that allows it (null: the super role's). */
export type WorkableOrganization = { organization: Organization; membership: Membership | null };

/**
 * The organisation `organizationId` when the user may work in it: an active membership, or the super role
 * (any existing organisation). A disabled or invited membership never makes an organisation workable.
 */
export async function workableOrganization(
  db: Db,
  user: Pick<User, 'id' | 'is_super'>,
  organizationId: string,
): Promise<WorkableOrganization | null> {
  const found = await membersRepository.organizationWithMembership(db, organizationId, user.id);
  if (!found) return null;
  const { organization } = found;
  const membership = found.membership?.status === 'active' ? found.membership : null;
  if (!membership && user.is_super !== 1) return null;
  return { organization, membership };
}

/**
 * The organisation a new session starts in: the one the user last worked in while it is still workable,
 * else the first active membership by name; the platform administrator without either starts in none.
 */
export async function organizationForLogin(
  db: Db,
  user: UserForOrganization,
): Promise<string | null> {
  if (user.last_organization_id && (await workableOrganization(db, user, user.last_organization_id))) {
    return user.last_organization_id;
  }
  return membersRepository.firstActiveOrganizationId(db, user.id);
}

/**
 * The organisation the session works in. When the stored one is no longer workable (the membership was
 * disabled or removed, the organisation deleted) the session moves to the login choice, or to none, and is
 * saved that way: a disabled membership is never the active one.
 */
export async function sessionOrganization(
  db: Db,
  user: UserForOrganization,
  session: Session,
): Promise<WorkableOrganization | null> {
  const storedId = session.active_organization_id;
  const stored = storedId ? await workableOrganization(db, user, storedId) : null;
  if (stored) return stored;
  const fallbackId = await organizationForLogin(db, user);
  const fallback = fallbackId ? await workableOrganization(db, user, fallbackId) : null;
  const nextId = fallback?.organization.id ?? null;
  if (nextId !== storedId) {
    await authRepository.setActiveOrganization(db, session.id, nextId);
    // The request goes on with the repaired session (the same object the session plugin loaded).
    session.active_organization_id = nextId;
  }
  return fallback;
}

/** Makes the organisation the session's active one and the one the next login restores. */
export async function activateOrganization(db: Db, session: Session, organizationId: string): Promise<void> {
  await authRepository.setActiveOrganization(db, session.id, organizationId);
  await usersRepository.update(db, session.user_id, { last_organization_id: organizationId });
  session.active_organization_id = organizationId;
}
