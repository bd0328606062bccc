import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { cremationsRepository, type CremationRow } from './repository.ts';

export type CremationAccess = OrganizationAccess & { cremation: CremationRow };

/**
 * Routes under `/api/cremations/:id`: the active organisation (a crematorium), the route's permission and the
 * cremation `:id` of that organisation (404 otherwise, also for another crematorium's), before the body is
 * validated.
 */
export const cremationAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'cremation',
  find: (db, access, id) => cremationsRepository.findById(db, access.organization.id, id),
});
