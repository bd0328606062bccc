import { PLACE_COLORS, PLACE_KIND_LABELS, PLACE_KINDS, type PlaceData } from '@afscheid/shared';
import { nlPlaces } from './texts.ts';

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** The Dutch label of a kind (`coffee_room` → "Koffiekamer"); an unknown code is shown as it is. */
export const placeKindLabel = (kind: string): string =>
  has(PLACE_KIND_LABELS, kind) ? PLACE_KIND_LABELS[kind] : kind;

export const PLACE_KIND_OPTIONS = PLACE_KINDS.map((kind) => ({
  value: kind,
  label: PLACE_KIND_LABELS[kind],
}));

/** The palette of the colour picker, each colour with its Dutch name. */
export const PLACE_COLOR_OPTIONS = PLACE_COLORS.map((color) => ({ value: color, label: colorName(color) }));

/** "Groen" for a colour of the palette; any other colour by its code (`#123abc`). */
export function colorName(color: string): string {
  const code = color.trim().toLowerCase();
  return nlPlaces.colorNames[code] ?? code;
}

/** Whether the text is a colour code the server accepts (`#rrggbb`). */
export const isColorCode = (text: string): boolean => /^#[0-9a-f]{6}$/i.test(text.trim());

type Address = Pick<PlaceData, 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode' | 'city'>;

/** "Biltstraat 12 bis", "3572 BK Utrecht" (the lines that have content). */
export function placeAddressLines(address: Address): string[] {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  const street = [address.street, number].filter(Boolean).join(' ');
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return [street, place].filter((line) => line !== '');
}

export interface PlaceGroup {
  /** The location's name; null for the places without one (listed last). */
  location: string | null;
  places: PlaceData[];
}

/**
 * The places grouped by location: locations in Dutch alphabetical order (those without a location last), the
 * places of a location by name. Locations that differ only in case or surrounding spaces are one.
 */
export function groupPlacesByLocation(places: readonly PlaceData[]): PlaceGroup[] {
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  const groups = new Map<string, PlaceGroup>();
  for (const place of places) {
    const location = place.locationName?.trim() || null;
    const key = location === null ? '' : location.toLocaleLowerCase('nl');
    const group = groups.get(key) ?? { location, places: [] };
    group.places.push(place);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => {
    if (a.location === null) return b.location === null ? 0 : 1;
    if (b.location === null) return -1;
    return collator.compare(a.location, b.location);
  });
  for (const group of sorted) group.places.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}
