import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver with checks of its own on top (checks that need the record: the legal release date, a signature
 * or an uploaded form): their messages join the schema's, one per field (the schema's first).
 */
export function withChecks<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  check: (values: V) => Partial<Record<keyof V & string, string>>,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const extra = Object.entries(check(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (extra.length === 0) return result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [name, message] of extra) errors[name] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
