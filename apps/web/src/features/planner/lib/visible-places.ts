import type { PlaceData, PlaceKind, ReservationData } from '@afscheid/shared';
import type { PlannerParams } from './url-state.ts';

/** A column (day view) or row (week view) of the planner. */
export interface PlannerPlace {
  id: string;
  name: string;
  kind: PlaceKind;
  locationName: string | null;
}

const passes = (place: PlannerPlace, params: Pick<PlannerParams, 'places' | 'location'>) =>
  (params.places.length === 0 || params.places.includes(place.id)) &&
  (params.location === '' || (place.locationName ?? '') === params.location);

/**
 * The places the planner shows: the active places in the server's order (location, then name), narrowed by the
 * place and location filters, and after them any place a shown reservation is on that is not active any more (so
 * no reservation goes missing from the grid).
 */
export function visiblePlaces(
  places: readonly PlaceData[],
  reservations: readonly ReservationData[],
  params: Pick<PlannerParams, 'places' | 'location'>,
): PlannerPlace[] {
  const shown: PlannerPlace[] = places
    .map(({ id, name, kind, locationName }) => ({ id, name, kind, locationName }))
    .filter((place) => passes(place, params));
  const known = new Set(places.map((place) => place.id));
  const extra = new Map<string, PlannerPlace>();
  for (const { place } of reservations) {
    if (known.has(place.id) || extra.has(place.id)) continue;
    const ref = { id: place.id, name: place.name, kind: place.kind, locationName: place.locationName };
    if (passes(ref, params)) extra.set(place.id, ref);
  }
  return [...shown, ...[...extra.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'))];
}

/** The locations of the places, for the location filter (alphabetical, each once). */
export function locationsOf(places: readonly PlaceData[]): string[] {
  const names = new Set(places.map((place) => place.locationName?.trim() ?? '').filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'nl'));
}
