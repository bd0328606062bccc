import type { ReservationConflict, ReservationData } from '@afscheid/shared';
import { isApiError } from '../../../lib/api/errors.ts';

/** The confirmed reservation in the way, as a 409 for an overlap names it (`data.conflict`). */
export type OverlapConflict = ReservationConflict['conflict'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The reservation that is in the way, when the error is a 409 for an overlap; else null. */
export function overlapOf(error: unknown): OverlapConflict | null {
  if (!isApiError(error) || error.status !== 409 || !isObject(error.data)) return null;
  const conflict = error.data['conflict'];
  if (!isObject(conflict) || typeof conflict['id'] !== 'string' || typeof conflict['title'] !== 'string') return null;
  if (typeof conflict['startsAt'] !== 'string' || typeof conflict['endsAt'] !== 'string') return null;
  return conflict as unknown as OverlapConflict;
}

const isReservation = (value: unknown): value is ReservationData =>
  isObject(value) &&
  typeof value['id'] === 'string' &&
  typeof value['version'] === 'number' &&
  typeof value['startsAt'] === 'string' &&
  isObject(value['place']);

/**
 * The reservation as stored now, when the error is a 409 for a stale version: `data.current`, or the record as
 * `data` itself (the server's versioned edits answer that way); else null.
 */
export function staleRecordOf(error: unknown): ReservationData | null {
  if (!isApiError(error) || error.status !== 409 || !isObject(error.data)) return null;
  if (isReservation(error.data['current'])) return error.data['current'];
  return isReservation(error.data) ? error.data : null;
}
