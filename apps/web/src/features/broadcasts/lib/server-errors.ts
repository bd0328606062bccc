import { ApiValidationError, isApiError, type FieldErrors } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import type { BroadcastField } from './broadcast-form.ts';

/** The server names instants; the form has a date and a time for each: its message goes where a person edits. */
const FIELD_OF: Record<string, BroadcastField> = {
  startsAt: 'startTime',
  endsAt: 'endTime',
  availableUntil: 'availableUntilDate',
};

/**
 * A 422 with its field messages moved from the server's instants (`starts_at`) to the form's date and time fields
 * (`startTime`), so the form's usual error handling puts them there; any other error as it is.
 */
export function remapBroadcastError(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const errors: FieldErrors = {};
  for (const [key, list] of Object.entries(error.errors)) {
    const name = toFieldName(key);
    const target = FIELD_OF[name] ?? key;
    errors[target] = [...(errors[target] ?? []), ...list];
  }
  return new ApiValidationError(error.message, errors);
}
