import type { FastifyRequest } from 'fastify';
import { hasAnyPermission, permissionsForRole, type UserDetail } from '@afscheid/shared';
import type { User } from '../../db/types.ts';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { usersRepository } from '../users/index.ts';
import { presentUserDetail } from './presenter.ts';
import { membersRepository } from './repository.ts';

type UserMemberships = Awaited<ReturnType<typeof membersRepository.ofUser>>;

/** The user `:id` and the memberships of theirs the caller may see. */
export type UserAccess = { target: User; memberships: UserMemberships };

/**
 * `/api/users/:id`: the user for the super role, or for someone holding `members.view` in an organisation the
 * user belongs to; only memberships of such organisations are shown. Anyone else gets a 404.
 */
export const userAccess = perRequest(async (request: FastifyRequest): Promise<UserAccess> => {
  const { db } = request.server.deps;
  const { user: viewer } = requireUser(request);
  const { id } = request.params as { id?: string };
  const target = id ? await usersRepository.findById(db, id) : undefined;
  if (!target) throw notFound();
  const memberships = await membersRepository.ofUser(db, target.id);
  if (viewer.is_super === 1) return { target, memberships };

  // Only active memberships count, with the role's permissions in that organisation's type.
  const viewable = new Set(
    (await membersRepository.activeOrganizationsOf(db, viewer.id))
      .filter((m) => hasAnyPermission(permissionsForRole(m.role, m.type), 'members.view'))
      .map((m) => m.id),
  );
  const shared = memberships.filter((m) => viewable.has(m.organization_id));
  if (shared.length === 0) throw notFound();
  return { target, memberships: shared };
});

export const showUser = ({ target, memberships }: UserAccess): UserDetail => presentUserDetail(target, memberships);
