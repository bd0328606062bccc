import type { Db, Place } from '../../db/types.ts';
import { placesRepository } from './repository.ts';

/**
 * A place of the organisation, for other modules (a reservation's or broadcast's place must be one of the
 * organisation's own). Another organisation's place is `undefined`, as a missing one.
 */
export function placeOfOrganization(db: Db, organizationId: string, id: string): Promise<Place | undefined> {
  return placesRepository.findById(db, organizationId, id);
}
