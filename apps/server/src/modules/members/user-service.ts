import type { FastifyRequest } from 'fastify';
import { hasAnyPermission, permissionsForRole, type UserDetail } from '@afscheid/shared';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { authRepository } from '../auth/repository.ts';
import { presentUserDetail } from './presenter.ts';
import { membersRepository } from './repository.ts';

/**
 * A user's details for the super role, or for someone holding `members.view` in an organisation the user
 * belongs to; only memberships of such organisations are shown. Anyone else gets a 404.
 */
export async function showUser(request: FastifyRequest): Promise<UserDetail> {
  const { db } = request.server.deps;
  const { user: viewer } = requireUser(request);
  const { id } = request.params as { id: string };
  const target = await authRepository.findUserById(db, id);
  if (!target) throw notFound();
  const memberships = await membersRepository.ofUser(db, target.id);
  if (viewer.is_super === 1) return presentUserDetail(target, memberships);

  const viewable = new Set(
    (await membersRepository.ofUser(db, viewer.id))
      .filter((m) => m.status === 'active' && hasAnyPermission(permissionsForRole(m.role), 'members.view'))
      .map((m) => m.organization_id),
  );
  const shared = memberships.filter((m) => viewable.has(m.organization_id));
  if (shared.length === 0) throw notFound();
  return presentUserDetail(target, shared);
}
