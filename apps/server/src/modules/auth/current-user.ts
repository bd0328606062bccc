import type { AuthUser } from '@afscheid/shared';
import type { Db, Session, User } from '../../db/types.ts';
import { sessionOrganization, type UserForOrganization } from '../account/index.ts';
import { membersRepository } from '../members/index.ts';
import { presentAuthUser } from './presenter.ts';

/**
 * The logged-in user as GET /api/auth/user answers it: the session's active organisation (repaired when its
 * membership is no longer active, see `sessionOrganization`) and the user's organisations, presented.
 * The usual case costs one query: the active organisation is one of the user's active memberships, which the
 * answer lists anyway (an organisation in that list exists and its membership is active, exactly what
 * `workableOrganization` checks). Otherwise (none stored, no longer workable, the super role outside its own
 * organisations) `sessionOrganization` decides and repairs as before.
 */
export async function authUserOf(
  db: Db,
  user: Pick<User, 'id' | 'name' | 'email' | 'is_super'> & UserForOrganization,
  session: Session,
): Promise<AuthUser> {
  const memberships = await membersRepository.activeOrganizationsOf(db, user.id);
  const stored = session.active_organization_id;
  const listed = stored === null ? undefined : memberships.find((m) => m.id === stored);
  const active = listed
    ? { organization: { id: listed.id, type: listed.type }, membership: { role: listed.role } }
    : await sessionOrganization(db, user, session);
  return presentAuthUser(user, active, memberships);
}
