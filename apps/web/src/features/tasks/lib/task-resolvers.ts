import { zodIssuesToFieldErrors } from '@afscheid/shared';
import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The task forms' schemas (task-schemas.ts), loaded on first use. */
export const taskSchemas = schemaLoader(() => import('./task-schemas.ts').then((module) => module.taskSchemas));

/** Checks a standard task list with the shared schema: null, or the Dutch messages per path (`items.0.title`). */
export async function checkTaskTemplates(input: unknown): Promise<Record<string, string[]> | null> {
  const result = (await taskSchemas.schema('taskTemplates')).safeParse(input);
  return result.success ? null : zodIssuesToFieldErrors(result.error.issues);
}
