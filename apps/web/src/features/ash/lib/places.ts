import type { AshDestinationKind, AshPlaceData, AshPlaceRef } from '@afscheid/shared';
import type { PlaceOption } from '../components/place-select-field.tsx';
import { placeOptionLabel } from './display.ts';
import { placeKindsFor } from './forms.ts';
import { ashTexts } from './texts.ts';

/**
 * The ash places a destination of `kind` may use, as choices with their occupation ("1 van 2 bezet"). With
 * `urns` a place without room for them is marked full and cannot be chosen (the execution); the place the
 * destination already names is always offered, even when it is no longer active.
 */
export function placeOptions(
  places: readonly AshPlaceData[],
  kind: AshDestinationKind | '',
  options: { current?: AshPlaceRef | null; urns?: number } = {},
): PlaceOption[] {
  const kinds = placeKindsFor(kind);
  const fitting = places.filter((place) => kinds.includes(place.kind));
  const result: PlaceOption[] = fitting.map((place) => {
    const full =
      options.urns !== undefined && place.capacity !== null && place.occupied + options.urns > place.capacity;
    return {
      value: place.id,
      label: full
        ? `${placeOptionLabel(place)} ${ashTexts.execute.placeFullSuffix}`
        : placeOptionLabel(place),
      disabled: full,
    };
  });
  const current = options.current;
  if (current && !result.some((option) => option.value === current.id)) {
    result.unshift({
      value: current.id,
      label: current.location ? `${current.code} (${current.location})` : current.code,
    });
  }
  return result;
}
