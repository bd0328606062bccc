import { formatDate, interpolate, messages, type AshPlaceData, type AshPlaceState } from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { nlAshPlaces } from './texts.ts';

const texts = nlAshPlaces.display;

/** "1 van 2 urnen"; without a capacity "onbeperkt" (with the urns placed, if any). */
export function occupancyText(place: Pick<AshPlaceData, 'occupied' | 'capacity'>): string {
  const { occupied, capacity } = place;
  if (capacity === null) {
    if (occupied === 0) return texts.unlimited;
    return occupied === 1 ? texts.unlimitedWithOne : interpolate(texts.unlimitedWith, { occupied });
  }
  return interpolate(capacity === 1 ? texts.occupancyOne : texts.occupancy, { occupied, capacity });
}

/** "1 verwacht": urns of destinations that will be placed here (empty when none). */
export function expectedText(place: Pick<AshPlaceData, 'expected'>): string {
  return place.expected > 0 ? interpolate(texts.expected, { count: place.expected }) : '';
}

export const placeKindLabel = (kind: AshPlaceData['kind']): string => messages.ash.placeKinds[kind];
export const placeStateLabel = (state: AshPlaceState): string => messages.ash.placeStates[state];

export const PLACE_STATE_TONES: Record<AshPlaceState, BadgeTone> = {
  free: 'success',
  occupied: 'neutral',
  reserved: 'info',
};

/** The term as one line: "1 januari 2020 – 21 november 2026", "tot 21 november 2026", or "Geen termijn". */
export function termText(place: Pick<AshPlaceData, 'termStart' | 'termEnd'>): string {
  const { termStart, termEnd } = place;
  if (termStart && termEnd) return `${formatDate(termStart)} – ${formatDate(termEnd)}`;
  if (termEnd) return interpolate(texts.termUntil, { date: formatDate(termEnd) });
  if (termStart) return interpolate(texts.termFrom, { date: formatDate(termStart) });
  return texts.noTerm;
}

/** Whether the term has ended (its last day is before today). */
export const termEnded = (place: Pick<AshPlaceData, 'termEnd'>, today: string): boolean =>
  place.termEnd !== null && place.termEnd < today;

/** The term's warning, if any: "verlopen" once the end has passed, "loopt binnenkort af" within 90 days. */
export function termWarning(
  place: Pick<AshPlaceData, 'termEnd' | 'termEndingSoon'>,
  today: string,
): { text: string; tone: BadgeTone } | null {
  if (termEnded(place, today)) return { text: texts.ended, tone: 'danger' };
  if (place.termEndingSoon) return { text: texts.endingSoon, tone: 'warning' };
  return null;
}
