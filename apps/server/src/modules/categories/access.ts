import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { categoriesRepository, type CategoryRow } from './repository.ts';

export type CategoryAccess = OrganizationAccess & { category: CategoryRow };

/** Routes under `/api/categories/:id`: the active organisation, the route's permission and its category `:id` (404). */
export const categoryAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'category',
  find: (db, access, id) => categoriesRepository.findById(db, access.organization.id, id),
});
