import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '@afscheid/shared';
import { ValidationError } from './errors.ts';

/** Parses input with a shared schema; failure is a 422 with Dutch messages per field and nothing changes. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(zodIssuesToFieldErrors(result.error.issues));
  return result.data;
}
