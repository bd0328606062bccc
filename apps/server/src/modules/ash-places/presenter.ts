import type { AshPlaceData, AshPlaceKind, AshPlaceState } from '@afscheid/shared';
import { PLACED_STATUSES } from './placement.ts';
import type { AshPlaceOccupantRow, AshPlaceRow } from './repository.ts';

/** How far a term-ending list looks ahead. */
export const TERM_ENDING_DAYS = 90;

export type Occupation = { occupied: number; expected: number };

/**
 * The place's state (the same rule as the list's state filter in SQL): occupied when at least one urn is placed;
 * otherwise reserved when it is kept by hand or a requested or approved destination expects it; otherwise free.
 */
export function placeState(place: Pick<AshPlaceRow, 'reserved'>, occupation: Occupation): AshPlaceState {
  if (occupation.occupied > 0) return 'occupied';
  if (place.reserved === 1 || occupation.expected > 0) return 'reserved';
  return 'free';
}

/** Dates the term check reads: today and today + 90 days (`YYYY-MM-DD`, Amsterdam). */
export type TermWindow = { today: string; until: string };

/**
 * GET /api/ash-places (+ /{id}): the place with how full it is ("1 van 2"), who lies there or is expected, and
 * whether its term ends within 90 days, or has ended while urns are still placed.
 */
export function presentAshPlace(
  row: AshPlaceRow,
  occupation: Occupation,
  occupants: readonly AshPlaceOccupantRow[],
  window: TermWindow,
): AshPlaceData {
  const termEndingSoon =
    row.term_end !== null &&
    row.term_end <= window.until &&
    (row.term_end >= window.today || occupation.occupied > 0);
  return {
    id: row.id,
    kind: row.kind as AshPlaceKind,
    code: row.code,
    location: row.location,
    capacity: row.capacity,
    occupied: occupation.occupied,
    expected: occupation.expected,
    state: placeState(row, occupation),
    occupants: occupants.map((occupant) => ({
      recordId: occupant.record_id,
      destinationId: occupant.destination_id,
      registrationNumber: occupant.registration_number,
      deceasedName: occupant.deceased_name,
      urns: Number(occupant.urns),
      placed: (PLACED_STATUSES as readonly string[]).includes(occupant.status),
    })),
    termStart: row.term_start,
    termEnd: row.term_end,
    termEndingSoon,
    rightsHolderName: row.rights_holder_name,
    rightsHolderAddress: row.rights_holder_address,
    rightsHolderPhone: row.rights_holder_phone,
    rightsHolderEmail: row.rights_holder_email,
    reserved: row.reserved === 1,
    reservedFor: row.reserved_for,
    notes: row.notes,
    active: row.active === 1,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
