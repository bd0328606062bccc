/**
 * The schemas of the task forms and the standard task lists (the shared schemas), loaded on demand through
 * task-resolvers.ts: Zod stays out of a page's first load.
 */
import { createTaskSchema, taskTemplatesSchema } from '@afscheid/shared';

export const taskSchemas = {
  createTask: createTaskSchema,
  /** The edit form: the same fields without the dossier (fixed once the task exists). */
  editTask: createTaskSchema.omit({ dossierId: true }),
  taskTemplates: taskTemplatesSchema,
};
