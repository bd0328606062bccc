import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { tasksRepository, type TaskRow } from './repository.ts';

export type TaskAccess = OrganizationAccess & { task: TaskRow };

/**
 * Routes under `/api/tasks/:id`: the active organisation, the route's permission and the task `:id` of that
 * organisation, not deleted (404 otherwise), before the body is validated.
 */
export const taskAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'task',
  find: (db, access, id) => tasksRepository.findById(db, access.organization.id, id),
});
