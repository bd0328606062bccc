import { useFormState } from 'react-hook-form';
import { valueAt } from '../../lib/section-fields.ts';

/** The message of the field (or block) at `path`, from the form's errors. */
export function useFieldError(path: string): string | undefined {
  const { errors } = useFormState({ name: path });
  const error = valueAt(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}
