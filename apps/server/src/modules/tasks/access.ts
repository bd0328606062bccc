import type { FastifyRequest } from 'fastify';
import { perRequest } from '../../http/access-hook.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { tasksRepository, type TaskRow } from './repository.ts';

export type TaskAccess = OrganizationAccess & { task: TaskRow };

/**
 * Routes under `/api/tasks/:id`: the active organisation, the route's permission and the task `:id` of that
 * organisation, not deleted (404 otherwise), before the body is validated.
 */
export const taskAccess = perRequest(async (request: FastifyRequest): Promise<TaskAccess> => {
  const access = await activeOrganization(request);
  const { id } = request.params as { id?: string };
  const task = id
    ? await tasksRepository.findById(request.server.deps.db, access.organization.id, id)
    : undefined;
  if (!task) throw notFound();
  return { ...access, task };
});
