import type { AuthUser } from '@afscheid/shared';
import type { Db, Session, User } from '../../db/types.ts';
import { sessionOrganization, type UserForOrganization } from '../account/index.ts';
import { membersRepository } from '../members/index.ts';
import { presentAuthUser } from './presenter.ts';

/**
 * The logged-in user as GET /api/auth/user answers it: the session's active organisation (repaired when its
 * membership is no longer active, see `sessionOrganization`) and the user's organisations, presented.
 */
export async function authUserOf(
  db: Db,
  user: Pick<User, 'id' | 'name' | 'email' | 'is_super'> & UserForOrganization,
  session: Session,
): Promise<AuthUser> {
  const active = await sessionOrganization(db, user, session);
  const memberships = await membersRepository.activeOrganizationsOf(db, user.id);
  return presentAuthUser(user, active, memberships);
}
