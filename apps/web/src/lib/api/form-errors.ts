import { camelKey } from '@afscheid/shared';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { nl } from '../i18n/nl-NL.ts';
import { isApiError, type FieldErrors } from './errors.ts';

/** `items.0.unit_price` → `items.0.unitPrice`: each path segment converted on its own. */
export function toFieldName(wireKey: string): string {
  return wireKey
    .split('.')
    .map((segment) => camelKey(segment))
    .join('.');
}

export interface MappedFieldErrors {
  /** Messages set on a form field, by camelCase field name. */
  fields: Record<string, string>;
  /** Messages for keys that match no field of the form: show them in the form's alert. */
  unmatched: string[];
}

/** Splits the server's field errors into known form fields and the rest. */
export function mapFieldErrors(errors: FieldErrors, knownFields: readonly string[]): MappedFieldErrors {
  const result: MappedFieldErrors = { fields: {}, unmatched: [] };
  for (const [key, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const name = toFieldName(key);
    if (knownFields.includes(name)) result.fields[name] = message;
    else result.unmatched.push(...list);
  }
  return result;
}

/**
 * Puts a 422 answer's messages on the react-hook-form fields (focusing the first) and returns the
 * messages that belong to no field. Returns null when the error carries no field errors.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly FieldPath<T>[],
): MappedFieldErrors | null {
  if (!isApiError(error) || Object.keys(error.errors).length === 0) return null;
  const mapped = mapFieldErrors(error.errors, knownFields);
  let first = true;
  for (const name of knownFields) {
    const message = mapped.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return mapped;
}

/**
 * The text for a form's alert after a failed submit: the server's message (plus messages for keys that
 * match no field); field messages themselves are put on the fields by `applyServerErrors`.
 */
export function submitErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly FieldPath<T>[],
): string {
  if (!isApiError(error)) return nl.errors.serverNoReference;
  const mapped = applyServerErrors(error, setError, knownFields);
  const extra = mapped?.unmatched.filter((message) => message !== error.message) ?? [];
  return [error.message, ...extra].join(' ');
}
