import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { reservationsRepository, type ReservationRow } from './repository.ts';

export type ReservationAccess = OrganizationAccess & { reservation: ReservationRow };

/**
 * Routes under `/api/reservations/:id`: the active organisation, the route's permission and the reservation
 * `:id` of that organisation (404 otherwise), before the body is validated.
 */
export const reservationAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'reservation',
  find: (db, access, id) => reservationsRepository.findById(db, access.organization.id, id),
});
