import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { templatesRepository, type TemplateRow } from './repository.ts';

export type TemplateAccess = OrganizationAccess & { template: TemplateRow };

/**
 * Routes under `/api/templates/:id`: the active organisation, the route's permission and a template of that
 * organisation that is not deleted (404 otherwise, also for another organisation's and for a crematorium).
 */
export const templateAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'template',
  find: (db, access, id) => templatesRepository.findById(db, access.organization.id, id),
});
