import type { CrematoriumRequestData } from '@afscheid/shared';
import { isApiError } from '../../../lib/api/errors.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** True for a 409 about a booking in the way (accepting: `data.conflict` names the reservation). */
export function isOverlap(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 409 && isObject(error.data) && isObject(error.data['conflict'])
  );
}

const isRequest = (value: unknown): value is CrematoriumRequestData =>
  isObject(value) &&
  typeof value['id'] === 'string' &&
  typeof value['version'] === 'number' &&
  typeof value['status'] === 'string' &&
  isObject(value['wishes']);

/**
 * The request as stored now, when the error is a 409 for a stale version (`data.current`, or the record as `data`
 * itself); else null.
 */
export function currentRequestOf(error: unknown): CrematoriumRequestData | null {
  if (!isApiError(error) || error.status !== 409 || !isObject(error.data)) return null;
  if (isRequest(error.data['current'])) return error.data['current'];
  return isRequest(error.data) ? error.data : null;
}

/** A 409 that is not about a booking: the request changed under us (its state or its version). */
export function isStateConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && !isOverlap(error);
}
