import type { PlaceData, PlaceRef } from '@afscheid/shared';
import type { Place } from '../../db/types.ts';

/** A place as the API answers it. */
export function presentPlace(row: Place): PlaceData {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    locationName: row.location_name,
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAddition: row.house_number_addition,
    postcode: row.postcode,
    city: row.city,
    capacity: row.capacity,
    color: row.color,
    preparationMinutes: row.preparation_minutes,
    cleanupMinutes: row.cleanup_minutes,
    broadcasting: row.broadcasting === 1,
    active: row.active === 1,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The short form of a place inside a reservation (or broadcast). */
export function presentPlaceRef(
  row: Pick<Place, 'id' | 'name' | 'kind' | 'location_name' | 'color'>,
): PlaceRef {
  return { id: row.id, name: row.name, kind: row.kind, locationName: row.location_name, color: row.color };
}
