import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { placesRepository, type PlaceRow } from './repository.ts';

export type PlaceAccess = OrganizationAccess & { place: PlaceRow };

/**
 * Routes under `/api/places/:id`: the active organisation, the route's permission and the place `:id` of that
 * organisation (404 otherwise), before the body is validated.
 */
export const placeAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'place',
  find: (db, access, id) => placesRepository.findById(db, access.organization.id, id),
});
