import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { ashPlacesRepository, type AshPlaceRow } from './repository.ts';

export type AshPlaceAccess = OrganizationAccess & { place: AshPlaceRow };

/**
 * Routes under `/api/ash-places/:id`: the active organisation (a crematorium), the route's permission and the
 * place `:id` of that organisation (404 otherwise, also for another crematorium's and for a funeral company),
 * before the body is validated.
 */
export const ashPlaceAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'place',
  find: (db, access, id) => ashPlacesRepository.findById(db, access.organization.id, id),
});
