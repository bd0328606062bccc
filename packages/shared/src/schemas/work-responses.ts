import { z } from 'zod';
import { userRefSchema } from './responses.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from './task-values.ts';

/** The dossier a task belongs to, as lists show it. */
const taskDossierSchema = z.object({ id: z.string(), number: z.string(), deceasedName: z.string() });

/** One task of GET /api/tasks, /api/tasks/:id and /api/dossiers/:id/tasks. */
export const taskDataSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assignee: userRefSchema.nullable(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  completedAt: z.string().nullable(),
  completedBy: userRefSchema.nullable(),
  dossier: taskDossierSchema.nullable(),
  /** Still open and due before today (Europe/Amsterdam). */
  isOverdue: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskDataSchema>;

/** One note of a dossier's timeline; `canEdit` only for its author while they may edit notes. */
export const noteDataSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  canEdit: z.boolean(),
});
export type Note = z.infer<typeof noteDataSchema>;

/** One task of a standard list as GET /api/task-templates answers it. */
export const taskTemplateItemDataSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  /** Days after the dossier's creation; null for no due date. */
  dueOffsetDays: z.number().int().nullable(),
});

/** GET /api/task-templates: the list per dossier type, and whether it is still the built-in default. */
export const taskTemplatesDataSchema = z.object({
  cremation: z.array(taskTemplateItemDataSchema),
  burial: z.array(taskTemplateItemDataSchema),
  isDefault: z.object({ cremation: z.boolean(), burial: z.boolean() }),
});
export type TaskTemplatesData = z.infer<typeof taskTemplatesDataSchema>;
