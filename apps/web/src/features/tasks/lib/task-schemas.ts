/**
 * The validation of the task forms and the standard task lists (the shared schemas), loaded on demand like
 * lib/forms/schemas.ts: Zod stays out of a page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createTaskSchema,
  nlZodErrorMap,
  taskTemplatesSchema,
  zodIssuesToFieldErrors,
} from '@afscheid/shared';
import { z } from 'zod';

z.config({ customError: nlZodErrorMap });

/** The edit form: the same fields without the dossier (fixed once the task exists). */
const editTaskSchema = createTaskSchema.omit({ dossierId: true });

export const taskResolvers = {
  createTask: zodResolver(createTaskSchema),
  editTask: zodResolver(editTaskSchema),
};

/** Checks a standard list before it is sent: null, or the Dutch messages per path (`items.0.title`). */
export function checkTaskTemplates(input: unknown): Record<string, string[]> | null {
  const result = taskTemplatesSchema.safeParse(input);
  return result.success ? null : zodIssuesToFieldErrors(result.error.issues);
}
